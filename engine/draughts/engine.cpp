#include "engine.h"

#include "core/levels.h"
#include "eval.h"
#include "game.h"

namespace ply::draughts {

namespace {

// Level 5 asked for no budget at all searches this deep.
constexpr int UNBOUNDED_DEPTH = 14;

double to_men(Score s) {
  if (is_decisive(s)) return s > 0 ? WIN_SCORE : -WIN_SCORE;
  return s / 100.0;
}

constexpr ScoreDisplay MEN = {to_men, true};

Decision strong_level(TranspositionTable& tt, const Position& pos, const Request& request,
                      const ProgressFn& progress, std::span<const u64> earlier) {
  return search_decision<Draughts, StrongEval>(tt, pos, level_limits(request, 0, UNBOUNDED_DEPTH),
                                               progress, MEN, earlier);
}

struct DraughtsLevels {
  using Game = Draughts;
  static constexpr ScoreDisplay DISPLAY = MEN;
  static constexpr auto greedy_gain = material_gain;
  using MinimaxEval = MaterialEval;
  static constexpr int MINIMAX_DEPTH = 3;
  using ClassicEval = draughts::ClassicEval;
  static constexpr int CLASSIC_DEPTH = 6;  // capped by the time budget
  static constexpr auto strong = strong_level;
};

}  // namespace

Decision Engine::choose(const Position& pos, const Request& request, const ProgressFn& progress,
                        std::span<const u64> earlier) {
  return choose_at_level<DraughtsLevels>(tt_, pos, request, progress, earlier);
}

}  // namespace ply::draughts
