#include "engine.h"

#include <algorithm>
#include <functional>

#include "core/levels.h"
#include "endgame.h"
#include "eval.h"
#include "game.h"
#include "wide_endgame.h"
#include "wide_game.h"

namespace ply::reversi {

namespace {

// How far from the end level 5 solves: with this many empties or fewer, exactly before anything else;
// up to `try_empties`, with the time left after a midgame search. The wide boards' plain solver
// (wide_endgame.h) is far slower than the 8x8 one, so it waits for fewer empties.
struct SolveReach {
  int at_once_empties;
  int try_empties;
};
constexpr SolveReach SOLVE_8X8 = {14, 22};
constexpr SolveReach SOLVE_WIDE = {10, 16};
// Level 5 asked for no budget at all searches this deep.
constexpr int UNBOUNDED_DEPTH = 10;
// The analysis solves a move's position once its iteration's depth is within this many of the empties:
// by then a solve costs about what the next midgame iteration would.
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
  d.thinking = {empties, double(s.score), true, s.nodes, time_ms, {Move(s.move)}};
  return d;
}

// Level 5 on any board: G the game, Eval its strong evaluation; solve(pos, limits) the board's solver.
template <typename G, typename Eval>
ply::Decision<typename G::Move> strong_decision(TranspositionTable& tt, const typename G::Position& pos,
                                                const Request& request, const ply::ProgressFn<typename G::Move>& progress,
                                                std::span<const u64> earlier, SolveReach reach) {
  using Move = typename G::Move;
  const Clock clock;
  const int empties = pos.empty_count();
  if (empties <= reach.at_once_empties) {
    const Solution s = solve(pos, {0, request.max_nodes, until_stopped(request.stop_signal)});
    if (s.complete) {
      auto d = solved<Move>(s, clock.elapsed_ms(), empties);
      if (progress) progress(d.thinking);
      return d;
    }
  }

  Limits limits = level_limits(request, 0, UNBOUNDED_DEPTH);
  const bool try_solve = empties <= reach.try_empties && (request.time_ms || request.max_nodes);
  // Keep most of the budget for the solve when one may succeed.
  if (try_solve) {
    limits.time_ms = request.time_ms * 2 / 5;
    limits.max_nodes = request.max_nodes / 4;
  }
  auto d = search_decision<G, Eval>(tt, pos, limits, progress, DISCS, earlier);
  if (!try_solve) return d;

  SolveLimits solve_limits;
  if (request.time_ms) solve_limits.time_ms = std::max<i64>(1, request.time_ms - clock.elapsed_ms());
  if (request.max_nodes) solve_limits.max_nodes = request.max_nodes - d.thinking.nodes;
  solve_limits.keep_going = until_stopped(request.stop_signal);
  const Solution s = solve(pos, solve_limits);
  if (!s.complete) return d;
  d = solved<Move>(s, clock.elapsed_ms(), empties);
  if (progress) progress(d.thinking);
  return d;
}

// The analysis's exact value of a move's position, once a solve is in reach.
template <typename P>
std::optional<double> exact_value_of(const P& pos, int depth, SearchControl& control, SolveReach reach) {
  const int empties = pos.empty_count();
  if (empties > reach.at_once_empties && empties > depth + ANALYSIS_SOLVE_AHEAD) return std::nullopt;
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
  return strong_decision<Reversi, StrongEval>(tt, pos, request, progress, earlier, SOLVE_8X8);
}

std::optional<double> Levels::exact_value(const Position& pos, int depth, SearchControl& control) {
  return exact_value_of(pos, depth, control, SOLVE_8X8);
}

Solution solve(const WidePosition& pos, const SolveLimits& limits) { return plain_solve(pos, limits); }

ply::Decision<WideReversi::Move> WideLevels::strong(TranspositionTable& tt, const WidePosition& pos,
                                                    const Request& request,
                                                    const ply::ProgressFn<WideReversi::Move>& progress,
                                                    std::span<const u64> earlier) {
  return strong_decision<WideReversi, WideStrongEval>(tt, pos, request, progress, earlier, SOLVE_WIDE);
}

std::optional<double> WideLevels::exact_value(const WidePosition& pos, int depth, SearchControl& control) {
  return exact_value_of(pos, depth, control, SOLVE_WIDE);
}

}  // namespace ply::reversi

template class ply::LevelEngine<ply::reversi::Levels>;
template class ply::LevelEngine<ply::reversi::WideLevels>;
