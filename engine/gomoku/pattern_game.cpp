#include "gomoku/pattern_game.h"

namespace ply::gomoku {

namespace {

// Combinations that win or nearly win outrank every single line.
int combined_value(const CellThreat& t) {
  if (t.five()) return 1 << 20;
  if (t.double_four()) return 1 << 18;
  if (t.four_three()) return 1 << 17;
  if (t.double_three()) return 1 << 16;
  int v = 0;
  for (const Pattern p : t.line) v += PatternBoard::LINE_VALUE[p];
  return v;
}

}  // namespace

int move_value(const PatternBoard& b, Cell c, Stone side) {
  return combined_value(b.threat(c, side)) + combined_value(b.threat(c, opponent(side))) * 4 / 5;
}

bool facing_four(const PatternBoard& b) {
  Cell point;
  return b.five_points(opponent(side_to_move(b)), &point, 1) > 0;
}

void generate_search_moves(const PatternBoard& b, ply::MoveList<Cell, MAX_CELLS>& list) {
  const Stone side = side_to_move(b), op = opponent(side);
  Cell points[2];
  if (b.five_points(side, points, 1)) {
    list.push(points[0]);
    return;
  }
  const int op_points = b.five_points(op, points, 2);
  if (op_points == 1 && b.allowed(points[0], side)) {
    list.push(points[0]);
    return;
  }
  // Two fives to stop, or one on a foul of Black's: lost whatever is played.
  const bool must_defend = b.pattern_count(op, F4) > 0;
  b.for_each_move(side, [&](Cell c) {
    if (must_defend && !b.threat(c, side).four() && b.threat(c, op).best() < B4) return;
    list.push(c);
  });
}

Score board_outcome(const PatternBoard& b, int ply) {
  if (b.five()) return lost_by(0, ply);
  if (b.full()) return 0;
  if (ply == 0) return SCORE_NONE;  // the root plays its moves, a five among them
  const Stone side = side_to_move(b), op = opponent(side);
  Cell points[2];
  if (b.five_points(side, points, 1)) return won_by(0, ply + 1);
  const int op_points = b.five_points(op, points, 2);
  if (op_points >= 2 || (op_points == 1 && !b.allowed(points[0], side))) return lost_by(0, ply + 2);
  // An open four wins where its ends surely make five: where exactly five wins, the pattern may
  // take an overline past the cells it reads for one.
  if (op_points == 0 && overline_wins(b.rule(), side) && b.pattern_count(side, F4) > 0)
    return won_by(0, ply + 3);
  return SCORE_NONE;
}

}  // namespace ply::gomoku
