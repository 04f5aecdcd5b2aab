#include "gomoku/eval.h"

namespace ply::gomoku {

const std::array<int, TERM_COUNT> TERM_WEIGHTS = {
#include "gomoku/eval_weights.h"
};

Terms evaluation_terms(const PatternBoard& b, Stone side) {
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
  // Under renju Black's fouls are no threat at all: neither a double threat nor the lines through them.
  const bool renju = b.rule() == Rule::RENJU;
  const auto drop_foul_lines = [&](const CellThreat& t, bool own) {
    for (const Pattern p : t.line)
      if (p >= B2 && p <= F4) --terms[own ? own_lines(p) : their_lines(p)];
  };
  b.for_each_candidate([&](Cell c) {
    if (mine_possible) {
      const CellThreat t = b.threat(c, side);
      const bool foul = renju && side == BLACK && !b.allowed(c, BLACK);
      if (foul) drop_foul_lines(t, true);
      else {
        own_four_three |= t.four_three();
        own_double_three |= t.double_three();
      }
    }
    if (theirs_possible) {
      const CellThreat t = b.threat(c, op);
      const bool foul = renju && op == BLACK && !b.allowed(c, BLACK);
      if (foul) drop_foul_lines(t, false);
      else theirs += t.four_three() || t.double_three();
    }
  });
  const bool they_can_four = b.pattern_count(op, B4) + b.pattern_count(op, F4) > 0;
  if (own_four_three) terms[they_can_four ? OWN_FOUR_THREE_AGAINST_FOUR : OWN_FOUR_THREE] = 1;
  else if (own_double_three) terms[they_can_four ? OWN_DOUBLE_THREE_AGAINST_FOUR : OWN_DOUBLE_THREE] = 1;
  terms[THEIR_DOUBLE_THREATS] = theirs;
  return terms;
}

}  // namespace ply::gomoku
