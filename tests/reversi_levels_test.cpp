#include <gtest/gtest.h>

#include <set>

#include "ladder_test_util.h"
#include "reversi/endgame/solve.h"
#include "reversi/engine.h"
#include "reversi/eval.h"
#include "reversi_test_util.h"

namespace ply::reversi {
namespace {

using testing::random_position;

bool is_legal(const Position& pos, int move) {
  if (move == PASS) return must_pass(pos);
  return move >= 0 && move < 64 && (legal_moves(pos) & bit(move));
}

std::vector<Position> sample_positions() {
  std::vector<Position> positions = {start_position()};
  for (u64 seed = 1; seed <= 12; ++seed) {
    const Position pos = random_position(seed, int(seed * 5 % 58));
    if (!is_over(pos)) positions.push_back(pos);
  }
  // A forced pass: White's only move is to pass.
  positions.push_back(testing::position(testing::WHITE_MUST_PASS));
  return positions;
}

TEST(ReversiLevels, EveryLevelReturnsALegalMove) {
  Engine engine(1);
  for (int level = 1; level <= int(Engine::LADDER.size()); ++level) {
    for (const Position& pos : sample_positions()) {
      Request request;
      request.level = level;
      request.max_nodes = 20000;
      request.seed = 7;
      const Decision d = engine.choose(pos, request);
      EXPECT_TRUE(is_legal(pos, d.move))
          << "level " << level << " played " << move_to_string(d.move) << " in " << to_string(pos);
    }
  }
}

TEST(ReversiLevels, GreedyLevelFlipsTheMostDiscs) {
  Engine engine(1);
  for (const Position& pos : sample_positions()) {
    if (must_pass(pos)) continue;
    int most = 0;
    for (Bitboard m = legal_moves(pos); m; m &= m - 1)
      most = std::max(most, popcount(flips(first_square(m), pos.player, pos.opponent)));
    for (u64 seed = 1; seed <= 5; ++seed) {
      Request request;
      request.level = ply::testing::level(Engine::LADDER, "greedy");
      request.seed = seed;
      const int move = engine.choose(pos, request).move;
      EXPECT_EQ(popcount(flips(move, pos.player, pos.opponent)), most) << to_string(pos);
    }
  }
}

TEST(ReversiLevels, RandomAndGreedyLevelsBreakTiesAtRandomButReproducibly) {
  Engine engine(1);
  for (const int level : {ply::testing::level(Engine::LADDER, "random"),
                          ply::testing::level(Engine::LADDER, "greedy")}) {
    std::set<int> chosen;
    for (u64 seed = 1; seed <= 40; ++seed) {
      Request request;
      request.level = level;
      request.seed = seed;
      const int move = engine.choose(start_position(), request).move;
      EXPECT_EQ(move, engine.choose(start_position(), request).move) << "same seed, same move";
      chosen.insert(move);
    }
    // All four opening moves flip one disc: each should come up.
    EXPECT_EQ(chosen.size(), 4u) << "level " << level;
  }
}

// Plain minimax written out from the rules alone, as the specification of level 3.
int reference_minimax(const Position& pos, int depth) {
  if (is_over(pos)) {
    const int margin = final_margin(pos.player, pos.opponent);
    return margin > 0 ? 100000 + margin : margin < 0 ? -100000 + margin : 0;
  }
  if (depth == 0) return popcount(pos.player) - popcount(pos.opponent);
  Bitboard moves = legal_moves(pos);
  if (!moves) return -reference_minimax(play(pos, PASS), depth - 1);
  int best = -1000000;
  for (; moves; moves &= moves - 1)
    best = std::max(best, -reference_minimax(play(pos, first_square(moves)), depth - 1));
  return best;
}

TEST(ReversiLevels, MinimaxLevelPlaysAMoveThatPlainMinimaxRatesBest) {
  Engine engine(1);
  for (const Position& pos : sample_positions()) {
    if (must_pass(pos)) continue;
    int best = -1000000;
    for (Bitboard m = legal_moves(pos); m; m &= m - 1)
      best = std::max(best, -reference_minimax(play(pos, first_square(m)), 2));
    for (u64 seed = 1; seed <= 3; ++seed) {
      Request request;
      request.level = ply::testing::level(Engine::LADDER, "minimax");
      request.seed = seed;
      const Decision d = engine.choose(pos, request);
      EXPECT_EQ(-reference_minimax(play(pos, d.move), 2), best) << to_string(pos);
      if (std::abs(best) < 1000) {
        EXPECT_DOUBLE_EQ(d.thinking.score, best) << to_string(pos);
      }
    }
  }
}

TEST(ReversiLevels, StrongLevelPlaysAnExactlyBestMoveNearTheEnd) {
  Engine engine(4);
  for (u64 seed = 20; seed < 26; ++seed) {
    const Position pos = random_position(seed, 48);
    if (is_over(pos) || must_pass(pos)) continue;
    const Solution truth = solve(pos);
    Request request;
    request.level = LEVEL_TOP;
    request.time_ms = 5000;
    const Decision d = engine.choose(pos, request);
    EXPECT_TRUE(d.thinking.exact);
    EXPECT_EQ(d.thinking.score, truth.score);
    EXPECT_EQ(-solve(play(pos, d.move)).score, truth.score) << to_string(pos);
  }
}

// Scores swing between odd and even depths, so on several threads every thread searches even depths
// only (POLICY.even_depths_on_threads): the main search reports depth 1, then even depths, and its
// depth limit.
TEST(ReversiLevels, OnSeveralThreadsTheStrongLevelSearchesEvenDepthsOnly) {
  const Position midgame =
      testing::position("---OX-----XO-----XXOX-O-XOOOXOO--OOOOOO--O-OXO-----O--O----O---O X");
  const auto depths = [&](int threads) {
    Engine engine(16);
    Request request;
    request.level = LEVEL_TOP;
    request.max_depth = 9;
    request.threads = threads;
    std::vector<int> reported;
    engine.choose(midgame, request, [&](const Thinking& t) {
      reported.push_back(t.depth);
      return true;
    });
    return reported;
  };
  EXPECT_EQ(depths(1), (std::vector<int>{1, 2, 3, 4, 5, 6, 7, 8, 9}));
  EXPECT_EQ(depths(2), (std::vector<int>{1, 2, 4, 6, 8, 9}));
}

TEST(ReversiLevels, ProgressReturningFalseStopsTheSearch) {
  Engine engine(1);
  Request request;
  request.level = LEVEL_TOP;
  request.time_ms = 60000;
  int reports = 0;
  const Decision d = engine.choose(start_position(), request, [&](const Thinking&) {
    ++reports;
    return false;
  });
  EXPECT_EQ(reports, 1);
  EXPECT_TRUE(is_legal(start_position(), d.move));
}

TEST(ReversiLevels, TimeBudgetEndsTheSearch) {
  Engine engine(1);
  Request request;
  request.level = LEVEL_TOP;
  request.time_ms = 100;
  const Decision d = engine.choose(random_position(3, 12), request);
  // The first iteration takes far less than the budget, which ends the rest. Generous bound: this
  // is no timing test.
  EXPECT_LT(d.thinking.time_ms, 5000);
  EXPECT_GE(d.thinking.depth, 1);
}

// The budget on a node clock (deterministic): whatever the stage, the midgame search, the solve
// after it or the solve at once, level 5 spends at most a tenth more than it was given.
TEST(ReversiLevels, StrongLevelNeverOverrunsItsNodeBudgetByMoreThanATenth) {
  constexpr u64 BUDGET = 100000;
  Engine engine(4);
  int positions = 0;
  for (u64 seed = 1; seed <= 60; ++seed) {
    const Position pos = random_position(seed, int(4 + seed % 56));
    if (is_over(pos)) continue;
    ++positions;
    Request request;
    request.level = LEVEL_TOP;
    request.max_nodes = BUDGET;
    engine.clear();
    const Decision d = engine.choose(pos, request);
    EXPECT_LE(d.thinking.nodes, BUDGET + BUDGET / 10) << to_string(pos);
    EXPECT_TRUE(is_legal(pos, d.move)) << to_string(pos);
  }
  EXPECT_GT(positions, 40);
}

}  // namespace
}  // namespace ply::reversi
