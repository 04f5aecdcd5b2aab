// Gomoku as a ply::Game by copy-make on the position: what levels 1-3 and the level driver need of
// it. The moves are the cells next to a stone (the original design's candidates): a stone far from
// every other one is never better. The searches of levels 4 and 5 play on the pattern board instead
// (pattern_game.h).
#pragma once

#include "core/game.h"
#include "gomoku/board.h"
#include "gomoku/original.h"
#include "gomoku/renju.h"

namespace ply::gomoku {

struct Gomoku {
  using Position = gomoku::Position;
  using Move = Cell;
  using MoveList = ply::MoveList<Cell, MAX_CELLS>;
  static constexpr int HISTORY_KEYS = MAX_CELLS;

  // Nothing once the game is over; the centre on the empty board; never a foul of Black's under
  // renju.
  static void generate_moves(const Position& pos, MoveList& list) {
    if (pos.over()) return;
    for_each_neighbour_cell(pos, [&](Cell c) {
      if (!forbidden(pos, c)) list.push(c);
    });
    if (!list.empty() || pos.rule != Rule::RENJU) return;
    // Every cell near the stones a foul: any other empty cell.
    for (int c = 0; c < pos.cell_count(); ++c)
      if (pos.cells[c] == EMPTY && !forbidden(pos, Cell(c))) list.push(Cell(c));
  }

  static Position play(const Position& pos, Cell c) { return gomoku::play(pos, c); }

  // The last move made five: the side to move has lost.
  static Score rule_outcome(const Position& pos, int ply) {
    return pos.five ? lost_by(0, ply) : SCORE_NONE;
  }

  // No move left: lost after a five, else the board is full (or, under renju, every empty cell is a
  // foul of Black's: Ply has no pass) and the game drawn.
  static Score no_move_score(const Position& pos, int ply) {
    return pos.five ? lost_by(0, ply) : 0;
  }

  static u64 hash(const Position& pos) { return pos.key; }

  // The original bot's score with attack and defence weighed equally.
  static int move_order(const Position& pos, Cell c) { return original_score(pos, c, 100) / 100; }

  static MoveCode move_code(Cell c) { return c; }
  static int history_key(Cell c) { return c; }
};

}  // namespace ply::gomoku
