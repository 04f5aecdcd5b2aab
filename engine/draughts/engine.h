// The computer player at each level, from a random move to the strong engine.
#pragma once

#include <functional>
#include <vector>

#include "board.h"
#include "core/tt.h"

namespace ply::draughts {

constexpr int LEVEL_MIN = 1, LEVEL_MAX = 5;

struct Thinking {
  int depth = 0;          // plies searched (capture sequences are searched to their end beyond it)
  double score = 0;       // for the side to move, in men; a proven result is ±WIN_SCORE
  bool exact = false;     // the score is a proven win or loss
  u64 nodes = 0;
  i64 time_ms = 0;
  std::vector<Move> pv;   // pv[0] is the move chosen; each move legal after the ones before it
};

// The score a proven win reports (a loss: minus it).
constexpr double WIN_SCORE = 100;

// Called after each completed iteration; returning false stops the search.
using ProgressFn = std::function<bool(const Thinking&)>;

struct Request {
  int level = 3;       // LEVEL_MIN..LEVEL_MAX
  i64 time_ms = 0;     // budget of levels 4-5 (and a cap for 3); 0: no limit
  u64 max_nodes = 0;   // 0: no limit; with a fixed budget a search is reproducible
  int max_depth = 0;   // levels 4-5: 0 for the level's own depth; a fixed depth makes benches exact
  u64 seed = 1;        // random choices of levels 1-3
};

struct Decision {
  Move move;
  Thinking thinking;
};

class Engine {
 public:
  explicit Engine(std::size_t tt_megabytes = 16) : tt_(tt_megabytes) {}

  // The move the level plays. The position must have a legal move.
  Decision choose(const Position& pos, const Request& request, const ProgressFn& progress = {});

  // Forget what earlier searches learned (for reproducible benchmarks).
  void clear() { tt_.clear(); }

 private:
  TranspositionTable tt_;
};

}  // namespace ply::draughts
