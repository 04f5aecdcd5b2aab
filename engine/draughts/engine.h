// The computer player at each level, from a random move to the strong engine.
#pragma once

#include <span>

#include "board.h"
#include "core/player.h"

namespace ply::draughts {

using Thinking = ply::Thinking<Move>;  // scores in men; a proven result is ±WIN_SCORE
using Decision = ply::Decision<Move>;
using ProgressFn = ply::ProgressFn<Move>;

// The score a proven win reports (a loss: minus it).
constexpr double WIN_SCORE = 100;

class Engine {
 public:
  explicit Engine(std::size_t tt_megabytes = 16) : tt_(tt_megabytes) {}

  // The move the level plays (core/levels.h: choose_at_level; no move when the game is over).
  // `earlier` are the hashes (Draughts::hash) of the game's positions before this one: levels 4-5
  // count a return to one of them as a draw.
  Decision choose(const Position& pos, const Request& request, const ProgressFn& progress = {},
                  std::span<const u64> earlier = {});

  // Forget what earlier searches learned (for reproducible benchmarks).
  void clear() { tt_.clear(); }

 private:
  TranspositionTable tt_;
};

}  // namespace ply::draughts
