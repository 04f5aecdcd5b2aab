#include "engine.h"

#include <algorithm>

#include "core/basic_levels.h"
#include "core/search.h"
#include "endgame.h"
#include "eval.h"
#include "game.h"

namespace ply::reversi {

namespace {

// With this many empties or fewer, level 5 solves the game exactly before anything else.
constexpr int SOLVE_AT_ONCE_EMPTIES = 14;
// Up to this many, it tries a solve with the time left after a midgame search.
constexpr int SOLVE_TRY_EMPTIES = 22;
// Level 4 searches to this fixed depth (capped by the time budget).
constexpr int CLASSIC_DEPTH = 6;
// Level 5 asked for no budget at all searches this deep.
constexpr int UNBOUNDED_DEPTH = 10;

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

Decision Engine::choose(const Position& pos, const Request& request, const ProgressFn& progress) {
  Rng rng(request.seed);
  const int level = std::clamp(request.level, LEVEL_MIN, LEVEL_MAX);
  Decision d;
  switch (level) {
    case 1:
      d.move = random_move<Reversi>(pos, rng);
      break;
    case 2:
      d.move = greedy_move<Reversi>(
          pos,
          [](const Position& p, int m) {
            return m == PASS ? 0 : popcount(flips(m, p.player, p.opponent));
          },
          rng);
      break;
    case 3: {
      const auto best = minimax_move<Reversi>(pos, 3, DiscDifference{}, rng);
      d.move = best.move;
      d.thinking.depth = 3;
      d.thinking.score = to_discs(best.score);
      d.thinking.pv = {d.move};
      if (progress) progress(d.thinking);
      break;
    }
    case 4:
      d = search_decision<Reversi, ClassicEval>(tt_, pos, level_limits(request, CLASSIC_DEPTH, 0),
                                                progress, DISCS);
      break;
    default:
      d = strong(pos, request, progress);
  }
  if (d.thinking.pv.empty()) d.thinking.pv = {d.move};
  return d;
}

Decision Engine::strong(const Position& pos, const Request& request, const ProgressFn& progress) {
  const Clock clock;
  const int empties = pos.empty_count();
  if (empties <= SOLVE_AT_ONCE_EMPTIES) {
    const Solution s = solve(pos, {0, request.max_nodes, {}});
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
  Decision d = search_decision<Reversi, StrongEval>(tt_, pos, limits, progress, DISCS);
  if (!try_solve) return d;

  SolveLimits solve_limits;
  if (request.time_ms) solve_limits.time_ms = std::max<i64>(1, request.time_ms - clock.elapsed_ms());
  if (request.max_nodes) solve_limits.max_nodes = request.max_nodes - d.thinking.nodes;
  const Solution s = solve(pos, solve_limits);
  if (!s.complete) return d;
  d = solved(s, clock.elapsed_ms(), empties);
  if (progress) progress(d.thinking);
  return d;
}

}  // namespace ply::reversi
