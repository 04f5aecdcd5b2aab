// The ladders of levels (core/ladder.h): how a level is named, what the five old levels became, how
// a skill level chooses, and each game's ladder as the page and the CLI rely on it.
#include <gtest/gtest.h>

#include <set>
#include <vector>

#include "games.h"
#include "ladder_test_util.h"

namespace ply {
namespace {

constexpr Rung SMALL[] = {
    {.name = "random", .play = Play::RANDOM, .elo = 0, .legacy = 1},
    {.name = "greedy", .play = Play::GREEDY, .elo = 120, .legacy = 2},
    {.name = "novice", .play = Play::SKILL, .depth = 1, .temperature = 4, .elo = 300},
    {.name = "max", .play = Play::STRONG, .elo = 900, .legacy = 5},
};

TEST(Ladder, ALevelIsNamedByItsNumberItsNameOrMax) {
  EXPECT_EQ(level_named(SMALL, "3"), 3);
  EXPECT_EQ(level_named(SMALL, "novice"), 3);
  EXPECT_EQ(level_named(SMALL, "max"), 4);
  for (const char* bad : {"0", "5", "", "-1", "3x", "expert", "99999999999"})
    EXPECT_EQ(level_named(SMALL, bad), std::nullopt) << bad;
}

TEST(Ladder, AnEloPicksTheNearestLevel) {
  EXPECT_EQ(level_nearest(SMALL, -500), 1);
  EXPECT_EQ(level_nearest(SMALL, 250), 3);
  EXPECT_EQ(level_nearest(SMALL, 610), 4);
  EXPECT_EQ(level_nearest(SMALL, 5000), 4);
}

TEST(Ladder, AnEloPicksOnlyAmongMeasuredLevels) {
  constexpr Rung PARTLY[] = {
      {.name = "random", .play = Play::RANDOM, .elo = 0},
      {.name = "club", .play = Play::STRONG, .nodes = 10, .elo = 800},
      {.name = "max", .play = Play::STRONG, .elo = 0},
  };
  EXPECT_EQ(level_nearest(PARTLY, 100), 1);
  EXPECT_EQ(level_nearest(PARTLY, 3000), 2) << "max is not measured yet";
  EXPECT_EQ(top_elo(PARTLY), 800);
}

TEST(Ladder, AnOldLevelPlaysTheRungThatPlayedAsItDid) {
  EXPECT_EQ(level_of_legacy(SMALL, 1), 1);
  EXPECT_EQ(level_of_legacy(SMALL, 2), 2);
  EXPECT_EQ(level_of_legacy(SMALL, 4), 1) << "none was 4";
  EXPECT_EQ(level_of_legacy(SMALL, 5), 4);
}

TEST(Ladder, ALevelAboveTheLadderPlaysItsTop) {
  EXPECT_EQ(rung_of(SMALL, LEVEL_TOP).name, "max");
  EXPECT_EQ(rung_of(SMALL, 0).name, "random");
}

TEST(SkillChoice, NeverAMoveThatLosesMoreThanThreeTemperatures) {
  const std::vector<double> values = {1.0, 0.5, -2.5, -9.0};
  std::set<std::size_t> chosen;
  for (int i = 0; i < 1000; ++i) chosen.insert(skill_choice(values, 1.0, i / 1000.0));
  EXPECT_EQ(chosen, (std::set<std::size_t>{0, 1})) << "-2.5 loses 3.5, -9 loses 10";
}

TEST(SkillChoice, TheBestMoveIsTheLikeliestAndWeightsHalveAtOneTemperature) {
  const std::vector<double> values = {0.0, -1.0};  // weights 1 and 1/2: the best two thirds
  int best = 0;
  for (int i = 0; i < 3000; ++i) best += skill_choice(values, 1.0, i / 3000.0) == 0;
  EXPECT_EQ(best, 2000);
}

// Every game's ladder: ten levels or more, one-word names none twice, "max" on top, each of the
// five old levels on one rung, and the strong rungs' node budgets growing.
TEST(GameLadders, EachHasTenLevelsOrMoreWithTheOldFiveOnTheirRungs) {
  for_each_game([]<typename T>() {
    const std::span<const Rung> ladder = T::Engine::LADDER;
    SCOPED_TRACE(std::string(T::NAME));
    EXPECT_GE(ladder.size(), 10u);
    EXPECT_EQ(ladder.back().name, "max");
    EXPECT_EQ(ladder.back().nodes, 0u);
    EXPECT_EQ(ladder.front().play, Play::RANDOM);
    std::set<std::string_view> names;
    std::set<int> legacy;
    u64 nodes = 0;
    for (const Rung& rung : ladder) {
      EXPECT_TRUE(names.insert(rung.name).second) << rung.name << " twice";
      EXPECT_EQ(rung.name.find(' '), std::string_view::npos);
      EXPECT_FALSE(level_named(ladder, rung.name) == std::nullopt);
      if (rung.legacy) {
        EXPECT_TRUE(legacy.insert(rung.legacy).second) << rung.name;
      }
      if (rung.play == Play::SKILL) {
        EXPECT_GT(rung.temperature, 0) << rung.name;
      }
      if (rung.play == Play::STRONG && rung.nodes) {
        EXPECT_GT(rung.nodes, nodes) << rung.name;
        nodes = rung.nodes;
      }
    }
    EXPECT_EQ(legacy, (std::set<int>{1, 2, 3, 4, 5}));
  });
}

// A level's move in a position is the same for the same seed; where the level does not search the
// engine's table (the bots, the skill levels with their own), also from an engine that has searched
// before.
TEST(GameLadders, EveryLevelPlaysTheSameMoveForTheSameSeed) {
  for_each_game([]<typename T>() {
    SCOPED_TRACE(std::string(T::NAME));
    const typename T::Position start = T::start();
    typename T::Engine warm(1);
    Request deep;
    deep.max_nodes = 20000;
    (void)warm.choose(start, deep);
    for (const int level : ply::testing::one_level_of_each_kind(T::Engine::LADDER)) {
      if (level == int(T::Engine::LADDER.size())) continue;  // full strength: a time budget
      Request request;
      request.level = level;
      request.seed = 99;
      request.max_nodes = 5000;
      typename T::Engine fresh(1), again(1);
      const auto a = fresh.choose(start, request).move;
      EXPECT_TRUE(a == again.choose(start, request).move) << "level " << level;
      const Play play = T::Engine::LADDER[std::size_t(level - 1)].play;
      if (play != Play::STRONG && play != Play::CLASSIC) {
        EXPECT_TRUE(a == warm.choose(start, request).move)
            << "level " << level << " after a search";
      }
    }
  });
}

}  // namespace
}  // namespace ply
