#include "engine.h"

#include <climits>

namespace ply::gomoku {

namespace {

// Level 5 asked for no budget at all searches this deep.
constexpr int UNBOUNDED_DEPTH = 6;
// Evaluation units per stone shown: about an open two.
constexpr double UNITS_PER_STONE = 16;

double to_stones(Score s) {
  if (!is_decisive(s)) return s / UNITS_PER_STONE;
  const int plies = SCORE_WIN - (s > 0 ? s : -s);
  return s > 0 ? WIN_SCORE - plies : -(WIN_SCORE - plies);
}

// Picks uniformly among the cells with the highest value.
template <typename Value>
Cell best_at_random(const Gomoku::MoveList& cells, Value value, Rng& rng) {
  Gomoku::MoveList best;
  long long best_value = LLONG_MIN;
  for (const Cell c : cells) {
    const long long v = value(c);
    if (v > best_value) {
      best.clear();
      best_value = v;
    }
    if (v == best_value) best.push(c);
  }
  return best[int(rng.below(u32(best.size())))];
}

}  // namespace

const ScoreDisplay Levels::DISPLAY = {to_stones, true};

Cell Levels::shallow_move(const Position& pos, const Request& request, Rng& rng) {
  const int aggressiveness = aggressiveness_percent(request.aggressiveness);
  const Stone me = pos.to_move();
  Gomoku::MoveList candidates, wins, blocks;
  Gomoku::generate_moves(pos, candidates);
  for (const Cell c : candidates) {
    if (makes_five(pos, c, me)) wins.push(c);
    if (makes_five(pos, c, opponent(me))) blocks.push(c);
  }
  if (!wins.empty()) return wins[int(rng.below(u32(wins.size())))];
  // A five the opponent threatens must be stopped; when there are two, the game is lost anyway.
  const Gomoku::MoveList& choices = blocks.empty() ? candidates : blocks;
  return best_at_random(
      choices,
      [&](Cell c) {
        const Position next = play(pos, c);
        Gomoku::MoveList replies;
        Gomoku::generate_moves(next, replies);
        long long best_reply = 0;
        for (const Cell r : replies) {
          if (makes_five(next, r, opponent(me))) return LLONG_MIN / 2;  // a win in one allowed
          best_reply = std::max<long long>(best_reply, original_score(next, r, aggressiveness));
        }
        return original_score(pos, c, aggressiveness) - best_reply;
      },
      rng);
}

Decision Levels::strong(TranspositionTable& tt, const Position& pos, const Request& request,
                        const ProgressFn& progress, std::span<const u64> earlier) {
  return search_decision<Gomoku, WindowEval>(tt, pos, level_limits(request, 0, UNBOUNDED_DEPTH), progress,
                                             DISPLAY, earlier);
}

}  // namespace ply::gomoku

template class ply::LevelEngine<ply::gomoku::Levels>;
