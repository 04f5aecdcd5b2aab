// Level 5's evaluation: the pattern combinations the board keeps, and the evaluation as the weighed
// features the fit learns from.
#include <gtest/gtest.h>

#include <memory>
#include <set>
#include <vector>

#include "core/rng.h"
#include "gomoku/eval.h"
#include "gomoku/eval_weights.h"
#include "gomoku_test_util.h"

namespace ply::gomoku {
namespace {

using testing::position;

// s's combination code on each empty cell, and the weight sums, counted from the cells' patterns.
void expect_combos_recounted(const PatternBoard& b) {
  for (const Stone s : {BLACK, WHITE}) {
    int sums[2] = {};
    for (int c = 0; c < b.size() * b.size(); ++c) {
      if (!b.empty(Cell(c))) continue;
      const CellThreat t = b.threat(Cell(c), s);
      const u16 code = combo_code(t.line[0], t.line[1], t.line[2], t.line[3]);
      ASSERT_EQ(b.combo_code_at(Cell(c), s), code) << "cell " << c;
      for (int table = 0; table < 2; ++table)
        sums[table] += COMBO_WEIGHT_VALUES[table][COMBO_OF_CODE[code]];
    }
    EXPECT_EQ(b.combo_sum(s, OWN_COMBOS), sums[OWN_COMBOS]);
    EXPECT_EQ(b.combo_sum(s, THEIR_COMBOS), sums[THEIR_COMBOS]);
  }
}

TEST(GomokuCombos, EachMultisetOfFourPatternsIsOneCombinationWhateverTheDirections) {
  std::set<int> seen;
  for (int code = 0; code < COMBO_CODES; ++code) seen.insert(COMBO_OF_CODE[code]);
  EXPECT_EQ(int(seen.size()), COMBO_COUNT);
  EXPECT_EQ(COMBO_OF_CODE[combo_code(F3, NONE, B4, B2)],
            COMBO_OF_CODE[combo_code(B2, B4, NONE, F3)]);
  EXPECT_EQ(COMBO_OF_CODE[combo_code(NONE, NONE, NONE, NONE)], 0);
  EXPECT_EQ(combo_name(COMBO_OF_CODE[combo_code(F3, NONE, B4, F3)]), "B4 F3 F3 -");
}

TEST(GomokuCombos, SumsKeptThroughRandomPlayAndUndoEqualARecount) {
  for (const char* start : {"10 freestyle:", "15 freestyle:", "10 renju:", "15 renju:"}) {
    SCOPED_TRACE(start);
    const Position pos = position(start);
    const auto board = std::make_unique<PatternBoard>(pos);
    Rng rng(7);
    for (int round = 0; round < 6; ++round) {
      // Plays on at random near the stones until the game ends or 40 stones more, then takes back
      // some.
      for (int i = 0; i < 40 && !board->five() && !board->full(); ++i) {
        std::vector<Cell> moves;
        board->for_each_candidate([&](Cell c) { moves.push_back(c); });
        board->play(moves[rng.below(u32(moves.size()))], board->count() % 2 ? WHITE : BLACK);
        expect_combos_recounted(*board);
      }
      for (int undo = int(rng.below(u32(board->count()))) + 1; undo > 0; --undo) board->undo();
      expect_combos_recounted(*board);
    }
    while (board->count()) board->undo();
    expect_combos_recounted(*board);
  }
}

TEST(GomokuEval, TheEvaluationIsTheFeaturesTheFitLearnsFromWeighed) {
  for (const char* text : {"15 freestyle: h8 i9 h9 h10 g8 i8 i10 g10 j9",
                           "10 freestyle: e5 f6 f5 d5 e6 e4 g6 h7 e7 e8",
                           "15 renju: h8 i9 h9 h10 g8 i8 i10 g10 j9 a1 j8 a2 g9 a3 k8"}) {
    SCOPED_TRACE(text);
    const PatternBoard board(position(text));
    for (const Stone side : {BLACK, WHITE}) {
      const Features f = evaluation_features(board, side);
      int sum = 0;
      for (int i = 0; i < TERM_COUNT; ++i)
        sum += f.terms[std::size_t(i)] * TERM_WEIGHTS[std::size_t(i)];
      for (int t = 0; t < 2; ++t)
        for (int k = 0; k < COMBO_COUNT; ++k)
          sum += f.combos[std::size_t(t)][std::size_t(k)] * COMBO_WEIGHT_VALUES[t][k];
      EXPECT_EQ(evaluate(board, side), sum / WEIGHTS_PER_UNIT);
    }
  }
}

}  // namespace
}  // namespace ply::gomoku
