// The wide boards' evaluations (wide_game.h): the 8x8 ones' terms and weights (eval.cpp), with the
// board's corners and edges found by its size and stability counted along the edges only.
#include <algorithm>

#include "reversi/wide/game.h"

namespace ply::reversi {

namespace {

WideGeometry make_geometry(int size) {
  WideGeometry g{};
  const int lo = (WIDE_SIDE - size) / 2, hi = lo + size - 1;
  const int rows[4] = {lo, lo, hi, hi}, cols[4] = {lo, hi, lo, hi};
  for (int i = 0; i < 4; ++i) {
    const int row_in = rows[i] == lo ? 1 : -1, col_in = cols[i] == lo ? 1 : -1;
    g.corner[i] = wide::square(rows[i], cols[i]);
    g.x_square[i] = wide::square(rows[i] + row_in, cols[i] + col_in);
    g.c_square[i][0] = wide::square(rows[i] + row_in, cols[i]);
    g.c_square[i][1] = wide::square(rows[i], cols[i] + col_in);
    g.corners |= wide_bit(g.corner[i]);
  }
  for (int k = lo; k <= hi; ++k)
    g.edges |= wide_bit(wide::square(lo, k)) | wide_bit(wide::square(hi, k)) |
               wide_bit(wide::square(k, lo)) | wide_bit(wide::square(k, hi));
  return g;
}

const WideGeometry GEOMETRY_10 = make_geometry(10);
const WideGeometry GEOMETRY_12 = make_geometry(12);

int classic_side(const WidePosition& pos, const WideBits& mine) {
  const WideGeometry& g = wide_geometry(pos.size);
  const WideBits empties = pos.empties();
  // Interior: no empty square next to the disc.
  const int interior = popcount(mine & ~wide::neighbours(empties));
  int score = 200 * popcount(mine & g.corners) + 5 * wide_stable_edge_discs(pos, mine) +
              3 * interior + popcount(mine) + popcount(mine & g.edges);
  for (int i = 0; i < 4; ++i)
    if (empties.has(g.corner[i]) && mine.has(g.x_square[i])) score -= 50;
  return score;
}

}  // namespace

const WideGeometry& wide_geometry(int size) { return size == 10 ? GEOMETRY_10 : GEOMETRY_12; }

int wide_stable_edge_discs(const WidePosition& pos, const WideBits& player) {
  const WideGeometry& g = wide_geometry(pos.size);
  WideBits stable;
  for (int i = 0; i < 4; ++i) {
    if (!player.has(g.corner[i])) continue;
    const int corner_row = g.corner[i] / WIDE_SIDE, corner_col = g.corner[i] % WIDE_SIDE;
    // Along both edges from the corner, while the discs are the player's.
    for (const int c : g.c_square[i]) {
      const int dr = c / WIDE_SIDE - corner_row, dc = c % WIDE_SIDE - corner_col;
      for (int r = corner_row, col = corner_col;
           r >= 0 && r < WIDE_SIDE && col >= 0 && col < WIDE_SIDE &&
           player.has(wide::square(r, col));
           r += dr, col += dc)
        stable |= wide_bit(wide::square(r, col));
    }
  }
  return popcount(stable);
}

// In anti-reversi the heuristic is turned round, as on 8x8.
Score WideClassicEval::operator()(const WidePosition& pos) const {
  const Score score = classic_side(pos, pos.player) - classic_side(pos, pos.opponent);
  return pos.anti ? -score : score;
}

Score WideStrongEval::operator()(const WidePosition& pos) const {
  const WideGeometry& g = wide_geometry(pos.size);
  const WideBits p = pos.player, o = pos.opponent, empties = pos.empties();
  const int empty_count = popcount(empties);
  // The stage on the 8x8 scale: 60 empties at the start, 0 at the end.
  const int playable = empty_count + popcount(p | o) - 4;  // the empties at the start
  const int opening = 60 * empty_count / std::max(1, playable);

  const int mobility = popcount(legal_moves(pos)) - popcount(opponent_moves(pos));
  const int potential =
      popcount(empties & wide::neighbours(o)) - popcount(empties & wide::neighbours(p));
  const int corners = popcount(p & g.corners) - popcount(o & g.corners);
  const int stable =
      (p | o) & g.corners ? wide_stable_edge_discs(pos, p) - wide_stable_edge_discs(pos, o) : 0;
  const int discs = popcount(p) - popcount(o);

  int corner_risk = 0;
  for (int i = 0; i < 4; ++i) {
    if (!empties.has(g.corner[i])) continue;
    const auto owner = [&](int sq) { return p.has(sq) ? 1 : o.has(sq) ? -1 : 0; };
    corner_risk += 3 * owner(g.x_square[i]) + owner(g.c_square[i][0]) + owner(g.c_square[i][1]);
  }

  return strong_score(
      {mobility, potential, corners, corner_risk, stable, discs, empty_count, opening}, pos.anti);
}

}  // namespace ply::reversi
