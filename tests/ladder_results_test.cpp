// A ladder's results file (cli/ladder.h): how its lines name the players, how the games between two
// of them add up, and where the fit puts the scale.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <fstream>
#include <string>

#include "ladder.h"
#include "reversi/traits.h"

namespace ply::cli {
namespace {

const std::span<const Rung> LADDER = reversi::Traits::Engine::LADDER;

std::string results_file(const std::string& text) {
  const std::string path = testing::TempDir() + "ladder_results_" +
                           testing::UnitTest::GetInstance()->current_test_info()->name() + ".tsv";
  std::ofstream(path) << text;
  return path;
}

std::size_t level(const char* name) { return std::size_t(*level_named(LADDER, name) - 1); }

TEST(LadderResults, ALineNamesLevelsByNameOrOldNumberAndOutsideEnginesByTheirOwnWord) {
  const auto results = read_ladder_results(
      results_file("# a comment\ngreedy random 20 5 5\n3 2 10 0 0\nntest-d12 max 4 2 4\n"), LADDER);
  ASSERT_EQ(results.pairings.size(), 3u);
  EXPECT_EQ(results.pairings[0].a, level("greedy"));
  EXPECT_EQ(results.pairings[0].b, level("random"));
  EXPECT_EQ(results.pairings[1].a, 2u);
  ASSERT_EQ(results.outside.size(), 1u);
  EXPECT_EQ(results.outside[0], "ntest-d12");
  EXPECT_EQ(results.pairings[2].a, LADDER.size());
  EXPECT_EQ(results.pairings[2].b, LADDER.size() - 1);
}

TEST(LadderResults, TheGamesBetweenTwoPlayersAddUpOverLinesInEitherOrder) {
  const auto results = read_ladder_results(
      results_file("greedy random 10 0 0\nrandom greedy 1 2 3\nminimax greedy 5 5 5\n"), LADDER);
  EXPECT_EQ(games_between(results.pairings, level("random"), level("greedy")), 16);
  EXPECT_EQ(games_between(results.pairings, level("greedy"), level("minimax")), 15);
  EXPECT_EQ(games_between(results.pairings, level("random"), level("minimax")), 0);
}

TEST(LadderResults, WithoutGivenEloTheRandomMoverIsTheScalesZeroAndUnplayedLevelsUnmeasured) {
  // 75% is 191 Elo under the logistic model; the fit's prior draw pulls it in a little.
  const auto ratings = fit_ladder(
      read_ladder_results(results_file("greedy random 75 0 25\n"), LADDER), LADDER.size());
  ASSERT_TRUE(ratings);
  EXPECT_EQ((*ratings)[0].elo, 0);
  EXPECT_NEAR((*ratings)[level("greedy")].elo, 191, 5);
  EXPECT_TRUE(std::isnan((*ratings)[level("minimax")].elo));
}

TEST(LadderResults, GivenEloPinTheOutsidePlayersAndTheLevelsFallBetweenThem) {
  // greedy scores 75% against sf-a (given 1400) and 25% against sf-b (1800): it stands midway;
  // the games between the pinned players move neither.
  const auto results = read_ladder_results(
      results_file("elo sf-a 1400\nelo sf-b 1800\ngreedy random 50 0 50\n"
                   "greedy sf-a 75 0 25\ngreedy sf-b 25 0 75\nsf-a sf-b 100 0 0\n"),
      LADDER);
  ASSERT_EQ(results.given.size(), 2u);
  const auto ratings = fit_ladder(results, LADDER.size());
  ASSERT_TRUE(ratings);
  EXPECT_NEAR((*ratings)[LADDER.size()].elo, 1400, 1e-9);
  EXPECT_NEAR((*ratings)[LADDER.size() + 1].elo, 1800, 1e-9);
  EXPECT_NEAR((*ratings)[level("greedy")].elo, 1600, 1);
  EXPECT_NEAR((*ratings)[0].elo, 1600, 1);
  EXPECT_GT((*ratings)[0].margin, 0);
}

TEST(LadderResults, PlayersNotJoinedToTheRandomMoverHaveNoFit) {
  EXPECT_FALSE(fit_ladder(read_ladder_results(results_file("minimax greedy 5 0 5\n"), LADDER),
                          LADDER.size()));
}

TEST(LadderResults, ADamagedLineIsRefusedWithItsNumber) {
  for (const char* text : {"greedy random 1 2\n", "greedy greedy 1 2 3\n", "elo greedy 100\n",
                           "greedy random 1 2 3 4\n", "greedy random -1 0 0\n", "elo x nan\n"})
    EXPECT_EXIT(
        read_ladder_results(results_file(std::string("random greedy 1 0 0\n") + text), LADDER),
        testing::ExitedWithCode(EXIT_BAD_INPUT), "line 2 is not")
        << text;
}

}  // namespace
}  // namespace ply::cli
