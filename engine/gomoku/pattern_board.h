// The board the strong search plays on: make and unmake (no copies), each empty cell's line keys
// and so its patterns for both sides, counted incrementally, the stones' neighbourhood, and a
// Zobrist key of the stones. Sides are explicit: the threat search lets one side move twice (a pass
// by the other).
#pragma once

#include <array>

#include "gomoku/board.h"
#include "gomoku/combos.h"
#include "gomoku/patterns.h"
#include "gomoku/renju.h"

namespace ply::gomoku {

// A cell's four patterns for one side and what they add up to.
struct CellThreat {
  Pattern line[4] = {};
  int count(Pattern p) const {
    return (line[0] == p) + (line[1] == p) + (line[2] == p) + (line[3] == p);
  }
  Pattern best() const { return std::max(std::max(line[0], line[1]), std::max(line[2], line[3])); }
  bool five() const { return best() == FIVE; }
  // A stone here makes a four (a five-point), or an open four / two fours (two five-points).
  bool four() const { return best() >= B4; }
  bool double_four() const { return best() >= F4 || count(B4) >= 2; }
  // A four with an open three (or a second four): it wins unless the opponent has fours to gain
  // time with.
  bool four_three() const { return double_four() || (four() && count(F3) + count(B4) >= 2); }
  bool double_three() const { return count(F3) >= 2; }
  // A stone here threatens an open four next: an open three, or a four with one.
  bool three() const { return best() >= F3; }
};

class PatternBoard {
 public:
  explicit PatternBoard(const Position& pos);

  int size() const { return size_; }
  Rule rule() const { return rule_; }
  int count() const { return count_; }
  Stone at(Cell c) const { return cells_[c]; }
  bool empty(Cell c) const { return cells_[c] == EMPTY; }
  // Empty and within two cells of a stone: where the search plays.
  bool candidate(Cell c) const { return cells_[c] == EMPTY && near_[c] > 0; }
  bool full() const { return count_ == size_ * size_; }
  Cell last() const { return count_ ? moves_[count_ - 1] : NO_CELL; }
  // The last stone made five: the game is over.
  bool five() const { return count_ && made_five_[count_ - 1]; }
  Cell centre() const { return Cell((size_ / 2) * size_ + size_ / 2); }

  // The key of the stones and the side to move.
  u64 key(Stone to_move) const { return stones_key_ ^ (to_move == WHITE ? WHITE_TO_MOVE_KEY : 0); }

  void play(Cell c, Stone s);
  void undo();

  Pattern pattern(Cell c, int dir, Stone s) const { return table_[s - 1][keys_[c][dir]]; }
  CellThreat threat(Cell c, Stone s) const {
    CellThreat t;
    for (int d = 0; d < 4; ++d) t.line[d] = pattern(c, d, s);
    return t;
  }
  // A stone of s on the empty cell c wins (exact under every rule).
  bool makes_five(Cell c, Stone s) const;
  // The rule lets s place a stone on the empty cell c: anywhere but on Black's fouls under renju (a
  // five is never one).
  bool allowed(Cell c, Stone s) const {
    return rule_ != Rule::RENJU || s == WHITE || !may_be_foul(c) ||
           renju_foul(cells_.data(), size_, c) == Foul::NONE;
  }
  // How many empty cells' lines hold pattern p for s (a cell counts once per line).
  int pattern_count(Stone s, Pattern p) const { return counts_[s - 1][p]; }
  bool has_five_point(Stone s) const { return counts_[s - 1][FIVE] > 0; }
  // The evaluation's sum of line values for s over the empty cells.
  int line_value(Stone s) const { return values_[s - 1]; }
  // The sum over the empty cells of the weight (eval_weights.h) of s's pattern combination there
  // (combos.h), in table t: s as the side to move or as its opponent.
  int combo_sum(Stone s, ComboTable t) const { return combo_sums_[s - 1][t]; }
  // The code of s's four patterns on the empty cell c (combos.h).
  u16 combo_code_at(Cell c, Stone s) const { return codes_[s - 1][c]; }
  // How many five-cell windows (on the board, in a line) hold no stone of s's opponent: the places
  // where s could still make five. A side with none cannot win; with none for either, the game is
  // drawn.
  int live_windows(Stone s) const {
    int live = 0;
    for (const int n : live_windows_[s - 1]) live += n;
    return live;
  }
  // The live windows of s that hold `stones` of s's stones: how much s can still build, and where.
  int live_windows(Stone s, int stones) const { return live_windows_[s - 1][stones]; }

  // Calls f(c) for each candidate cell (empty, near a stone), or the centre on the empty board.
  template <typename F>
  void for_each_candidate(F f) const {
    if (count_ == 0) {
      f(centre());
      return;
    }
    const Box& b = boxes_[count_];
    for (int row = b.row_min; row <= b.row_max; ++row)
      for (int column = b.column_min; column <= b.column_max; ++column) {
        const Cell c = Cell(row * size_ + column);
        if (candidate(c)) f(c);
      }
  }

  // Calls f(c) for each candidate cell where s may play.
  template <typename F>
  void for_each_move(Stone s, F f) const {
    for_each_candidate([&](Cell c) {
      if (allowed(c, s)) f(c);
    });
  }

  // The cells where s would make five, at most `max` of them (the count found is returned).
  int five_points(Stone s, Cell* out, int max) const;

  // The value of each line pattern in the evaluation.
  static constexpr int LINE_VALUE[PATTERN_COUNT] = {0, 3, 10, 12, 40, 50, 200, 1000};

 private:
  // The stones' bounding box widened by two cells, clipped to the board.
  struct Box {
    int column_min, column_max, row_min, row_max;
  };

  // A foul of Black's needs two lines with a three or better, an F4 line (a double four in a line)
  // or six in a row; the patterns read further than the exact check's first test, so most cells
  // stop here.
  bool may_be_foul(Cell c) const {
    const CellThreat t = threat(c, BLACK);
    int threes = 0;
    for (const Pattern p : t.line) {
      if (p == F4) return true;
      threes += p >= F3;
    }
    return threes >= 2 || makes_six(c);
  }
  // A black stone on c would make a run of six or more.
  bool makes_six(Cell c) const;
  // The run of s's stones through the empty cell c along direction d, counting a stone of s on c.
  int run_length(Cell c, int d, Stone s) const;

  void add_cell(Cell c, int sign);
  void set_neighbour_keys(Cell c, int value);
  void add_windows();
  void enter_windows(Cell c, Stone s, int sign);

  // The cells on c's four lines within four cells of it: where c's stone enters their keys.
  struct LineNeighbour {
    Cell cell;
    u8 dir, shift;
  };
  struct Neighbours {
    std::array<LineNeighbour, 4 * 2 * HALF_LINE> list;
    int count = 0;
  };

  int size_;
  Rule rule_;
  int count_ = 0;
  u64 stones_key_ = 0;
  const Pattern* table_[2];
  std::array<Stone, MAX_CELLS> cells_{};
  std::array<std::array<u16, 4>, MAX_CELLS> keys_{};
  std::array<u8, MAX_CELLS> near_{};
  std::array<Neighbours, MAX_CELLS> neighbours_{};
  std::array<Cell, MAX_CELLS> moves_{};
  std::array<bool, MAX_CELLS> made_five_{};  // made_five_[i]: the (i + 1)-th stone made five
  std::array<Box, MAX_CELLS + 1> boxes_{};
  // The windows through each cell (at most five per direction) and each window's stones by side.
  struct CellWindows {
    std::array<u16, 4 * WIN_LENGTH> list;
    int count = 0;
  };
  std::array<CellWindows, MAX_CELLS> windows_of_{};
  std::array<std::array<u8, 2>, 4 * MAX_CELLS> window_stones_{};
  int live_windows_[2][WIN_LENGTH + 1] = {};
  int counts_[2][PATTERN_COUNT] = {};
  int values_[2] = {};
  // Each cell's combination code by side, kept while the cell is empty (add_cell sets it again when
  // the cell is emptied), and the combination weights summed over the empty cells.
  std::array<std::array<u16, MAX_CELLS>, 2> codes_{};
  int combo_sums_[2][2] = {};
};

}  // namespace ply::gomoku
