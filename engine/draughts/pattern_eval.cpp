#include "draughts/pattern_eval.h"

#include <algorithm>

#include "draughts/eval.h"
#include "draughts/pattern_weights.h"
#include "draughts/side_view.h"

namespace ply::draughts {

namespace {

// A window's eight dark squares as eight bits: the 4x4 squares from (file, rank) = (2 (w % 3), 2 (w / 3)).
// Its even ranks hold dark squares on its files 0 and 2, its odd ranks on 1 and 3: two ranks' bits
// interleave without overlapping.
constexpr unsigned window_bits(Bitboard b, int window) {
  const Bitboard x = b >> (16 * (window / 3) + 2 * (window % 3));
  const unsigned low = unsigned((x & 0x5) | ((x >> 8) & 0xa));
  const unsigned high = unsigned(((x >> 16) & 0x5) | ((x >> 24) & 0xa));
  return low | high << 4;
}

// Eight bits as base-3 digits: the side to move's men count 1, the opponent's 2.
constexpr std::array<u16, 256> make_ternary() {
  std::array<u16, 256> t{};
  for (unsigned bits = 0; bits < 256; ++bits) {
    unsigned value = 0, power = 1;
    for (int i = 0; i < 8; ++i, power *= 3)
      if (bits >> i & 1) value += power;
    t[bits] = u16(value);
  }
  return t;
}
constexpr auto TERNARY = make_ternary();

struct SideTerms {
  int men, kings, kings_on_long_diagonal, kings_on_double_corner, king_squares, man_steps, men_to_crown,
      men_near_crown;
};

SideTerms side_terms(const Side& s) {
  const Bitboard empty = DARK & ~(s.men | s.kings | s.their_men | s.their_kings);
  SideTerms t{};
  t.men = popcount(s.men);
  t.kings = popcount(s.kings);
  t.kings_on_long_diagonal = popcount(s.kings & LONG_DIAGONAL);
  t.kings_on_double_corner = popcount(s.kings & DOUBLE_CORNER);
  if (s.kings)
    for (const Direction d : DIRECTIONS) t.king_squares += popcount(slide_all(s.kings, empty, d));
  t.man_steps = popcount((shift(s.men, NORTH_EAST) | shift(s.men, NORTH_WEST)) & empty);
  const Bitboard free_ahead = shift(empty, SOUTH_EAST) | shift(empty, SOUTH_WEST);
  t.men_to_crown = popcount(s.men & rank_bits(6) & free_ahead);
  const Bitboard open_step = empty & rank_bits(6) & free_ahead;
  t.men_near_crown = popcount(s.men & rank_bits(5) & (shift(open_step, SOUTH_EAST) | shift(open_step, SOUTH_WEST)));
  return t;
}

}  // namespace

int phase_pieces(const Position& pos) { return std::min(popcount(pos.occupied()), PHASE_PIECES); }

FeatureList evaluation_features(const Position& pos) {
  const Side own = side_of(pos, pos.side);
  const SideTerms o = side_terms(own), t = side_terms(side_of(pos, ~pos.side));
  FeatureList f{{{TEMPO, 1},
                 {OWN_MEN, o.men}, {THEIR_MEN, t.men},
                 {OWN_KINGS, o.kings}, {THEIR_KINGS, t.kings},
                 {OWN_KINGS_ON_LONG_DIAGONAL, o.kings_on_long_diagonal}, {THEIR_KINGS_ON_LONG_DIAGONAL, t.kings_on_long_diagonal},
                 {OWN_KINGS_ON_DOUBLE_CORNER, o.kings_on_double_corner}, {THEIR_KINGS_ON_DOUBLE_CORNER, t.kings_on_double_corner},
                 {OWN_KING_SQUARES, o.king_squares}, {THEIR_KING_SQUARES, t.king_squares},
                 {OWN_MAN_STEPS, o.man_steps}, {THEIR_MAN_STEPS, t.man_steps},
                 {OWN_MEN_TO_CROWN, o.men_to_crown}, {THEIR_MEN_TO_CROWN, t.men_to_crown},
                 {OWN_MEN_NEAR_CROWN, o.men_near_crown}, {THEIR_MEN_NEAR_CROWN, t.men_near_crown}}};
  for (int w = 0; w < WINDOWS; ++w) {
    const int state = TERNARY[window_bits(own.men, w)] + 2 * TERNARY[window_bits(own.their_men, w)];
    f[std::size_t(TERM_COUNT + w)] = {window_feature(w, state), 1};
  }
  return f;
}

Score PatternEval::operator()(const Position& pos) const {
  int opening = 0, ending = 0;
  for (const auto [feature, value] : evaluation_features(pos)) {
    opening += PATTERN_WEIGHTS[feature][0] * value;
    ending += PATTERN_WEIGHTS[feature][1] * value;
  }
  const int p = phase_pieces(pos);
  return rule_scaled(pos, (opening * p + ending * (PHASE_PIECES - p)) / (PHASE_PIECES * WEIGHTS_PER_UNIT));
}

}  // namespace ply::draughts
