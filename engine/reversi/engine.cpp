#include "engine.h"

#include <algorithm>
#include <functional>

#include "core/levels.h"
#include "endgame.h"
#include "level5_eval.h"
#include "game.h"

namespace ply::reversi {

namespace {

// With this many empties or fewer, level 5 solves the game exactly before anything else.
constexpr int SOLVE_AT_ONCE_EMPTIES = 14;
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
  d.thinking = {empties, double(s.score), true, s.nodes, time_ms, {Reversi::Move(s.move)}};
  return d;
}

}  // namespace

const ScoreDisplay Levels::DISPLAY = DISCS;

Decision Levels::strong(TranspositionTable& tt, const Position& pos, const Request& request,
                        const ProgressFn& progress, std::span<const u64> earlier) {
  const Clock clock;
  const int empties = pos.empty_count();
  if (empties <= SOLVE_AT_ONCE_EMPTIES) {
    const Solution s = solve(pos, {0, request.max_nodes, until_stopped(request.stop_signal)});
    if (s.complete) {
      Decision d = solved(s, clock.elapsed_ms(), empties);
      if (progress) progress(d.thinking);
      return d;
    }
  }

  Limits limits = level_limits(request, 0, UNBOUNDED_DEPTH);
  const bool try_solve = empties <= SOLVE_TRY_EMPTIES && (request.time_ms || request.max_nodes);
  // Keep most of the budget for the solve when one may succeed.
  if (try_solve) {
    limits.time_ms = request.time_ms * 2 / 5;
    limits.max_nodes = request.max_nodes / 4;
  }
  Decision d = search_decision<Reversi, Level5Eval>(tt, pos, limits, progress, DISCS, earlier);
  if (!try_solve) return d;

  SolveLimits solve_limits;
  if (request.time_ms) solve_limits.time_ms = std::max<i64>(1, request.time_ms - clock.elapsed_ms());
  if (request.max_nodes) solve_limits.max_nodes = request.max_nodes - d.thinking.nodes;
  solve_limits.keep_going = until_stopped(request.stop_signal);
  const Solution s = solve(pos, solve_limits);
  if (!s.complete) return d;
  d = solved(s, clock.elapsed_ms(), empties);
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
