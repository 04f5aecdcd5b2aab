#include "chess/board.h"

namespace ply::chess {

namespace {

constexpr u64 splitmix64(u64& x) {
  u64 z = (x += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

constexpr Zobrist make_zobrist() {
  Zobrist z{};
  u64 seed = 0x2c1b3c6dULL;
  for (auto& piece : z.piece)
    for (u64& key : piece) key = splitmix64(seed);
  // A set of castling rights is keyed as the xor of its single rights.
  u64 single[4] = {};
  for (u64& key : single) key = splitmix64(seed);
  for (int rights = 0; rights < 16; ++rights)
    for (int bit = 0; bit < 4; ++bit)
      if (rights & (1 << bit)) z.castling[rights] ^= single[bit];
  for (u64& key : z.en_passant_file) key = splitmix64(seed);
  z.black_to_move = splitmix64(seed);
  return z;
}

// The rights that survive a move from or to each square: a king or rook that moves or is captured
// loses its side's right.
constexpr std::array<u8, 64> castling_masks() {
  std::array<u8, 64> masks{};
  for (u8& m : masks) m = ALL_CASTLING;
  masks[make_square(0, 0)] = u8(ALL_CASTLING & ~WHITE_OOO);
  masks[make_square(7, 0)] = u8(ALL_CASTLING & ~WHITE_OO);
  masks[make_square(4, 0)] = u8(ALL_CASTLING & ~(WHITE_OO | WHITE_OOO));
  masks[make_square(0, 7)] = u8(ALL_CASTLING & ~BLACK_OOO);
  masks[make_square(7, 7)] = u8(ALL_CASTLING & ~BLACK_OO);
  masks[make_square(4, 7)] = u8(ALL_CASTLING & ~(BLACK_OO | BLACK_OOO));
  return masks;
}
constexpr std::array<u8, 64> CASTLING_MASKS = castling_masks();

}  // namespace

constexpr Zobrist ZOBRIST_TABLE = make_zobrist();
const Zobrist ZOBRIST = ZOBRIST_TABLE;

void Position::put(Piece p, Square s) {
  board[s] = p;
  by_type[type_of(p)] |= square_bb(s);
  by_color[color_of(p)] |= square_bb(s);
  key ^= ZOBRIST_TABLE.piece[p][s];
}

void Position::remove(Square s) {
  const Piece p = board[s];
  board[s] = NO_PIECE;
  by_type[type_of(p)] &= ~square_bb(s);
  by_color[color_of(p)] &= ~square_bb(s);
  key ^= ZOBRIST_TABLE.piece[p][s];
}

Position start_position() {
  Position pos;
  static constexpr PieceType BACK_RANK[8] = {ROOK, KNIGHT, BISHOP, QUEEN,
                                             KING, BISHOP, KNIGHT, ROOK};
  for (int file = 0; file < 8; ++file) {
    pos.put(make_piece(WHITE, BACK_RANK[file]), make_square(file, 0));
    pos.put(make_piece(WHITE, PAWN), make_square(file, 1));
    pos.put(make_piece(BLACK, PAWN), make_square(file, 6));
    pos.put(make_piece(BLACK, BACK_RANK[file]), make_square(file, 7));
  }
  pos.castling = ALL_CASTLING;
  pos.key ^= ZOBRIST_TABLE.castling[ALL_CASTLING];
  return pos;
}

Square legal_en_passant(const Position& pos, Square target) {
  const Color us = pos.side, them = ~us;
  const Square captured = target - pawn_push(us);
  const Square king = pos.king(us);
  for (Bitboard capturers = pawn_attacks(them, target) & pos.pieces(us, PAWN); capturers;) {
    const Square from = pop_lsb(capturers);
    const Bitboard occupied =
        (pos.pieces() ^ square_bb(from) ^ square_bb(captured)) | square_bb(target);
    if (!(pos.attackers_to(king, occupied) & pos.pieces(them) & ~square_bb(captured)))
      return target;
  }
  return NO_SQUARE;
}

Position play(const Position& pos, Move m) {
  Position next = pos;
  const Color us = pos.side;
  const Square from = from_square(m), to = to_square(m);
  const Piece moving = pos.board[from];
  next.halfmove_clock = u8(pos.halfmove_clock + 1);
  if (us == BLACK) ++next.fullmove;
  if (pos.en_passant != NO_SQUARE)
    next.key ^= ZOBRIST_TABLE.en_passant_file[file_of(pos.en_passant)];
  next.en_passant = NO_SQUARE;

  if (kind_of(m) == CASTLING) {
    const bool king_side = to > from;
    const Square rook_from = king_side ? from + 3 : from - 4,
                 rook_to = king_side ? from + 1 : from - 1;
    next.remove(from);
    next.remove(rook_from);
    next.put(moving, to);
    next.put(make_piece(us, ROOK), rook_to);
  } else {
    const Square captured = kind_of(m) == EN_PASSANT ? to - pawn_push(us) : to;
    if (pos.board[captured] != NO_PIECE) {
      next.remove(captured);
      next.halfmove_clock = 0;
    }
    next.remove(from);
    next.put(kind_of(m) == PROMOTION ? make_piece(us, promotion_type(m)) : moving, to);
    if (type_of(moving) == PAWN) next.halfmove_clock = 0;
  }

  const u8 rights = pos.castling & CASTLING_MASKS[from] & CASTLING_MASKS[to];
  next.key ^= ZOBRIST_TABLE.castling[pos.castling] ^ ZOBRIST_TABLE.castling[rights];
  next.castling = rights;
  next.side = ~us;
  next.key ^= ZOBRIST_TABLE.black_to_move;
  if (type_of(moving) == PAWN && (to - from == 16 || from - to == 16)) {
    next.en_passant = legal_en_passant(next, from + pawn_push(us));
    if (next.en_passant != NO_SQUARE)
      next.key ^= ZOBRIST_TABLE.en_passant_file[file_of(next.en_passant)];
  }
  return next;
}

u64 compute_key(const Position& pos) {
  u64 key = ZOBRIST_TABLE.castling[pos.castling];
  for (Square s = 0; s < 64; ++s)
    if (pos.board[s] != NO_PIECE) key ^= ZOBRIST_TABLE.piece[pos.board[s]][s];
  if (pos.en_passant != NO_SQUARE) key ^= ZOBRIST_TABLE.en_passant_file[file_of(pos.en_passant)];
  if (pos.side == BLACK) key ^= ZOBRIST_TABLE.black_to_move;
  return key;
}

}  // namespace ply::chess
