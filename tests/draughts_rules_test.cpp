// Russian draughts rules (docs/draughts-rules.md §1-§4), one rule per test, each on a small
// position.
#include <gtest/gtest.h>

#include "draughts/draw.h"
#include "draughts_test_util.h"

namespace ply::draughts {
namespace {

using testing::fen;
using testing::legal_lines;
using testing::legal_texts;
using Lines = std::vector<std::string>;

TEST(RussianDraughts, StartHasTwelveMenEachOnDarkSquaresWithWhiteToMove) {
  const Position pos = start_position();
  EXPECT_EQ(popcount(pos.white), 12);
  EXPECT_EQ(popcount(pos.black), 12);
  EXPECT_EQ(pos.kings, 0u);
  EXPECT_EQ(pos.side, WHITE);
  EXPECT_EQ((pos.white | pos.black) & ~DARK, 0u);
  EXPECT_TRUE(DARK & bit(make_square(0, 0))) << "a1 is dark";
  EXPECT_EQ(to_fen(pos),
            "W:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3:Bb6,d6,f6,h6,a7,c7,e7,g7,b8,d8,f8,h8");
}

TEST(RussianDraughts, ManMovesOneSquareDiagonallyForwardOnly) {
  EXPECT_EQ(legal_texts(fen("W:Wd4:Bh8")), (Lines{"d4-c5", "d4-e5"}));
  EXPECT_EQ(legal_texts(fen("B:Wa1:Bd4")), (Lines{"d4-c3", "d4-e3"}));
}

TEST(RussianDraughts, ManOnTheEdgeHasOneForwardSquare) {
  EXPECT_EQ(legal_texts(fen("W:Wa3:Bh8")), (Lines{"a3-b4"}));
}

TEST(RussianDraughts, ManReachingTheLastRankBecomesAKing) {
  const Position pos = fen("W:Wa7:Bh4");
  const Position next = play(pos, testing::move(pos, "a7-b8"));
  EXPECT_TRUE(next.kings & bit(*parse_square("b8")));
  const Position black = fen("B:Wh6:Bb2");
  EXPECT_TRUE(play(black, testing::move(black, "b2-c1")).kings & bit(*parse_square("c1")));
}

TEST(RussianDraughts, FlyingKingMovesAnyDistanceAlongAnyDiagonal) {
  EXPECT_EQ(legal_texts(fen("W:WKa1:Bh6")).size(), 7u);  // b2..h8
  EXPECT_EQ(legal_texts(fen("W:WKd4,f6:Bh6")),
            (Lines{"d4-a1", "d4-a7", "d4-b2", "d4-b6", "d4-c3", "d4-c5", "d4-e3", "d4-e5", "d4-f2",
                   "d4-g1", "f6-e7", "f6-g7"}))
      << "a king cannot pass its own piece";
}

TEST(RussianDraughts, CaptureIsCompulsory) {
  EXPECT_EQ(legal_lines(fen("W:Wc3,g3:Bd4")), (Lines{"c3:e5 [x d4]"}));
  Refusal refusal;
  EXPECT_FALSE(parse_move(fen("W:Wc3,g3:Bd4"), "g3-h4", &refusal));
  EXPECT_NE(refusal.text.find("compulsory"), std::string::npos) << refusal.text;
  EXPECT_EQ(refusal.reason, Reason::ILLEGAL);
  EXPECT_EQ(refusal.cause, "capture-compulsory");
}

TEST(RussianDraughts, ManCapturesOnlyOntoTheEmptySquareRightBehind) {
  EXPECT_EQ(legal_lines(fen("W:Wc3:Bd4,e5")), (Lines{"c3-b4"}));
}

TEST(RussianDraughts, ManCapturesBackwards) {
  EXPECT_EQ(legal_lines(fen("W:Wd4:Bc3,h8")), (Lines{"d4:b2 [x c3]"}));
}

TEST(RussianDraughts, CaptureIsCompletedToTheEnd) {
  EXPECT_EQ(legal_lines(fen("W:Wa1:Bb2,d4,h8")), (Lines{"a1:e5 [x b2 d4]"}));
}

TEST(RussianDraughts, FreeChoiceAmongCapturesNoMajorityRule) {
  // One piece by c3, two by g3: both are legal.
  EXPECT_EQ(legal_lines(fen("W:Wc3,g3:Bb4,f4,f6,h8")), (Lines{"c3:a5 [x b4]", "g3:g7 [x f4 f6]"}));
}

TEST(RussianDraughts, KingCapturesAtDistanceAndMayStopOnAnySquareBehind) {
  EXPECT_EQ(legal_lines(fen("W:WKa1:Bd4")),
            (Lines{"a1:e5 [x d4]", "a1:f6 [x d4]", "a1:g7 [x d4]", "a1:h8 [x d4]"}));
}

TEST(RussianDraughts, KingLandingSquaresEndAtTheNextPiece) {
  EXPECT_EQ(legal_lines(fen("W:WKa1:Bc3,h8")),
            (Lines{"a1:d4 [x c3]", "a1:e5 [x c3]", "a1:f6 [x c3]", "a1:g7 [x c3]"}));
}

TEST(RussianDraughts, KingMustLandWhereTheCaptureContinues) {
  // h8 takes e5; of d4, c3, b2, a1 only c3 lets it take d2 (T4).
  EXPECT_EQ(legal_lines(fen("W:WKh8,Ke7:BKe5,d2,a7")), (Lines{"h8:e1 [x d2 e5]"}));
}

TEST(RussianDraughts, CapturedPieceCannotBeJumpedTwice) {
  // From b8 the king could only go on back over c7, which stays on the board and blocks (T1).
  EXPECT_EQ(legal_lines(fen("W:WKe5:Bc7,g3")), (Lines{"e5:b8 [x c7]", "e5:h2 [x g3]"}));
}

TEST(RussianDraughts, CapturedPiecesLeaveTheBoardOnlyAfterTheMove) {
  // Removed at once, g7 would open h8-a1 for the new king to take b2 (T2).
  EXPECT_EQ(legal_lines(fen("W:Wf6,e3:Bg7,Kb2")), (Lines{"f6:h8 [x g7]"}));
}

TEST(RussianDraughts, ManPromotedMidCaptureContinuesAsKing) {
  EXPECT_EQ(legal_lines(fen("W:Wh6,h2:Be7,g7,b2,a7")), (Lines{"h6:c1 [x b2 e7 g7]"}));
  const Position pos = fen("W:Wh6,h2:Be7,g7,b2,a7");
  const Position next = play(pos, testing::move(pos, "h6:c1"));
  EXPECT_TRUE(next.kings & bit(*parse_square("c1"))) << "it ends the move a king, on rank 1";
  EXPECT_EQ(next.black, bit(*parse_square("a7")));
}

TEST(RussianDraughts, ManEndingItsCaptureOnTheLastRankIsCrowned) {
  const Position pos = fen("W:Wb6:Bc7,h4");
  const Move m = testing::move(pos, "b6:d8");
  EXPECT_TRUE(m.promotes);
  EXPECT_TRUE(play(pos, m).kings & bit(*parse_square("d8")));
}

TEST(RussianDraughts, RingCaptureEndsOnItsStartSquareAndKeepsThePiece) {
  const Position pos = fen("W:Wb4,g1:Bc5,e5,e3,c3,h8");
  const Position next = play(pos, testing::move(pos, "b4:b4"));
  EXPECT_EQ(next.white, pos.white);
  EXPECT_EQ(next.black, bit(*parse_square("h8")));
}

TEST(RussianDraughts, SideWithNoPiecesLoses) {
  const GameEnd end = game_end(std::vector<Position>{fen("W:W:Bb8")});
  EXPECT_EQ(end.result, Result::BLACK_WINS);
  EXPECT_EQ(end.reason, EndReason::NO_MOVES);
}

TEST(RussianDraughts, SideWithAllPiecesBlockedLoses) {
  // White a1 faces b2 with c3 behind it: no step, no capture.
  const Position pos = fen("W:Wa1:Bb2,c3");
  EXPECT_TRUE(legal_lines(pos).empty());
  EXPECT_EQ(game_end(std::vector<Position>{pos}).result, Result::BLACK_WINS);
  const Position black = fen("B:Wa1,c3,h2:Bh8");  // h8 has g7 to go to: not blocked
  EXPECT_EQ(game_end(std::vector<Position>{black}).result, Result::ONGOING);
}

TEST(RussianDraughts, BlackMenWalkDownAndCrownOnRankOne) {
  const Position pos = fen("B:Wd2,h2:Be3");
  EXPECT_EQ(legal_lines(pos), (Lines{"e3:c1 [x d2]"}));
  EXPECT_TRUE(play(pos, testing::move(pos, "e3:c1")).kings & bit(*parse_square("c1")));
}

TEST(RussianDraughts, PlayCountsKingOnlyPliesAndPliesSinceTheBalanceChanged) {
  Position pos = fen("W:WKa1,c3:BKh8,f8");
  pos = play(pos, testing::move(pos, "a1-b2"));
  EXPECT_EQ(pos.king_plies, 1);
  EXPECT_EQ(pos.balance_plies, 1);
  pos = play(pos, testing::move(pos, "f8-g7"));  // a man moves: kings-only count restarts
  EXPECT_EQ(pos.king_plies, 0);
  EXPECT_EQ(pos.balance_plies, 2);
  const Position capture = fen("W:WKa1:Bd4,h8");
  const Position after = play(capture, testing::move(capture, "a1:e5"));
  EXPECT_EQ(after.balance_plies, 0);
  EXPECT_EQ(after.king_plies, 0);
}

}  // namespace
}  // namespace ply::draughts
