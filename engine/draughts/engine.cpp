#include "engine.h"

#include <algorithm>

#include "core/basic_levels.h"
#include "core/search.h"
#include "eval.h"
#include "game.h"

namespace ply::draughts {

namespace {

// Level 3's minimax depth.
constexpr int MINIMAX_DEPTH = 3;
// Level 4 searches to this fixed depth (capped by the time budget).
constexpr int CLASSIC_DEPTH = 6;
// Level 5 asked for no budget at all searches this deep.
constexpr int UNBOUNDED_DEPTH = 14;

double to_men(Score s) {
  if (is_decisive(s)) return s > 0 ? WIN_SCORE : -WIN_SCORE;
  return s / 100.0;
}

constexpr ScoreDisplay MEN = {to_men, true};

template <typename Eval>
Decision alpha_beta(TranspositionTable& tt, const Position& pos, const Limits& limits,
                    const ProgressFn& progress, std::span<const u64> earlier) {
  Decision d = search_decision<Draughts, Eval>(tt, pos, limits, progress, MEN, earlier);
  if (d.thinking.pv.empty()) {
    // A drawn position by rule: the search sees no move, yet the game may be played on.
    MoveList moves;
    generate_moves(pos, moves);
    if (!moves.empty()) d.move = moves[0];
  }
  return d;
}

}  // namespace

Decision Engine::choose(const Position& pos, const Request& request, const ProgressFn& progress,
                        std::span<const u64> earlier) {
  Rng rng(request.seed);
  const int level = std::clamp(request.level, LEVEL_MIN, LEVEL_MAX);
  // The basic levels play on whatever the draw rules say: they see the bare rules.
  struct Bare : Draughts {
    static void generate_moves(const Position& p, MoveList& list) { draughts::generate_moves(p, list); }
  };
  Decision d;
  switch (level) {
    case 1:
      d.move = random_move<Bare>(pos, rng);
      break;
    case 2:
      d.move = greedy_move<Bare>(pos, material_gain, rng);
      break;
    case 3: {
      const auto best = minimax_move<Bare>(pos, MINIMAX_DEPTH, MaterialEval{}, rng);
      d.move = best.move;
      d.thinking.depth = MINIMAX_DEPTH;
      d.thinking.score = to_men(best.score);
      d.thinking.exact = is_decisive(best.score);
      d.thinking.pv = {d.move};
      if (progress) progress(d.thinking);
      break;
    }
    case 4:
      d = alpha_beta<ClassicEval>(tt_, pos, level_limits(request, CLASSIC_DEPTH, 0), progress,
                                    earlier);
      break;
    default:
      d = alpha_beta<StrongEval>(tt_, pos, level_limits(request, 0, UNBOUNDED_DEPTH), progress,
                                   earlier);
  }
  if (d.thinking.pv.empty()) d.thinking.pv = {d.move};
  return d;
}

}  // namespace ply::draughts
