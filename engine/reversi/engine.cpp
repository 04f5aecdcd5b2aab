#include "reversi/engine.h"

#include <algorithm>
#include <functional>

#include "core/levels.h"
#include "reversi/book.h"
#include "reversi/endgame/solve.h"
#include "reversi/game.h"
#include "reversi/level5_eval.h"
#include "reversi/options.h"
#include "reversi/wide/endgame.h"
#include "reversi/wide/game.h"

namespace ply::reversi {

namespace {

// How level 5 plays on a board. With `at_once_empties` or fewer it solves exactly before anything
// else; up to `try_empties`, with the time left after a midgame search. The wide boards' plain
// solver (wide_endgame.h) is far slower than the 8x8 one, so it waits for fewer empties. The
// midgame search's Multi-ProbCut cuts where a prediction is `probcut_sigmas` deviations outside the
// window (0: none; the fitted table is 8x8's, fitted on the learned evaluation's searches). At 1.5
// (87%) level 5 reaches depth 11 on an eighth of the nodes and won 59% of a match at 100 ms a move
// and 80% at 300 ms against itself without it (README, Strength).
struct StrongPlan {
  int at_once_empties;
  int try_empties;
  double probcut_sigmas;
};
constexpr StrongPlan PLAN_8X8 = {14, 22, 1.5};
constexpr StrongPlan PLAN_WIDE = {10, 16, 0};
// The at-once solve's share of the budget, in quarters; a solve that does not finish leaves the
// rest to the midgame search.
constexpr i64 SOLVE_AT_ONCE_SHARE = 3;
// Level 5 asked for no budget at all searches this deep.
constexpr int UNBOUNDED_DEPTH = 10;
// The analysis solves a move's position once its iteration's depth is within this many of the
// empties: by then a solve costs about what the next midgame iteration would.
constexpr int ANALYSIS_SOLVE_AHEAD = 8;

// A solve stops when the caller's stop signal is raised.
std::function<bool()> until_stopped(const StopSignal& stop) {
  if (!stop) return {};
  return [stop] { return !stop.requested(); };
}

// Search scores are hundredths of a disc; a won or lost game's score also carries the plies to
// its end (see won_by), which the rounding removes.
double to_discs(Score s) {
  if (!is_decisive(s)) return s / 100.0;
  const int beyond = s > 0 ? s - SCORE_WIN : -s - SCORE_WIN;
  const int margin = (beyond + 99) / 100;
  return s > 0 ? margin : -margin;
}

constexpr ScoreDisplay DISCS = {to_discs, false};

template <typename Move>
ply::Decision<Move> solved(const Solution& s, i64 time_ms, int empties) {
  ply::Decision<Move> d;
  d.move = Move(s.move);
  d.thinking.depth = empties;
  d.thinking.score = double(s.score);
  d.thinking.exact = true;
  d.thinking.nodes = s.nodes;
  d.thinking.time_ms = time_ms;
  d.thinking.pv = {Move(s.move)};
  return d;
}

// Level 5 on any board: G the game, Eval its strong evaluation; solve(pos, limits) the board's
// solver.
template <typename G, typename Eval>
ply::Decision<typename G::Move> strong_decision(TranspositionTable& tt,
                                                const typename G::Position& pos,
                                                const Request& request,
                                                const ply::ProgressFn<typename G::Move>& progress,
                                                std::span<const u64> earlier, StrongPlan plan) {
  using Move = typename G::Move;
  const Clock clock;
  const int empties = pos.empty_count();
  const bool budgeted = request.time_ms || request.max_nodes;
  // What is left of the request's budget after `spent` nodes (0 stays no limit; a spent budget
  // leaves 1).
  const auto time_left = [&](i64 share_num, i64 share_den) -> i64 {
    if (!request.time_ms) return 0;
    return std::max<i64>(1, request.time_ms * share_num / share_den - clock.elapsed_ms());
  };
  const auto nodes_left = [&](u64 spent, u64 share_num, u64 share_den) -> u64 {
    if (!request.max_nodes) return 0;
    const u64 share = request.max_nodes * share_num / share_den;
    return share > spent ? share - spent : 1;
  };
  u64 spent = 0;
  if (empties <= plan.at_once_empties) {
    // Most of the budget: a solve this near the end nearly always finishes in it.
    const Solution s =
        solve(pos, {time_left(SOLVE_AT_ONCE_SHARE, 4), nodes_left(0, SOLVE_AT_ONCE_SHARE, 4),
                    until_stopped(request.stop_signal)});
    if (s.complete) {
      auto d = solved<Move>(s, clock.elapsed_ms(), empties);
      if (progress) progress(d.thinking);
      return d;
    }
    spent = s.nodes;
  }

  Limits limits = level_limits(request, 0, UNBOUNDED_DEPTH);
  limits.probcut_sigmas = request.options.get(PROBCUT.name, plan.probcut_sigmas);
  const bool try_solve = empties <= plan.try_empties && spent == 0 && budgeted;
  // Keep most of the budget for the solve when one may succeed.
  limits.time_ms = time_left(try_solve ? 2 : 1, try_solve ? 5 : 1);
  limits.max_nodes = nodes_left(spent, 1, try_solve ? 4 : 1);
  if (!budgeted) limits.time_ms = limits.max_nodes = 0;
  auto d = search_decision<G, Eval>(tt, pos, limits, progress, DISCS, earlier);
  d.thinking.nodes += spent;
  if (!try_solve) return d;

  const SolveLimits solve_limits{time_left(1, 1), nodes_left(d.thinking.nodes, 1, 1),
                                 until_stopped(request.stop_signal)};
  const Solution s = solve(pos, solve_limits);
  if (!s.complete) {
    d.thinking.nodes += s.nodes;
    return d;
  }
  const u64 midgame_nodes = d.thinking.nodes;
  d = solved<Move>(s, clock.elapsed_ms(), empties);
  d.thinking.nodes += midgame_nodes;
  if (progress) progress(d.thinking);
  return d;
}

// The analysis's exact value of a move's position, once a solve is in reach.
template <typename P>
std::optional<double> exact_value_of(const P& pos, int depth, SearchControl& control,
                                     StrongPlan plan) {
  const int empties = pos.empty_count();
  if (empties > plan.at_once_empties && empties > depth + ANALYSIS_SOLVE_AHEAD) return std::nullopt;
  const Limits& budget = control.limits();
  SolveLimits limits;
  if (budget.time_ms) limits.time_ms = std::max<i64>(1, budget.time_ms - control.elapsed_ms());
  limits.keep_going = until_stopped(budget.stop_signal);
  const Solution s = solve(pos, limits);
  if (!s.complete) {
    control.stop();
    return std::nullopt;
  }
  return double(s.score);
}

}  // namespace

const ScoreDisplay Levels::DISPLAY = DISCS;
const ScoreDisplay WideLevels::DISPLAY = DISCS;

Decision Levels::strong(TranspositionTable& tt, const Position& pos, const Request& request,
                        const ProgressFn& progress, std::span<const u64> earlier) {
  return strong_decision<Reversi, Level5Eval>(tt, pos, request, progress, earlier, PLAN_8X8);
}

std::optional<double> Levels::exact_value(const Position& pos, int depth, SearchControl& control) {
  return exact_value_of(pos, depth, control, PLAN_8X8);
}

BookMoves<Reversi::Move> Levels::book(const Position& pos, const OptionBag& options) {
  BookMoves<Reversi::Move> b;
  const Book* book = opening_book();
  if (!book || options.get(BOOK.name, BOOK.default_value) == 0) return b;
  b.depth = book->depth;
  for (const BookMove& m : book_moves(*book, pos)) b.moves.push_back({m.square, m.value / 100.0});
  return b;
}

Solution solve(const WidePosition& pos, const SolveLimits& limits) {
  return plain_solve(pos, limits);
}

ply::Decision<WideReversi::Move> WideLevels::strong(
    TranspositionTable& tt, const WidePosition& pos, const Request& request,
    const ply::ProgressFn<WideReversi::Move>& progress, std::span<const u64> earlier) {
  return strong_decision<WideReversi, WideStrongEval>(tt, pos, request, progress, earlier,
                                                      PLAN_WIDE);
}

std::optional<double> WideLevels::exact_value(const WidePosition& pos, int depth,
                                              SearchControl& control) {
  return exact_value_of(pos, depth, control, PLAN_WIDE);
}

}  // namespace ply::reversi

template class ply::LevelEngine<ply::reversi::Levels>;
template class ply::LevelEngine<ply::reversi::WideLevels>;
