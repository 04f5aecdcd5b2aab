#include "draughts/eval.h"

#include "draughts/draw.h"
#include "draughts/side_view.h"

#include <initializer_list>
#include <utility>

namespace ply::draughts {

namespace {

constexpr Bitboard CENTRE =
    square_bit("c5") | square_bit("d4") | square_bit("e5") | square_bit("f4");
constexpr Bitboard NEAR_CENTRE = square_bit("c3") | square_bit("e3") | square_bit("d6") |
                                 square_bit("f6") | square_bit("b4") | square_bit("g5");
constexpr Bitboard GUARD = square_bit("c1") | square_bit("e1");
constexpr Bitboard CORNER_GUARD = square_bit("a1") | square_bit("g1");

int classic_side(const Side& s) {
  int score = 100 * popcount(s.men) + 250 * popcount(s.kings);
  for (int r = 1; r < 7; ++r) score += 4 * r * popcount(s.men & rank_bits(r));
  score += 10 * popcount(s.men & CENTRE);
  if (s.their_men) score += 8 * popcount(s.men & RANK_1);
  return score;
}

int strong_side(const Side& s, int pieces) {
  const Bitboard empty = DARK & ~(s.men | s.kings | s.their_men | s.their_kings);
  const int endgame = 24 - pieces;  // 0 at the start, up to 22
  int score = 100 * popcount(s.men) + (250 + 4 * endgame) * popcount(s.kings);

  // Advancement, worth more as the board empties.
  static constexpr int ADVANCE[8] = {0, 2, 5, 9, 14, 21, 30, 0};
  int advance = 0;
  for (int r = 1; r < 7; ++r) advance += ADVANCE[r] * popcount(s.men & rank_bits(r));
  score += advance * (16 + endgame) / 16;

  // A man one step from crowning with a free square ahead, or two steps with a free path.
  const Bitboard free_ahead = shift(empty, SOUTH_EAST) | shift(empty, SOUTH_WEST);
  score += 45 * popcount(s.men & rank_bits(6) & free_ahead);
  const Bitboard open_step = empty & rank_bits(6) & free_ahead;
  score += 12 * popcount(s.men & rank_bits(5) &
                         (shift(open_step, SOUTH_EAST) | shift(open_step, SOUTH_WEST)));

  score += 12 * popcount(s.men & CENTRE) + 4 * popcount(s.men & NEAR_CENTRE);
  if (s.their_men && !s.their_kings) {
    const int weight = popcount(s.their_men) >= 4 ? 2 : 1;
    score += weight * (6 * popcount(s.men & GUARD) + 2 * popcount(s.men & CORNER_GUARD));
  }

  // Mobility: quiet steps of men, squares of kings.
  score += 2 * popcount((shift(s.men, NORTH_EAST) | shift(s.men, NORTH_WEST)) & empty);
  if (s.kings) {
    int reach = 0;
    for (const Direction d : DIRECTIONS) reach += popcount(slide_all(s.kings, empty, d));
    score += 2 * reach;
    score += 20 * popcount(s.kings & LONG_DIAGONAL) + 8 * popcount(s.kings & DOUBLE_CORNER);
  }
  return score;
}

bool lone_king(Bitboard side, Bitboard kings) { return popcount(side) == 1 && (side & kings); }

}  // namespace

int material_gain(const Position& pos, const Move& m) {
  return MAN_GAIN * popcount(m.captured & ~pos.kings) +
         KING_GAIN * popcount(m.captured & pos.kings);
}

Score MaterialEval::operator()(const Position& pos) const {
  const Bitboard own = pos.pieces(pos.side), their = pos.pieces(~pos.side);
  return 100 * (popcount(own & ~pos.kings) - popcount(their & ~pos.kings)) +
         250 * (popcount(own & pos.kings) - popcount(their & pos.kings));
}

Score ClassicEval::operator()(const Position& pos) const {
  return classic_side(side_of(pos, pos.side)) - classic_side(side_of(pos, ~pos.side)) + 10;
}

Score rule_scaled(const Position& pos, Score score) {
  // Endgames the draw rules settle: few pieces with a king cannot beat a lone king in time
  // (7.2.8), nor three against one that holds the long diagonal (7.2.7).
  const Bitboard own = pos.pieces(pos.side), their = pos.pieces(~pos.side);
  for (const auto& [lone, strong] : {std::pair{own, their}, std::pair{their, own}}) {
    if (!lone_king(lone, pos.kings) || !(strong & pos.kings)) continue;
    if (popcount(strong) <= 2) return score / 16;
    if (popcount(strong) == 3 && holds_long_diagonal(pos, lone)) return score / 8;
  }
  // Kings on both sides and no great material edge: hard to win.
  if ((own & pos.kings) && (their & pos.kings) && score > -150 && score < 150) score /= 2;
  return score;
}

Score StrongEval::operator()(const Position& pos) const {
  const int pieces = popcount(pos.occupied());
  return rule_scaled(pos, strong_side(side_of(pos, pos.side), pieces) -
                              strong_side(side_of(pos, ~pos.side), pieces) + 5);
}

}  // namespace ply::draughts
