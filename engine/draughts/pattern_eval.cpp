#include "draughts/pattern_eval.h"

#include <algorithm>

#include "draughts/eval.h"
#include "draughts/pattern_weights.h"
#include "draughts/side_view.h"

namespace ply::draughts {

namespace {

// A window's eight dark squares as eight bits: the 4x4 squares from (file, rank) = (2 (w % 3), 2 (w
// / 3)). Its even ranks hold dark squares on its files 0 and 2, its odd ranks on 1 and 3: two
// ranks' bits interleave without overlapping.
constexpr unsigned window_bits(Bitboard b, int window) {
  const Bitboard x = b >> (16 * (window / 3) + 2 * (window % 3));
  const unsigned low = unsigned((x & 0x5) | ((x >> 8) & 0xa));
  const unsigned high = unsigned(((x >> 16) & 0x5) | ((x >> 24) & 0xa));
  return low | high << 4;
}

// Eight bits as base-3 digits (a1, b2, c1, d2, a3, b4, c3, d4 in window 0): the side to move's men
// count 1, the opponent's 2. Seen from Black's side the board is turned: window w is window 8 - w
// and its squares come in the reverse order.
constexpr std::array<u16, 256> make_ternary(bool reversed) {
  std::array<u16, 256> t{};
  for (unsigned bits = 0; bits < 256; ++bits) {
    unsigned value = 0, power = 1;
    for (int i = 0; i < 8; ++i, power *= 3)
      if (bits >> (reversed ? 7 - i : i) & 1) value += power;
    t[bits] = u16(value);
  }
  return t;
}
constexpr auto TERNARY = make_ternary(false), TERNARY_TURNED = make_ternary(true);

struct SideTerms {
  int men, kings, kings_on_long_diagonal, kings_on_double_corner, king_squares, man_steps,
      men_to_crown, men_near_crown;
};

// A side's terms on the board as it stands (no turning: the diagonals counted are their own mirror
// images), its men walking towards `c`'s crowning rank.
template <Color c>
SideTerms side_terms(Bitboard men, Bitboard kings, Bitboard empty) {
  constexpr Direction ahead_left = c == WHITE ? NORTH_WEST : SOUTH_WEST,
                      ahead_right = c == WHITE ? NORTH_EAST : SOUTH_EAST;
  constexpr Direction back_left = c == WHITE ? SOUTH_WEST : NORTH_WEST,
                      back_right = c == WHITE ? SOUTH_EAST : NORTH_EAST;
  constexpr Bitboard seventh = rank_bits(c == WHITE ? 6 : 1), sixth = rank_bits(c == WHITE ? 5 : 2);
  SideTerms t{};
  t.men = popcount(men);
  t.kings = popcount(kings);
  t.kings_on_long_diagonal = popcount(kings & LONG_DIAGONAL);
  t.kings_on_double_corner = popcount(kings & DOUBLE_CORNER);
  if (kings)
    for (const Direction d : DIRECTIONS) t.king_squares += popcount(slide_all(kings, empty, d));
  t.man_steps = popcount((shift(men, ahead_left) | shift(men, ahead_right)) & empty);
  const Bitboard free_ahead = shift(empty, back_left) | shift(empty, back_right);
  t.men_to_crown = popcount(men & seventh & free_ahead);
  const Bitboard open_step = empty & seventh & free_ahead;
  t.men_near_crown =
      popcount(men & sixth & (shift(open_step, back_left) | shift(open_step, back_right)));
  return t;
}

}  // namespace

int phase_pieces(const Position& pos) { return std::min(popcount(pos.occupied()), PHASE_PIECES); }

namespace {

// Calls add(feature, value) for every feature of `pos`: the evaluation sums weights as it goes, the
// fit lists them.
template <class Add>
void visit_features(const Position& pos, Add&& add) {
  const Bitboard empty = DARK & ~pos.occupied(), white_men = pos.white & ~pos.kings,
                 black_men = pos.black & ~pos.kings;
  const SideTerms white = side_terms<WHITE>(white_men, pos.white & pos.kings, empty);
  const SideTerms black = side_terms<BLACK>(black_men, pos.black & pos.kings, empty);
  const bool white_moves = pos.side == WHITE;
  const SideTerms& o = white_moves ? white : black;
  const SideTerms& t = white_moves ? black : white;
  add(TEMPO, 1);
  add(OWN_MEN, o.men), add(THEIR_MEN, t.men);
  add(OWN_KINGS, o.kings), add(THEIR_KINGS, t.kings);
  add(OWN_KINGS_ON_LONG_DIAGONAL, o.kings_on_long_diagonal),
      add(THEIR_KINGS_ON_LONG_DIAGONAL, t.kings_on_long_diagonal);
  add(OWN_KINGS_ON_DOUBLE_CORNER, o.kings_on_double_corner),
      add(THEIR_KINGS_ON_DOUBLE_CORNER, t.kings_on_double_corner);
  add(OWN_KING_SQUARES, o.king_squares), add(THEIR_KING_SQUARES, t.king_squares);
  add(OWN_MAN_STEPS, o.man_steps), add(THEIR_MAN_STEPS, t.man_steps);
  add(OWN_MEN_TO_CROWN, o.men_to_crown), add(THEIR_MEN_TO_CROWN, t.men_to_crown);
  add(OWN_MEN_NEAR_CROWN, o.men_near_crown), add(THEIR_MEN_NEAR_CROWN, t.men_near_crown);
  for (int w = 0; w < WINDOWS; ++w) {
    const unsigned white_bits = window_bits(white_men, w), black_bits = window_bits(black_men, w);
    const int state = white_moves ? TERNARY[white_bits] + 2 * TERNARY[black_bits]
                                  : TERNARY_TURNED[black_bits] + 2 * TERNARY_TURNED[white_bits];
    add(window_feature(white_moves ? w : WINDOWS - 1 - w, state), 1);
  }
}

}  // namespace

FeatureList evaluation_features(const Position& pos) {
  FeatureList f{};
  std::size_t n = 0;
  visit_features(pos, [&](int feature, int value) { f[n++] = {feature, value}; });
  return f;
}

Score PatternEval::operator()(const Position& pos) const {
  int opening = 0, ending = 0;
  visit_features(pos, [&](int feature, int value) {
    opening += PATTERN_WEIGHTS[feature][0] * value;
    ending += PATTERN_WEIGHTS[feature][1] * value;
  });
  const int p = phase_pieces(pos);
  return rule_scaled(
      pos, (opening * p + ending * (PHASE_PIECES - p)) / (PHASE_PIECES * WEIGHTS_PER_UNIT));
}

}  // namespace ply::draughts
