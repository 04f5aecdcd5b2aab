#include "chess/bitboard.h"

#include <cstddef>
#include <cstdlib>
#include <initializer_list>

namespace ply::chess {

namespace {

constexpr int ROOK_TABLE_SIZE = 0x19000, BISHOP_TABLE_SIZE = 0x1480;
Bitboard rook_table[ROOK_TABLE_SIZE];
Bitboard bishop_table[BISHOP_TABLE_SIZE];

bool on_board(int file, int rank) { return file >= 0 && file < 8 && rank >= 0 && rank < 8; }

// The squares one step (df, dr) away from each square, for the knight and the king.
Bitboard step_attacks(Square s, const int (&steps)[8][2]) {
  Bitboard b = 0;
  for (const auto& step : steps)
    if (on_board(file_of(s) + step[0], rank_of(s) + step[1]))
      b |= square_bb(make_square(file_of(s) + step[0], rank_of(s) + step[1]));
  return b;
}

// Magic multipliers, found once by a random search (sparse 64-bit numbers from xorshift64*, seeded
// with a constant) and kept here so that start-up only fills the tables. fill_magics checks each
// one: a wrong number cannot go unnoticed.
constexpr Bitboard ROOK_MAGICS[64] = {
    0x29801021c0008000ULL, 0x824001402000d000ULL, 0x0280100081600048ULL, 0x0480080090000482ULL,
    0x0600203004020008ULL, 0x220008300c150200ULL, 0x0880088011000200ULL, 0x020000820110204cULL,
    0x0020800080204004ULL, 0x0000802000804000ULL, 0x0204802001821008ULL, 0x020a00100a022041ULL,
    0x0004808008000400ULL, 0x0023000804010002ULL, 0x0801000100040200ULL, 0x0a20801041000080ULL,
    0x8508848000400024ULL, 0x8080828040022005ULL, 0x0001010010200040ULL, 0x0001010010000824ULL,
    0xa880828008000400ULL, 0x8406008080040002ULL, 0x11a0040002080110ULL, 0x0420020010804104ULL,
    0x0804400280208000ULL, 0x00401000a000a800ULL, 0x0002002200401080ULL, 0x0100080080100080ULL,
    0x0008010100041008ULL, 0x282a000200080410ULL, 0x0400100400010802ULL, 0x0082040600084193ULL,
    0x0080044002402000ULL, 0x0100400080802000ULL, 0x0080100088802000ULL, 0x0008001001010020ULL,
    0x1408001089000500ULL, 0x0113040080800200ULL, 0x1080420104000810ULL, 0x020000a102001044ULL,
    0x0aa0208040008000ULL, 0x4000402010084000ULL, 0x4421002000410010ULL, 0x20d0010080080800ULL,
    0x0804001008010100ULL, 0x0602000804020010ULL, 0x0140881001040002ULL, 0x0004005c008a0001ULL,
    0xc410520280210600ULL, 0x0060820041082600ULL, 0x03421100200c4100ULL, 0x0000100080080080ULL,
    0x0008010010048900ULL, 0x0010020080040080ULL, 0x0009000402000100ULL, 0x1200040100a04200ULL,
    0x0410108000402101ULL, 0x0040002011004085ULL, 0x00904082000a1022ULL, 0x0080100100218459ULL,
    0x0086002090541812ULL, 0x861a009001040802ULL, 0x50490000c4160021ULL, 0x6000008040240102ULL,
};
constexpr Bitboard BISHOP_MAGICS[64] = {
    0x4010840100460200ULL, 0x0084080200420800ULL, 0x0821220404400001ULL, 0x1004040886100020ULL,
    0x0002021000080001ULL, 0x2802286008000800ULL, 0x0001010842408906ULL, 0x0011420a10050440ULL,
    0x6402204244080080ULL, 0x1063481020a20843ULL, 0x81120404008a0091ULL, 0x2248040400940205ULL,
    0x0000642420002040ULL, 0x40b4450c20240040ULL, 0x202a120814220900ULL, 0x6408c20084242200ULL,
    0x400691e014100200ULL, 0x0002100810240089ULL, 0x0a05800401040300ULL, 0x4004002041002000ULL,
    0x201c000080a00400ULL, 0x4004400200422080ULL, 0x0004080080880810ULL, 0x8206204042081401ULL,
    0x0520040420098200ULL, 0x0001080810022800ULL, 0x8a80820a40420200ULL, 0x0069040000440080ULL,
    0x3804840004802012ULL, 0x4018888021082000ULL, 0x0008008200440408ULL, 0x0c0c004400210400ULL,
    0x0019086001c20480ULL, 0x10080402c0100242ULL, 0x00420c1020620480ULL, 0x0022120182380080ULL,
    0x0010060200082008ULL, 0x4910010848060201ULL, 0x9428310100184820ULL, 0x000428408000440cULL,
    0x0c48082804804800ULL, 0x0000480805010882ULL, 0x0122001044000820ULL, 0x0020842018040100ULL,
    0x0102600411c01404ULL, 0x0120600044404480ULL, 0x2011022a10444401ULL, 0x0001080080821108ULL,
    0x0842021002884148ULL, 0x03f2440088290070ULL, 0x00c0160084340010ULL, 0x1009100884040309ULL,
    0x0014082002048580ULL, 0x1400c00204010402ULL, 0x0008a1410401000bULL, 0x0020080a20494008ULL,
    0x4220208a10100200ULL, 0x1100024908015002ULL, 0x0000002884008800ULL, 0x1100000011040900ULL,
    0x0204b00020920482ULL, 0x382844c424084200ULL, 0x8000040938010c00ULL, 0x0540089804408020ULL,
};

void fill_magics(PieceType type, const Bitboard (&numbers)[64], Magic (&magics)[64],
                 Bitboard* table) {
  Bitboard* next_table = table;
  for (Square s = 0; s < 64; ++s) {
    const Bitboard edges = ((rank_bb(0) | rank_bb(7)) & ~rank_bb(rank_of(s))) |
                           ((file_bb(0) | file_bb(7)) & ~file_bb(file_of(s)));
    Magic& m = magics[s];
    m.mask = sliding_attacks(type, s, 0) & ~edges;
    m.shift = 64 - popcount(m.mask);
    m.magic = numbers[s];
    m.attacks = next_table;
    const std::size_t size = std::size_t(1) << (64 - m.shift);
    for (std::size_t i = 0; i < size; ++i) next_table[i] = ~Bitboard(0);
    // Every subset of the mask (Carry-Rippler) and the attacks it leaves.
    Bitboard b = 0;
    do {
      Bitboard& slot = next_table[m.index(b)];
      const Bitboard attacks = sliding_attacks(type, s, b);
      if (slot != ~Bitboard(0) && slot != attacks)
        std::abort();  // a magic that collides: never ships
      slot = attacks;
      b = (b - m.mask) & m.mask;
    } while (b);
    next_table += size;
  }
}

void build_tables(AttackTables& t) {
  static constexpr int KNIGHT_STEPS[8][2] = {{1, 2},   {2, 1},   {2, -1}, {1, -2},
                                             {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
  static constexpr int KING_STEPS[8][2] = {{1, 0},  {1, 1},   {0, 1},  {-1, 1},
                                           {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};
  for (Square s = 0; s < 64; ++s) {
    t.pawn[WHITE][s] = pawn_attacks_bb<WHITE>(square_bb(s));
    t.pawn[BLACK][s] = pawn_attacks_bb<BLACK>(square_bb(s));
    t.knight[s] = step_attacks(s, KNIGHT_STEPS);
    t.king[s] = step_attacks(s, KING_STEPS);
  }
  fill_magics(ROOK, ROOK_MAGICS, t.rook, rook_table);
  fill_magics(BISHOP, BISHOP_MAGICS, t.bishop, bishop_table);
  for (Square a = 0; a < 64; ++a)
    for (Square b = 0; b < 64; ++b) {
      t.between[a][b] = t.line[a][b] = 0;
      for (const PieceType type : {BISHOP, ROOK})
        if (sliding_attacks(type, a, 0) & square_bb(b)) {
          t.line[a][b] = (sliding_attacks(type, a, 0) & sliding_attacks(type, b, 0)) |
                         square_bb(a) | square_bb(b);
          t.between[a][b] =
              sliding_attacks(type, a, square_bb(b)) & sliding_attacks(type, b, square_bb(a));
        }
    }
}

}  // namespace

AttackTables ATTACKS;

void init_attack_tables() {
  [[maybe_unused]] static const bool built = (build_tables(ATTACKS), true);
}

Bitboard sliding_attacks(PieceType type, Square s, Bitboard occupied) {
  static constexpr int ROOK_DIRECTIONS[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
  static constexpr int BISHOP_DIRECTIONS[4][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
  Bitboard attacks = 0;
  for (const auto& d : type == ROOK ? ROOK_DIRECTIONS : BISHOP_DIRECTIONS) {
    int file = file_of(s) + d[0], rank = rank_of(s) + d[1];
    for (; on_board(file, rank); file += d[0], rank += d[1]) {
      const Square to = make_square(file, rank);
      attacks |= square_bb(to);
      if (occupied & square_bb(to)) break;
    }
  }
  return attacks;
}

}  // namespace ply::chess
