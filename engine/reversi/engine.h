// The computer player at each level, from a random move to the strong engine.
#pragma once

#include "core/player.h"
#include "game.h"

namespace ply::reversi {

using Thinking = ply::Thinking<Reversi::Move>;  // scores in discs
using Decision = ply::Decision<Reversi::Move>;
using ProgressFn = ply::ProgressFn<Reversi::Move>;

class Engine {
 public:
  explicit Engine(std::size_t tt_megabytes = 16) : tt_(tt_megabytes) {}

  // The move the level plays. The position must not be over.
  Decision choose(const Position& pos, const Request& request, const ProgressFn& progress = {});

  // Forget what earlier searches learned (for reproducible benchmarks).
  void clear() { tt_.clear(); }

 private:
  Decision strong(const Position& pos, const Request& request, const ProgressFn& progress);

  TranspositionTable tt_;
};

}  // namespace ply::reversi
