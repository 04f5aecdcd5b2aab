// Gomoku's self-play (cli/selfplay.h): level 5's own games from random openings, each quiet
// position labelled by the search that chose its move and by the game's result: the data its
// evaluation is fitted to (tools/gomoku_fit, tools/gomoku_fit/fit-eval.sh).
//
// A game opens with 3 to 5 stones at random on the 5x5 cells around the centre of the --size board
// (--rule freestyle|standard|renju), and for its first RANDOM_PLIES plies plays, half the time, one
// of the few moves the move ordering likes best instead of the search's. Each quiet position
// (quiet.h) is written as "score<TAB>result<TAB>position" (score: the search's for the side to move
// in evaluation units, or M<plies> / -M<plies> for a proven result; result: 1, 0.5 or 0 for the
// side to move), each game closed by "# game <index> <result for Black> <final position>". The
// file's first line names the options: a file made with others is refused.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "args.h"
#include "core/rng.h"
#include "gomoku/traits.h"

namespace ply::cli::gomoku_selfplay {

using gomoku::Cell;
using gomoku::Position;

struct Rules {
  static constexpr std::array<std::string_view, 2> OPTIONS = {"size", "rule"};
  static constexpr int GAMES = 100;
  static constexpr u64 NODES = 50000;
  // For the first plies after the opening a move is, half the time, one of the few the move
  // ordering likes best instead of the search's: the games part ways early and stay plausible.
  static constexpr int RANDOM_PLIES = 6;

  struct Sample {
    std::string score;
    int side;  // 0 Black
    std::string position;
  };

  int size = 15;
  gomoku::Rule rule = gomoku::Rule::FREESTYLE;

  Rules() = default;
  explicit Rules(const Args& args);

  std::string header() const;
  Position opening(u64 index, Rng& rng, gomoku::Engine& engine) const;
  void configure(Request&) const {}
  std::optional<Sample> sample(const Position& pos, const Thinking<Cell>& t) const;
  Cell vary(const Position& pos, Cell move, Rng& rng) const;
  std::string game_text(u64 index, const std::vector<Sample>& samples, int winner,
                        const Position& last) const;
};

// `ply selfplay gomoku ...`.
int command(const Args& args);

}  // namespace ply::cli::gomoku_selfplay
