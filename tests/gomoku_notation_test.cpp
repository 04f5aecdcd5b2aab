#include <gtest/gtest.h>

#include <string>

#include "gomoku/notation.h"
#include "gomoku/traits.h"
#include "gomoku_test_util.h"

namespace ply::gomoku {
namespace {

using testing::position;

// The reason a text is rejected as a position.
std::string rejection(const std::string& text) {
  std::string error;
  EXPECT_FALSE(parse_position(text, &error).has_value()) << text;
  EXPECT_EQ(error.find('\n'), std::string::npos) << error;
  return error;
}

bool mentions(const std::string& error, const std::string& part) {
  return error.find(part) != std::string::npos;
}

TEST(GomokuNotation, APositionIsItsSizeItsRuleAndItsMovesAndReadsBackExactly) {
  const std::string text = "15 freestyle: h8 i9 h9 i8";
  const Position pos = position(text);
  EXPECT_EQ(pos.size, 15);
  EXPECT_EQ(pos.rule, Rule::FREESTYLE);
  EXPECT_EQ(pos.count, 4);
  EXPECT_EQ(pos.at(7, 7), BLACK);  // h8, the centre
  EXPECT_EQ(pos.at(8, 8), WHITE);  // i9
  EXPECT_EQ(pos.at(7, 8), BLACK);  // h9
  EXPECT_EQ(pos.at(8, 7), WHITE);  // i8
  EXPECT_EQ(position_text(pos), text);
}

TEST(GomokuNotation, TheSizeAndColonAloneAreTheEmptyBoard) {
  const Position pos = position("10 freestyle:");
  EXPECT_EQ(pos.size, 10);
  EXPECT_EQ(pos.count, 0);
  EXPECT_EQ(position_text(pos), "10 freestyle:");
  EXPECT_EQ(position_text(position("10 standard:")), "10 standard:");
}

TEST(GomokuNotation, ColumnsAreLettersFromTheLeftAndRowsNumbersFromTheBottom) {
  const Position pos = empty_board(15, Rule::FREESTYLE);
  EXPECT_EQ(cell_name(pos, pos.cell(0, 0)), "a1");
  EXPECT_EQ(cell_name(pos, pos.cell(14, 0)), "o1");
  EXPECT_EQ(cell_name(pos, pos.cell(0, 14)), "a15");
  EXPECT_EQ(cell_name(pos, pos.centre()), "h8");
}

TEST(GomokuNotation, SizesFiveAndNineteenAreTheSmallestAndLargest) {
  const Position five = position("5 standard: c3 a1 e5");
  EXPECT_EQ(five.size, 5);
  EXPECT_EQ(five.at(4, 4), BLACK);
  EXPECT_EQ(position_text(five), "5 standard: c3 a1 e5");
  const Position nineteen = position("19 freestyle: s19 a1 j10");
  EXPECT_EQ(nineteen.size, 19);
  EXPECT_EQ(nineteen.at(18, 18), BLACK);
  EXPECT_EQ(cell_name(nineteen, nineteen.centre()), "j10");
  EXPECT_EQ(position_text(nineteen), "19 freestyle: s19 a1 j10");
}

TEST(GomokuNotation, SizesOutsideFiveToNineteenAreRejected) {
  EXPECT_TRUE(mentions(rejection("4 freestyle:"), "board size '4' is not a number from 5 to 19"));
  EXPECT_TRUE(mentions(rejection("20 freestyle:"), "board size '20'"));
  EXPECT_TRUE(mentions(rejection("x freestyle:"), "board size 'x'"));
  EXPECT_TRUE(mentions(rejection("-15 freestyle:"), "board size"));
  EXPECT_TRUE(mentions(rejection("100000000000000000015 freestyle:"), "board size"));
}

TEST(GomokuNotation, AnUnknownRuleIsRejected) {
  EXPECT_TRUE(mentions(rejection("15 caro: h8"),
                       "unknown rule 'caro' (expected freestyle, standard or renju)"));
  EXPECT_TRUE(mentions(rejection("15 Freestyle:"), "unknown rule"));
}

TEST(GomokuNotation, AMissingColonOrRuleIsRejected) {
  EXPECT_TRUE(mentions(rejection("15 freestyle h8 i9"), "not a gomoku position"));
  EXPECT_TRUE(mentions(rejection("15: h8"), "not a gomoku position"));
  EXPECT_TRUE(mentions(rejection(""), "not a gomoku position"));
}

TEST(GomokuNotation, ACellOffTheBoardIsRejectedWithTheBoardsExtent) {
  EXPECT_EQ(rejection("10 freestyle: e5 k1"),
            "move 2: off the board: 'k1' (the board is 10x10, a1 to j10)");
  EXPECT_TRUE(mentions(rejection("10 freestyle: a11"), "off the board: 'a11'"));
  EXPECT_TRUE(mentions(rejection("15 freestyle: h8 9h"), "move 2: not a cell: '9h'"));
  EXPECT_TRUE(mentions(rejection("15 freestyle: h0"), "not a cell"));
  EXPECT_TRUE(mentions(rejection("15 freestyle: h100"), "not a cell"));
}

TEST(GomokuNotation, WhatIsNoCellIsQuotedAsTheRestOfItsWord) {
  EXPECT_EQ(rejection("15 freestyle: hello world"),
            "move 1: not a cell: 'hello' (expected a column letter and a row number, such as h8)");
  EXPECT_TRUE(mentions(rejection("15 freestyle: h8 zz9"), "move 2: not a cell: 'zz9'"));
  EXPECT_TRUE(mentions(rejection("15 freestyle: h8i9zz"), "move 3: not a cell: 'zz'"));
}

TEST(GomokuNotation, AnOccupiedCellIsRejected) {
  EXPECT_EQ(rejection("15 freestyle: h8 i9 h8"), "move 3: illegal move 'h8': the cell is taken");
}

TEST(GomokuNotation, AMoveAfterFiveIsRejected) {
  EXPECT_EQ(rejection("15 freestyle: a1 a2 b1 b2 c1 c2 d1 d2 e1 e2"), "move 10: the game is over");
}

TEST(GomokuNotation, MovesMayBeSeparatedByCommasOrWrittenTogetherAndInCapitals) {
  EXPECT_EQ(position_text(position("15 freestyle: h8,i9, H9 i8")), "15 freestyle: h8 i9 h9 i8");
  EXPECT_EQ(position_text(position("15 freestyle: h8i9h10i8")), "15 freestyle: h8 i9 h10 i8");
}

TEST(GomokuNotation, AGameIsThePositionTextAndTheMovesWrittenTogether) {
  const Position pos = position("15 standard: h8 i9 h9 i8 h10");
  EXPECT_EQ(game_text(pos), "15 standard: h8 i9 h9 i8 h10\nh8i9h9i8h10\n");
  Refusal refusal;
  const auto back = parse_game(game_text(pos), &refusal);
  ASSERT_TRUE(back.has_value()) << refusal.text;
  EXPECT_EQ(position_text(*back), position_text(pos));
  EXPECT_EQ(game_text(empty_board(10, Rule::FREESTYLE)), "10 freestyle:\n\n");
}

TEST(GomokuNotation, ABareMoveListImportsAsFreestyleOn15x15) {
  for (const char* moves : {"h8i9h9", "h8 i9 h9", "h8i9h9\n"}) {
    Refusal refusal;
    const auto pos = parse_game(moves, &refusal);
    ASSERT_TRUE(pos.has_value()) << moves << ": " << refusal.text;
    EXPECT_EQ(position_text(*pos), "15 freestyle: h8 i9 h9");
  }
  Refusal refusal;
  EXPECT_FALSE(parse_game("h8i9h8", &refusal).has_value());
  EXPECT_TRUE(mentions(refusal.text, "the cell is taken")) << refusal.text;
  EXPECT_EQ(refusal.reason, Reason::ILLEGAL);
  EXPECT_EQ(refusal.move_number, 3);
  EXPECT_EQ(refusal.move, "h8");
}

TEST(GomokuNotation, AGameOnABoardOfNoSizeIsABadPosition) {
  Refusal refusal;
  EXPECT_FALSE(parse_game("99 freestyle: h8", &refusal).has_value());
  EXPECT_EQ(refusal.reason, Reason::BAD_POSITION);
  EXPECT_EQ(refusal.move_number, 0);
  EXPECT_FALSE(parse_game("15 go: h8", &refusal).has_value());
  EXPECT_EQ(refusal.reason, Reason::BAD_POSITION);
}

TEST(GomokuNotation, AnImportedGameRecordsEveryMoveFromTheEmptyBoard) {
  Refusal refusal;
  const auto record = Traits::import_game("10 standard: e5 f6 e6\ne5f6e6\n", &refusal);
  ASSERT_TRUE(record.has_value()) << refusal.text;
  EXPECT_EQ(position_text(record->start), "10 standard:");
  ASSERT_EQ(record->moves.size(), 3u);
  EXPECT_EQ(cell_name(record->start, record->moves[2]), "e6");
}

}  // namespace
}  // namespace ply::gomoku

namespace ply::gomoku {
namespace {

// The board of `like` with these stones ('X' Black, 'O' White), as squares() writes it.
std::string stones(const Position& like,
                   std::initializer_list<std::pair<const char*, char>> placed) {
  std::string squares(like.cell_count(), '-');
  for (const auto& [cell, stone] : placed)
    squares[std::size_t(*parse_cell(like, cell, nullptr))] = stone;
  return squares;
}

TEST(GomokuSetup, APlayedPositionSetUpStoneByStoneHasItsStonesAndSideToMove) {
  for (const char* text :
       {"15 freestyle: h8 i9 h9 i8 j7", "10 standard: e5 f6 e6 f5", "15 renju: h8 i9 h9"}) {
    const Position played = position(text);
    Refusal refusal;
    const auto pos = Traits::setup(played, Traits::squares(played),
                                   played.to_move() == BLACK ? 0 : 1, "", &refusal);
    ASSERT_TRUE(pos) << text << ": " << refusal.text;
    EXPECT_EQ(Traits::squares(*pos), Traits::squares(played)) << text;
    EXPECT_EQ(pos->to_move(), played.to_move()) << text;
    EXPECT_EQ(pos->rule, played.rule);
    EXPECT_EQ(pos->size, played.size);
  }
}

TEST(GomokuSetup, StonesThatDoNotFitTheSideToMoveAreRefused) {
  const Position board = empty_board(15, Rule::FREESTYLE);
  Refusal refusal;
  EXPECT_FALSE(Traits::setup(board, stones(board, {{"h8", 'X'}, {"h9", 'X'}}), 1, "", &refusal));
  EXPECT_EQ(refusal.reason, Reason::BAD_POSITION);
  EXPECT_EQ(refusal.cause, "count");
  EXPECT_FALSE(Traits::setup(board, stones(board, {{"h8", 'X'}}), 0, "", &refusal));
  EXPECT_EQ(refusal.cause, "count");
  EXPECT_TRUE(Traits::setup(board, stones(board, {{"h8", 'X'}}), 1, "", &refusal));
}

TEST(GomokuSetup, ABoardWithAFiveAlreadyMadeIsRefused) {
  const Position board = empty_board(15, Rule::FREESTYLE);
  Refusal refusal;
  EXPECT_FALSE(Traits::setup(board,
                             stones(board, {{"d4", 'X'},
                                            {"e4", 'X'},
                                            {"f4", 'X'},
                                            {"g4", 'X'},
                                            {"h4", 'X'},
                                            {"a1", 'O'},
                                            {"a3", 'O'},
                                            {"a5", 'O'},
                                            {"a7", 'O'}}),
                             1, "", &refusal));
  EXPECT_EQ(refusal.reason, Reason::BAD_POSITION);
  EXPECT_EQ(refusal.cause, "five");
}

// Under renju a Black stone where an open three and another cross would be a double three if it
// came last: the set-up places it before the others (RIF article 9.3 judges each stone as it is
// played).
TEST(GomokuSetup, UnderRenjuTheStonesAreOrderedSoThatNoneOfBlacksIsAFoul) {
  const Position board = empty_board(15, Rule::RENJU);
  // h8 ends the open threes h8-i8-j8 and h8-h9-h10: played last it would be a double three.
  const std::string crossing = stones(board, {{"h8", 'X'},
                                              {"i8", 'X'},
                                              {"j8", 'X'},
                                              {"h9", 'X'},
                                              {"h10", 'X'},
                                              {"a1", 'O'},
                                              {"a3", 'O'},
                                              {"a5", 'O'},
                                              {"a7", 'O'}});
  Refusal refusal;
  const auto set = Traits::setup(board, crossing, 1, "", &refusal);
  ASSERT_TRUE(set) << refusal.text;
  EXPECT_EQ(Traits::squares(*set), crossing);
  // Its moves read back under renju, each checked for fouls as it is played.
  EXPECT_EQ(Traits::squares(position(position_text(*set))), crossing);
}

TEST(GomokuSetup, UnderRenjuSixBlackStonesInARowAreAnOverlineInAnyOrder) {
  const Position board = empty_board(15, Rule::RENJU);
  const std::string six = stones(board, {{"d8", 'X'},
                                         {"e8", 'X'},
                                         {"f8", 'X'},
                                         {"g8", 'X'},
                                         {"h8", 'X'},
                                         {"i8", 'X'},
                                         {"a1", 'O'},
                                         {"a3", 'O'},
                                         {"a5", 'O'},
                                         {"a7", 'O'},
                                         {"a9", 'O'}});
  Refusal refusal;
  EXPECT_FALSE(Traits::setup(board, six, 1, "", &refusal));
  EXPECT_EQ(refusal.reason, Reason::BAD_POSITION);
  EXPECT_EQ(refusal.cause, "foul");
  // In freestyle the same stones hold a five: the game is already over.
  const Position free = empty_board(15, Rule::FREESTYLE);
  EXPECT_FALSE(Traits::setup(free, six, 1, "", &refusal));
  EXPECT_EQ(refusal.cause, "five");
}

}  // namespace
}  // namespace ply::gomoku
