// The original design's bot (levels 2 and 3) and level 1, on positions whose scores are worked out
// by hand from the formula of issue 10: over the 4 directions, the 5-cell windows through the cell
// that lie wholly on the board; a window holding the other side's stone scores 0; with c stones of
// the side in it (the new one counted), c <= 1 scores 0, c = 5 scores 10000 (own) or 1000
// (opponent's), else 3^c.
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "core/rng.h"
#include "gomoku/engine.h"
#include "gomoku/original.h"
#include "gomoku_test_util.h"

namespace ply::gomoku {
namespace {

using testing::cell;
using testing::position;

int own_gain(const Position& pos, const std::string& name) {
  return window_gain(pos, cell(pos, name), pos.to_move(), OWN_FIVE_SCORE);
}
int opponent_gain(const Position& pos, const std::string& name) {
  return window_gain(pos, cell(pos, name), opponent(pos.to_move()), OPPONENT_FIVE_SCORE);
}

// The move of the five-level ladder's level `level` (now the ladder's rung that plays as it did).
Cell choose(const Position& pos, int level, double aggressiveness, u64 seed) {
  Engine engine(1);
  Request request;
  request.level = level_of_legacy(Engine::LADDER, level);
  request.options.set(AGGRESSIVENESS.name, aggressiveness);
  request.seed = seed;
  return engine.choose(pos, request).move;
}

TEST(GomokuOriginal, AWindowWithTwoOfTheSidesStonesScoresNine) {
  // White to move after h8. For Black, i8 shares with h8 the four windows across that start at
  // d8..h8 (the one starting at i8 holds i8 alone): 4 x 3^2.
  const Position pos = position("15 freestyle: h8");
  EXPECT_EQ(opponent_gain(pos, "i8"), 4 * 9);
  EXPECT_EQ(opponent_gain(pos, "i9"), 4 * 9);  // the same along the diagonal
  EXPECT_EQ(own_gain(pos, "i8"), 0);  // White's windows through i8: one stone, or a black one
  EXPECT_EQ(opponent_gain(pos, "j10"), 3 * 9);  // e5..i9 is the window that misses j10
}

TEST(GomokuOriginal, AWindowCutByTheBoardsEdgeDoesNotCount) {
  // Of the windows across through b1 that hold a1, only a1..e1 lies on the board.
  const Position pos = position("15 freestyle: a1");
  EXPECT_EQ(opponent_gain(pos, "b1"), 9);
  // a2, up from a1: only a1..a5 on the board as well.
  EXPECT_EQ(opponent_gain(pos, "a2"), 9);
  // b2, on the diagonal from a1: only a1..e5.
  EXPECT_EQ(opponent_gain(pos, "b2"), 9);
}

TEST(GomokuOriginal, AWindowHoldingTheOtherSidesStoneScoresNothing) {
  // Black h8 and White k8; Black's i8: the windows starting at e8 and f8 hold h8 (9 each); those
  // starting at g8, h8 and i8 reach k8.
  const Position pos = position("15 freestyle: h8 k8");
  EXPECT_EQ(own_gain(pos, "i8"), 2 * 9);
}

TEST(GomokuOriginal, FiveScoresTenThousandForTheBotAndAThousandForItsOpponent) {
  // Black d8 e8 f8 g8, Black to move; h8 across: d8..h8 five, e8..i8 four (81), f8..j8 three (27),
  // g8..k8 two (9), h8..l8 one (0).
  const Position pos = position("15 freestyle: d8 a1 e8 c1 f8 e1 g8 g1");
  EXPECT_EQ(own_gain(pos, "h8"), OWN_FIVE_SCORE + 81 + 27 + 9);
  EXPECT_EQ(window_gain(pos, cell(pos, "h8"), BLACK, OPPONENT_FIVE_SCORE),
            OPPONENT_FIVE_SCORE + 81 + 27 + 9);
  EXPECT_EQ(OWN_FIVE_SCORE, 10000);
  EXPECT_EQ(OPPONENT_FIVE_SCORE, 1000);
  // White's gain at h8 is nothing: every window through it holds a black stone or h8 alone.
  EXPECT_EQ(opponent_gain(pos, "h8"), 0);
  // G = M + A·N, kept in hundredths.
  EXPECT_EQ(original_score(pos, cell(pos, "h8"), 80), 100 * (10000 + 117));
}

// Black (to move) has an open three f8 g8 h8; White has the three f4 g4 h4 with i5 beside it.
//   Black's i8: M = 81 (e8..i8) + 81 (f8..j8) + 27 (g8..k8) + 9 (h8..l8) = 198;
//               N = 9 + 9 (White's i5 with i8 in i4..i8 and i5..i9) = 18.
//   Black's i4: M = 0; N = 198 across, as above, + 4 x 9 up (i5 with i4 in i1..i5 .. i4..i8) = 234.
// A = 0.5: G(i8) = 198 + 9 = 207 > G(i4) = 117 (and e8: 198): the bot attacks.
// A = 1.0: G(i4) = 234 > G(i8) = 216: it defends.
constexpr const char* ATTACK_OR_DEFENCE = "15 freestyle: f8 f4 g8 g4 h8 h4 a15 i5";

TEST(GomokuOriginal, TheScoreIsOwnGainPlusAggressivenessTimesTheOpponentsGain) {
  const Position pos = position(ATTACK_OR_DEFENCE);
  EXPECT_EQ(own_gain(pos, "i8"), 198);
  EXPECT_EQ(opponent_gain(pos, "i8"), 18);
  EXPECT_EQ(own_gain(pos, "i4"), 0);
  EXPECT_EQ(opponent_gain(pos, "i4"), 234);
  EXPECT_EQ(original_score(pos, cell(pos, "i8"), 50), 100 * 198 + 50 * 18);
  EXPECT_EQ(original_score(pos, cell(pos, "i4"), 100), 100 * 234);
}

TEST(GomokuOriginal, LowAggressivenessAttacksAndHighAggressivenessDefends) {
  const Position pos = position(ATTACK_OR_DEFENCE);
  for (u64 seed = 1; seed <= 8; ++seed) {
    EXPECT_EQ(cell_name(pos, choose(pos, 2, 0.5, seed)), "i8");
    EXPECT_EQ(cell_name(pos, choose(pos, 2, AGGRESSIVENESS.default_value, seed)), "i8");
    EXPECT_EQ(cell_name(pos, choose(pos, 2, 1.0, seed)), "i4");
  }
}

int aggressiveness_percent(double aggressiveness) {
  OptionBag options;
  options.set(AGGRESSIVENESS.name, aggressiveness);
  return Settings(options).aggressiveness_percent;
}

TEST(GomokuOriginal, AggressivenessIsAWholePercentageClampedToHalfAndOne) {
  EXPECT_EQ(aggressiveness_percent(0.5), 50);
  EXPECT_EQ(aggressiveness_percent(0.8), 80);
  EXPECT_EQ(aggressiveness_percent(0.755), 76);
  EXPECT_EQ(aggressiveness_percent(1.0), 100);
  EXPECT_EQ(aggressiveness_percent(0.1), 50);
  EXPECT_EQ(aggressiveness_percent(3.0), 100);
}

TEST(GomokuOriginal, AnUnsetAggressivenessPlaysAtTheDeclaredDefault) {
  EXPECT_EQ(Settings(OptionBag{}).aggressiveness_percent, 80);
}

// Positions of random games on both sizes and rules, by levels 1 and 2 in turn.
std::vector<Position> sample_positions() {
  std::vector<Position> positions;
  for (u64 seed = 1; seed <= 24; ++seed) {
    Position pos = empty_board(seed % 2 ? 10 : 15, seed % 3 ? Rule::FREESTYLE : Rule::STANDARD);
    Engine engine(1);
    for (int ply = 0; !pos.over() && ply < 60; ++ply) {
      positions.push_back(pos);
      Request request;
      request.level = level_of_legacy(Engine::LADDER, ply % 3 ? 2 : 1);
      request.seed = seed * 100 + u64(ply);
      request.options.set(AGGRESSIVENESS.name, 0.5 + double(seed % 6) / 10);
      pos = play(pos, engine.choose(pos, request).move);
    }
  }
  return positions;
}

bool next_to_a_stone(const Position& pos, Cell c) {
  for (int dr = -1; dr <= 1; ++dr)
    for (int dc = -1; dc <= 1; ++dc) {
      const int x = pos.column(c) + dc, y = pos.row(c) + dr;
      if ((dc || dr) && pos.on_board(x, y) && pos.at(x, y) != EMPTY) return true;
    }
  return false;
}

TEST(GomokuLevels, LevelOnePlaysTheCentreOfAnEmptyBoard) {
  EXPECT_EQ(cell_name(empty_board(15, Rule::FREESTYLE),
                      choose(empty_board(15, Rule::FREESTYLE), 1, 0.8, 3)),
            "h8");
  const Position ten = empty_board(10, Rule::STANDARD);
  EXPECT_EQ(choose(ten, 1, 0.8, 3), ten.centre());
}

TEST(GomokuLevels, LevelOnePlaysARandomEmptyCellNextToAStone) {
  const Position pos = position("15 freestyle: h8 i9 h9");
  std::set<Cell> chosen;
  for (u64 seed = 1; seed <= 60; ++seed) {
    const Cell c = choose(pos, 1, 0.8, seed);
    EXPECT_EQ(pos.cells[c], EMPTY);
    EXPECT_TRUE(next_to_a_stone(pos, c)) << cell_name(pos, c);
    chosen.insert(c);
  }
  EXPECT_GE(chosen.size(), 8u);  // of the 13 cells next to these stones
  for (const Position& p : sample_positions()) {
    if (p.count == 0) continue;
    EXPECT_TRUE(next_to_a_stone(p, choose(p, 1, 0.8, p.count)));
  }
}

TEST(GomokuLevels, LevelTwoPlaysTheHighestScoreAndBreaksTiesAtRandom) {
  for (const Position& pos : sample_positions()) {
    Gomoku::MoveList candidates;
    Gomoku::generate_moves(pos, candidates);
    int best = INT_MIN;
    for (const Cell c : candidates) best = std::max(best, original_score(pos, c, 70));
    const Cell c = choose(pos, 2, 0.7, pos.count);
    EXPECT_EQ(original_score(pos, c, 70), best) << position_text(pos);
  }
  // After h8 the eight cells around it score alike for White.
  const Position pos = position("15 freestyle: h8");
  std::set<Cell> chosen;
  for (u64 seed = 1; seed <= 40; ++seed) chosen.insert(choose(pos, 2, 0.8, seed));
  EXPECT_GE(chosen.size(), 4u);
}

// The cells where `side` would make five now.
std::vector<Cell> fives_for(const Position& pos, Stone side) {
  std::vector<Cell> cells;
  for (int c = 0; c < pos.cell_count(); ++c)
    if (pos.cells[c] == EMPTY && makes_five(pos, Cell(c), side)) cells.push_back(Cell(c));
  return cells;
}

TEST(GomokuLevels, LevelThreeNeverMissesAWinInOne) {
  // Black's four d8..g8 against White's four d4..g4: Black wins at c8 or h8, rather than block.
  const Position pos = position("15 freestyle: d8 d4 e8 e4 f8 f4 g8 g4");
  for (u64 seed = 1; seed <= 8; ++seed) {
    const Cell c = choose(pos, 3, 1.0, seed);
    EXPECT_TRUE(play(pos, c).five) << cell_name(pos, c);
  }
  int wins = 0;
  for (const Position& p : sample_positions()) {
    if (fives_for(p, p.to_move()).empty()) continue;
    ++wins;
    EXPECT_TRUE(play(p, choose(p, 3, 0.5, p.count)).five) << position_text(p);
  }
  EXPECT_GT(wins, 5);
}

TEST(GomokuLevels, LevelThreeNeverAllowsAWinInOneThatAMoveCouldStop) {
  // White threatens e4 (a four a4..d4 against the edge); Black's own three across row 8 must wait.
  const Position pos = position("15 freestyle: f8 a4 g8 b4 h8 c4 o15 d4");
  for (u64 seed = 1; seed <= 8; ++seed) EXPECT_EQ(cell_name(pos, choose(pos, 3, 0.5, seed)), "e4");
  int checked = 0;
  for (const Position& p : sample_positions()) {
    const std::vector<Cell> threats = fives_for(p, opponent(p.to_move()));
    if (threats.size() != 1 || !fives_for(p, p.to_move()).empty()) continue;
    ++checked;
    const Position next = play(p, choose(p, 3, 0.8, p.count));
    EXPECT_TRUE(fives_for(next, next.to_move()).empty()) << position_text(p);
  }
  EXPECT_GT(checked, 5);
}

}  // namespace
}  // namespace ply::gomoku
