// The shared search, checked on Reversi: alpha-beta with its table must find the same score as a
// full-width minimax, at every depth.
#include <gtest/gtest.h>

#include "core/basic_levels.h"
#include "core/search.h"
#include "reversi/eval.h"
#include "reversi/game.h"
#include "reversi_test_util.h"

namespace ply {
namespace {

using reversi::Reversi;

template <typename Eval>
void expect_alpha_beta_equals_minimax(int depth) {
  TranspositionTable tt(1);
  for (u64 seed = 1; seed <= 10; ++seed) {
    const reversi::Position pos = reversi::testing::random_position(seed, int(8 + seed * 4));
    if (reversi::is_over(pos)) continue;
    AlphaBeta<Reversi, Eval> search(tt, Eval{});
    Limits limits;
    limits.max_depth = depth;
    const auto info = search.run(pos, limits);
    EXPECT_EQ(info.depth, depth);
    EXPECT_EQ(info.score, minimax<Reversi>(pos, depth, Eval{})) << reversi::to_string(pos);
    ASSERT_FALSE(info.pv.empty());
    // The first move of the line leads to the score found.
    EXPECT_EQ(-minimax<Reversi>(Reversi::play(pos, info.pv[0]), depth - 1, Eval{}, 1), info.score);
  }
}

TEST(CoreSearch, AlphaBetaFindsTheMinimaxScoreOnDiscDifference) {
  for (int depth = 1; depth <= 5; ++depth) expect_alpha_beta_equals_minimax<reversi::DiscDifference>(depth);
}

TEST(CoreSearch, AlphaBetaFindsTheMinimaxScoreOnTheStrongEvaluation) {
  for (int depth = 1; depth <= 4; ++depth) expect_alpha_beta_equals_minimax<reversi::StrongEval>(depth);
}

TEST(CoreSearch, NodeBudgetKeepsTheLastCompletedIteration) {
  TranspositionTable tt(1);
  AlphaBeta<Reversi, reversi::StrongEval> search(tt, {});
  Limits limits;
  limits.max_nodes = 5000;
  const auto info = search.run(reversi::start_position(), limits);
  EXPECT_GE(info.depth, 1);
  EXPECT_LT(info.depth, 20);
  ASSERT_FALSE(info.pv.empty());
  EXPECT_TRUE(reversi::legal_moves(reversi::start_position()) & reversi::bit(info.pv[0]));
}

TEST(CoreSearch, ReportsEachIterationInOrder) {
  TranspositionTable tt(1);
  AlphaBeta<Reversi, reversi::StrongEval> search(tt, {});
  Limits limits;
  limits.max_depth = 6;
  std::vector<int> depths;
  search.run(reversi::start_position(), limits, [&](const SearchInfo<Reversi>& info) {
    depths.push_back(info.depth);
    return true;
  });
  EXPECT_EQ(depths, (std::vector<int>{1, 2, 3, 4, 5, 6}));
}

TEST(CoreSearch, WonGameScoresBeyondEveryEvaluation) {
  EXPECT_TRUE(is_decisive(won_by(100, 10)));
  EXPECT_TRUE(is_decisive(lost_by(6400, 60)));
  EXPECT_FALSE(is_decisive(SCORE_EVAL_MAX));
  EXPECT_GT(won_by(100, 10), won_by(100, 12)) << "a quicker win is better";
  EXPECT_EQ(score_from_tt(score_to_tt(won_by(300, 9), 4), 4), won_by(300, 9));
}

}  // namespace
}  // namespace ply
