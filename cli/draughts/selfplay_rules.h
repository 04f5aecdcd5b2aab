// Russian draughts' self-play (cli/selfplay.h): level 5's own games from the standard openings,
// each quiet position labelled by the search that chose its move and by the game's result: the data
// its learned evaluation is fitted to (tools/draughts_fit, tools/draughts_fit/fit-eval.sh).
//
// Game i starts from the standard opening i mod 28 (engine/draughts/book/openings.tsv) and for its
// first RANDOM_PLIES plies plays, a third of the time, a legal move at random instead of the
// search's. The book is off. A game whose position the loaded endgame databases hold (--egdb DIR)
// ends there with their result. Each quiet position (no capture to make, the game going on) is
// written as "score<TAB>result<TAB>FEN" (score: the search's for the side to move in hundredths of
// a man, or [-]M0 for a proven result; result: 1, 0.5 or 0 for the side to move), each game closed
// by "# game <index> <result for White> <final FEN>". The file's first line names the options, the
// databases' size and the evaluation (--eval learned|hand: level 5's own, or the hand-written one):
// a file made with others is refused.
#pragma once

#include <array>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "args.h"
#include "core/rng.h"
#include "draughts/traits.h"

namespace ply::cli::draughts_selfplay {

using draughts::Position;

struct Rules {
  static constexpr std::array<std::string_view, 1> OPTIONS = {"eval"};
  static constexpr int GAMES = 100;
  static constexpr u64 NODES = 10000;
  // After the opening, the games part ways: a random legal move a third of the time for this many
  // plies.
  static constexpr int RANDOM_PLIES = 8;

  struct Sample {
    std::string score;
    int side;  // 0 White
    std::string fen;
  };

  bool learned_eval = true;  // level 5's evaluation, or the hand-written one (the option `eval`)

  Rules() = default;
  explicit Rules(const Args& args);

  std::string header() const;
  Position opening(u64 index, Rng& rng, draughts::Engine& engine) const;
  void configure(Request& request) const;
  std::optional<int> decided(std::span<const Position> history) const;
  std::optional<Sample> sample(const Position& pos, const Thinking<draughts::Move>& t) const;
  draughts::Move vary(const Position& pos, const draughts::Move& move, Rng& rng) const;
  std::string game_text(u64 index, const std::vector<Sample>& samples, int winner,
                        const Position& last) const;
};

// `ply selfplay draughts ...`.
int command(const Args& args);

}  // namespace ply::cli::draughts_selfplay
