// What level 5's evaluation looks at, as numbered terms: each term is a count (White's minus
// Black's) that a weight (a middlegame and an endgame value) multiplies. The evaluation is the
// weighted sum, tapered by the material left (eval.cpp); the tuner (tools/tune) fits the weights to
// game results, and this file is all the two share, so whatever the evaluation sees, the tuner
// learns.
#pragma once

#include <algorithm>
#include <cstdlib>

#include "chess/board.h"

namespace ply::chess {

namespace term {

// Each term's first index, and how many consecutive indices it uses.
constexpr int MATERIAL = 0, MATERIAL_SIZE = 5;  // by type, pawn to queen
constexpr int PLACEMENT = MATERIAL + MATERIAL_SIZE,
              PLACEMENT_SIZE = 6 * 64;  // type * 64 + square seen by its side
constexpr int KNIGHT_MOBILITY = PLACEMENT + PLACEMENT_SIZE,
              KNIGHT_MOBILITY_SIZE = 9;  // by squares reached
constexpr int BISHOP_MOBILITY = KNIGHT_MOBILITY + KNIGHT_MOBILITY_SIZE, BISHOP_MOBILITY_SIZE = 14;
constexpr int ROOK_MOBILITY = BISHOP_MOBILITY + BISHOP_MOBILITY_SIZE, ROOK_MOBILITY_SIZE = 15;
constexpr int QUEEN_MOBILITY = ROOK_MOBILITY + ROOK_MOBILITY_SIZE, QUEEN_MOBILITY_SIZE = 28;
constexpr int PASSED = QUEEN_MOBILITY + QUEEN_MOBILITY_SIZE,
              PASSED_SIZE = 8;  // by rank seen by its side
constexpr int CONNECTED = PASSED + PASSED_SIZE,
              CONNECTED_SIZE = 8;  // a pawn guarded by or beside a pawn, by rank
constexpr int DOUBLED = CONNECTED + CONNECTED_SIZE;
constexpr int ISOLATED = DOUBLED + 1;
constexpr int BISHOP_PAIR = ISOLATED + 1;
constexpr int ROOK_OPEN_FILE = BISHOP_PAIR + 1;
constexpr int ROOK_HALF_OPEN_FILE = ROOK_OPEN_FILE + 1;
constexpr int PAWN_THREAT = ROOK_HALF_OPEN_FILE + 1,
              PAWN_THREAT_SIZE = 4;  // a knight..queen a pawn attacks
constexpr int KING_SHIELD = PAWN_THREAT + PAWN_THREAT_SIZE,
              KING_SHIELD_SIZE = 4;  // pawns before the king
constexpr int KING_ZONE_ATTACKS = KING_SHIELD + KING_SHIELD_SIZE,
              KING_ZONE_ATTACKS_SIZE = 16;  // on their king's zone
// The attackers of their king's zone, weighted by kind (knight and bishop 2, rook 3, queen 5).
constexpr int KING_ATTACK_WEIGHT = KING_ZONE_ATTACKS + KING_ZONE_ATTACKS_SIZE,
              KING_ATTACK_WEIGHT_SIZE = 25;
constexpr int PASSED_FREE = KING_ATTACK_WEIGHT + KING_ATTACK_WEIGHT_SIZE,
              PASSED_FREE_SIZE = 8;  // nothing on its stop square, by rank
// The distance (in king moves) from each king to a passed pawn's stop square.
constexpr int PASSER_OUR_KING = PASSED_FREE + PASSED_FREE_SIZE, PASSER_KING_SIZE = 8;
constexpr int PASSER_THEIR_KING = PASSER_OUR_KING + PASSER_KING_SIZE;
constexpr int MINOR_THREAT = PASSER_THEIR_KING + PASSER_KING_SIZE,
              MINOR_THREAT_SIZE = 2;  // a rook, a queen a minor attacks
constexpr int TEMPO = MINOR_THREAT + MINOR_THREAT_SIZE;
constexpr int COUNT = TEMPO + 1;

// The terms by name, for the tuner's report and the weights header.
struct Section {
  const char* name;
  int first, size;
};
constexpr Section SECTIONS[] = {
    {"material", MATERIAL, MATERIAL_SIZE},
    {"placement", PLACEMENT, PLACEMENT_SIZE},
    {"knight mobility", KNIGHT_MOBILITY, KNIGHT_MOBILITY_SIZE},
    {"bishop mobility", BISHOP_MOBILITY, BISHOP_MOBILITY_SIZE},
    {"rook mobility", ROOK_MOBILITY, ROOK_MOBILITY_SIZE},
    {"queen mobility", QUEEN_MOBILITY, QUEEN_MOBILITY_SIZE},
    {"passed pawn", PASSED, PASSED_SIZE},
    {"connected pawn", CONNECTED, CONNECTED_SIZE},
    {"doubled pawn", DOUBLED, 1},
    {"isolated pawn", ISOLATED, 1},
    {"bishop pair", BISHOP_PAIR, 1},
    {"rook on open file", ROOK_OPEN_FILE, 1},
    {"rook on half-open file", ROOK_HALF_OPEN_FILE, 1},
    {"pawn threat", PAWN_THREAT, PAWN_THREAT_SIZE},
    {"king shield", KING_SHIELD, KING_SHIELD_SIZE},
    {"king zone attacks", KING_ZONE_ATTACKS, KING_ZONE_ATTACKS_SIZE},
    {"king attack weight", KING_ATTACK_WEIGHT, KING_ATTACK_WEIGHT_SIZE},
    {"free passed pawn", PASSED_FREE, PASSED_FREE_SIZE},
    {"our king to passer", PASSER_OUR_KING, PASSER_KING_SIZE},
    {"their king to passer", PASSER_THEIR_KING, PASSER_KING_SIZE},
    {"minor threat", MINOR_THREAT, MINOR_THREAT_SIZE},
    {"tempo", TEMPO, 1},
};

}  // namespace term

// A term's weight, in centipawns: in the middlegame and in the endgame.
struct TermWeight {
  int mg = 0, eg = 0;
};

constexpr int PHASE_WEIGHT[PIECE_TYPES] = {0, 1, 1, 2, 4, 0};
constexpr int FULL_PHASE = 24;

// 24 with every piece on the board, 0 with only kings and pawns.
inline int game_phase(const Position& pos) {
  int phase = 0;
  for (int t = KNIGHT; t <= QUEEN; ++t)
    phase += PHASE_WEIGHT[t] * popcount(pos.pieces(PieceType(t)));
  return std::min(phase, FULL_PHASE);
}

namespace detail {

inline Bitboard adjacent_files(int file) {
  return (file > 0 ? file_bb(file - 1) : 0) | (file < 7 ? file_bb(file + 1) : 0);
}

// The squares in front of a pawn of `c` on s, on its file and the two beside it.
inline Bitboard front_span(Color c, Square s) {
  const Bitboard files = file_bb(file_of(s)) | adjacent_files(file_of(s));
  const int rank = rank_of(s);
  const Bitboard ahead = c == WHITE ? (rank == 7 ? 0 : ~Bitboard(0) << (8 * (rank + 1)))
                                    : (rank == 0 ? 0 : ~Bitboard(0) >> (8 * (8 - rank)));
  return files & ahead;
}

inline int king_distance(Square a, Square b) {
  return std::max(std::abs(file_of(a) - file_of(b)), std::abs(rank_of(a) - rank_of(b)));
}

template <Color Us>
Bitboard pawn_attacks_of(Bitboard pawns) {
  return pawn_attacks_bb<Us>(pawns);
}

// Side `us`'s terms, each given to add(index, sign) with sign +1 for White and -1 for Black.
template <Color Us, typename Add>
void side_terms(const Position& pos, Add& add) {
  constexpr Color Them = Us == WHITE ? BLACK : WHITE;
  constexpr int SIGN = Us == WHITE ? 1 : -1;
  const Bitboard occupied = pos.pieces();
  const Bitboard our_pawns = pos.pieces(Us, PAWN), their_pawns = pos.pieces(Them, PAWN);
  const Bitboard our_pawn_attacks = pawn_attacks_of<Us>(our_pawns);
  const Bitboard their_pawn_attacks = pawn_attacks_of<Them>(their_pawns);
  const Square their_king = pos.king(Them);
  const Bitboard their_king_zone = king_attacks(their_king) | square_bb(their_king);
  int zone_attacks = 0, attack_weight = 0;
  Bitboard minor_attacks = 0;

  for (Bitboard b = pos.pieces(Us); b;) {
    const Square s = pop_lsb(b);
    const PieceType type = type_of(pos.piece_on(s));
    const Square seen = Us == WHITE ? s : s ^ 56;
    if (type != KING) add(term::MATERIAL + type, SIGN);
    add(term::PLACEMENT + type * 64 + seen, SIGN);
    if (type == PAWN) {
      const int file = file_of(s);
      if (more_than_one(our_pawns & file_bb(file)) && lsb(our_pawns & file_bb(file)) != s)
        add(term::DOUBLED, SIGN);
      if (!(our_pawns & adjacent_files(file))) add(term::ISOLATED, SIGN);
      if (!(their_pawns & front_span(Us, s))) {
        const int rank = relative_rank(Us, s);
        const Square stop = s + pawn_push(Us);
        add(term::PASSED + rank, SIGN);
        if (pos.piece_on(stop) == NO_PIECE) add(term::PASSED_FREE + rank, SIGN);
        add(term::PASSER_OUR_KING + king_distance(pos.king(Us), stop), SIGN);
        add(term::PASSER_THEIR_KING + king_distance(their_king, stop), SIGN);
      }
      const Bitboard beside = (file > 0 ? square_bb(s - 1) : 0) | (file < 7 ? square_bb(s + 1) : 0);
      if ((our_pawn_attacks & square_bb(s)) || (our_pawns & beside))
        add(term::CONNECTED + relative_rank(Us, s), SIGN);
      continue;
    }
    if (type == KING) continue;
    const Bitboard attacks = type == KNIGHT   ? knight_attacks(s)
                             : type == BISHOP ? bishop_attacks(s, occupied)
                             : type == ROOK   ? rook_attacks(s, occupied)
                                              : queen_attacks(s, occupied);
    const int reach = popcount(attacks & ~pos.pieces(Us) & ~their_pawn_attacks);
    constexpr int MOBILITY_FIRST[PIECE_TYPES] = {
        0, term::KNIGHT_MOBILITY, term::BISHOP_MOBILITY, term::ROOK_MOBILITY, term::QUEEN_MOBILITY,
        0};
    add(MOBILITY_FIRST[type] + reach, SIGN);
    if (const int hits = popcount(attacks & their_king_zone)) {
      constexpr int ATTACKER_WEIGHT[PIECE_TYPES] = {0, 2, 2, 3, 5, 0};
      zone_attacks += hits;
      attack_weight += ATTACKER_WEIGHT[type];
    }
    if (type == KNIGHT || type == BISHOP) minor_attacks |= attacks;
    if (type == ROOK) {
      if (!((our_pawns | their_pawns) & file_bb(file_of(s))))
        add(term::ROOK_OPEN_FILE, SIGN);
      else if (!(our_pawns & file_bb(file_of(s))))
        add(term::ROOK_HALF_OPEN_FILE, SIGN);
    }
  }
  if (more_than_one(pos.pieces(Us, BISHOP))) add(term::BISHOP_PAIR, SIGN);
  for (int t = KNIGHT; t <= QUEEN; ++t)
    for (Bitboard b = pos.pieces(Them, PieceType(t)) & our_pawn_attacks; b; b &= b - 1)
      add(term::PAWN_THREAT + t - KNIGHT, SIGN);
  for (int t = ROOK; t <= QUEEN; ++t)
    for (Bitboard b = pos.pieces(Them, PieceType(t)) & minor_attacks; b; b &= b - 1)
      add(term::MINOR_THREAT + t - ROOK, SIGN);

  // The two ranks in front of our king, on its file and beside it.
  const Square king = pos.king(Us);
  Bitboard near_ranks = 0;
  for (int step = 1; step <= 2; ++step)
    if (const int rank = rank_of(king) + (Us == WHITE ? step : -step); rank >= 0 && rank < 8)
      near_ranks |= rank_bb(rank);
  const Bitboard shield = near_ranks & (file_bb(file_of(king)) | adjacent_files(file_of(king)));
  add(term::KING_SHIELD + std::min(popcount(shield & our_pawns), term::KING_SHIELD_SIZE - 1), SIGN);
  add(term::KING_ZONE_ATTACKS + std::min(zone_attacks, term::KING_ZONE_ATTACKS_SIZE - 1), SIGN);
  add(term::KING_ATTACK_WEIGHT + std::min(attack_weight, term::KING_ATTACK_WEIGHT_SIZE - 1), SIGN);
}

}  // namespace detail

// Every term of `pos`, given to add(index, count): count is +1 for a White term and -1 for a Black
// one.
template <typename Add>
void for_each_term(const Position& pos, Add&& add) {
  detail::side_terms<WHITE>(pos, add);
  detail::side_terms<BLACK>(pos, add);
  add(term::TEMPO, pos.side == WHITE ? 1 : -1);
}

}  // namespace ply::chess
