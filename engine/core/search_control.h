// What bounds a search and how it stops: the limits a caller sets, the clock, the node count and
// the stop flag. The driver (driver.h) and any node search share one SearchControl, so a game that
// brings its own node search keeps the same budget and reports.
#pragma once

#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <ctime>

#include "types.h"

namespace ply {

// What asks a search to stop from outside it: another thread's flag (a UCI "stop"), or a function
// the search polls (in the page's worker nothing else runs, so wasm asks JavaScript whether the
// page has raised a shared flag). Read with the budget, never per node.
class StopSignal {
 public:
  StopSignal() = default;
  StopSignal(const std::atomic<bool>* flag) : flag_(flag) {}  // NOLINT: a flag is a signal
  explicit StopSignal(bool (*poll)()) : poll_(poll) {}

  bool requested() const {
    return (flag_ && flag_->load(std::memory_order_relaxed)) || (poll_ && poll_());
  }
  explicit operator bool() const { return flag_ || poll_; }

 private:
  const std::atomic<bool>* flag_ = nullptr;
  bool (*poll_)() = nullptr;
};

struct Limits {
  int max_depth = MAX_PLY - 1;
  i64 time_ms = 0;         // 0: no time limit
  u64 max_nodes = 0;       // 0: no node limit
  StopSignal stop_signal;  // none by default
  // Multi-ProbCut (games with a probcut model): how many standard deviations of the model's error a
  // prediction must stand outside the window to cut; 0: no selective cut, every score is the full
  // search's.
  double probcut_sigmas = 0;
  // The time manager (time_manager.h) starts an iteration late in the budget when it is predicted
  // to finish; false: only the 3/5 rule.
  bool predicted_iterations = true;
  // Lazy SMP (lazy_smp.h): the searches run on this many threads over the shared table.
  int threads = 1;
  // 0: the main search; i > 0: the i-th helper of a Lazy SMP search, whose iterations skip depths
  // in its own pattern and which leaves the table's generation to the main search.
  int helper = 0;
  // MultiPV (Stockfish's): the root's best `lines` moves each searched to the iteration's depth,
  // with its own score and line (the analysis board's lines); 1: the best move only.
  int lines = 1;
};

// The confidence of a search that cuts `sigmas` deviations out, as a percentage: the chance that a
// normal error stays within them (Edax's 73%, 87%, 95%, 98%, 99%); 100 when nothing is cut.
inline int selectivity_percent(double sigmas) {
  return sigmas > 0 ? int(std::lround(100 * std::erf(sigmas / std::sqrt(2.0)))) : 100;
}

// PLY_CPU_CLOCK set in the environment: budgets count the process's CPU time, not the wall clock,
// so a timed match on a shared, loaded machine gives both sides the same computing (a measuring
// tool; the page and every other run keep the wall clock).
inline bool cpu_clock() {
  static const bool cpu = std::getenv("PLY_CPU_CLOCK") != nullptr;
  return cpu;
}

class Clock {
 public:
  Clock() : start_(now_us()) {}
  i64 elapsed_ms() const { return elapsed_us() / 1000; }
  i64 elapsed_us() const { return now_us() - start_; }

 private:
  static i64 now_us() {
    if (cpu_clock()) {
      timespec t{};
      clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
      return i64(t.tv_sec) * 1000000 + t.tv_nsec / 1000;
    }
    return std::chrono::duration_cast<std::chrono::microseconds>(
               std::chrono::steady_clock::now().time_since_epoch())
        .count();
  }

  i64 start_;
};

// The node search polls the budget itself: inside a wasm worker nothing else can interrupt a
// running search. A search runs on one thread, so its own stop flag needs no atomic; another thread
// asks it to stop through Limits::stop_signal, read with the clock and between iterations, and may
// read its node count while it runs (a Lazy SMP search's reports: one writer, so a relaxed load and
// store).
class SearchControl {
 public:
  // The clock is read once per this many nodes (a power of two).
  static constexpr u64 BUDGET_CHECK_INTERVAL = 1024;

  void start(const Limits& limits) {
    limits_ = limits;
    clock_ = Clock();
    nodes_.store(0, std::memory_order_relaxed);
    stopped_ = false;
    may_stop_ = false;
  }

  // Until allowed, the budget is not checked (a search that must finish a first step).
  void allow_stop(bool allowed) { may_stop_ = allowed; }

  // Counts a node; true once the search must stop (then every node returns at once).
  bool tick() {
    const u64 nodes = nodes_.load(std::memory_order_relaxed) + 1;
    nodes_.store(nodes, std::memory_order_relaxed);
    if ((nodes & (BUDGET_CHECK_INTERVAL - 1)) == 0 && may_stop_ && out_of_budget()) stopped_ = true;
    return stopped_;
  }

  // Between iterations: stop now if the caller asked.
  bool stop_requested() {
    if (may_stop_ && limits_.stop_signal.requested()) stopped_ = true;
    return stopped_;
  }

  // Between searches: whether the budget is spent (or a stop asked) now, as the next check would
  // find.
  bool out_of_budget_now() {
    if (may_stop_ && out_of_budget()) stopped_ = true;
    return stopped_;
  }

  void stop() { stopped_ = true; }
  bool stopped() const { return stopped_; }
  u64 nodes() const { return nodes_.load(std::memory_order_relaxed); }
  i64 elapsed_ms() const { return clock_.elapsed_ms(); }
  const Limits& limits() const { return limits_; }

 private:
  bool out_of_budget() const {
    return (limits_.max_nodes && nodes() >= limits_.max_nodes) ||
           (limits_.time_ms && clock_.elapsed_ms() >= limits_.time_ms) ||
           limits_.stop_signal.requested();
  }

  Limits limits_;
  Clock clock_;
  std::atomic<u64> nodes_{0};
  bool stopped_ = false;
  bool may_stop_ = false;
};

}  // namespace ply
