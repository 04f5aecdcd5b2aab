// Bitboards: a set of squares in 64 bits, bit 0 = a1. The attack tables of every piece, with magic
// bitboards for the sliders: a rook's or bishop's attacks on a square are one multiply and a table
// read.
#pragma once

#include <bit>
#include <cassert>

#include "chess/types.h"

namespace ply::chess {

constexpr Bitboard square_bb(Square s) { return Bitboard(1) << s; }
constexpr Bitboard FILE_A = 0x0101010101010101ULL;
constexpr Bitboard RANK_1 = 0xffULL;
constexpr Bitboard file_bb(int file) { return FILE_A << file; }
constexpr Bitboard rank_bb(int rank) { return RANK_1 << (8 * rank); }

inline int popcount(Bitboard b) { return std::popcount(b); }
inline Square lsb(Bitboard b) { return std::countr_zero(b); }
inline Square msb(Bitboard b) { return 63 - std::countl_zero(b); }
inline Square pop_lsb(Bitboard& b) {
  const Square s = lsb(b);
  b &= b - 1;
  return s;
}
inline bool more_than_one(Bitboard b) { return b & (b - 1); }

// Every square shifted one step; squares that would leave the board are dropped.
template <int Step>
constexpr Bitboard shift(Bitboard b) {
  constexpr Bitboard NOT_A = ~FILE_A, NOT_H = ~(FILE_A << 7);
  if constexpr (Step == 8)
    return b << 8;
  else if constexpr (Step == -8)
    return b >> 8;
  else if constexpr (Step == 1)
    return (b & NOT_H) << 1;
  else if constexpr (Step == -1)
    return (b & NOT_A) >> 1;
  else if constexpr (Step == 9)
    return (b & NOT_H) << 9;
  else if constexpr (Step == 7)
    return (b & NOT_A) << 7;
  else if constexpr (Step == -7)
    return (b & NOT_H) >> 7;
  else if constexpr (Step == -9)
    return (b & NOT_A) >> 9;
}

// The squares the pawns of `c` attack.
template <Color C>
constexpr Bitboard pawn_attacks_bb(Bitboard pawns) {
  return C == WHITE ? shift<7>(pawns) | shift<9>(pawns) : shift<-7>(pawns) | shift<-9>(pawns);
}

struct Magic {
  Bitboard mask;
  Bitboard magic;
  const Bitboard* attacks;
  int shift;
  unsigned index(Bitboard occupied) const { return unsigned(((occupied & mask) * magic) >> shift); }
};

struct AttackTables {
  Bitboard pawn[2][64];
  Bitboard knight[64];
  Bitboard king[64];
  Magic bishop[64];
  Magic rook[64];
  Bitboard between[64][64];  // the squares strictly between two squares on a line; else 0
  Bitboard line[64][64];     // the whole line through two aligned squares; else 0
};
// Zeros until init_attack_tables() fills them, not at the program's start: the page's module starts
// with every game in it, on the page's main thread, and only a chess game needs these (README,
// Start-up in the page). A chess Position's constructor calls it, so a lookup is a plain read with
// no guard.
extern AttackTables ATTACKS;
void init_attack_tables();  // the first call fills the tables, thread-safely; later calls return at
                            // once
inline const AttackTables& attacks() {
  assert(ATTACKS.rook[0].attacks && "chess attack tables read before init_attack_tables()");
  return ATTACKS;
}

inline Bitboard pawn_attacks(Color c, Square s) { return attacks().pawn[c][s]; }
inline Bitboard knight_attacks(Square s) { return attacks().knight[s]; }
inline Bitboard king_attacks(Square s) { return attacks().king[s]; }
inline Bitboard bishop_attacks(Square s, Bitboard occupied) {
  const Magic& m = attacks().bishop[s];
  return m.attacks[m.index(occupied)];
}
inline Bitboard rook_attacks(Square s, Bitboard occupied) {
  const Magic& m = attacks().rook[s];
  return m.attacks[m.index(occupied)];
}
inline Bitboard queen_attacks(Square s, Bitboard occupied) {
  return bishop_attacks(s, occupied) | rook_attacks(s, occupied);
}
inline Bitboard between(Square a, Square b) { return attacks().between[a][b]; }
inline Bitboard line(Square a, Square b) { return attacks().line[a][b]; }

// A slider's attacks found by walking the board, for the tables and for tests.
Bitboard sliding_attacks(PieceType type, Square s, Bitboard occupied);

}  // namespace ply::chess
