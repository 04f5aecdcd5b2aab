#include <gtest/gtest.h>

#include "core/rng.h"
#include "reversi/notation.h"
#include "reversi_test_util.h"

namespace ply::reversi {
namespace {

constexpr const char* START = "---------------------------OX------XO--------------------------- X";

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
  const auto pos =
      parse_position("---------------------------OX------XO--------------------------- O");
  ASSERT_TRUE(pos);
  EXPECT_FALSE(pos->black_to_move);
  EXPECT_EQ(pos->player, start_position().white());
}

TEST(ReversiNotation, MalformedPositionsAreRejectedWithAReason) {
  const char* bad[] = {
      "",
      "X",
      "---------------------------OX------XO---------------------------",      // no side to move
      "---------------------------OX------XO--------------------------- Z",    // bad side
      "---------------------------OX------XO---------------------------  XO",  // two sides
      "---------------------------OQ------XO--------------------------- X",    // bad square
      "---------------------------OX------XO-------------------------- X",     // 63 squares
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

TEST(ReversiNotation, ErrorsQuoteWholeCharactersOfTheInput) {
  // 'é' is two bytes in UTF-8: a message naming it must not cut it in half.
  std::string text(64, '-');
  text.replace(10, 1, "\xc3\xa9");
  text += " X";
  std::string error;
  EXPECT_FALSE(parse_position(text, &error));
  EXPECT_EQ(error, "position: unexpected character '\xc3\xa9' at square c2");
  Refusal refusal;
  EXPECT_FALSE(parse_transcript("d3 \xc3\xa9", &refusal));
  EXPECT_EQ(refusal.text, "move 2: '\xc3\xa9' is not a move");
  EXPECT_EQ(refusal.move, "\xc3\xa9");
  EXPECT_FALSE(parse_transcript("d3 c\xe2\x82\xac", &refusal));  // 'c' then the three bytes of '€'
  EXPECT_EQ(refusal.text, "move 2: 'c\xe2\x82\xac' is not a move");
}

}  // namespace
}  // namespace ply::reversi

namespace ply::reversi {
namespace {

TEST(ReversiTranscript, MovesRoundTripFromTheStart) {
  const auto game = parse_transcript("d3 c5 f6");
  ASSERT_TRUE(game);
  EXPECT_EQ(game->moves,
            (std::vector<int>{*parse_move("d3"), *parse_move("c5"), *parse_move("f6")}));
  EXPECT_EQ(to_string(*game), "d3 c5 f6");
}

TEST(ReversiTranscript, WholeGameOnOneLineRoundTrips) {
  // A random game to its end: far longer than a 64-square position line.
  Rng rng(5);
  Transcript game;
  for (Position pos = game.start; !is_over(pos);) {
    Bitboard moves = legal_moves(pos);
    int move = PASS;
    if (moves) {
      for (int skip = int(rng.below(u32(popcount(moves)))); skip > 0; --skip) moves &= moves - 1;
      move = first_square(moves);
    }
    game.moves.push_back(move);
    pos = play(pos, move);
  }
  const std::string text = to_string(game);
  ASSERT_GT(text.size(), 64u);
  const auto read = parse_transcript(text);
  ASSERT_TRUE(read);
  EXPECT_EQ(read->moves, game.moves);
}

TEST(ReversiTranscript, MovesRunTogetherAreRead) {
  const auto game = parse_transcript("F5d6C3");
  ASSERT_TRUE(game);
  EXPECT_EQ(to_string(*game), "f5 d6 c3");
}

TEST(ReversiTranscript, StartPositionLeadsWhenNotTheUsualOne) {
  const std::string text = std::string(testing::WHITE_MUST_PASS) + "\npass h1";
  const auto game = parse_transcript(text);
  ASSERT_TRUE(game);
  EXPECT_EQ(game->moves, (std::vector<int>{int(PASS), *parse_move("h1")}));
  EXPECT_EQ(to_string(*game), text);
}

TEST(ReversiTranscript, TheFirstIllegalMoveIsRefusedWithItsNumberAndText) {
  Refusal refusal;
  EXPECT_FALSE(parse_transcript("d3 c5 a1", &refusal));
  EXPECT_EQ(refusal.text, "move 3: 'a1' is not legal here");
  EXPECT_EQ(refusal.reason, Reason::ILLEGAL);
  EXPECT_EQ(refusal.move_number, 3);
  EXPECT_EQ(refusal.move, "a1");
  EXPECT_FALSE(parse_transcript("d3 zz", &refusal));
  EXPECT_EQ(refusal.text, "move 2: 'zz' is not a move");
  EXPECT_EQ(refusal.reason, Reason::UNREADABLE);
  EXPECT_EQ(refusal.move_number, 2);
  EXPECT_FALSE(parse_transcript("pass", &refusal));
  EXPECT_EQ(refusal.reason, Reason::ILLEGAL);
}

TEST(ReversiTranscript, AMoveAfterTheEndAndABadStartAreRefusedAsSuch) {
  // Black fills all but h8: neither side can move there, the game is over.
  Refusal refusal;
  EXPECT_FALSE(parse_transcript(std::string(63, 'X') + "- X\nh8", &refusal));
  EXPECT_EQ(refusal.reason, Reason::AFTER_END);
  EXPECT_EQ(refusal.text, "move 1: 'h8' comes after the end of the game");
  EXPECT_FALSE(parse_transcript(std::string(40, 'X') + " X\nd3", &refusal));
  EXPECT_EQ(refusal.reason, Reason::BAD_POSITION);
}

TEST(ReversiTranscript, WhatIsNoMoveIsQuotedAsTheWholeWordItBegins) {
  Refusal refusal;
  EXPECT_FALSE(parse_transcript("d3 c5 zz9", &refusal));
  EXPECT_EQ(refusal.text, "move 3: 'zz9' is not a move");
  EXPECT_FALSE(parse_transcript("hello world", &refusal));
  EXPECT_EQ(refusal.text, "move 1: 'hello' is not a move");
  // Moves may run together; the word is quoted from where the reading failed.
  EXPECT_FALSE(parse_transcript("d3c5zz9 f6", &refusal));
  EXPECT_EQ(refusal.text, "move 3: 'zz9' is not a move");
  // A move that is one but is not legal is quoted alone.
  EXPECT_FALSE(parse_transcript("d3c5a1b2", &refusal));
  EXPECT_EQ(refusal.text, "move 3: 'a1' is not legal here");
}

}  // namespace
}  // namespace ply::reversi
