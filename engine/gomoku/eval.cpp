#include "gomoku/eval.h"

#include <iterator>

#include "gomoku/eval_weights.h"

namespace ply::gomoku {

static_assert(std::size(TERM_WEIGHT_VALUES) == TERM_COUNT);
const std::array<int, TERM_COUNT> TERM_WEIGHTS = std::to_array(TERM_WEIGHT_VALUES);

namespace {

// The terms; on_foul(c, own) is told of each cell left out as a foul of Black's (own: Black is the
// side to move), whose combination then counts for nothing either.
template <typename OnFoul>
Terms terms_of(const PatternBoard& b, Stone side, OnFoul on_foul) {
  const Stone op = opponent(side);
  Terms terms{};
  terms[TEMPO] = 1;
  for (int p = B2; p <= F4; ++p) {
    terms[own_lines(Pattern(p))] = b.pattern_count(side, Pattern(p));
    terms[their_lines(Pattern(p))] = b.pattern_count(op, Pattern(p));
  }
  for (int stones = 1; stones < WIN_LENGTH; ++stones) {
    terms[own_windows(stones)] = b.live_windows(side, stones);
    terms[their_windows(stones)] = b.live_windows(op, stones);
  }
  terms[EMPTY_WINDOWS] = b.live_windows(side, 0);

  // Only lines with a three or better can combine into a double threat.
  const bool mine_possible = b.pattern_count(side, F3) + b.pattern_count(side, B4) >= 2;
  const bool theirs_possible = b.pattern_count(op, F3) + b.pattern_count(op, B4) >= 2;
  if (!mine_possible && !theirs_possible) return terms;
  bool own_four_three = false, own_double_three = false;
  int theirs = 0;
  // Under renju Black's fouls are no threat at all: neither a double threat nor the lines through
  // them.
  const bool renju = b.rule() == Rule::RENJU;
  const auto drop_foul_lines = [&](const CellThreat& t, bool own) {
    for (const Pattern p : t.line)
      if (p >= B2 && p <= F4) --terms[own ? own_lines(p) : their_lines(p)];
  };
  b.for_each_candidate([&](Cell c) {
    if (mine_possible) {
      const CellThreat t = b.threat(c, side);
      const bool foul = renju && side == BLACK && !b.allowed(c, BLACK);
      if (foul) {
        drop_foul_lines(t, true);
        on_foul(c, true);
      } else {
        own_four_three |= t.four_three();
        own_double_three |= t.double_three();
      }
    }
    if (theirs_possible) {
      const CellThreat t = b.threat(c, op);
      const bool foul = renju && op == BLACK && !b.allowed(c, BLACK);
      if (foul) {
        drop_foul_lines(t, false);
        on_foul(c, false);
      } else
        theirs += t.four_three() || t.double_three();
    }
  });
  const bool they_can_four = b.pattern_count(op, B4) + b.pattern_count(op, F4) > 0;
  if (own_four_three)
    terms[they_can_four ? OWN_FOUR_THREE_AGAINST_FOUR : OWN_FOUR_THREE] = 1;
  else if (own_double_three)
    terms[they_can_four ? OWN_DOUBLE_THREE_AGAINST_FOUR : OWN_DOUBLE_THREE] = 1;
  terms[THEIR_DOUBLE_THREATS] = theirs;
  return terms;
}

}  // namespace

Terms evaluation_terms(const PatternBoard& b, Stone side) {
  return terms_of(b, side, [](Cell, bool) {});
}

Features evaluation_features(const PatternBoard& b, Stone side) {
  Features f{};
  const Stone op = opponent(side);
  for (int c = 0; c < b.size() * b.size(); ++c)
    if (b.empty(Cell(c))) {
      ++f.combos[OWN_COMBOS][COMBO_OF_CODE[b.combo_code_at(Cell(c), side)]];
      ++f.combos[THEIR_COMBOS][COMBO_OF_CODE[b.combo_code_at(Cell(c), op)]];
    }
  f.terms = terms_of(b, side, [&](Cell c, bool own) {
    --f.combos[own ? OWN_COMBOS : THEIR_COMBOS][COMBO_OF_CODE[b.combo_code_at(c, BLACK)]];
  });
  return f;
}

int evaluate(const PatternBoard& b, Stone side) {
  int fouls = 0;
  const Terms terms = terms_of(b, side, [&](Cell c, bool own) {
    const ComboTable t = own ? OWN_COMBOS : THEIR_COMBOS;
    fouls += COMBO_WEIGHT_VALUES[t][COMBO_OF_CODE[b.combo_code_at(c, BLACK)]];
  });
  int sum = b.combo_sum(side, OWN_COMBOS) + b.combo_sum(opponent(side), THEIR_COMBOS) - fouls;
  for (int i = 0; i < TERM_COUNT; ++i) sum += terms[i] * TERM_WEIGHTS[i];
  return sum / WEIGHTS_PER_UNIT;
}

}  // namespace ply::gomoku
