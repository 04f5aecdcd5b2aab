// Renju: Black's fouls (double three, double four, overline) by the RIF rules, each position built
// and checked by hand with its reason; a second, independent implementation written from the rules'
// words (lines read as text) that must agree with the engine on every cell of many random boards
// and over a perft-like count; and every level refusing to play a foul.
#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "core/rng.h"
#include "gomoku/engine.h"
#include "gomoku/pattern_board.h"
#include "gomoku/renju.h"
#include "gomoku/traits.h"
#include "gomoku_test_util.h"
#include "ladder_test_util.h"

namespace ply::gomoku {
namespace {

using testing::cell;

std::vector<std::string> split(const std::string& text) {
  std::vector<std::string> list;
  std::size_t start = 0;
  while (start < text.size()) {
    const std::size_t end = std::min(text.find(' ', start), text.size());
    if (end > start) list.push_back(text.substr(start, end - start));
    start = end + 1;
  }
  return list;
}

// A 15x15 renju board with Black's and White's stones, Black to move: White's missing stones are
// put on the edge rows (a1, c1, e1, ... then a15, c15, ...), far from the play and two apart.
Position board(const std::string& black, const std::string& white = "") {
  std::vector<std::string> b = split(black), w = split(white);
  for (int i = 0; w.size() < b.size(); ++i) {
    const std::string pad = std::string(1, char('a' + (i % 8) * 2)) + (i < 8 ? "1" : "15");
    w.push_back(pad);
  }
  EXPECT_EQ(b.size(), w.size());
  Position pos = empty_board(15, Rule::RENJU);
  for (std::size_t i = 0; i < b.size(); ++i) {
    pos = play(pos, cell(pos, b[i]));
    pos = play(pos, cell(pos, w[i]));
  }
  EXPECT_FALSE(pos.over());
  return pos;
}

Foul foul_at(const Position& pos, const std::string& name) {
  return renju_foul(pos.cells.data(), pos.size, cell(pos, name));
}

TEST(Renju, TwoOpenThreesAtOnceAreADoubleThree) {
  // f8 g8 h8 across (e8, i8 and beyond empty) and h6 h7 h8 up: two threes.
  EXPECT_EQ(foul_at(board("f8 g8 h6 h7"), "h8"), Foul::DOUBLE_THREE);
}

TEST(Renju, ABrokenThreeCountsAsAThree) {
  // e8 . g8 h8: f8 makes the straight four e8-h8 (d8 and i8 empty), so it is a three, with h6 h7
  // h8.
  EXPECT_EQ(foul_at(board("e8 g8 h6 h7"), "h8"), Foul::DOUBLE_THREE);
}

TEST(Renju, AThreeBlockedAtOneEndIsNoThree) {
  // White on e8 and j8: f8 g8 h8 can become f8-i8 (ends e8 taken) or e8 is taken: no straight four.
  EXPECT_EQ(foul_at(board("f8 g8 h6 h7", "e8 j8"), "h8"), Foul::NONE);
}

TEST(Renju, AFourAndAThreeTogetherAreAllowed) {
  // e8 f8 g8 h8 is a four; h6 h7 h8 a three.
  EXPECT_EQ(foul_at(board("e8 f8 g8 h6 h7"), "h8"), Foul::NONE);
}

TEST(Renju, TwoFoursAtOnceAreADoubleFourEvenWhenBothAreBlocked) {
  // e8 f8 g8 h8 (d8 White's) and h5 h6 h7 h8 (h4 White's): each makes five at one point only.
  EXPECT_EQ(foul_at(board("e8 f8 g8 h5 h6 h7", "d8 h4"), "h8"), Foul::DOUBLE_FOUR);
}

TEST(Renju, TwoFoursInOneLineAreADoubleFour) {
  // e8 . g8 h8 i8 . k8: f8 makes e8-i8 and j8 makes g8-k8, two fives on one line.
  EXPECT_EQ(foul_at(board("e8 g8 i8 k8"), "h8"), Foul::DOUBLE_FOUR);
}

TEST(Renju, SixOrMoreInARowIsAnOverlineForBlackAndWinsForWhite) {
  const Position pos = board("d8 e8 f8 h8 i8");
  EXPECT_EQ(foul_at(pos, "g8"), Foul::OVERLINE);
  // The same line of White's wins: White's overline is a five.
  Position white = board("a3 c3 e3 g3 i3 k3", "d8 e8 f8 h8 i8");
  white = play(white, cell(white, "m3"));
  EXPECT_TRUE(makes_five(white, cell(white, "g8"), WHITE));
  EXPECT_FALSE(makes_five(pos, cell(pos, "g8"), BLACK));
}

TEST(Renju, FiveWinsEvenWhenTheSameStoneMakesAnOverlineOrDoubleThree) {
  // h8 makes d8-h8, exactly five, and h5-h10 up, six: the five wins.
  const Position pos = board("d8 e8 f8 g8 h5 h6 h7 h9 h10");
  EXPECT_EQ(foul_at(pos, "h8"), Foul::NONE);
  EXPECT_TRUE(makes_five(pos, cell(pos, "h8"), BLACK));
}

TEST(Renju, AThreeWhoseStraightFourWouldTouchAnOverlineIsNoThree) {
  // c8 . . f8 g8 h8 . . k8: e8 would make e8-h8, whose d8 end gives c8-h8, six; i8 would make
  // f8-i8, whose j8 end gives f8-k8, six. Neither is a straight four, so with h6 h7 h8 there is one
  // three.
  EXPECT_EQ(foul_at(board("c8 f8 g8 k8 h6 h7"), "h8"), Foul::NONE);
  // Without k8, i8 makes the straight four f8-i8 (e8 and j8 both give exactly five): a double
  // three.
  EXPECT_EQ(foul_at(board("c8 f8 g8 h6 h7"), "h8"), Foul::DOUBLE_THREE);
}

TEST(Renju, AThreeWhoseOnlyStraightFourIsAFoulIsNoThree) {
  // f8 g8 h8 with d8 White's can only become the straight four f8-i8, and i8 is an overline (i5 i6
  // i7 i8 i9 i10): so h8 makes one three (h6 h7 h8), which is allowed.
  EXPECT_EQ(foul_at(board("f8 g8 h6 h7 i5 i6 i7 i9 i10", "d8"), "h8"), Foul::NONE);
  // i8 itself is a foul there (before h8 too: i5-i10 is six).
  EXPECT_EQ(foul_at(board("f8 g8 h6 h7 i5 i6 i7 i9 i10", "d8"), "i8"), Foul::OVERLINE);
  // With i10 White's, i8 is allowed and h8 a double three again.
  EXPECT_EQ(foul_at(board("f8 g8 h6 h7 i5 i6 i7 i9", "d8 i10"), "h8"), Foul::DOUBLE_THREE);
}

TEST(Renju, TheFoulsBindOnlyBlackAndOnlyUnderRenju) {
  Position white = board("a3 c3 e3 g3 i3", "f8 g8 h6 h7");
  white = play(white, cell(white, "k3"));  // White to move
  EXPECT_FALSE(forbidden(white, cell(white, "h8")));
  const Position black = board("f8 g8 h6 h7");
  EXPECT_TRUE(forbidden(black, cell(black, "h8")));
  std::string error;
  const auto freestyle = parse_position("15 freestyle: f8 a1 g8 c1 h6 e1 h7 g1", &error);
  ASSERT_TRUE(freestyle) << error;
  EXPECT_FALSE(forbidden(*freestyle, cell(*freestyle, "h8")));
}

TEST(Renju, AFoulIsNoLegalMoveAndItsInputNamesTheFoul) {
  const Position pos = board("f8 g8 h6 h7");
  Traits::MoveList moves;
  Traits::legal_moves(pos, moves);
  EXPECT_EQ(std::count(moves.begin(), moves.end(), cell(pos, "h8")), 0);
  EXPECT_EQ(int(moves.size()), pos.cell_count() - pos.count - 1);
  Refusal refusal;
  EXPECT_FALSE(parse_move(pos, "h8", &refusal));
  EXPECT_EQ(refusal.text, "illegal move 'h8': double three, forbidden to Black under renju");
  EXPECT_EQ(refusal.reason, Reason::ILLEGAL);
  EXPECT_EQ(refusal.cause, "double-three");
  EXPECT_EQ(refusal.move, "h8");
  const std::string text = position_text(pos) + " h8";
  EXPECT_FALSE(Traits::import_game(text, &refusal));
  EXPECT_EQ(refusal.cause, "double-three");
  EXPECT_EQ(refusal.move_number, 9);
  std::string error;
  EXPECT_FALSE(parse_position(text, &error));
  EXPECT_NE(error.find("double three, forbidden to Black under renju"), std::string::npos) << error;
}

TEST(Renju, ThePositionTextNamesTheRuleAndReadsBack) {
  const Position pos = board("f8 g8 h6 h7");
  const std::string text = position_text(pos);
  EXPECT_EQ(text.rfind("15 renju: f8 a1 g8", 0), 0u) << text;
  std::string error;
  const auto again = parse_position(text, &error);
  ASSERT_TRUE(again) << error;
  EXPECT_EQ(again->key, pos.key);
  EXPECT_NE(empty_board(15, Rule::RENJU).key, empty_board(15, Rule::STANDARD).key);
}

// ---- The independent implementation: each line read as text, the rules' words followed literally.
// ----

// The line through c in direction d as text: 'X' Black, 'O' White or off the board, '.' empty; c at
// index 5 of 11.
std::string line_text(const Position& pos, Cell c, Direction d) {
  std::string text;
  for (int k = -5; k <= 5; ++k) {
    const int x = pos.column(c) + k * d.dc, y = pos.row(c) + k * d.dr;
    text += !pos.on_board(x, y) ? 'O' : ".XO"[pos.at(x, y)];
  }
  return text;
}

constexpr int MID = 5;

// The length of the run of X through the middle.
int run_at_middle(const std::string& line) {
  int from = MID, to = MID;
  while (from > 0 && line[from - 1] == 'X') --from;
  while (to + 1 < int(line.size()) && line[to + 1] == 'X') ++to;
  return to - from + 1;
}

// "Five": exactly five in a row through the middle. "Four": a point that makes five with the middle
// stone; two such points on one line with four stones between them are one (straight) four.
int reference_fours(std::string line) {
  std::vector<int> points;
  for (int i = MID - 4; i <= MID + 4; ++i) {
    if (line[i] != '.') continue;
    line[i] = 'X';
    const bool between =
        std::all_of(line.begin() + std::min(i, MID) + 1, line.begin() + std::max(i, MID),
                    [](char ch) { return ch == 'X'; });
    if (between && run_at_middle(line) == 5) points.push_back(i);
    line[i] = '.';
  }
  if (points.size() == 2 && points[1] - points[0] == 5) return 1;
  return int(points.size());
}

// A straight four through the middle: ".XXXX." whose dots both make exactly five.
bool reference_straight_four(const std::string& line) {
  for (int start = MID - 4; start <= MID - 1; ++start) {
    if (start < 1 || start + 5 > int(line.size()) - 1) continue;
    if (line.substr(start, 6) != ".XXXX.") continue;
    if (line[start - 1] != 'X' && line[start + 6] != 'X') return true;
  }
  return false;
}

Foul reference_foul(Position pos, Cell c, int depth = 0);

// "Three": one more stone on the line makes a straight four with the middle stone, and that stone
// is no foul.
bool reference_three(const Position& pos, Cell c, Direction d, int depth) {
  const std::string line = line_text(pos, c, d);
  for (int i = MID - 4; i <= MID + 4; ++i) {
    if (line[i] != '.') continue;
    std::string more = line;
    more[i] = 'X';
    if (!reference_straight_four(more)) continue;
    const Cell e = pos.cell(pos.column(c) + (i - MID) * d.dc, pos.row(c) + (i - MID) * d.dr);
    if (reference_foul(pos, e, depth + 1) == Foul::NONE) return true;
  }
  return false;
}

Foul reference_foul(Position pos, Cell c, int depth) {
  if (depth > 16) return Foul::NONE;
  pos.cells[c] = BLACK;
  std::string lines[4];
  for (int d = 0; d < 4; ++d) lines[d] = line_text(pos, c, DIRECTIONS[d]);
  // Five beats every foul; a longer run is an overline.
  for (const std::string& line : lines)
    if (run_at_middle(line) == 5) return Foul::NONE;
  for (const std::string& line : lines)
    if (run_at_middle(line) > 5) return Foul::OVERLINE;
  int fours = 0, threes = 0;
  for (const std::string& line : lines) fours += reference_fours(line);
  if (fours >= 2) return Foul::DOUBLE_FOUR;
  for (int d = 0; d < 4; ++d)
    if (reference_fours(lines[d]) == 0 && reference_three(pos, c, DIRECTIONS[d], depth)) ++threes;
  return threes >= 2 ? Foul::DOUBLE_THREE : Foul::NONE;
}

// A random board: stones dealt by `rng` inside a square about the centre, Black's share
// `black_percent`.
Position random_board(Rng& rng, int size, int stones, int square, int black_percent) {
  Position pos = empty_board(size, Rule::RENJU);
  const int low = (size - square) / 2;
  for (int placed = 0; placed < stones;) {
    const Cell c = pos.cell(low + int(rng.below(u32(square))), low + int(rng.below(u32(square))));
    if (pos.cells[c] != EMPTY) continue;
    pos.cells[c] = int(rng.below(100)) < black_percent ? BLACK : WHITE;
    ++placed;
  }
  return pos;
}

TEST(Renju, TheEngineAgreesWithTheReferenceOnEveryCellOfRandomBoards) {
  Rng rng(20261128);
  int fouls[4] = {};
  for (int board_index = 0; board_index < 3000; ++board_index) {
    const int stones = 8 + int(rng.below(40));
    const Position pos = random_board(rng, 15, stones, 9, 55 + int(rng.below(25)));
    for (int c = 0; c < pos.cell_count(); ++c) {
      if (pos.cells[c] != EMPTY) continue;
      const Foul engine = renju_foul(pos.cells.data(), pos.size, Cell(c));
      const Foul reference = reference_foul(pos, Cell(c));
      ASSERT_EQ(int(engine), int(reference))
          << "board " << board_index << ", cell " << cell_name(pos, Cell(c)) << ": engine "
          << foul_name(engine) << ", reference " << foul_name(reference);
      ++fouls[int(engine)];
    }
  }
  // Every kind of foul came up many times: the comparison tested each.
  EXPECT_GT(fouls[int(Foul::DOUBLE_THREE)], 1000);
  EXPECT_GT(fouls[int(Foul::DOUBLE_FOUR)], 1000);
  EXPECT_GT(fouls[int(Foul::OVERLINE)], 300);
}

TEST(Renju, TheSearchBoardsQuickTestAgreesWithTheFullCheck) {
  // The pattern board's screen (patterns, then the exact check) against the exact check alone.
  Rng rng(11);
  int fouls = 0;
  for (int board_index = 0; board_index < 1000; ++board_index) {
    const auto b = std::make_unique<PatternBoard>(empty_board(15, Rule::RENJU));
    const Position pos = random_board(rng, 15, 8 + int(rng.below(40)), 9, 55 + int(rng.below(25)));
    for (int c = 0; c < pos.cell_count(); ++c)
      if (pos.cells[c] != EMPTY) b->play(Cell(c), pos.cells[c]);
    for (int c = 0; c < pos.cell_count(); ++c) {
      if (pos.cells[c] != EMPTY) continue;
      const bool foul = renju_foul(pos.cells.data(), pos.size, Cell(c)) != Foul::NONE;
      ASSERT_EQ(b->allowed(Cell(c), BLACK), !foul)
          << "board " << board_index << ", cell " << cell_name(pos, Cell(c));
      EXPECT_TRUE(b->allowed(Cell(c), WHITE));
      fouls += foul;
    }
  }
  EXPECT_GT(fouls, 1000);
}

// Leaves of the game tree to `depth`, Black's fouls left out, by the reference.
u64 reference_perft(const Position& pos, int depth) {
  if (depth == 0) return 1;
  u64 leaves = 0;
  if (pos.over()) return 0;
  for (int c = 0; c < pos.cell_count(); ++c) {
    if (pos.cells[c] != EMPTY) continue;
    if (pos.to_move() == BLACK && reference_foul(pos, Cell(c)) != Foul::NONE) continue;
    leaves += depth == 1 ? 1 : reference_perft(play(pos, Cell(c)), depth - 1);
  }
  return leaves;
}

TEST(Renju, APerftCountAgreesWithTheReference) {
  // Crowded 9x9 boards, Black to move, with fouls on the board already: they come and go with each
  // stone.
  Rng rng(7);
  int boards = 0;
  while (boards < 3) {
    Position pos = random_board(rng, 9, 24, 9, 60);
    pos.count = 24;
    int fouls = 0;
    for (int c = 0; c < pos.cell_count(); ++c)
      fouls += pos.cells[c] == EMPTY && forbidden(pos, Cell(c));
    if (fouls < 3) continue;
    ++boards;
    for (int depth = 1; depth <= 3; ++depth)
      EXPECT_EQ(Traits::perft(pos, depth), reference_perft(pos, depth))
          << "board " << boards << ", depth " << depth;
    EXPECT_EQ(Traits::perft(pos, 1), u64(pos.cell_count() - pos.count - fouls));
  }
}

// ---- Every level keeps to the rule. ----

TEST(Renju, NoLevelPlaysAFoulWhereTheNaturalMoveIsOne) {
  // h8 would make Black's two open threes, the strongest shape on the board, and is a foul.
  const Position pos = board("f8 g8 h6 h7");
  ASSERT_TRUE(forbidden(pos, cell(pos, "h8")));
  Engine engine;
  for (const int level : ply::testing::one_level_of_each_kind(Engine::LADDER)) {
    for (int seed = 1; seed <= 3; ++seed) {
      Request request;
      request.level = level;
      request.max_nodes = 20000;
      request.seed = u64(seed);
      const Decision d = engine.choose(pos, request, nullptr);
      EXPECT_FALSE(forbidden(pos, d.move))
          << "level " << level << " played " << cell_name(pos, d.move);
      EXPECT_EQ(pos.cells[d.move], EMPTY);
    }
  }
}

TEST(Renju, BlackWhoseOnlyBlockIsAFoulLosesAndTheSearchSaysSo) {
  // White's four g10 h10 i10 j10 (f10 White's... no: f10 Black's) must be stopped at k10, and k10
  // is a double three for Black (k8 k9 k10 up, i12 j11 k10 diagonal): level 5 sees the loss.
  const Position pos = board("f10 k8 k9 i12 j11", "g10 h10 i10 j10");
  ASSERT_TRUE(forbidden(pos, cell(pos, "k10")));
  Engine engine;
  Request request;
  request.level = LEVEL_TOP;
  request.max_nodes = 50000;
  const Decision d = engine.choose(pos, request, nullptr);
  EXPECT_FALSE(forbidden(pos, d.move));
  EXPECT_TRUE(d.thinking.exact);
  EXPECT_LT(d.thinking.score, 0);
}

}  // namespace
}  // namespace ply::gomoku
