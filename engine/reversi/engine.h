// The computer player at each level, from a random move to the strong engine.
#pragma once

#include <span>

#include "core/player.h"
#include "game.h"

namespace ply::reversi {

using Thinking = ply::Thinking<Reversi::Move>;  // scores in discs
using Decision = ply::Decision<Reversi::Move>;
using ProgressFn = ply::ProgressFn<Reversi::Move>;

class Engine {
 public:
  explicit Engine(std::size_t tt_megabytes = 16) : tt_(tt_megabytes) {}

  // The move the level plays (core/levels.h: choose_at_level; no move when the game is over).
  // `earlier` are the hashes (Reversi::hash) of the game's positions before this one; no Reversi
  // position can come twice, so they change nothing, and are taken as every game's engine takes them.
  Decision choose(const Position& pos, const Request& request, const ProgressFn& progress = {},
                  std::span<const u64> earlier = {});

  // Forget what earlier searches learned (for reproducible benchmarks).
  void clear() { tt_.clear(); }

 private:
  TranspositionTable tt_;
};

}  // namespace ply::reversi
