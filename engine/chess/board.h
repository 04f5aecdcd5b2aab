// A chess position: the pieces (bitboards and a square table), the side to move, castling rights,
// the en-passant square, the move counters and the Zobrist key. play() returns the position after a
// legal move (copy-make, as the shared search wants).
#pragma once

#include <array>

#include "chess/bitboard.h"

namespace ply::chess {

struct Position {
  Bitboard by_type[PIECE_TYPES] = {};
  Bitboard by_color[2] = {};
  std::array<Piece, 64> board;
  Color side = WHITE;
  u8 castling = 0;  // CastlingRight bits
  // set only when an en-passant capture is legal (FIDE's same-position rule)
  Square en_passant = NO_SQUARE;
  u8 halfmove_clock = 0;  // plies since the last capture or pawn move
  u16 fullmove = 1;
  u64 key = 0;

  // Every chess position starts here (the others are copies): the attack tables are filled before
  // any position can read them.
  Position() {
    init_attack_tables();
    board.fill(NO_PIECE);
  }

  Bitboard pieces() const { return by_color[WHITE] | by_color[BLACK]; }
  Bitboard pieces(Color c) const { return by_color[c]; }
  Bitboard pieces(Color c, PieceType t) const { return by_color[c] & by_type[t]; }
  Bitboard pieces(PieceType t) const { return by_type[t]; }
  Piece piece_on(Square s) const { return board[s]; }
  Square king(Color c) const { return lsb(pieces(c, KING)); }

  // The pieces of either colour that attack s, with `occupied` as the board's occupancy.
  Bitboard attackers_to(Square s, Bitboard occupied) const {
    return (pawn_attacks(BLACK, s) & pieces(WHITE, PAWN)) |
           (pawn_attacks(WHITE, s) & pieces(BLACK, PAWN)) | (knight_attacks(s) & by_type[KNIGHT]) |
           (king_attacks(s) & by_type[KING]) |
           (bishop_attacks(s, occupied) & (by_type[BISHOP] | by_type[QUEEN])) |
           (rook_attacks(s, occupied) & (by_type[ROOK] | by_type[QUEEN]));
  }
  bool attacked(Square s, Color by) const { return attackers_to(s, pieces()) & pieces(by); }
  Bitboard checkers() const { return attackers_to(king(side), pieces()) & pieces(~side); }
  bool in_check() const { return checkers() != 0; }

  void put(Piece p, Square s);
  void remove(Square s);
};

// Zobrist keys.
struct Zobrist {
  u64 piece[16][64];
  u64 castling[16];
  u64 en_passant_file[8];
  u64 black_to_move;
};
extern const Zobrist ZOBRIST;

Position start_position();

// The position after the legal move m.
Position play(const Position& pos, Move m);

// The en-passant square of `pos` (whose side to move may capture on `target`) if such a capture is
// legal.
Square legal_en_passant(const Position& pos, Square target);

// The key computed from scratch (tests check the incremental one against it).
u64 compute_key(const Position& pos);

}  // namespace ply::chess
