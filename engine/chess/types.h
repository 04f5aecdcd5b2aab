// Chess's plain types: squares a1 = 0 .. h8 = 63, colours, pieces, castling rights and 16-bit
// moves.
#pragma once

#include "core/types.h"

namespace ply::chess {

using Bitboard = u64;
using Square = int;
constexpr Square NO_SQUARE = 64;

enum Color : u8 { WHITE, BLACK };
constexpr Color operator~(Color c) { return Color(c ^ 1); }

enum PieceType : u8 { PAWN, KNIGHT, BISHOP, ROOK, QUEEN, KING };
constexpr int PIECE_TYPES = 6;

// A piece on a square: its colour and type in one byte; NO_PIECE on an empty square.
using Piece = u8;
constexpr Piece NO_PIECE = 0xff;
constexpr Piece make_piece(Color c, PieceType t) { return Piece(c * 8 + t); }
constexpr Color color_of(Piece p) { return Color(p >> 3); }
constexpr PieceType type_of(Piece p) { return PieceType(p & 7); }

enum CastlingRight : u8 {
  WHITE_OO = 1,
  WHITE_OOO = 2,
  BLACK_OO = 4,
  BLACK_OOO = 8,
  ALL_CASTLING = 15
};

constexpr int file_of(Square s) { return s & 7; }
constexpr int rank_of(Square s) { return s >> 3; }
constexpr Square make_square(int file, int rank) { return rank * 8 + file; }
// The rank as the side `c` sees it (its first rank is 0).
constexpr int relative_rank(Color c, Square s) { return c == WHITE ? rank_of(s) : 7 - rank_of(s); }
// One step forward for `c`'s pawns.
constexpr int pawn_push(Color c) { return c == WHITE ? 8 : -8; }

// A move in 16 bits: from (6), to (6), the promotion piece (2: knight..queen), the kind (2).
// Castling is the king's move (e1g1); en passant is the capturing pawn's move to the empty square
// behind the pawn.
using Move = u16;
enum MoveKind : u16 { NORMAL = 0, PROMOTION = 1 << 14, EN_PASSANT = 2 << 14, CASTLING = 3 << 14 };
constexpr Move NO_MOVE = 0;  // a1a1 is no move

constexpr Move make_move(Square from, Square to, MoveKind kind = NORMAL,
                         PieceType promotion = KNIGHT) {
  return Move(from | (to << 6) | ((promotion - KNIGHT) << 12) | kind);
}
constexpr Square from_square(Move m) { return m & 63; }
constexpr Square to_square(Move m) { return (m >> 6) & 63; }
constexpr MoveKind kind_of(Move m) { return MoveKind(m & (3 << 14)); }
constexpr PieceType promotion_type(Move m) { return PieceType(((m >> 12) & 3) + KNIGHT); }

}  // namespace ply::chess
