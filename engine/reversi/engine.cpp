#include "engine.h"

#include <algorithm>
#include <functional>

#include "core/levels.h"
#include "endgame.h"
#include "eval.h"
#include "game.h"

namespace ply::reversi {

namespace {

// With this many empties or fewer, level 5 solves the game exactly before anything else.
constexpr int SOLVE_AT_ONCE_EMPTIES = 14;
// That solve's share of the budget, in quarters; a solve that does not finish leaves the rest to the
// midgame search.
constexpr i64 SOLVE_AT_ONCE_SHARE = 3;
// The midgame search's Multi-ProbCut: a prediction this many deviations outside the window cuts; 0:
// none. At 1.5 (87%) level 5 reaches depth 11 on an eighth of the nodes, and it won 79% of a match at
// 100 ms a move against the same level without it (README, Strength).
constexpr double PROBCUT_SIGMAS = 1.5;
// Up to this many, it tries a solve with the time left after a midgame search.
constexpr int SOLVE_TRY_EMPTIES = 22;
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

Decision solved(const Solution& s, i64 time_ms, int empties) {
  Decision d;
  d.move = s.move;
  d.thinking = {empties, double(s.score), true, s.nodes, time_ms, 100, {Reversi::Move(s.move)}};
  return d;
}

}  // namespace

const ScoreDisplay Levels::DISPLAY = DISCS;

Decision Levels::strong(TranspositionTable& tt, const Position& pos, const Request& request,
                        const ProgressFn& progress, std::span<const u64> earlier) {
  const Clock clock;
  const int empties = pos.empty_count();
  const bool budgeted = request.time_ms || request.max_nodes;
  // What is left of the request's budget after `spent` nodes (0 stays no limit; a spent budget leaves 1).
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
  if (empties <= SOLVE_AT_ONCE_EMPTIES) {
    // Most of the budget: a solve this near the end nearly always finishes in it.
    const Solution s = solve(pos, {time_left(SOLVE_AT_ONCE_SHARE, 4), nodes_left(0, SOLVE_AT_ONCE_SHARE, 4),
                                   until_stopped(request.stop_signal)});
    if (s.complete) {
      Decision d = solved(s, clock.elapsed_ms(), empties);
      if (progress) progress(d.thinking);
      return d;
    }
    spent = s.nodes;
  }

  Limits limits = level_limits(request, 0, UNBOUNDED_DEPTH);
  limits.probcut_sigmas = request.probcut_sigmas >= 0 ? request.probcut_sigmas : PROBCUT_SIGMAS;
  const bool try_solve = empties <= SOLVE_TRY_EMPTIES && spent == 0 && budgeted;
  // Keep most of the budget for the solve when one may succeed.
  limits.time_ms = time_left(try_solve ? 2 : 1, try_solve ? 5 : 1);
  limits.max_nodes = nodes_left(spent, 1, try_solve ? 4 : 1);
  if (!budgeted) limits.time_ms = limits.max_nodes = 0;
  Decision d = search_decision<Reversi, StrongEval>(tt, pos, limits, progress, DISCS, earlier);
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
  d = solved(s, clock.elapsed_ms(), empties);
  d.thinking.nodes += midgame_nodes;
  if (progress) progress(d.thinking);
  return d;
}

std::optional<double> Levels::exact_value(const Position& pos, int depth, SearchControl& control) {
  const int empties = pos.empty_count();
  if (empties > SOLVE_AT_ONCE_EMPTIES && empties > depth + ANALYSIS_SOLVE_AHEAD) return std::nullopt;
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

}  // namespace ply::reversi

template class ply::LevelEngine<ply::reversi::Levels>;
