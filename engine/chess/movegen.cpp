#include "chess/movegen.h"

namespace ply::chess {

namespace {

enum GenType { ALL_MOVES, CAPTURES };

template <GenType Type>
void add_pawn_move(MoveList& list, Square from, Square to, bool promotion) {
  if (!promotion) {
    list.push(make_move(from, to));
    return;
  }
  list.push(make_move(from, to, PROMOTION, QUEEN));
  if constexpr (Type == ALL_MOVES) {
    list.push(make_move(from, to, PROMOTION, ROOK));
    list.push(make_move(from, to, PROMOTION, BISHOP));
    list.push(make_move(from, to, PROMOTION, KNIGHT));
  }
}

// The pieces of `us` that alone stand between their king and an enemy slider.
Bitboard pinned_pieces(const Position& pos, Color us, Square king) {
  const Color them = ~us;
  const Bitboard occupied = pos.pieces();
  Bitboard snipers =
      (rook_attacks(king, 0) & (pos.pieces(them, ROOK) | pos.pieces(them, QUEEN))) |
      (bishop_attacks(king, 0) & (pos.pieces(them, BISHOP) | pos.pieces(them, QUEEN)));
  Bitboard pinned = 0;
  while (snipers) {
    const Bitboard blockers = between(king, pop_lsb(snipers)) & occupied;
    if (blockers && !more_than_one(blockers) && (blockers & pos.pieces(us))) pinned |= blockers;
  }
  return pinned;
}

template <Color Us, GenType Type>
void generate(const Position& pos, MoveList& list) {
  constexpr Color THEM = ~Us;
  constexpr int UP = pawn_push(Us);
  const Square king = pos.king(Us);
  const Bitboard occupied = pos.pieces(), ours = pos.pieces(Us), theirs = pos.pieces(THEM);
  const Bitboard checkers = pos.attackers_to(king, occupied) & theirs;
  const Bitboard wanted = Type == CAPTURES ? theirs : ~ours;

  // The king, onto squares no enemy piece attacks once the king has left its square.
  const Bitboard without_king = occupied ^ square_bb(king);
  for (Bitboard to = king_attacks(king) & wanted; to;) {
    const Square s = pop_lsb(to);
    if (!(pos.attackers_to(s, without_king) & theirs)) list.push(make_move(king, s));
  }
  if (more_than_one(checkers)) return;  // double check: only the king moves

  // In check, the other pieces must capture the checker or block its line.
  const Bitboard target =
      wanted & (checkers ? between(king, lsb(checkers)) | checkers : ~Bitboard(0));
  const Bitboard pinned = pinned_pieces(pos, Us, king);
  const auto allowed = [&](Square from) {
    return pinned & square_bb(from) ? line(king, from) : ~Bitboard(0);
  };

  for (Bitboard knights = pos.pieces(Us, KNIGHT) & ~pinned; knights;) {
    const Square from = pop_lsb(knights);
    for (Bitboard to = knight_attacks(from) & target; to;) list.push(make_move(from, pop_lsb(to)));
  }
  for (Bitboard sliders = pos.pieces(Us, BISHOP) | pos.pieces(Us, ROOK) | pos.pieces(Us, QUEEN);
       sliders;) {
    const Square from = pop_lsb(sliders);
    const PieceType type = type_of(pos.piece_on(from));
    const Bitboard attacks = type == BISHOP ? bishop_attacks(from, occupied)
                             : type == ROOK ? rook_attacks(from, occupied)
                                            : queen_attacks(from, occupied);
    for (Bitboard to = attacks & target & allowed(from); to;)
      list.push(make_move(from, pop_lsb(to)));
  }

  const Bitboard last_rank = rank_bb(Us == WHITE ? 7 : 0);
  const Bitboard start_rank = rank_bb(Us == WHITE ? 1 : 6);
  const Bitboard in_check_target =
      checkers ? between(king, lsb(checkers)) | checkers : ~Bitboard(0);
  for (Bitboard pawns = pos.pieces(Us, PAWN); pawns;) {
    const Square from = pop_lsb(pawns);
    const Bitboard may = allowed(from) & in_check_target;
    const Square push = from + UP;
    if (!(occupied & square_bb(push))) {
      const bool promotion = square_bb(push) & last_rank;
      if ((Type == ALL_MOVES || promotion) && (may & square_bb(push)))
        add_pawn_move<Type>(list, from, push, promotion);
      // Only from the start rank: one rank short of the last, push + UP would be off the board.
      const Square double_push = push + UP;
      if (Type == ALL_MOVES && (square_bb(from) & start_rank) &&
          !(occupied & square_bb(double_push)) && (may & square_bb(double_push)))
        list.push(make_move(from, double_push));
    }
    for (Bitboard to = pawn_attacks(Us, from) & theirs & may; to;) {
      const Square s = pop_lsb(to);
      add_pawn_move<Type>(list, from, s, square_bb(s) & last_rank);
    }
    if (pos.en_passant != NO_SQUARE && (pawn_attacks(Us, from) & square_bb(pos.en_passant))) {
      // Two pawns leave the rank at once: only a full look at the king's lines tells whether it is
      // legal.
      const Square captured = pos.en_passant - UP;
      const Bitboard after =
          (occupied ^ square_bb(from) ^ square_bb(captured)) | square_bb(pos.en_passant);
      if (!(pos.attackers_to(king, after) & theirs & ~square_bb(captured)))
        list.push(make_move(from, pos.en_passant, EN_PASSANT));
    }
  }

  if (Type == CAPTURES || checkers) return;
  constexpr Square KING_HOME = Us == WHITE ? 4 : 60;
  constexpr CastlingRight SHORT = Us == WHITE ? WHITE_OO : BLACK_OO,
                          LONG = Us == WHITE ? WHITE_OOO : BLACK_OOO;
  const auto safe = [&](Square s) { return !(pos.attackers_to(s, occupied) & theirs); };
  if ((pos.castling & SHORT) && !(between(KING_HOME, KING_HOME + 3) & occupied) &&
      safe(KING_HOME + 1) && safe(KING_HOME + 2))
    list.push(make_move(KING_HOME, KING_HOME + 2, CASTLING));
  if ((pos.castling & LONG) && !(between(KING_HOME, KING_HOME - 4) & occupied) &&
      safe(KING_HOME - 1) && safe(KING_HOME - 2))
    list.push(make_move(KING_HOME, KING_HOME - 2, CASTLING));
}

}  // namespace

void generate_legal(const Position& pos, MoveList& list) {
  if (pos.side == WHITE)
    generate<WHITE, ALL_MOVES>(pos, list);
  else
    generate<BLACK, ALL_MOVES>(pos, list);
}

void generate_captures(const Position& pos, MoveList& list) {
  if (pos.side == WHITE)
    generate<WHITE, CAPTURES>(pos, list);
  else
    generate<BLACK, CAPTURES>(pos, list);
}

u64 perft(const Position& pos, int depth) {
  if (depth == 0) return 1;
  MoveList moves;
  generate_legal(pos, moves);
  if (depth == 1) return u64(moves.size());
  u64 leaves = 0;
  for (const Move m : moves) leaves += perft(play(pos, m), depth - 1);
  return leaves;
}

}  // namespace ply::chess
