#include "gomoku/search_eval.h"

#include <algorithm>

#include "gomoku/eval.h"
#include "gomoku/pattern_game.h"

namespace ply::gomoku {

namespace {

// What having the move adds to one's own lines: a tenth.
constexpr int TEMPO_NUMERATOR = 11, TEMPO_DENOMINATOR = 10;
// The strong level plays to win: a draw is worth this much less than nothing to the side it plays
// for (an open three is about 40), so it keeps its chances rather than settle for a blocked board.
constexpr int CONTEMPT = 100;
// The leaf's VCF probe gives up after this many nodes: a quick look, not a proof search.
constexpr u64 LEAF_VCF_NODES = 64;

}  // namespace

Score ClassicEval::operator()(const PatternBoard& b) const {
  const Stone side = side_to_move(b), op = opponent(side);
  const int lines = b.line_value(side) * TEMPO_NUMERATOR / TEMPO_DENOMINATOR - b.line_value(op);
  return std::clamp(lines, -SCORE_EVAL_MAX, SCORE_EVAL_MAX);
}

Score StrongEval::draw_score(Stone side) const { return side == root_side ? -CONTEMPT : CONTEMPT; }

Score StrongEval::operator()(const PatternBoard& b) const {
  const Stone side = side_to_move(b), op = opponent(side);
  const int ply = b.count() - root_count;
  if (leaf_threats && ply > 0 && b.pattern_count(side, B4) > 0)
    if (const int plies = leaf_threats->vcf(side, LEAF_VCF_NODES)) return won_by(0, ply + plies);
  // Where neither side can make five any more the game is a draw, however many cells are left; a
  // side that cannot make five can do no better than a draw, one whose opponent cannot, no worse.
  const bool can_win = b.live_windows(side) > 0, can_lose = b.live_windows(op) > 0;
  const Score draw = draw_score(side);
  if (!can_win && !can_lose) return draw;
  Score s = evaluate(b, side);
  if (!can_win) s = std::min(s, draw);
  if (!can_lose) s = std::max(s, draw);
  return std::clamp(s, -SCORE_EVAL_MAX, SCORE_EVAL_MAX);
}

}  // namespace ply::gomoku
