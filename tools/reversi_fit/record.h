// The self-play games the fitting learns from, one line a game, so that a long generation can stop
// and resume and the fit can be rerun on the same data:
//
//   # ply-fit-reversi games 1 seed=<n> nodes=<n> solve=<n> weights=<hash>
//   <index> <ply> <ply> ... = <result>
//
// A ply is a square and how it was chosen: `f5o` an opening move, `c3r` a random one, `d3s+12` the
// search's (its score in hundredths of a disc for the side that moved it), `g1x-4` the solver's
// (the exact final disc difference for that side), or `pass`. The result is the final disc
// difference for Black. The reader replays every line and refuses one that breaks a rule, with its
// reason: an illegal move, a missing pass, a game not over, a result that is not the board's, an
// exact score the result contradicts.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "reversi/board.h"

namespace ply::reversi::fit {

enum class Chosen : char { OPENING = 'o', RANDOM = 'r', SEARCH = 's', EXACT = 'x', PASS = 'p' };

struct RecordedPly {
  int move = PASS;
  Chosen chosen = Chosen::PASS;
  int score = 0;  // SEARCH: hundredths of a disc, EXACT: discs, for the side that moved
};

struct GameRecord {
  u64 index = 0;
  std::vector<RecordedPly> plies;
  int result = 0;  // final disc difference for Black
};

struct GamesHeader {
  u64 seed = 1;
  u64 nodes = 0;
  int solve_empties = 0;
  u64 weights_hash = 0;
  bool operator==(const GamesHeader&) const = default;
};

std::string header_line(const GamesHeader& header);
std::optional<GamesHeader> parse_header(std::string_view line, std::string* error = nullptr);

std::string record_line(const GameRecord& game);
// The game, replayed and checked from the start position; nothing and why if the line is not a
// game.
std::optional<GameRecord> parse_record(std::string_view line, std::string* error = nullptr);

}  // namespace ply::reversi::fit
