// Line patterns: what a stone of one side on an empty cell makes along one line, read from the
// eight cells around it on that line (four each way). Each cell keeps, per direction, a 16-bit key
// of those neighbours (2 bits each: empty, black, white, wall), and a table built once maps a key
// to the pattern for each side, so a pattern costs one lookup and a move updates 32 keys.
#pragma once

#include "gomoku/board.h"

namespace ply::gomoku {

// Ordered by strength. B: one way to go on (blocked), F: two (free, open).
//   FIVE  the stone wins            F4  two five-points on the line (open four, or a double four in
//   line) B4    one five-point            F3  a stone more can make an F4 (open three) B3    a
//   stone more can make a B4; F2 and B2 likewise, one step further from five
enum Pattern : u8 { NONE = 0, B2, F2, B3, F3, B4, F4, FIVE, PATTERN_COUNT };

// The neighbour codes in a key.
enum Neighbour : u8 { N_EMPTY = 0, N_BLACK = 1, N_WHITE = 2, N_WALL = 3 };
constexpr int HALF_LINE = 4;  // cells read on each side

// The bits of the neighbour at `offset` (-4..-1, 1..4) in a key.
constexpr int key_shift(int offset) {
  return 2 * (offset < 0 ? offset + HALF_LINE : offset + HALF_LINE - 1);
}

// The patterns of `side` by line key (65536 entries): table[key] is what a stone of `side` makes on
// an empty cell whose line key is `key`. Where only exactly five wins, a FIVE may be an overline
// reaching past the eight cells read: the board checks fives exactly.
const Pattern* pattern_table(Rule rule, Stone side);

}  // namespace ply::gomoku
