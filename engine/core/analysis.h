// Analysis: the value of every root move, not only the best one (the page's hints). Each iteration
// searches every root move's position with a full window, so no value is a mere bound; a game with
// an exact solver (Reversi) may replace a move's value by the proven one. The same budget, stop
// signal and reports as the driver (driver.h).
#pragma once

#include <algorithm>
#include <atomic>
#include <chrono>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <thread>
#include <vector>

#include "crew.h"
#include "driver.h"
#include "player.h"

namespace ply {

template <typename Move>
struct Analysis {
  int depth = 0;                       // plies searched from the root (the move itself counted)
  std::vector<MoveValue<Move>> moves;  // every legal move, best first; empty when the game is over
  u64 nodes = 0;
  i64 time_ms = 0;
};

// Called after each completed iteration; returning false stops the analysis.
template <typename Move>
using AnalysisFn = std::function<bool(const Analysis<Move>&)>;

// A game's exact value of a position, tried on each root move's position before its search:
// exact(pos, depth, control) in the display unit for the side to move there, or nothing (too far
// from the end for this iteration, or the budget ran out). `depth` is the iteration's: a solver can
// wait until the search has gone deep enough to make its cost worth it.
template <typename Move, typename Position>
using ExactFn = std::function<std::optional<double>(const Position&, int depth, SearchControl&)>;

// Iterative deepening over every root move, within `limits`; the result is the last completed
// iteration (the first always completes). `make_search()` makes a node search over the shared
// table. `earlier`: the keys of the game's positions before `root`; `known`: values of root moves
// settled before any search (an opening book's), which are not searched.
//
// On limits.threads threads the root is split: in each iteration every thread takes the next root
// move not yet taken and searches it with its own node search (the moves are independent
// full-window searches, so the work divides with no waiting but the iteration's last move). The
// calling thread keeps the budget: it stops the others when the time, the node budget (its own
// nodes) or the stop signal says so.
template <Game G, class MakeSearch>
Analysis<typename G::Move> analyse_moves(
    const MakeSearch& make_search, const typename G::Position& root, const Limits& limits,
    const ScoreDisplay& display, const AnalysisFn<typename G::Move>& report,
    std::span<const u64> earlier, const ExactFn<typename G::Move, typename G::Position>& exact = {},
    std::span<const MoveValue<typename G::Move>> known = {}) {
  using Move = typename G::Move;
  using Search = decltype(make_search());
  Search main = make_search();
  SearchControl& control = main.control();
  control.start(limits);
  Analysis<Move> best;
  typename G::MoveList list;
  G::generate_moves(root, list);
  if (G::rule_outcome(root, 0) != SCORE_NONE || list.empty()) return best;

  // Each move's position is searched as a new root, with the game's root among the positions before
  // it.
  std::vector<u64> before(earlier.begin(), earlier.end());
  before.push_back(G::hash(root));
  std::vector<MoveValue<Move>> values;
  for (const Move& m : list) {
    const auto given =
        std::find_if(known.begin(), known.end(), [&](const auto& k) { return k.move == m; });
    values.push_back(given != known.end() ? *given : MoveValue<Move>{m, 0, false, {m}});
  }
  const auto settled = [](const MoveValue<Move>& v) { return v.exact || v.book; };

  // One thread's share of an iteration: the next move not yet taken, until none is left or the
  // search stops.
  std::atomic<int> next{0};
  const auto search_moves = [&](Search& search, int depth) {
    SearchControl& own = search.control();
    for (int i; (i = next.fetch_add(1, std::memory_order_relaxed)) < int(values.size());) {
      MoveValue<Move>& v = values[std::size_t(i)];
      if (settled(v)) continue;
      const typename G::Position child = G::play(root, v.move);
      if (exact) {
        if (const std::optional<double> proven = exact(child, depth, own)) {
          v = {v.move, -*proven, true, {v.move}};
          continue;
        }
        if (own.stopped()) return;
      }
      search.start(child, before);
      const Score score = -search.search_root(child, depth, -SCORE_INFINITE, SCORE_INFINITE);
      if (own.stopped()) return;
      const std::span<const Move> line = search.pv();
      MoveValue<Move> found{
          v.move, display.value(score), display.decisive_is_exact && is_decisive(score), {v.move}};
      found.pv.insert(found.pv.end(), line.begin(), line.end());
      v = found;
    }
  };
  const int helper_count =
      THREADS_AVAILABLE ? std::max(0, std::min(limits.threads, int(values.size())) - 1) : 0;
  std::vector<std::unique_ptr<Search>> helpers;
  for (int h = 0; h < helper_count; ++h) helpers.emplace_back(new Search(make_search()));
  u64 helper_nodes = 0;

  IterationCost cost;
  for (int depth = 1; depth < limits.max_depth; ++depth) {
    control.allow_stop(depth > 1);
    if (control.stop_requested()) break;
    next.store(0, std::memory_order_relaxed);
    // From the second iteration: the first took the table's memory (the main search's first start).
    const std::size_t helping = depth > 1 ? helpers.size() : 0;
    std::atomic<int> helpers_done{0};
    Crew crew;  // after what its threads use: joined first, whatever happens
    for (std::size_t h = 0; h < helping; ++h) {
      Search& helper = *helpers[h];
      Limits own;
      own.helper = 1;  // leaves the table's generation to the main search
      own.time_ms = limits.time_ms ? std::max<i64>(1, limits.time_ms - control.elapsed_ms()) : 0;
      own.stop_signal = &crew.stop;
      helper.control().start(own);
      helper.control().allow_stop(true);
      crew.launch([&, &search = helper] {
        search_moves(search, depth);
        helpers_done.fetch_add(1, std::memory_order_release);
      });
    }
    search_moves(main, depth);
    // The others finish their moves: meanwhile this thread keeps the budget (a stop asked of the
    // analysis reaches them through their own flag).
    while (helpers_done.load(std::memory_order_acquire) < int(helping)) {
      if (control.stopped() || control.out_of_budget_now())
        crew.stop.store(true, std::memory_order_relaxed);
      std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
    crew.join();
    bool stopped = control.stopped();
    for (std::size_t h = 0; h < helping; ++h) {
      helper_nodes += helpers[h]->control().nodes();
      stopped = stopped || helpers[h]->control().stopped();
    }
    if (stopped) break;
    // Stable: among equal values the earlier order (the last iteration's) stays.
    std::stable_sort(values.begin(), values.end(),
                     [](const auto& a, const auto& b) { return a.value > b.value; });
    best.depth = depth + 1;
    best.moves = values;
    best.nodes = control.nodes() + helper_nodes;
    best.time_ms = control.elapsed_ms();
    if (report && !report(best)) break;
    if (std::all_of(values.begin(), values.end(), settled)) break;
    cost.completed(best.nodes, best.time_ms);
    if (!cost.next_worth_starting(limits)) break;
  }
  best.nodes = control.nodes() + helper_nodes;
  best.time_ms = control.elapsed_ms();
  return best;
}

// What a game without an analysis of every move offers instead: its strong level's best lines
// (Request::lines of them), each with its value, as each iteration completes.
template <typename Move>
Analysis<Move> best_lines_analysis(const Thinking<Move>& t) {
  Analysis<Move> a;
  a.depth = t.depth;
  a.nodes = t.nodes;
  a.time_ms = t.time_ms;
  if (!t.lines.empty())
    a.moves = t.lines;
  else if (!t.pv.empty())
    a.moves.push_back({t.pv[0], t.score, t.exact, t.pv, t.book});
  return a;
}

}  // namespace ply
