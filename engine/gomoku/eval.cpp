#include "eval.h"

namespace ply::gomoku {

namespace {
// A window's worth by the stones in it: each stone more is a step closer to five.
constexpr Score WINDOW_VALUE[WIN_LENGTH + 1] = {0, 1, 8, 60, 400, 0};
// Having the move is worth about an open two.
constexpr Score TEMPO = 16;
}  // namespace

Score WindowEval::operator()(const Position& pos) const {
  const Stone me = pos.to_move();
  Score score = TEMPO;
  for (const Direction d : DIRECTIONS)
    for (int row = 0; row < pos.size; ++row)
      for (int column = 0; column < pos.size; ++column) {
        const int end_column = column + (WIN_LENGTH - 1) * d.dc, end_row = row + (WIN_LENGTH - 1) * d.dr;
        if (!pos.on_board(end_column, end_row)) continue;
        int count[3] = {0, 0, 0};
        for (int i = 0; i < WIN_LENGTH; ++i) ++count[pos.at(column + i * d.dc, row + i * d.dr)];
        if (count[BLACK] && count[WHITE]) continue;
        const Stone s = count[BLACK] ? BLACK : WHITE;
        const Score v = WINDOW_VALUE[count[s]];
        score += s == me ? v : -v;
      }
  return score;
}

}  // namespace ply::gomoku
