// The gomoku board: a square grid of 5x5 to 19x19 cells, stones placed one a turn (Black first),
// five in a row wins. A position keeps the order its stones were placed in: a gomoku position is
// written as its moves (notation.h), and under the standard rule the order decides when a game
// ended.
#pragma once

#include <array>

#include "core/types.h"

namespace ply::gomoku {

constexpr int MIN_SIZE = 5, MAX_SIZE = 19;
constexpr int MAX_CELLS = MAX_SIZE * MAX_SIZE;
constexpr int WIN_LENGTH = 5;

// A cell's index: row * size + column, a1 = 0 (the order of squares(): a1, b1, ..., then a2, ...).
using Cell = u16;
constexpr Cell NO_CELL = 0xffff;

enum Stone : u8 { EMPTY = 0, BLACK = 1, WHITE = 2 };
constexpr Stone opponent(Stone s) { return s == BLACK ? WHITE : BLACK; }

// Freestyle: five or more in a row wins. Standard: exactly five; an overline (six or more) does
// not. Renju: exactly five for Black, who may not make a double three, a double four or an overline
// (renju.h); five or more for White.
enum class Rule : u8 { FREESTYLE, STANDARD, RENJU };

// The four line directions as (columns, rows) steps: across, up, up-right, up-left.
struct Direction {
  int dc, dr;
};
constexpr Direction DIRECTIONS[4] = {{1, 0}, {0, 1}, {1, 1}, {-1, 1}};

struct Position {
  u8 size = 15;
  Rule rule = Rule::FREESTYLE;
  u16 count = 0;      // stones on the board, which is the moves played
  bool five = false;  // the last move made a winning line: the game is over
  u64 key = 0;        // Zobrist key of the stones and the side to move
  std::array<Stone, MAX_CELLS> cells{};
  std::array<Cell, MAX_CELLS> moves{};  // moves[i]: the cell of the (i + 1)-th stone

  int cell_count() const { return int(size) * size; }
  Stone to_move() const { return count % 2 == 0 ? BLACK : WHITE; }
  Cell last() const { return count ? moves[count - 1] : NO_CELL; }
  bool full() const { return count == cell_count(); }
  bool over() const { return five || full(); }
  Stone at(int column, int row) const { return cells[row * size + column]; }
  bool on_board(int column, int row) const {
    return column >= 0 && row >= 0 && column < size && row < size;
  }
  int column(Cell c) const { return c % size; }
  int row(Cell c) const { return c / size; }
  Cell cell(int column, int row) const { return Cell(row * size + column); }
  Cell centre() const { return cell(size / 2, size / 2); }
};

// The empty board.
Position empty_board(int size, Rule rule);

// Zobrist keys: a stone of each colour on each cell (indexed by the cell of a 19x19 board, so that
// keys do not depend on the size), and the side to move.
u64 stone_key(Stone s, int column, int row);
constexpr u64 WHITE_TO_MOVE_KEY = 0x5bd1e9955bd1e995ULL;

// The unbroken run of `s` stones through (column, row) in direction d, the cell itself counted as
// one of them whatever it holds: its length and its two ends' offsets (back <= 0 <= forward).
struct Run {
  int back = 0, forward = 0;
  int length() const { return forward - back + 1; }
};
inline Run run_through(const Position& pos, int column, int row, Direction d, Stone s) {
  Run r;
  while (pos.on_board(column + (r.forward + 1) * d.dc, row + (r.forward + 1) * d.dr) &&
         pos.at(column + (r.forward + 1) * d.dc, row + (r.forward + 1) * d.dr) == s)
    ++r.forward;
  while (pos.on_board(column + (r.back - 1) * d.dc, row + (r.back - 1) * d.dr) &&
         pos.at(column + (r.back - 1) * d.dc, row + (r.back - 1) * d.dr) == s)
    --r.back;
  return r;
}

// An overline wins for s under the rule.
inline bool overline_wins(Rule rule, Stone s) {
  return rule == Rule::FREESTYLE || (rule == Rule::RENJU && s == WHITE);
}

// A run of s long enough to win under the rule.
inline bool wins(Rule rule, Stone s, int length) {
  return overline_wins(rule, s) ? length >= WIN_LENGTH : length == WIN_LENGTH;
}

// A stone of `s` on the empty cell c would win.
inline bool makes_five(const Position& pos, Cell c, Stone s) {
  const int column = pos.column(c), row = pos.row(c);
  for (const Direction d : DIRECTIONS)
    if (wins(pos.rule, s, run_through(pos, column, row, d, s).length())) return true;
  return false;
}

// The side to move places a stone on the empty cell c (the game goes on).
inline Position play(const Position& pos, Cell c) {
  Position next = pos;
  const Stone s = pos.to_move();
  next.five = makes_five(pos, c, s);
  next.cells[c] = s;
  next.moves[next.count++] = c;
  next.key ^= stone_key(s, pos.column(c), pos.row(c)) ^ WHITE_TO_MOVE_KEY;
  return next;
}

// Every empty cell in the 8-neighbourhood of a stone; the centre on an empty board. `push` is
// called for each, in cell order.
template <typename Push>
void for_each_neighbour_cell(const Position& pos, Push push) {
  if (pos.count == 0) {
    push(pos.centre());
    return;
  }
  for (int row = 0; row < pos.size; ++row)
    for (int column = 0; column < pos.size; ++column) {
      if (pos.at(column, row) != EMPTY) continue;
      bool near = false;
      for (int dr = -1; dr <= 1 && !near; ++dr)
        for (int dc = -1; dc <= 1 && !near; ++dc)
          near = pos.on_board(column + dc, row + dr) && pos.at(column + dc, row + dr) != EMPTY;
      if (near) push(pos.cell(column, row));
    }
}

// The cells of the winning line the last move made, from one end to the other; empty when it made
// none.
struct Line {
  std::array<Cell, MAX_SIZE> cells{};
  int length = 0;
};
Line winning_line(const Position& pos);

}  // namespace ply::gomoku
