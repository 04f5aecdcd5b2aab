#include <gtest/gtest.h>

#include <iterator>

#include "reversi/board.h"
#include "reversi/game.h"
#include "reversi_test_util.h"

namespace ply::reversi {
namespace {

using testing::board;
using testing::squares;

TEST(ReversiRules, StartHasBlackOnD5E4WhiteOnD4E5AndBlackToMove) {
  const Position start = start_position();
  EXPECT_EQ(start.black(), squares({"d5", "e4"}));
  EXPECT_EQ(start.white(), squares({"d4", "e5"}));
  EXPECT_TRUE(start.black_to_move);
}

TEST(ReversiRules, BlackHasFourOpeningMoves) {
  EXPECT_EQ(legal_moves(start_position()), squares({"d3", "c4", "f5", "e6"}));
}

TEST(ReversiRules, MoveFlipsLinesInAllEightDirections) {
  // Black plays d4, surrounded by white discs each closed by a black disc two squares away.
  const Position pos = board({"--------", "-X-X-X--", "--OOO---", "-XO-OX--", "--OOO---",
                              "-X-X-X--", "--------", "--------"},
                             'X');
  EXPECT_EQ(flips(*parse_move("d4"), pos.player, pos.opponent),
            squares({"c3", "d3", "e3", "c4", "e4", "c5", "d5", "e5"}));
  const Position after = play(pos, *parse_move("d4"));
  EXPECT_EQ(popcount(after.white()), 0);
  EXPECT_FALSE(after.black_to_move);
}

TEST(ReversiRules, RunOfOpponentDiscsMustBeClosedByOwnDisc) {
  const Position closed = board({"--------", "--------", "--------", "---XOO--", "--------",
                                 "--------", "--------", "--------"},
                                'X');
  EXPECT_EQ(legal_moves(closed), squares({"g4"}));
  EXPECT_EQ(flips(*parse_move("g4"), closed.player, closed.opponent), squares({"e4", "f4"}));
  const Position open = board({"--------", "--------", "--------", "----OO--", "--------",
                               "--------", "--------", "X-------"},
                              'X');
  EXPECT_EQ(legal_moves(open), 0u);
}

TEST(ReversiRules, LinesDoNotWrapAcrossEdges) {
  // h1 white, a2 black: in bit order they are neighbours, on the board they are not.
  const Position row_wrap = board({"------XO", "--------", "--------", "--------", "--------",
                                   "--------", "--------", "--------"},
                                  'X');
  EXPECT_EQ(legal_moves(row_wrap) & squares({"a2"}), 0u);
  // h1 and a3 are one south-east step apart in bit order; b4 must not close a line through them.
  const Position diagonal_wrap = board({"-------X", "--------", "O-------", "--------", "--------",
                                        "--------", "--------", "--------"},
                                       'X');
  EXPECT_EQ(legal_moves(diagonal_wrap), 0u);
  EXPECT_EQ(flips(*parse_move("b4"), diagonal_wrap.player, diagonal_wrap.opponent), 0u);
}

TEST(ReversiRules, SideWithoutMovePassesWhileOpponentCanMove) {
  // White has no disc next to an empty square it could close; Black can still play h1.
  const Position pos = testing::position(testing::WHITE_MUST_PASS);
  EXPECT_TRUE(must_pass(pos));
  EXPECT_FALSE(is_over(pos));
  const Position passed = play(pos, PASS);
  EXPECT_TRUE(passed.black_to_move);
  EXPECT_EQ(legal_moves(passed), squares({"h1"}));
}

TEST(ReversiRules, GameEndsWhenNeitherSideCanMove) {
  const Position pos = board({"XXXXXXXX", "XXXXXXXX", "XXXXXXXX", "XXXXXXXX", "XXXXXXXX",
                              "XXXXXXXX", "XXXXXXXX", "XXXXXX--"},
                             'O');
  EXPECT_TRUE(is_over(pos));
  EXPECT_FALSE(must_pass(pos));
  // Empty squares go to the winner: White has lost 0-64.
  EXPECT_EQ(final_margin(pos.player, pos.opponent), -64);
}

TEST(ReversiRules, FullBoardEndsTheGame) {
  Position pos = start_position();
  pos.player = ~0ULL & ~squares({"a1"});
  pos.opponent = squares({"a1"});
  EXPECT_TRUE(is_over(pos));
  EXPECT_EQ(final_margin(pos.player, pos.opponent), 62);
}

TEST(ReversiRules, MoveListHoldsAMoveForEverySquareSoAnyPositionFits) {
  EXPECT_GE(std::size(Reversi::MoveList{}.moves), std::size_t(SQUARE_COUNT));
  const Position pos = testing::position(testing::BLACK_HAS_35_MOVES);
  ASSERT_EQ(popcount(legal_moves(pos)), 35);
  Reversi::MoveList list;
  Reversi::generate_moves(pos, list);
  ASSERT_EQ(list.size(), 35);
  Bitboard listed = 0;
  for (const auto m : list) listed |= bit(m);
  EXPECT_EQ(listed, legal_moves(pos));
}

}  // namespace
}  // namespace ply::reversi
