#include <gtest/gtest.h>

#include <sstream>

#include "reversi/perft.h"
#include "reversi_test_util.h"

namespace ply::reversi {
namespace {

// Aart Bik's published table (tests/data/reversi/perft_start.tsv), depths 1 to 9.
TEST(ReversiPerft, StartPositionMatchesPublishedCountsToDepth9) {
  const auto lines = testing::read_lines(testing::test_data("reversi/perft_start.tsv"));
  ASSERT_GE(lines.size(), 9u);
  int checked = 0;
  for (const auto& line : lines) {
    std::istringstream fields(line);
    int depth = 0;
    unsigned long long expected = 0;
    fields >> depth >> expected;
    if (depth > 9) continue;
    EXPECT_EQ(perft(start_position(), depth), expected) << "depth " << depth;
    ++checked;
  }
  EXPECT_EQ(checked, 9);
}

TEST(ReversiPerft, PassCountsAsAPlyAndEndedGameIsALeaf) {
  const Position pos = testing::position(testing::WHITE_MUST_PASS);
  EXPECT_EQ(perft(pos, 1), 1u);  // the pass
  EXPECT_EQ(perft(pos, 2), 1u);  // then Black's only move, h1
  EXPECT_EQ(perft(pos, 5), 1u);  // h8 is then nobody's: the game ends early and counts once
}

}  // namespace
}  // namespace ply::reversi
