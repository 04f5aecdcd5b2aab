// Reversi's openings by name (openings.h): Robert Gatliff's list as the engine reads it, found
// from any of Black's four first moves, and only for a game from the standard start.
#include <gtest/gtest.h>

#include <sstream>

#include "reversi/data_files.h"
#include "reversi/openings.h"
#include "reversi/traits.h"

namespace ply::reversi {
namespace {

std::vector<Reversi::Move> squares(const std::string& line) {
  std::vector<Reversi::Move> moves;
  std::istringstream words(line);
  for (std::string w; words >> w;) moves.push_back(Reversi::Move(*parse_move(w)));
  return moves;
}

std::string name(const std::string& line, const char* lang = "en") {
  const Opening* o = opening_of(squares(line));
  return o ? (std::string(lang) == "en" ? o->en : o->ru) : "";
}

TEST(ReversiOpenings, TheCompiledInListIsLegalFromTheStartAndEachLineNamesItself) {
  const auto file = builtin_openings_file();
  std::string error;
  const auto openings = parse_named_openings<Traits>(
      std::string_view(reinterpret_cast<const char*>(file.data()), file.size()), &error);
  ASSERT_TRUE(openings) << error;
  EXPECT_GT(openings->size(), 40u);
  for (const Opening& o : named_openings()) EXPECT_EQ(opening_of(o.moves), &o) << o.en;
}

TEST(ReversiOpenings, AGameIsNamedByTheLongestKnownLineItBeginsWith) {
  EXPECT_EQ(name("f5 d6"), "Perpendicular");
  EXPECT_EQ(name("f5 d6 c3 d3 c4"), "Tiger");
  EXPECT_EQ(name("f5 d6 c3 d3 c4 f4 f6"), "Stephenson");
  EXPECT_EQ(name("f5 d6 c3 d3 c4", "ru"), "Тигр");
}

TEST(ReversiOpenings, TheLastNameStaysOnceTheGameLeavesTheKnownLines) {
  EXPECT_EQ(name("f5 d6 c3 d3 c4 f4 c5 b3 c2 b4"), "Rose-Bill");
  EXPECT_EQ(name("f5 d6 c3 d3 c4 b5"), "Tiger");
}

TEST(ReversiOpenings, AGameBegunOnD3C4OrE6IsTheSameOpeningTurnedOnTheBoard) {
  EXPECT_EQ(name("d3 c5 f6 f5 e6"), "Tiger");
  EXPECT_EQ(name("e6 f4 c3 c4 d3"), "Tiger");
  EXPECT_EQ(name("c4 e3 f6 e6 f5"), "Tiger");
}

TEST(ReversiOpenings, ADiagonalLineIsKnownInBothOfItsMirrorForms) {
  EXPECT_EQ(name("f5 f6 e6 f4 c3"), "Buffalo");
  EXPECT_EQ(name("f5 f6 e6 d6 c3"), "Buffalo");
}

TEST(ReversiOpenings, NothingIsNamedBeforeTheSecondMoveOrFromAnotherStart) {
  EXPECT_EQ(name(""), "");
  EXPECT_EQ(name("f5"), "");
  const std::vector<Reversi::Move> tiger = squares("f5 d6 c3 d3 c4");
  const auto named_from = [&](const Position& start) {
    std::vector<Position> history{start};
    for (const auto m : tiger) history.push_back(play(history.back(), m));
    return Traits::named_opening(history, tiger);
  };
  EXPECT_NE(named_from(start_position()), nullptr);
  EXPECT_EQ(named_from(start_position(*parse_variant("anti"), 0)), nullptr);
}

}  // namespace
}  // namespace ply::reversi
