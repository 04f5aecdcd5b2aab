#include "gomoku/original.h"

#include <algorithm>
#include <cmath>

#include "core/player.h"

namespace ply::gomoku {

int window_gain(const Position& pos, Cell c, Stone side, int five_score) {
  static constexpr int POWERS_OF_THREE[WIN_LENGTH + 1] = {1, 3, 9, 27, 81, 243};
  const int column = pos.column(c), row = pos.row(c);
  int gain = 0;
  for (const Direction d : DIRECTIONS) {
    // The window starting `start` cells before c, for start = 0..4.
    for (int start = 0; start < WIN_LENGTH; ++start) {
      int stones = 1;  // the new stone
      bool open = true;
      for (int i = 0; i < WIN_LENGTH && open; ++i) {
        const int offset = i - start;
        const int x = column + offset * d.dc, y = row + offset * d.dr;
        if (!pos.on_board(x, y))
          open = false;
        else if (offset != 0) {
          const Stone s = pos.at(x, y);
          if (s == side)
            ++stones;
          else if (s != EMPTY)
            open = false;
        }
      }
      if (!open || stones <= 1) continue;
      gain += stones == WIN_LENGTH ? five_score : POWERS_OF_THREE[stones];
    }
  }
  return gain;
}

}  // namespace ply::gomoku
