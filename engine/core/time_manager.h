// The time manager of the iterative deepening (driver.h) and of the analysis (analysis.h): whether
// the next iteration is worth starting. A move has its own budget and nothing left of it goes to a
// later move, so the budget is for spending:
// - while at most 3/5 of the time is spent, the next iteration starts: even when the clock stops
// it, its
//   first root moves (the last best move first) are searched to the end and count;
// - later, it starts only when it is predicted to finish: at the last iteration's time times the
//   branching factor (the geometric mean of the last two growths in nodes: Reversi's trees grow
//   unevenly between odd and even depths), within MIN_BRANCHING..MAX_BRANCHING.
// A node budget has no such rule: every iteration starts and the count stops it. The search itself
// stops at its budget (SearchControl reads the clock every 1024 positions), so no choice made here
// overruns it.
#pragma once

#include <algorithm>
#include <cmath>

#include "search_control.h"

namespace ply {

// An iteration started after this share of the time budget would hardly get past its first move,
// unless it is predicted to finish.
constexpr i64 ITERATION_START_NUMERATOR = 3, ITERATION_START_DENOMINATOR = 5;
constexpr double MIN_BRANCHING = 1.5, MAX_BRANCHING = 12;

// What the driver knows of the iterations so far, to decide on the next one.
class IterationCost {
 public:
  // An iteration has completed, `nodes` and `time_ms` after the search started.
  void completed(u64 nodes, i64 time_ms) {
    growth_[0] = growth_[1];
    growth_[1] = last_nodes_
                     ? double(nodes - last_nodes_) / double(std::max<u64>(1, last_iteration_nodes_))
                     : 0;
    last_iteration_nodes_ = nodes - last_nodes_;
    last_iteration_ms_ = time_ms - last_ms_;
    last_nodes_ = nodes;
    last_ms_ = time_ms;
  }

  bool next_worth_starting(const Limits& limits) const {
    if (!limits.time_ms) return true;
    if (last_ms_ * ITERATION_START_DENOMINATOR <= limits.time_ms * ITERATION_START_NUMERATOR)
      return true;
    // One iteration is no guide: its time includes first touches of memory (the table's, in a new
    // process).
    if (growth_[1] == 0 || !limits.predicted_iterations) return false;
    return double(last_ms_) + branching() * double(last_iteration_ms_) <= double(limits.time_ms);
  }

 private:
  double branching() const {
    const double b = growth_[0] == 0 ? growth_[1] : std::sqrt(growth_[0] * growth_[1]);
    return std::clamp(b, MIN_BRANCHING, MAX_BRANCHING);
  }

  u64 last_nodes_ = 0, last_iteration_nodes_ = 0;
  i64 last_ms_ = 0, last_iteration_ms_ = 0;
  double growth_[2] = {0, 0};  // the last two iterations' nodes over their predecessor's
};

}  // namespace ply
