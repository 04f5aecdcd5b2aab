#include "eval.h"

#include <algorithm>
#include <cstdlib>

namespace ply::chess {

namespace {

// 0 on the rim to 3 in the four centre squares.
int centrality(Square s) {
  return 3 - std::max(std::abs(2 * file_of(s) - 7), std::abs(2 * rank_of(s) - 7)) / 2;
}

// A middlegame and an endgame value, blended by the material left on the board.
struct Pair {
  int mg = 0, eg = 0;
  Pair& operator+=(Pair o) {
    mg += o.mg;
    eg += o.eg;
    return *this;
  }
  Pair& operator-=(Pair o) {
    mg -= o.mg;
    eg -= o.eg;
    return *this;
  }
  friend Pair operator*(int k, Pair p) { return {k * p.mg, k * p.eg}; }
};

constexpr Pair MATERIAL[PIECE_TYPES] = {{90, 115}, {320, 300}, {335, 315}, {480, 530}, {960, 960}, {0, 0}};
constexpr int PHASE_WEIGHT[PIECE_TYPES] = {0, 1, 1, 2, 4, 0};
constexpr int FULL_PHASE = 24;

// Where a piece stands, as its own side sees the board.
Pair placement(PieceType type, Color c, Square s) {
  const int rank = relative_rank(c, s), file = file_of(s), centre = centrality(s);
  switch (type) {
    case PAWN: {
      const bool central = file == 3 || file == 4;
      return {(central ? 8 : 3) * (rank - 1) - (rank == 1 && central ? 10 : 0), 8 * (rank - 1)};
    }
    case KNIGHT: return {12 * centre - 25 + (rank == 0 ? -10 : 0), 8 * centre - 15};
    case BISHOP: return {6 * centre - 8 + (rank == 0 ? -10 : 0), 5 * centre - 8};
    case ROOK: return {rank == 6 ? 20 : 0, 0};
    case QUEEN: return {2 * centre - 5, 5 * centre - 8};
    case KING: {
      const int shelter = rank == 0 ? (file <= 2 || file >= 6 ? 25 : 0) : -15 * rank;
      return {shelter, 12 * centre - 25};
    }
  }
  return {};
}

constexpr Pair MOBILITY[PIECE_TYPES] = {{0, 0}, {4, 4}, {5, 5}, {2, 4}, {1, 2}, {0, 0}};
constexpr Pair PASSED[8] = {{0, 0}, {5, 10}, {10, 15}, {15, 30}, {30, 55}, {55, 95}, {90, 150}, {0, 0}};
constexpr Pair DOUBLED = {10, 20}, ISOLATED = {10, 15}, BISHOP_PAIR = {30, 50};
constexpr Pair ROOK_OPEN_FILE = {25, 10}, ROOK_HALF_OPEN_FILE = {10, 5};
constexpr int SHIELD_PAWN = 12, KING_ZONE_ATTACK = 9;
constexpr Score TEMPO = 10;

Bitboard adjacent_files(int file) {
  return (file > 0 ? file_bb(file - 1) : 0) | (file < 7 ? file_bb(file + 1) : 0);
}

// The squares in front of a pawn of `c` on s, on its file and the two beside it.
Bitboard front_span(Color c, Square s) {
  const Bitboard files = file_bb(file_of(s)) | adjacent_files(file_of(s));
  Bitboard ahead = 0;
  for (int r = rank_of(s) + (c == WHITE ? 1 : -1); r >= 0 && r < 8; r += c == WHITE ? 1 : -1) ahead |= rank_bb(r);
  return files & ahead;
}

Pair side_terms(const Position& pos, Color us) {
  const Color them = ~us;
  const Bitboard occupied = pos.pieces();
  const Bitboard our_pawns = pos.pieces(us, PAWN), their_pawns = pos.pieces(them, PAWN);
  const Bitboard their_pawn_attacks =
      them == WHITE ? pawn_attacks_bb<WHITE>(their_pawns) : pawn_attacks_bb<BLACK>(their_pawns);
  const Square their_king = pos.king(them);
  const Bitboard their_king_zone = king_attacks(their_king) | square_bb(their_king);
  Pair score;
  int zone_attacks = 0;

  for (Bitboard b = pos.pieces(us); b;) {
    const Square s = pop_lsb(b);
    const PieceType type = type_of(pos.piece_on(s));
    score += MATERIAL[type];
    score += placement(type, us, s);
    if (type == PAWN) {
      const int file = file_of(s);
      if (more_than_one(our_pawns & file_bb(file)) && lsb(our_pawns & file_bb(file)) != s) score -= DOUBLED;
      if (!(our_pawns & adjacent_files(file))) score -= ISOLATED;
      if (!(their_pawns & front_span(us, s))) score += PASSED[relative_rank(us, s)];
      continue;
    }
    if (type == KING) continue;
    const Bitboard attacks = type == KNIGHT ? knight_attacks(s)
                             : type == BISHOP ? bishop_attacks(s, occupied)
                             : type == ROOK ? rook_attacks(s, occupied)
                                            : queen_attacks(s, occupied);
    score += popcount(attacks & ~pos.pieces(us) & ~their_pawn_attacks) * MOBILITY[type];
    zone_attacks += popcount(attacks & their_king_zone);
    if (type == ROOK) {
      if (!((our_pawns | their_pawns) & file_bb(file_of(s)))) score += ROOK_OPEN_FILE;
      else if (!(our_pawns & file_bb(file_of(s)))) score += ROOK_HALF_OPEN_FILE;
    }
  }
  if (more_than_one(pos.pieces(us, BISHOP))) score += BISHOP_PAIR;

  // King safety, a middlegame matter: pawns in front of our king, and our pieces bearing on theirs.
  const Square king = pos.king(us);
  // The two ranks in front of the king (front_span is empty beyond the board's edge).
  const int step = us == WHITE ? 1 : -1;
  const Bitboard near_ranks = rank_bb((rank_of(king) + step) & 7) | rank_bb((rank_of(king) + 2 * step) & 7);
  const Bitboard shield = front_span(us, king) & near_ranks;
  score.mg += SHIELD_PAWN * popcount(shield & our_pawns);
  score.mg += KING_ZONE_ATTACK * zone_attacks;
  return score;
}

int phase(const Position& pos) {
  int phase = 0;
  for (int t = KNIGHT; t <= QUEEN; ++t) phase += PHASE_WEIGHT[t] * popcount(pos.pieces(PieceType(t)));
  return std::min(phase, FULL_PHASE);
}

Score for_side_to_move(const Position& pos, Score white_score) { return pos.side == WHITE ? white_score : -white_score; }

}  // namespace

Score MaterialEval::operator()(const Position& pos) const {
  Score white = 0;
  for (int t = PAWN; t < KING; ++t)
    white += PIECE_VALUE[t] * (popcount(pos.pieces(WHITE, PieceType(t))) - popcount(pos.pieces(BLACK, PieceType(t))));
  return for_side_to_move(pos, white);
}

Score ClassicEval::operator()(const Position& pos) const {
  Score white = 0;
  const int p = phase(pos);
  for (Square s = 0; s < 64; ++s) {
    const Piece piece = pos.piece_on(s);
    if (piece == NO_PIECE) continue;
    const Pair place = placement(type_of(piece), color_of(piece), s);
    const Score v = PIECE_VALUE[type_of(piece)] + (place.mg * p + place.eg * (FULL_PHASE - p)) / FULL_PHASE;
    white += color_of(piece) == WHITE ? v : -v;
  }
  return for_side_to_move(pos, white);
}

Score StrongEval::operator()(const Position& pos) const {
  Pair white = side_terms(pos, WHITE);
  white -= side_terms(pos, BLACK);
  const int p = phase(pos);
  const Score blended = (white.mg * p + white.eg * (FULL_PHASE - p)) / FULL_PHASE;
  return for_side_to_move(pos, blended) + TEMPO;
}

}  // namespace ply::chess
