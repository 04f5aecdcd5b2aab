// A game's options (core/options.h): declared by the game, set by name into one bag, each value
// checked against its declaration.
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "games.h"

namespace ply {
namespace {

constexpr OptionSpec DECLARED[] = {
    {"aggressiveness", OptionType::NUMBER, 0.5, 1.0, 0.8, 0.05, true},
    {"width", OptionType::WHOLE, 1, 9, 3, 1, false},
};

TEST(GameOptions, ADeclaredOptionInRangeIsSetInTheBag) {
  OptionBag bag;
  EXPECT_EQ(set_option(DECLARED, bag, "aggressiveness", 0.55), "");
  EXPECT_EQ(set_option(DECLARED, bag, "width", 9), "");
  EXPECT_EQ(bag.get("aggressiveness"), 0.55);
  EXPECT_EQ(bag.get("width", 3), 9);
}

TEST(GameOptions, AnUnsetOptionIsAbsentAndReadsAsTheFallback) {
  const OptionBag bag;
  EXPECT_TRUE(bag.empty());
  EXPECT_FALSE(bag.get("aggressiveness").has_value());
  EXPECT_EQ(bag.get("aggressiveness", 0.8), 0.8);
}

TEST(GameOptions, SettingAnOptionTwiceKeepsTheLastValue) {
  OptionBag bag;
  set_option(DECLARED, bag, "width", 2);
  set_option(DECLARED, bag, "width", 5);
  EXPECT_EQ(bag.get("width"), 5);
}

TEST(GameOptions, AnUnknownNameIsAnErrorNamingTheGamesOptionsAndChangesNothing) {
  OptionBag bag;
  const std::string error = set_option(DECLARED, bag, "probcut", 1);
  EXPECT_NE(error.find("unknown option 'probcut'"), std::string::npos) << error;
  EXPECT_NE(error.find("aggressiveness, width"), std::string::npos) << error;
  EXPECT_TRUE(bag.empty());
  EXPECT_NE(set_option({}, bag, "aggressiveness", 0.8).find("options: none"), std::string::npos);
}

TEST(GameOptions, AValueOutsideTheRangeOrNoNumberIsAnErrorAndChangesNothing) {
  OptionBag bag;
  for (const double bad : {0.49, 1.01, -1.0, std::nan(""), 1.0 / 0.0}) {
    const std::string error = set_option(DECLARED, bag, "aggressiveness", bad);
    EXPECT_EQ(error, "aggressiveness must be a number in 0.5..1") << bad;
  }
  EXPECT_TRUE(bag.empty());
}

TEST(GameOptions, AWholeOptionRefusesAFraction) {
  OptionBag bag;
  EXPECT_EQ(set_option(DECLARED, bag, "width", 2.5), "width must be a whole number in 1..9");
  EXPECT_TRUE(bag.empty());
}

TEST(GameOptions, EveryGameDeclaresAFewDistinctNamesWithTheirDefaultsInRange) {
  for_each_game([]<typename T>() {
    std::set<std::string_view> names;
    EXPECT_LE(options_of<T>().size(), std::size_t(OptionBag::CAPACITY)) << T::NAME;
    for (const OptionSpec& spec : options_of<T>()) {
      EXPECT_TRUE(names.insert(spec.name).second) << T::NAME << ": " << spec.name;
      EXPECT_LE(spec.min, spec.default_value) << T::NAME << ": " << spec.name;
      EXPECT_LE(spec.default_value, spec.max) << T::NAME << ": " << spec.name;
      EXPECT_GT(spec.step, 0) << T::NAME << ": " << spec.name;
      EXPECT_EQ(option_value_error(spec, spec.default_value), "") << T::NAME << ": " << spec.name;
    }
  });
}

TEST(GameOptions,
     GomokuOffersItsAggressivenessReversiMeasuresItsProbCutChessItsNetworkDraughtsItsBook) {
  const auto gomoku = options_of<gomoku::Traits>();
  ASSERT_NE(find_option(gomoku, "aggressiveness"), nullptr);
  EXPECT_TRUE(find_option(gomoku, "aggressiveness")->on_page);
  const auto reversi = options_of<reversi::Traits>();
  ASSERT_NE(find_option(reversi, "probcut"), nullptr);
  EXPECT_FALSE(find_option(reversi, "probcut")->on_page);
  const auto chess = options_of<chess::Traits>();
  ASSERT_NE(find_option(chess, "network"), nullptr);
  EXPECT_FALSE(find_option(chess, "network")->on_page);
  const auto draughts = options_of<draughts::Traits>();
  ASSERT_NE(find_option(draughts, "book"), nullptr);
  EXPECT_FALSE(find_option(draughts, "book")->on_page);
}

}  // namespace
}  // namespace ply
