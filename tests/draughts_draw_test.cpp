// How a game ends: threefold repetition and the FMJD-64 draw rules, with "move" read as a move of
// each player (two plies), as draw.h states.
#include <gtest/gtest.h>

#include "draughts/draw.h"
#include "draughts_test_util.h"

namespace ply::draughts {
namespace {

using testing::fen;

Position with_counters(const std::string& text, int king_plies, int balance_plies) {
  Position pos = fen(text);
  pos.king_plies = u8(king_plies);
  pos.balance_plies = u8(balance_plies);
  return pos;
}

// Plays the moves from pos and returns every position, pos first.
std::vector<Position> game(Position pos, const std::vector<std::string>& moves) {
  std::vector<Position> history{pos};
  for (const auto& text : moves) history.push_back(pos = play(pos, testing::move(pos, text)));
  return history;
}

TEST(RussianDraughtsDraw, ThirdOccurrenceOfAPositionWithTheSameSideToMoveDraws) {
  const auto history = game(fen("W:WKc1,h2:BKh8,a7"), {"c1-d2", "h8-g7", "d2-c1", "g7-h8", "c1-d2",
                                                       "h8-g7", "d2-c1", "g7-h8"});
  const std::span<const Position> all(history);
  EXPECT_EQ(repetitions(all.first(5)), 2);
  EXPECT_EQ(game_end(all.first(5)).result, Result::ONGOING);
  EXPECT_EQ(repetitions(all.first(8)), 2) << "c1/g7 with Black to move: twice so far";
  EXPECT_EQ(repetitions(all), 3);
  const GameEnd end = game_end(all);
  EXPECT_EQ(end.result, Result::DRAW);
  EXPECT_EQ(end.reason, EndReason::REPETITION);
}

TEST(RussianDraughtsDraw, ManMoveOrCaptureBetweenOccurrencesBreaksTheRepetition) {
  const auto history = game(
      fen("W:WKc1,h2:BKh8,a7"),
      {"c1-d2", "h8-g7", "d2-c1", "g7-h8", "h2-g3", "h8-g7", "c1-d2", "g7-h8", "d2-c1", "a7-b6"});
  EXPECT_LE(repetitions(history), 2);
}

TEST(RussianDraughtsDraw, FifteenMovesOfKingsOnlyDrawAfterThirtyPlies_7_2_5) {
  const std::string text = "W:WKa1,Kc1,e1,g1:BKh8,Kf8,d8,b8";  // 8 pieces: 7.2.6 does not apply
  EXPECT_EQ(draw_rule(with_counters(text, 29, 29)), DrawRule::NONE);
  EXPECT_EQ(draw_rule(with_counters(text, 30, 30)), DrawRule::KINGS_ONLY_MOVES);
  Position pos = with_counters(text, 29, 29);
  EXPECT_EQ(draw_rule(play(pos, testing::move(pos, "a1-b2"))), DrawRule::KINGS_ONLY_MOVES);
  EXPECT_EQ(draw_rule(play(pos, testing::move(pos, "e1-d2"))), DrawRule::NONE) << "a man moved";
}

TEST(RussianDraughtsDraw, ThreeKingsFailingToTakeALoneKingInFifteenMovesDraw_7_2_4) {
  const std::string text = "W:WKa3,Kc1,Ke1:BKh2";  // lone king off the long diagonal
  EXPECT_EQ(draw_rule(with_counters(text, 0, 29)), DrawRule::NONE);
  EXPECT_EQ(draw_rule(with_counters(text, 0, 30)), DrawRule::THREE_KINGS_VS_KING);
}

TEST(RussianDraughtsDraw, ThreePiecesAgainstALoneKingOnTheLongDiagonalDrawAfterFiveMoves_7_2_7) {
  for (const char* text : {"W:WKa3,Kc1,Ke1:BKd4", "W:WKa3,Kc1,e3:BKd4", "W:WKa3,c1,e3:BKd4"}) {
    EXPECT_EQ(draw_rule(with_counters(text, 0, 9)), DrawRule::NONE) << text;
    EXPECT_EQ(draw_rule(with_counters(text, 0, 10)), DrawRule::LONG_DIAGONAL_VS_KING) << text;
  }
  EXPECT_EQ(draw_rule(with_counters("W:WKa3,c1,e3:BKh2", 0, 10)), DrawRule::NONE)
      << "off the long diagonal, king and two men go on";
  EXPECT_EQ(draw_rule(with_counters("W:Wa3,c1,e3:BKd4", 0, 40)), DrawRule::NONE) << "no king";
}

// Petrov's triangle ends with the lone king driven onto the long diagonal that White holds, where
// it is taken: it does not hold the diagonal, and the game goes on.
TEST(RussianDraughtsDraw, ALoneKingOnALongDiagonalTheOtherSideAlsoStandsOnDoesNotHoldIt_7_2_7) {
  EXPECT_EQ(draw_rule(with_counters("W:WKa1,Kc1,Ke3:BKf6", 0, 20)), DrawRule::NONE);
  EXPECT_EQ(draw_rule(with_counters("W:WKb4,Kc1,Ke3:BKf6", 0, 20)),
            DrawRule::LONG_DIAGONAL_VS_KING);
}

TEST(RussianDraughtsDraw, OneOrTwoPiecesWithAKingAgainstALoneKingDrawAfterFiveMoves_7_2_8) {
  for (const char* text : {"W:WKa3:BKh2", "W:WKa3,Kc1:BKh2", "B:WKa3,c1:BKh2"}) {
    EXPECT_EQ(draw_rule(with_counters(text, 0, 9)), DrawRule::NONE) << text;
    EXPECT_EQ(draw_rule(with_counters(text, 0, 10)), DrawRule::FEW_PIECES_VS_KING) << text;
  }
}

TEST(RussianDraughtsDraw, UnchangedBalanceWithKingsOnBothSidesDrawsAfter30Or60Moves_7_2_6) {
  const std::string four = "W:WKa1,c1:BKh8,b8", six = "W:WKa1,c1,e1:BKh8,b8,d8";
  EXPECT_EQ(draw_rule(with_counters(four, 0, 59)), DrawRule::NONE);
  EXPECT_EQ(draw_rule(with_counters(four, 0, 60)), DrawRule::UNCHANGED_BALANCE);
  EXPECT_EQ(draw_rule(with_counters(six, 0, 119)), DrawRule::NONE);
  EXPECT_EQ(draw_rule(with_counters(six, 0, 120)), DrawRule::UNCHANGED_BALANCE);
  EXPECT_EQ(draw_rule(with_counters("W:WKa1,c1,e1,g1:BKh8,b8,d8,f8", 0, 200)), DrawRule::NONE)
      << "8 pieces: no such rule";
  EXPECT_EQ(draw_rule(with_counters("W:Wa1,c1:BKh8,b8", 0, 200)), DrawRule::NONE)
      << "only one side has kings";
}

TEST(RussianDraughtsDraw, CaptureOrPromotionRestartsTheBalanceCount) {
  const Position pos = with_counters("W:WKa1,a7:BKh8,e5", 0, 100);
  EXPECT_EQ(play(pos, testing::move(pos, "a1:f6")).balance_plies, 0) << "a capture";
  const Position quiet = with_counters("W:WKa1,a7:BKh8,e3", 0, 100);
  EXPECT_EQ(play(quiet, testing::move(quiet, "a7-b8")).balance_plies, 0) << "a promotion";
  EXPECT_EQ(play(quiet, testing::move(quiet, "a1-b2")).balance_plies, 101) << "neither";
}

TEST(RussianDraughtsDraw, GameEndNamesTheRule) {
  const GameEnd end = game_end(std::vector<Position>{with_counters("W:WKa3:BKh2", 0, 10)});
  EXPECT_EQ(end.result, Result::DRAW);
  EXPECT_EQ(end.reason, EndReason::DRAW_RULE);
  EXPECT_EQ(end.rule, DrawRule::FEW_PIECES_VS_KING);
  EXPECT_NE(std::string(draw_rule_text(end.rule)).find("7.2.8"), std::string::npos);
}

}  // namespace
}  // namespace ply::draughts
