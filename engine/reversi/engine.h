// The computer player at each level, from a random move to the strong engine.
#pragma once

#include <functional>
#include <vector>

#include "board.h"
#include "core/tt.h"

namespace ply::reversi {

constexpr int LEVEL_MIN = 1, LEVEL_MAX = 5;

struct Thinking {
  int depth = 0;          // plies searched; for an exact solve, the empties
  double score = 0;       // for the side to move, in discs
  bool exact = false;     // the score is the proven final disc difference
  u64 nodes = 0;
  i64 time_ms = 0;
  std::vector<int> pv;    // pv[0] is the move chosen
};

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
  int move = PASS;  // a square, or PASS
  Thinking thinking;
};

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
