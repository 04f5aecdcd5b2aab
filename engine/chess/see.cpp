#include "chess/see.h"

#include <algorithm>

#include "chess/game.h"

namespace ply::chess {

namespace {

// The least valuable of `attackers` (of the side `side`), and its type.
Square least_valuable(const Position& pos, Bitboard attackers, Color side, PieceType& type) {
  for (int t = PAWN; t <= KING; ++t) {
    const Bitboard b = attackers & pos.pieces(side, PieceType(t));
    if (b) {
      type = PieceType(t);
      return lsb(b);
    }
  }
  return NO_SQUARE;
}

}  // namespace

int see(const Position& pos, Move m) {
  if (kind_of(m) == CASTLING) return 0;
  const Square from = from_square(m), to = to_square(m);
  constexpr int KING_VALUE = 20000;
  const auto value = [&](PieceType t) { return t == KING ? KING_VALUE : PIECE_VALUE[t]; };
  int gain[32];
  int depth = 0;
  gain[0] = kind_of(m) == EN_PASSANT       ? PIECE_VALUE[PAWN]
            : pos.piece_on(to) != NO_PIECE ? value(type_of(pos.piece_on(to)))
                                           : 0;
  PieceType on_square = kind_of(m) == PROMOTION ? promotion_type(m) : type_of(pos.piece_on(from));
  if (kind_of(m) == PROMOTION) gain[0] += PIECE_VALUE[promotion_type(m)] - PIECE_VALUE[PAWN];
  Bitboard occupied = pos.pieces() ^ square_bb(from);
  if (kind_of(m) == EN_PASSANT) occupied ^= square_bb(to - pawn_push(pos.side));
  const Bitboard diagonal = pos.pieces(BISHOP) | pos.pieces(QUEEN),
                 straight = pos.pieces(ROOK) | pos.pieces(QUEEN);
  Bitboard attackers = pos.attackers_to(to, occupied) & occupied;
  Color side = ~pos.side;
  while (depth < 31) {
    PieceType type;
    const Square s = least_valuable(pos, attackers & pos.pieces(side), side, type);
    if (s == NO_SQUARE) break;
    ++depth;
    gain[depth] =
        value(on_square) - gain[depth - 1];  // the capture's gain if the other side stops here
    if (std::max(-gain[depth - 1], gain[depth]) < 0) break;  // neither side would go on
    on_square = type;
    occupied ^= square_bb(s);
    // Sliders behind the piece that just took join in (x-rays).
    attackers |=
        (bishop_attacks(to, occupied) & diagonal) | (rook_attacks(to, occupied) & straight);
    attackers &= occupied;
    side = ~side;
  }
  while (--depth > 0) gain[depth - 1] = -std::max(-gain[depth - 1], gain[depth]);
  return gain[0];
}

}  // namespace ply::chess
