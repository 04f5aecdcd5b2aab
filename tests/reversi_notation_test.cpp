#include <gtest/gtest.h>

#include "reversi/notation.h"

namespace ply::reversi {
namespace {

constexpr const char* START =
    "---------------------------OX------XO--------------------------- X";

TEST(ReversiNotation, StartPositionRoundTrips) {
  EXPECT_EQ(to_string(start_position()), START);
  const auto pos = parse_position(START);
  ASSERT_TRUE(pos);
  EXPECT_EQ(*pos, start_position());
}

TEST(ReversiNotation, ObfLineWithScoresIsAccepted) {
  const auto pos = parse_position(std::string(START) + "; D3:+0; C4:+0;");
  ASSERT_TRUE(pos);
  EXPECT_EQ(*pos, start_position());
}

TEST(ReversiNotation, WhiteToMoveKeepsWhiteAsPlayer) {
  const auto pos = parse_position("---------------------------OX------XO--------------------------- O");
  ASSERT_TRUE(pos);
  EXPECT_FALSE(pos->black_to_move);
  EXPECT_EQ(pos->player, start_position().white());
}

TEST(ReversiNotation, MalformedPositionsAreRejectedWithAReason) {
  const char* bad[] = {
      "",
      "X",
      "---------------------------OX------XO---------------------------",     // no side to move
      "---------------------------OX------XO--------------------------- Z",   // bad side
      "---------------------------OX------XO---------------------------  XO",  // two sides
      "---------------------------OQ------XO--------------------------- X",   // bad square
      "---------------------------OX------XO-------------------------- X",    // 63 squares
  };
  for (const char* text : bad) {
    std::string error;
    EXPECT_FALSE(parse_position(text, &error)) << text;
    EXPECT_FALSE(error.empty()) << text;
  }
}

TEST(ReversiNotation, MovesAreSquaresOrPass) {
  EXPECT_EQ(parse_move("a1"), 0);
  EXPECT_EQ(parse_move("h1"), 7);
  EXPECT_EQ(parse_move("D3"), 2 * 8 + 3);
  EXPECT_EQ(parse_move("h8"), 63);
  EXPECT_EQ(parse_move("pass"), int(PASS));
  EXPECT_EQ(move_to_string(2 * 8 + 3), "d3");
  EXPECT_EQ(move_to_string(PASS), "pass");
  for (const char* bad : {"", "i1", "a0", "a9", "d", "d33", "passe", "11"})
    EXPECT_FALSE(parse_move(bad)) << bad;
}

}  // namespace
}  // namespace ply::reversi
