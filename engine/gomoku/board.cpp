#include "gomoku/board.h"

namespace ply::gomoku {

namespace {

constexpr u64 splitmix64(u64 x) {
  x += 0x9e3779b97f4a7c15ULL;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
  return x ^ (x >> 31);
}

struct Keys {
  u64 stone[2][MAX_CELLS];
  constexpr Keys() : stone{} {
    for (int s = 0; s < 2; ++s)
      for (int c = 0; c < MAX_CELLS; ++c)
        stone[s][c] = splitmix64(u64(s * MAX_CELLS + c) * 0x2545f4914f6cdd1dULL + 1);
  }
};
constexpr Keys KEYS;

}  // namespace

Position empty_board(int size, Rule rule) {
  Position pos;
  pos.size = u8(size);
  pos.rule = rule;
  constexpr u64 RULE_KEYS[] = {0, 0x85ebca6bULL, 0xc2b2ae35ULL};
  pos.key = u64(size) * 0x9e3779b97f4a7c15ULL ^ RULE_KEYS[int(rule)];
  return pos;
}

u64 stone_key(Stone s, int column, int row) { return KEYS.stone[s - 1][row * MAX_SIZE + column]; }

Line winning_line(const Position& pos) {
  Line line;
  if (!pos.five) return line;
  const Cell last = pos.last();
  const int column = pos.column(last), row = pos.row(last);
  const Stone s = pos.cells[last];
  for (const Direction d : DIRECTIONS) {
    const Run r = run_through(pos, column, row, d, s);
    if (!wins(pos.rule, s, r.length())) continue;
    for (int i = r.back; i <= r.forward; ++i)
      line.cells[line.length++] = pos.cell(column + i * d.dc, row + i * d.dr);
    break;
  }
  return line;
}

}  // namespace ply::gomoku
