#include "gomoku/solve.h"

#include <algorithm>
#include <memory>
#include <vector>

#include "core/search_control.h"
#include "gomoku/pattern_board.h"
#include "gomoku/threats.h"

namespace ply::gomoku {

Verdict solve(const Position& pos, i64 time_ms) {
  // The board is large (its line and window tables): on the heap, not a small stack.
  const auto owned = std::make_unique<PatternBoard>(pos);
  PatternBoard& board = *owned;
  const Stone me = pos.to_move(), op = opponent(me);
  SearchControl control;
  Limits limits;
  limits.time_ms = time_ms / 2;  // the other half proves a loss
  control.start(limits);
  control.allow_stop(true);
  ThreatSearch threats(board, control);
  Verdict v;
  const auto done = [&](Verdict::Kind kind, int plies) {
    v.kind = kind;
    v.plies = plies;
    v.move = kind == Verdict::WIN ? threats.winning_move() : NO_CELL;
    v.nodes = threats.nodes();
    return v;
  };
  if (int plies = threats.vcf(me)) return done(Verdict::WIN, plies);
  Cell points[2];
  if (board.five_points(op, points, 2) >= 2) return done(Verdict::LOSS, 0);
  for (int threes = 1; threes <= MAX_VCT_THREES && !control.stopped(); ++threes)
    if (int plies = threats.vct(me, threes)) return done(Verdict::WIN, plies);

  // Lost: the opponent wins after every move near the stones, and after a move far from them (as if
  // we passed), by fours or by threes.
  limits.time_ms = time_ms ? std::max<i64>(1, time_ms - control.elapsed_ms()) : 0;
  control.start(limits);
  control.allow_stop(true);
  const auto opponent_wins = [&] {
    if (threats.vcf(op)) return true;
    for (int threes = 1; threes <= MAX_VCT_THREES && !control.stopped(); ++threes)
      if (threats.vct(op, threes)) return true;
    return false;
  };
  std::vector<Cell> moves;
  board.for_each_move(me, [&](Cell c) { moves.push_back(c); });
  bool lost = opponent_wins();
  for (const Cell c : moves) {
    if (!lost || control.stopped()) break;
    board.play(c, me);
    lost = opponent_wins();
    board.undo();
  }
  if (lost && !control.stopped()) return done(Verdict::LOSS, 0);
  return done(Verdict::UNKNOWN, 0);
}

}  // namespace ply::gomoku
