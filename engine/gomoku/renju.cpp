#include "gomoku/renju.h"

#include <algorithm>
#include <array>

namespace ply::gomoku {

namespace {

// Whether a move is forbidden can hang on another one's, which can hang on a third's: real
// positions need a few levels; past this many, a cell counts as allowed (it bounds a pathological
// board's cost).
constexpr int MAX_DEPTH = 16;

class FoulCheck {
 public:
  FoulCheck(const Stone* cells, int size) : size_(size) {
    std::copy(cells, cells + size * size, cells_.begin());
  }

  // The empty cell c, for Black.
  Foul foul(Cell c, int depth) {
    if (depth > MAX_DEPTH) return Foul::NONE;
    cells_[c] = BLACK;
    const Foul f = foul_of_stone(c, depth);
    cells_[c] = EMPTY;
    return f;
  }

 private:
  Stone at(int column, int row) const {
    return column < 0 || row < 0 || column >= size_ || row >= size_ ? WHITE
                                                                    : cells_[row * size_ + column];
  }

  // The black stone just placed on c.
  Foul foul_of_stone(Cell c, int depth) {
    const int column = c % size_, row = c / size_;
    bool overline = false;
    for (const Direction d : DIRECTIONS) {
      const int length = black_run(column, row, d);
      if (length == WIN_LENGTH) return Foul::NONE;  // five wins, whatever else the stone makes
      overline = overline || length > WIN_LENGTH;
    }
    if (overline) return Foul::OVERLINE;
    int fours[4], four_count = 0;
    for (int i = 0; i < 4; ++i) four_count += fours[i] = fours_through(column, row, DIRECTIONS[i]);
    if (four_count >= 2) return Foul::DOUBLE_FOUR;
    int threes = 0;
    for (int i = 0; i < 4; ++i)
      if (!fours[i] && three_through(column, row, DIRECTIONS[i], depth) && ++threes >= 2)
        return Foul::DOUBLE_THREE;
    return Foul::NONE;
  }

  // The run of black stones through (column, row), which holds one.
  int black_run(int column, int row, Direction d) const {
    int length = 1;
    for (int sign = -1; sign <= 1; sign += 2)
      for (int k = 1; at(column + sign * k * d.dc, row + sign * k * d.dr) == BLACK; ++k) ++length;
    return length;
  }

  // The offsets (within four cells of the stone on (column, row)) of the empty cells that would
  // make exactly five with it, in order.
  int five_points(int column, int row, Direction d, int out[8]) {
    int n = 0;
    for (int k = -HALF_WINDOW; k <= HALF_WINDOW; ++k) {
      const int x = column + k * d.dc, y = row + k * d.dr;
      if (k == 0 || at(x, y) != EMPTY) continue;
      cells_[y * size_ + x] = BLACK;
      // The five must hold the stone: every cell between the two is black.
      bool joined = true;
      for (int j = std::min(k, 0) + 1; j < std::max(k, 0); ++j)
        joined = joined && at(column + j * d.dc, row + j * d.dr) == BLACK;
      if (joined && black_run(x, y, d) == WIN_LENGTH) out[n++] = k;
      cells_[y * size_ + x] = EMPTY;
    }
    return n;
  }

  // A straight four's two five-points are five cells apart, its four stones between them: one four.
  // Any other five-points are fours of their own (two in one line: a double four in a line).
  int fours_through(int column, int row, Direction d) {
    int points[8];
    const int n = five_points(column, row, d, points);
    return n == 2 && points[1] - points[0] == WIN_LENGTH ? 1 : n;
  }

  bool straight_four_through(int column, int row, Direction d) {
    int points[8];
    return five_points(column, row, d, points) == 2 && points[1] - points[0] == WIN_LENGTH;
  }

  // One more allowed black stone on the line makes a straight four through the stone on (column,
  // row).
  bool three_through(int column, int row, Direction d, int depth) {
    for (int k = -HALF_WINDOW; k <= HALF_WINDOW; ++k) {
      const int x = column + k * d.dc, y = row + k * d.dr;
      if (k == 0 || at(x, y) != EMPTY) continue;
      const Cell e = Cell(y * size_ + x);
      cells_[e] = BLACK;
      const bool straight = straight_four_through(column, row, d);
      cells_[e] = EMPTY;
      if (straight && foul(e, depth + 1) == Foul::NONE) return true;
    }
    return false;
  }

  static constexpr int HALF_WINDOW = WIN_LENGTH - 1;
  int size_;
  std::array<Stone, MAX_CELLS> cells_{};
};

// A foul needs two lines with at least two more black stones near c (two threes or fours), or one
// with four (a double four in a line, an overline): most cells have neither, and cost no copy of
// the board.
bool may_be_foul(const Stone* cells, int size, Cell c) {
  const int column = c % size, row = c / size;
  int lines_with_two = 0;
  for (const Direction d : DIRECTIONS) {
    int black = 0;
    for (int sign = -1; sign <= 1; sign += 2)
      for (int k = 1; k <= WIN_LENGTH; ++k) {
        const int x = column + sign * k * d.dc, y = row + sign * k * d.dr;
        if (x < 0 || y < 0 || x >= size || y >= size || cells[y * size + x] == WHITE) break;
        black += cells[y * size + x] == BLACK;
      }
    if (black >= 4) return true;
    lines_with_two += black >= 2;
  }
  return lines_with_two >= 2;
}

}  // namespace

Foul renju_foul(const Stone* cells, int size, Cell c) {
  if (!may_be_foul(cells, size, c)) return Foul::NONE;
  FoulCheck check(cells, size);
  return check.foul(c, 0);
}

const char* foul_name(Foul foul) {
  switch (foul) {
    case Foul::DOUBLE_THREE:
      return "double three";
    case Foul::DOUBLE_FOUR:
      return "double four";
    case Foul::OVERLINE:
      return "overline";
    case Foul::NONE:
      break;
  }
  return "allowed";
}

}  // namespace ply::gomoku
