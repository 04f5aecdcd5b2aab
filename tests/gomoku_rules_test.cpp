#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "gomoku/game.h"
#include "gomoku/traits.h"
#include "gomoku_test_util.h"

namespace ply::gomoku {
namespace {

using testing::after;
using testing::position;

Outcome outcome_of(const Position& pos) {
  const Position history[] = {pos};
  return Traits::outcome(history);
}

std::vector<std::string> names(const Position& pos, const Line& line) {
  std::vector<std::string> list;
  for (int i = 0; i < line.length; ++i) list.push_back(cell_name(pos, line.cells[i]));
  return list;
}

// Black's four stones on a line and the fifth that completes it; White's four stones lie apart.
struct FiveCase {
  const char* direction;
  const char* before;  // the position before Black's fifth stone
  const char* fifth;
};
constexpr FiveCase FIVES[] = {
    {"across", "15 freestyle: f8 f10 g8 h10 h8 j10 i8 l10", "j8"},
    {"up", "15 freestyle: h4 a1 h5 c1 h6 e1 h7 g1", "h8"},
    {"up-right", "15 freestyle: d4 a1 e5 c1 f6 e1 g7 g1", "h8"},
    {"up-left", "15 freestyle: h4 a1 g5 c1 f6 e1 e7 g1", "d8"},
};

TEST(GomokuRules, EachChoiceOfTheNewGameStartsTheVariantItNamesRenjuOn15x15) {
  for (std::string_view size : Traits::SIZES)
    for (std::string_view rule : Traits::RULES) {
      const std::string text = Traits::variant_start({std::string(size), std::string(rule)}, 0);
      const auto pos = Traits::parse_position(text, nullptr);
      ASSERT_TRUE(pos) << text;
      const VariantValues expected = {rule == "renju" ? "15" : std::string(size),
                                      std::string(rule)};
      EXPECT_EQ(Traits::variant_values(*pos), expected) << text;
    }
  EXPECT_EQ(Traits::variant_start({"10", "renju"}, 0), "15 renju:");
  EXPECT_EQ(Traits::variant_start({}, 0), "15 freestyle:");
}

TEST(GomokuRules, FiveInARowWinsInEachOfTheFourDirections) {
  for (const FiveCase& c : FIVES) {
    SCOPED_TRACE(c.direction);
    const Position before = position(c.before);
    EXPECT_FALSE(before.over());
    const Position pos = after(before, c.fifth);
    EXPECT_TRUE(pos.five);
    const Outcome o = outcome_of(pos);
    EXPECT_TRUE(o.over);
    EXPECT_EQ(o.winner, 0);  // Black
    EXPECT_EQ(o.reason, "five");
    EXPECT_EQ(winning_line(pos).length, 5);
  }
}

TEST(GomokuRules, FourInARowDoesNotWin) {
  const Position pos = position("15 freestyle: f8 f10 g8 h10 h8 j10 i8");
  EXPECT_FALSE(pos.over());
  EXPECT_EQ(outcome_of(pos).reason, "");
}

TEST(GomokuRules, WhiteWinsWithFiveToo) {
  const Position pos = position("15 freestyle: a1 h8 c1 h9 e1 h10 g1 h11 o15 h12");
  EXPECT_TRUE(pos.five);
  EXPECT_EQ(outcome_of(pos).winner, 1);
}

// Black's b8 c8 d8 e8 g8, then f8 joins them into six; White's stones stand apart.
constexpr const char* SIX_BEFORE = "b8 a1 c8 c1 d8 e1 e8 g1 g8 i1";

TEST(GomokuRules, AnOverlineWinsUnderFreestyle) {
  const Position pos = after(position(std::string("15 freestyle: ") + SIX_BEFORE), "f8");
  EXPECT_TRUE(pos.five);
  EXPECT_EQ(outcome_of(pos).winner, 0);
  EXPECT_EQ(names(pos, winning_line(pos)),
            (std::vector<std::string>{"b8", "c8", "d8", "e8", "f8", "g8"}));
}

TEST(GomokuRules, AnOverlineDoesNotWinUnderStandardAndTheGameGoesOn) {
  const Position pos = after(position(std::string("15 standard: ") + SIX_BEFORE), "f8");
  EXPECT_FALSE(pos.five);
  EXPECT_FALSE(outcome_of(pos).over);
  EXPECT_EQ(winning_line(pos).length, 0);
  EXPECT_EQ(pos.to_move(), WHITE);
  Refusal refusal;
  EXPECT_TRUE(parse_move(pos, "k1", &refusal).has_value()) << refusal.text;
}

TEST(GomokuRules, AnExactFiveWinsUnderStandardEvenWhenTheSameStoneMakesAnOverline) {
  // f8 makes six across (b8..g8) and exactly five up (f4..f8).
  const std::string before = "b8 a1 c8 c1 d8 e1 e8 g1 g8 i1 f4 k1 f5 m1 f6 o1 f7 a3";
  const Position standard = after(position("15 standard: " + before), "f8");
  EXPECT_TRUE(standard.five);
  EXPECT_EQ(outcome_of(standard).winner, 0);
  EXPECT_EQ(names(standard, winning_line(standard)),
            (std::vector<std::string>{"f4", "f5", "f6", "f7", "f8"}));
  const Position freestyle = after(position("15 freestyle: " + before), "f8");
  EXPECT_TRUE(freestyle.five);
  EXPECT_EQ(winning_line(freestyle).length, 6);  // the first winning direction: across
}

TEST(GomokuRules, SixOfTheOtherColourDoesNotBlockAnExactFiveUnderStandard) {
  // White's six on row 1 is no win; Black's five on row 8 is.
  const Position pos = position("10 standard: a8 a1 b8 b1 c8 c1 d8 d1 j10 f1 j8 e1 e8");
  EXPECT_TRUE(pos.five);
  EXPECT_EQ(outcome_of(pos).winner, 0);
}

TEST(GomokuRules, FiveAgainstTheBoardsEdgeWins) {
  // Up the left edge from the corner, and along the top edge into the other corner.
  const Position left = position("15 freestyle: a1 c3 a2 e3 a3 g3 a4 i3 a5");
  EXPECT_TRUE(left.five);
  EXPECT_EQ(names(left, winning_line(left)),
            (std::vector<std::string>{"a1", "a2", "a3", "a4", "a5"}));
  const Position top = position("10 freestyle: a1 f10 c1 g10 e1 h10 g1 i10 a3 j10");
  EXPECT_TRUE(top.five);
  EXPECT_EQ(outcome_of(top).winner, 1);
}

TEST(GomokuRules, WinningLineListsItsCellsInOrderWhenTheLastStoneIsInTheMiddle) {
  const Position pos = position("15 freestyle: d8 a1 e8 c1 g8 e1 h8 g1 f8");
  EXPECT_EQ(names(pos, winning_line(pos)),
            (std::vector<std::string>{"d8", "e8", "f8", "g8", "h8"}));
  const Position diagonal = position("15 freestyle: d4 a1 e5 c1 g7 e1 h8 g1 f6");
  EXPECT_EQ(names(diagonal, winning_line(diagonal)),
            (std::vector<std::string>{"d4", "e5", "f6", "g7", "h8"}));
}

// 10x10 in pairs of columns: Black where (column / 2 + row) is even. No line of either colour is
// longer than two in any direction, so the board fills with no five.
std::vector<Cell> full_board_moves(const Position& board) {
  std::vector<Cell> black, white, moves;
  for (int row = 0; row < board.size; ++row)
    for (int column = 0; column < board.size; ++column)
      ((column / 2 + row) % 2 == 0 ? black : white).push_back(board.cell(column, row));
  EXPECT_EQ(black.size(), white.size());
  for (std::size_t i = 0; i < black.size(); ++i) moves.insert(moves.end(), {black[i], white[i]});
  return moves;
}

TEST(GomokuRules, AFullBoardWithNoFiveIsADraw) {
  Position pos = empty_board(10, Rule::FREESTYLE);
  const std::vector<Cell> moves = full_board_moves(pos);
  for (std::size_t i = 0; i < moves.size(); ++i) {
    ASSERT_FALSE(pos.over()) << "after " << i << " moves";
    Refusal refusal;
    ASSERT_TRUE(parse_move(pos, cell_name(pos, moves[i]), &refusal).has_value()) << refusal.text;
    pos = play(pos, moves[i]);
    EXPECT_FALSE(pos.five);
  }
  EXPECT_TRUE(pos.full());
  const Outcome o = outcome_of(pos);
  EXPECT_TRUE(o.over);
  EXPECT_EQ(o.winner, -1);
  EXPECT_EQ(o.reason, "full");
  EXPECT_TRUE(o.summary.empty());
  Gomoku::MoveList none;
  Gomoku::generate_moves(pos, none);
  EXPECT_TRUE(none.empty());
}

TEST(GomokuRules, NoMoveIsAcceptedAfterFive) {
  const Position pos = position("15 freestyle: f8 f10 g8 h10 h8 j10 i8 l10 j8");
  Refusal refusal;
  EXPECT_FALSE(parse_move(pos, "a1", &refusal).has_value());
  EXPECT_EQ(refusal.text, "the game is over");
  EXPECT_EQ(refusal.reason, Reason::AFTER_END);
  Traits::MoveList legal;
  Traits::legal_moves(pos, legal);
  EXPECT_TRUE(legal.empty());
  Gomoku::MoveList generated;
  Gomoku::generate_moves(pos, generated);
  EXPECT_TRUE(generated.empty());
}

TEST(GomokuRules, AnOccupiedCellIsRefusedAsIllegalBecauseTaken) {
  const Position pos = position("15 freestyle: h8 i9");
  Refusal refusal;
  EXPECT_FALSE(parse_move(pos, "i9", &refusal).has_value());
  EXPECT_NE(refusal.text.find("the cell is taken"), std::string::npos) << refusal.text;
  EXPECT_EQ(refusal.reason, Reason::ILLEGAL);
  EXPECT_EQ(refusal.cause, "taken");
  EXPECT_EQ(refusal.move, "i9");
  EXPECT_FALSE(parse_move(pos, "h8", &refusal).has_value());
}

TEST(GomokuRules, ACellOffTheBoardIsRefusedAsUnreadable) {
  const Position pos = position("10 freestyle: e5");
  Refusal refusal;
  for (const char* off : {"k1", "a11"}) {
    EXPECT_FALSE(parse_move(pos, off, &refusal).has_value()) << off;
    EXPECT_EQ(refusal.reason, Reason::UNREADABLE) << off;
    EXPECT_EQ(refusal.cause, "off-board") << off;
  }
  for (const char* no_cell : {"z9", "a0"}) {
    EXPECT_FALSE(parse_move(pos, no_cell, &refusal).has_value()) << no_cell;
    EXPECT_EQ(refusal.reason, Reason::UNREADABLE) << no_cell;
    EXPECT_FALSE(refusal.text.empty());
  }
  EXPECT_TRUE(parse_move(pos, "j10", nullptr).has_value());
}

TEST(GomokuRules, BlackMovesFirstAndTheColoursAlternate) {
  Position pos = empty_board(15, Rule::FREESTYLE);
  EXPECT_EQ(pos.to_move(), BLACK);
  pos = after(pos, "h8");
  EXPECT_EQ(pos.cells[pos.centre()], BLACK);
  EXPECT_EQ(pos.to_move(), WHITE);
  pos = after(pos, "i9");
  EXPECT_EQ(pos.at(8, 8), WHITE);
  EXPECT_EQ(pos.to_move(), BLACK);
}

TEST(GomokuRules, TheKeyDependsOnTheStonesNotOnTheirOrder) {
  const Position a = position("15 freestyle: h8 i9 h9 i8");
  const Position b = position("15 freestyle: h9 i8 h8 i9");
  EXPECT_EQ(a.key, b.key);
  EXPECT_NE(a.key, position("15 freestyle: h8 i9 h9").key);
  EXPECT_NE(position("15 freestyle:").key, position("15 standard:").key);
}

}  // namespace
}  // namespace ply::gomoku
