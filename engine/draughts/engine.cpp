#include "draughts/engine.h"

#include "core/levels.h"
#include "draughts/eval.h"
#include "draughts/game.h"

namespace ply::draughts {

namespace {

// Level 5 asked for no budget at all searches this deep.
constexpr int UNBOUNDED_DEPTH = 14;

double to_men(Score s) {
  if (is_decisive(s)) return s > 0 ? WIN_SCORE : -WIN_SCORE;
  return s / 100.0;
}

constexpr ScoreDisplay MEN = {to_men, true};

}  // namespace

const ScoreDisplay Levels::DISPLAY = MEN;

Decision Levels::strong(TranspositionTable& tt, const Position& pos, const Request& request,
                        const ProgressFn& progress, std::span<const u64> earlier) {
  return search_decision<Draughts, StrongEval>(tt, pos, level_limits(request, 0, UNBOUNDED_DEPTH),
                                               progress, MEN, earlier);
}

}  // namespace ply::draughts

template class ply::LevelEngine<ply::draughts::Levels>;
