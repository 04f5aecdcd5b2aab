// The exact solver on the 6x6 board (the middle of the 8x8 one inside the blocked ring): its own
// last-squares code, the board's symmetries and windows.
#include <gtest/gtest.h>

#include "reversi/endgame/solve.h"
#include "reversi/game.h"
#include "reversi/notation.h"
#include "reversi/symmetry.h"
#include "reversi_reference.h"
#include "reversi_test_util.h"

namespace ply::reversi {
namespace {

using testing::playout;
using testing::position;

reference::Board reference_of(const Position& pos) {
  return reference::from_text(squares_string(pos) + (pos.black_to_move ? " X" : " O"), 6);
}

TEST(ReversiSixSolver, SymmetriesMapSquaresAsTheyMapBitboards) {
  for (int s = 0; s < 8; ++s) {
    for (int sq = 0; sq < 64; ++sq) {
      EXPECT_EQ(symmetric(bit(sq), s), bit(symmetric_square(sq, s)))
          << "symmetry " << s << " square " << sq;
      EXPECT_EQ(unsymmetric_square(symmetric_square(sq, s), s), sq)
          << "symmetry " << s << " square " << sq;
    }
    EXPECT_EQ(symmetric(RING, s), RING) << "the 6x6 board maps onto itself under symmetry " << s;
  }
  // Each of the eight is a different map.
  for (int s = 0; s < 8; ++s)
    for (int t = s + 1; t < 8; ++t)
      EXPECT_NE(symmetric(0x0000000000000e02ULL, s), symmetric(0x0000000000000e02ULL, t));
}

TEST(ReversiSixSolver, TheStartIsSymmetricUnderTheTwoDiagonalsAndTheHalfTurn) {
  const Position start = position("6x6:");
  EXPECT_EQ(popcount(symmetries_of(start.player, start.opponent)), 3);
}

// Positions with 14 to 16 empties from random 6x6 games: the score the plain alpha-beta of the
// tests' independent array-of-cells Reversi confirms within the narrowest window around it.
TEST(ReversiSixSolver, ScoresAgreeWithTheIndependentReference) {
  for (u64 seed = 1; seed <= 4; ++seed) {
    const int empties = seed == 4 ? 16 : 14;
    const Position pos = playout(position("6x6:"), empties, seed * 11);
    if (is_over(pos)) continue;
    const Solution s = solve(pos);
    ASSERT_TRUE(s.complete);
    EXPECT_EQ(reference::solve(reference_of(pos), s.score - 1, s.score + 1), s.score)
        << to_string(pos);
    EXPECT_EQ(-solve(play(pos, s.move)).score, s.score)
        << to_string(pos) << ": the move does not keep the score";
  }
}

// The last squares' code on 6x6 counts the board's 36 squares, the ring's squares for no one.
TEST(ReversiSixSolver, EndingsWithFewEmptiesScoreExactly) {
  for (u64 seed = 1; seed <= 40; ++seed) {
    const Position pos = playout(position("6x6:"), int(seed % 7), seed);
    const int score = solve(pos).score;
    EXPECT_EQ(reference::solve(reference_of(pos), -65, 65), score) << to_string(pos);
  }
}

// A window around a known value proves it: inside, the score is exact; outside, a bound on its
// side.
TEST(ReversiSixSolver, AWindowGivesTheExactScoreInsideAndABoundOutside) {
  const Position pos = playout(position("6x6:"), 16, 5);
  const int exact = solve(pos).score;
  EXPECT_EQ(solve(pos, {}, {exact - 1, exact + 1}).score, exact);
  EXPECT_LE(solve(pos, {}, {exact + 1, exact + 3}).score, exact + 1);
  EXPECT_GE(solve(pos, {}, {exact - 3, exact - 1}).score, exact - 1);
}

}  // namespace
}  // namespace ply::reversi
