#include "chess/eval.h"

#include <algorithm>
#include <cstdlib>

#include "chess/eval_weights.h"

namespace ply::chess {

namespace {

// 0 on the rim to 3 in the four centre squares.
int centrality(Square s) {
  return 3 - std::max(std::abs(2 * file_of(s) - 7), std::abs(2 * rank_of(s) - 7)) / 2;
}

Score for_side_to_move(const Position& pos, Score white_score) {
  return pos.side == WHITE ? white_score : -white_score;
}

}  // namespace

TermWeight classic_placement(PieceType type, Color c, Square s) {
  const int rank = relative_rank(c, s), file = file_of(s), centre = centrality(s);
  switch (type) {
    case PAWN: {
      const bool central = file == 3 || file == 4;
      return {(central ? 8 : 3) * (rank - 1) - (rank == 1 && central ? 10 : 0), 8 * (rank - 1)};
    }
    case KNIGHT:
      return {12 * centre - 25 + (rank == 0 ? -10 : 0), 8 * centre - 15};
    case BISHOP:
      return {6 * centre - 8 + (rank == 0 ? -10 : 0), 5 * centre - 8};
    case ROOK:
      return {rank == 6 ? 20 : 0, 0};
    case QUEEN:
      return {2 * centre - 5, 5 * centre - 8};
    case KING: {
      const int shelter = rank == 0 ? (file <= 2 || file >= 6 ? 25 : 0) : -15 * rank;
      return {shelter, 12 * centre - 25};
    }
  }
  return {};
}

Score MaterialEval::operator()(const Position& pos) const {
  Score white = 0;
  for (int t = PAWN; t < KING; ++t)
    white += PIECE_VALUE[t] * (popcount(pos.pieces(WHITE, PieceType(t))) -
                               popcount(pos.pieces(BLACK, PieceType(t))));
  return for_side_to_move(pos, white);
}

Score ClassicEval::operator()(const Position& pos) const {
  Score white = 0;
  const int p = game_phase(pos);
  for (Square s = 0; s < 64; ++s) {
    const Piece piece = pos.piece_on(s);
    if (piece == NO_PIECE) continue;
    const TermWeight place = classic_placement(type_of(piece), color_of(piece), s);
    const Score v =
        PIECE_VALUE[type_of(piece)] + (place.mg * p + place.eg * (FULL_PHASE - p)) / FULL_PHASE;
    white += color_of(piece) == WHITE ? v : -v;
  }
  return for_side_to_move(pos, white);
}

Score StrongEval::operator()(const Position& pos) const {
  int mg = 0, eg = 0;
  for_each_term(pos, [&](int index, int count) {
    mg += count * EVAL_WEIGHTS[index].mg;
    eg += count * EVAL_WEIGHTS[index].eg;
  });
  const int p = game_phase(pos);
  return for_side_to_move(pos, (mg * p + eg * (FULL_PHASE - p)) / FULL_PHASE);
}

}  // namespace ply::chess
