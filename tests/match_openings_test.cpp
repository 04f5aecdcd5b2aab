// `ply match`'s openings (cli/match.h): a game's listed openings where it lists some for the start,
// else the generated ones; and gomoku's list itself (engine/gomoku/match_openings.h).
#include <gtest/gtest.h>

#include <cstdlib>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "gomoku/traits.h"
#include "gomoku_test_util.h"
#include "match.h"
#include "reversi/symmetry.h"
#include "reversi/traits.h"

namespace ply::gomoku {
namespace {

using testing::position;

std::vector<std::string> texts(const std::vector<Position>& openings) {
  std::vector<std::string> out;
  for (const Position& pos : openings) out.push_back(position_text(pos));
  return out;
}

TEST(MatchOpenings, AStartWithListedOpeningsPlaysThemInTheListsOrder) {
  const auto openings = texts(cli::balanced_openings<Traits>(3, position("10 freestyle:")));
  ASSERT_EQ(openings.size(), 3u);
  for (std::size_t i = 0; i < openings.size(); ++i) EXPECT_EQ(openings[i], MATCH_OPENINGS[i]);
}

TEST(MatchOpenings, AStartWithMovesPlaysOnlyTheListedOpeningsThatContinueIt) {
  const std::string first = MATCH_OPENINGS[0];
  const std::string start = first.substr(0, first.find(' ', std::string("10 freestyle: ").size()));
  const auto openings = texts(cli::balanced_openings<Traits>(100, position(start)));
  ASSERT_FALSE(openings.empty());
  EXPECT_EQ(openings[0], first);
  for (const std::string& text : openings) EXPECT_EQ(text.rfind(start + " ", 0), 0u) << text;
}

TEST(MatchOpenings, AStartWithoutListedOpeningsGetsGeneratedOnes) {
  for (const std::string start : {"15 freestyle:", "10 standard:"}) {
    const auto openings = cli::balanced_openings<Traits>(5, position(start));
    ASSERT_EQ(openings.size(), 5u) << start;
    for (const Position& pos : openings) {
      EXPECT_EQ(pos.count, Traits::OPENING_PLIES) << start;
      EXPECT_EQ(position_text(pos).rfind(start + " ", 0), 0u) << start;
    }
  }
}

// Each listed opening: 10x10 freestyle, two black and two white stones on the 3x3 cells around the
// centre (the cells the generated openings use), Black to move, and no two the same game (one of
// the board's eight symmetries turning one into the other).
TEST(MatchOpenings, GomokusListIsTwoStonesEachAroundTheCentreAndNoGameTwice) {
  using Stones = std::set<std::pair<int, int>>;  // (column, row)
  std::set<std::pair<Stones, Stones>> games;     // black's, white's
  for (const char* text : MATCH_OPENINGS) {
    const Position pos = position(text);
    EXPECT_EQ(pos.size, 10) << text;
    EXPECT_EQ(pos.rule, Rule::FREESTYLE) << text;
    ASSERT_EQ(pos.count, 4) << text;
    const int last = pos.size - 1;
    std::pair<Stones, Stones> canonical;  // the least of its eight images
    for (int symmetry = 0; symmetry < 8; ++symmetry) {
      std::pair<Stones, Stones> game;
      for (int i = 0; i < pos.count; ++i) {
        int column = pos.column(pos.moves[i]), row = pos.row(pos.moves[i]);
        EXPECT_LE(std::abs(column - pos.size / 2), 1) << text;
        EXPECT_LE(std::abs(row - pos.size / 2), 1) << text;
        if (symmetry & 1) column = last - column;
        if (symmetry & 2) row = last - row;
        if (symmetry & 4) std::swap(column, row);
        (i % 2 ? game.second : game.first).insert({column, row});
      }
      if (symmetry == 0 || game < canonical) canonical = game;
    }
    EXPECT_TRUE(games.insert(canonical).second)
        << text << " is the same game as another listed opening";
  }
}

// The generated openings are distinct games: no two are mirror images of each other (15x15's 3x3
// centre block maps onto itself under all eight symmetries, and without this its 25 openings were 4
// games).
TEST(MatchOpenings, GeneratedOpeningsAreNoMirrorImagesOfEachOther) {
  const auto openings = cli::balanced_openings<Traits>(25, position("15 freestyle:"));
  ASSERT_EQ(openings.size(), 25u);
  std::set<std::string> games;
  for (const Position& pos : openings)
    EXPECT_TRUE(games.insert(Traits::opening_key(pos)).second) << position_text(pos);
  // The key is the same for an image: the position mirrored left to right.
  const Position pos = position("15 freestyle: h8 i9 g9 i8");
  EXPECT_EQ(Traits::opening_key(pos), Traits::opening_key(position("15 freestyle: h8 g9 i9 g8")));
  EXPECT_NE(Traits::opening_key(pos), Traits::opening_key(position("15 freestyle: h8 g9 i9 i8")));
}

TEST(MatchOpenings, ReversisGeneratedOpeningsAreNoMirrorImagesOfEachOther) {
  using R = reversi::Traits;
  const auto openings = cli::balanced_openings<R>(20, R::start());
  ASSERT_EQ(openings.size(), 20u);
  std::set<std::string> games;
  for (const auto& pos : openings) {
    std::set<std::string> images;
    for (int s = 0; s < 8; ++s) {
      auto image = pos;
      image.player = reversi::symmetric(pos.player, s);
      image.opponent = reversi::symmetric(pos.opponent, s);
      images.insert(R::position_text(image));
    }
    for (const std::string& image : images)
      EXPECT_FALSE(games.count(image)) << R::position_text(pos) << " mirrors another opening";
    games.insert(images.begin(), images.end());
  }
}

}  // namespace
}  // namespace ply::gomoku
