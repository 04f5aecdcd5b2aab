#include "gomoku/pattern_board.h"

#include <algorithm>

#include "gomoku/eval_weights.h"

namespace ply::gomoku {

namespace {
constexpr int NEAR_RADIUS = 2;

// The weight of each combination code, by table: a cell's update is one lookup.
constexpr auto COMBO_WEIGHT_OF_CODE = [] {
  std::array<std::array<int, COMBO_CODES>, 2> weights{};
  for (int t = 0; t < 2; ++t)
    for (int code = 0; code < COMBO_CODES; ++code)
      weights[t][code] = COMBO_WEIGHT_VALUES[t][COMBO_OF_CODE[code]];
  return weights;
}();

}  // namespace

PatternBoard::PatternBoard(const Position& pos) : size_(pos.size), rule_(pos.rule) {
  table_[0] = pattern_table(rule_, BLACK);
  table_[1] = pattern_table(rule_, WHITE);
  stones_key_ = pos.key ^ (pos.to_move() == WHITE ? WHITE_TO_MOVE_KEY : 0);
  // Walls: every neighbour off the board.
  for (int row = 0; row < size_; ++row)
    for (int column = 0; column < size_; ++column) {
      const Cell c = Cell(row * size_ + column);
      for (int d = 0; d < 4; ++d) {
        u16 key = 0;
        for (int k = -HALF_LINE; k <= HALF_LINE; ++k) {
          if (k == 0) continue;
          const int x = column + k * DIRECTIONS[d].dc, y = row + k * DIRECTIONS[d].dr;
          if (x < 0 || y < 0 || x >= size_ || y >= size_) key |= u16(N_WALL << key_shift(k));
        }
        keys_[c][d] = key;
        for (int k = -HALF_LINE; k <= HALF_LINE; ++k) {
          const int x = column + k * DIRECTIONS[d].dc, y = row + k * DIRECTIONS[d].dr;
          if (k == 0 || x < 0 || y < 0 || x >= size_ || y >= size_) continue;
          // From the neighbour, c lies at offset -k.
          Neighbours& around = neighbours_[c];
          around.list[around.count++] = {Cell(y * size_ + x), u8(d), u8(key_shift(-k))};
        }
      }
    }
  for (int c = 0; c < size_ * size_; ++c) add_cell(Cell(c), +1);
  add_windows();
  boxes_[0] = {size_, -1, size_, -1};
  // Replays the stones; the key already holds them.
  const u64 key = stones_key_;
  for (int i = 0; i < pos.count; ++i) play(pos.moves[i], i % 2 == 0 ? BLACK : WHITE);
  stones_key_ = key;
}

void PatternBoard::add_cell(Cell c, int sign) {
  for (int s = 0; s < 2; ++s) {
    u16 code = 0;
    for (int d = 0; d < 4; ++d) {
      const Pattern p = table_[s][keys_[c][d]];
      counts_[s][p] += sign;
      values_[s] += sign * LINE_VALUE[p];
      code |= u16(p << combo_shift(d));
    }
    codes_[s][c] = code;
    combo_sums_[s][OWN_COMBOS] += sign * COMBO_WEIGHT_OF_CODE[OWN_COMBOS][code];
    combo_sums_[s][THEIR_COMBOS] += sign * COMBO_WEIGHT_OF_CODE[THEIR_COMBOS][code];
  }
}

void PatternBoard::add_windows() {
  int windows = 0;
  for (int d = 0; d < 4; ++d)
    for (int row = 0; row < size_; ++row)
      for (int column = 0; column < size_; ++column) {
        const Direction dir = DIRECTIONS[d];
        const int last_x = column + (WIN_LENGTH - 1) * dir.dc,
                  last_y = row + (WIN_LENGTH - 1) * dir.dr;
        if (last_x < 0 || last_x >= size_ || last_y >= size_) continue;
        for (int k = 0; k < WIN_LENGTH; ++k) {
          CellWindows& through = windows_of_[(row + k * dir.dr) * size_ + column + k * dir.dc];
          through.list[through.count++] = u16(windows);
        }
        ++windows;
      }
  live_windows_[0][0] = live_windows_[1][0] = windows;
}

// A stone of s entering (sign +1) or leaving (-1) its windows: the first one in a window closes it
// to the opponent, the last one out opens it again.
void PatternBoard::enter_windows(Cell c, Stone s, int sign) {
  const int own = s - 1, other = 2 - s;
  const CellWindows& through = windows_of_[c];
  for (int i = 0; i < through.count; ++i) {
    std::array<u8, 2>& stones = window_stones_[through.list[i]];
    if (sign < 0) --stones[own];
    // Without this stone the window is live for s unless the other side is in it (and then holds
    // one stone of s more with it), live for the other side unless s is in it (and then dead with
    // it).
    const int mine = stones[own], theirs = stones[other];
    if (theirs == 0) {
      live_windows_[own][mine] -= sign;
      live_windows_[own][mine + 1] += sign;
    }
    if (mine == 0) live_windows_[other][theirs] -= sign;
    if (sign > 0) ++stones[own];
  }
}

// Writes `value` (a Neighbour code) as c's stone into the keys of the cells around it on each line.
void PatternBoard::set_neighbour_keys(Cell c, int value) {
  const Neighbours& around = neighbours_[c];
  for (int i = 0; i < around.count; ++i) {
    const LineNeighbour& ln = around.list[i];
    const Cell n = ln.cell;
    u16& key = keys_[n][ln.dir];
    const u16 next = u16((key & ~(3 << ln.shift)) | (value << ln.shift));
    if (cells_[n] == EMPTY)
      for (int s = 0; s < 2; ++s) {
        const Pattern before = table_[s][key], after = table_[s][next];
        if (before == after) continue;
        --counts_[s][before];
        ++counts_[s][after];
        values_[s] += LINE_VALUE[after] - LINE_VALUE[before];
        u16& code = codes_[s][n];
        const u16 next_code =
            u16((code & ~(7 << combo_shift(ln.dir))) | after << combo_shift(ln.dir));
        combo_sums_[s][OWN_COMBOS] +=
            COMBO_WEIGHT_OF_CODE[OWN_COMBOS][next_code] - COMBO_WEIGHT_OF_CODE[OWN_COMBOS][code];
        combo_sums_[s][THEIR_COMBOS] += COMBO_WEIGHT_OF_CODE[THEIR_COMBOS][next_code] -
                                        COMBO_WEIGHT_OF_CODE[THEIR_COMBOS][code];
        code = next_code;
      }
    key = next;
  }
}

void PatternBoard::play(Cell c, Stone s) {
  made_five_[count_] = makes_five(c, s);
  add_cell(c, -1);
  cells_[c] = s;
  set_neighbour_keys(c, s);
  const int column = c % size_, row = c / size_;
  for (int y = std::max(0, row - NEAR_RADIUS); y <= std::min(size_ - 1, row + NEAR_RADIUS); ++y)
    for (int x = std::max(0, column - NEAR_RADIUS); x <= std::min(size_ - 1, column + NEAR_RADIUS);
         ++x)
      ++near_[y * size_ + x];
  const Box& b = boxes_[count_];
  boxes_[count_ + 1] = {std::min(b.column_min, std::max(0, column - NEAR_RADIUS)),
                        std::max(b.column_max, std::min(size_ - 1, column + NEAR_RADIUS)),
                        std::min(b.row_min, std::max(0, row - NEAR_RADIUS)),
                        std::max(b.row_max, std::min(size_ - 1, row + NEAR_RADIUS))};
  moves_[count_++] = c;
  stones_key_ ^= stone_key(s, column, row);
  enter_windows(c, s, +1);
}

void PatternBoard::undo() {
  const Cell c = moves_[--count_];
  const Stone s = cells_[c];
  const int column = c % size_, row = c / size_;
  stones_key_ ^= stone_key(s, column, row);
  enter_windows(c, s, -1);
  for (int y = std::max(0, row - NEAR_RADIUS); y <= std::min(size_ - 1, row + NEAR_RADIUS); ++y)
    for (int x = std::max(0, column - NEAR_RADIUS); x <= std::min(size_ - 1, column + NEAR_RADIUS);
         ++x)
      --near_[y * size_ + x];
  cells_[c] = EMPTY;
  set_neighbour_keys(c, N_EMPTY);
  add_cell(c, +1);
}

int PatternBoard::run_length(Cell c, int d, Stone s) const {
  const int column = c % size_, row = c / size_;
  const Direction dir = DIRECTIONS[d];
  int length = 1;
  for (int sign = -1; sign <= 1; sign += 2)
    for (int k = 1;; ++k) {
      const int x = column + sign * k * dir.dc, y = row + sign * k * dir.dr;
      if (x < 0 || y < 0 || x >= size_ || y >= size_ || cells_[y * size_ + x] != s) break;
      ++length;
    }
  return length;
}

bool PatternBoard::makes_five(Cell c, Stone s) const {
  for (int d = 0; d < 4; ++d) {
    if (pattern(c, d, s) != FIVE) continue;
    if (overline_wins(rule_, s)) return true;
    // Exactly five: the eight cells read cannot always tell an overline.
    if (run_length(c, d, s) == WIN_LENGTH) return true;
  }
  return false;
}

bool PatternBoard::makes_six(Cell c) const {
  for (int d = 0; d < 4; ++d)
    if (run_length(c, d, BLACK) > WIN_LENGTH) return true;
  return false;
}

int PatternBoard::five_points(Stone s, Cell* out, int max) const {
  int found = 0;
  if (!has_five_point(s)) return 0;
  for_each_candidate([&](Cell c) {
    if (makes_five(c, s)) {
      if (found < max) out[found] = c;
      ++found;
    }
  });
  return found;
}

}  // namespace ply::gomoku
