// Whole games in PDN (Portable Draughts Notation): tag pairs, then the moves with move numbers and
// the result. Russian draughts is `[GameType "25"]` (also read: "25,W,8,8,A1,0"); a game that does
// not begin at the start position carries `[FEN "..."]`. Moves are written in the shortest form
// that tells them apart (notation.h). Results: "2-0" White won, "0-2" Black won, "1-1" draw, "*"
// unknown or unfinished; "1-0", "0-1" and "1/2-1/2" are read as the same.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/refusal.h"
#include "draughts/board.h"

namespace ply::draughts {

struct PdnGame {
  // Tags in the order read or to be written, except GameType, FEN and Result, which the writer
  // makes from the fields below.
  std::vector<std::pair<std::string, std::string>> tags;
  Position start = start_position();
  std::vector<Move> moves;  // legal, in order, from `start`
  std::string result = "*";
};

// The positions of the game: start, then the position after each move.
std::vector<Position> positions_of(const PdnGame& game);

// One game; on failure nullopt and a one-line error naming the faulty tag or move.
std::optional<PdnGame> parse_pdn(std::string_view text, Refusal* refusal = nullptr);
std::string to_pdn(const PdnGame& game);

}  // namespace ply::draughts
