// Portable Game Notation: a game as its tags, its moves in SAN and its result.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "chess/board.h"
#include "core/refusal.h"

namespace ply::chess {

struct PgnGame {
  std::vector<std::pair<std::string, std::string>> tags;  // in the order read
  Position start;
  std::vector<Move> moves;
  std::string result = "*";  // 1-0, 0-1, 1/2-1/2 or *
};

// The Seven Tag Roster (unknown values as "?"), SetUp and FEN when the game did not begin at the
// standard start, the moves and the result.
std::string write_pgn(const Position& start, std::span<const Move> moves, std::string_view result);

// A game as it was read: its own Seven Tag Roster values (unknown ones "?") and its other tags,
// SetUp and FEN from its start, its moves and its result.
std::string write_pgn(const PgnGame& game);

// The first game of a PGN text (after a UTF-8 byte-order mark, if any). Comments, NAGs and
// variations are skipped; an illegal or ambiguous move is refused with its move number ("move 12
// (Black): illegal move 'Nf3'"), a bad FEN tag as BAD_POSITION, a text without tags or moves as
// EMPTY. `end`, if given, is set to where the game's text ends (after its result, or before the
// next game's tags).
std::optional<PgnGame> read_pgn(std::string_view text, Refusal* refusal,
                                std::size_t* end = nullptr);

// Every game of a PGN text (a database); comments and escape lines between games and after the last
// (`ply pgn`'s "; final FEN" lines) are skipped. An error names the game by its number from 1
// ("game 3: move 12 (Black): illegal move 'Nf3'").
std::optional<std::vector<PgnGame>> read_pgn_games(std::string_view text, Refusal* refusal);

}  // namespace ply::chess
