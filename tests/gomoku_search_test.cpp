// Gomoku's strong computer: line patterns, the pattern board's incremental counts, the threat
// search (VCF, VCT) and the levels built on them, down to the win puzzles.
#include <gtest/gtest.h>

#include <algorithm>
#include <memory>

#include "core/alpha_beta.h"
#include "gomoku/engine.h"
#include "gomoku/eval.h"
#include "gomoku/notation.h"
#include "gomoku/pattern_board.h"
#include "gomoku/pattern_game.h"
#include "gomoku/search_eval.h"
#include "gomoku/solve.h"
#include "gomoku/threats.h"
#include "gomoku_puzzles.h"
#include "ladder_test_util.h"

namespace ply::gomoku {
namespace {

Position position(const std::string& text) {
  std::string error;
  const auto pos = parse_position(text, &error);
  EXPECT_TRUE(pos.has_value()) << text << ": " << error;
  return pos.value_or(Position{});
}

Cell cell(const Position& pos, const std::string& name) { return *parse_cell(pos, name, nullptr); }

// Black's pattern on `at` across the board (direction 0).
Pattern across(const std::string& text, const std::string& at) {
  const Position pos = position(text);
  const PatternBoard board(pos);
  return board.pattern(cell(pos, at), 0, BLACK);
}

TEST(GomokuPatterns, FourInARowWithOneMoreIsFive) {
  EXPECT_EQ(across("15 freestyle: d8 a1 e8 a3 f8 a5 g8 a7", "h8"), FIVE);
}

TEST(GomokuPatterns, AnOpenThreeExtendedIsAnOpenFour) {
  EXPECT_EQ(across("15 freestyle: e8 a1 f8 a3 g8 a5", "h8"), F4);
}

TEST(GomokuPatterns, AThreeBlockedAtOneEndExtendedIsAFourWithOneFivePoint) {
  EXPECT_EQ(across("15 freestyle: e8 d8 f8 a3 g8 a5", "h8"), B4);
}

TEST(GomokuPatterns, TheBoardEdgeBlocksALine) {
  EXPECT_EQ(across("15 freestyle: a8 k1 b8 k3 c8 k5", "d8"), B4);
}

TEST(GomokuPatterns, TwoStonesWithRoomMakeAnOpenThree) {
  EXPECT_EQ(across("15 freestyle: f8 a1 g8 a3", "h8"), F3);
}

TEST(GomokuPatterns, ASixUnderTheStandardRuleIsNoFive) {
  const Position pos = position("15 standard: c8 a1 d8 a3 e8 a5 g8 a7 h8 a9");
  const PatternBoard board(pos);
  EXPECT_FALSE(board.makes_five(cell(pos, "f8"), BLACK));
  const Position free = position("15 freestyle: c8 a1 d8 a3 e8 a5 g8 a7 h8 a9");
  EXPECT_TRUE(PatternBoard(free).makes_five(cell(free, "f8"), BLACK));
}

TEST(GomokuPatternBoard, CountsAfterPlayAndUndoEqualABoardBuiltFromScratch) {
  const Position pos = position("15 freestyle: h8 i9 h9 h10 g8 i8 i10 g10 j9");
  PatternBoard board(pos);
  const Cell extra[] = {cell(pos, "f7"), cell(pos, "j11"), cell(pos, "k8")};
  Position longer = pos;
  for (const Cell c : extra) {
    board.play(c, longer.to_move());
    longer = play(longer, c);
  }
  const PatternBoard fresh(longer);
  for (const Stone s : {BLACK, WHITE}) {
    EXPECT_EQ(board.line_value(s), fresh.line_value(s));
    EXPECT_EQ(board.live_windows(s), fresh.live_windows(s));
    for (int k = 0; k <= WIN_LENGTH; ++k)
      EXPECT_EQ(board.live_windows(s, k), fresh.live_windows(s, k));
    for (int p = 0; p < PATTERN_COUNT; ++p)
      EXPECT_EQ(board.pattern_count(s, Pattern(p)), fresh.pattern_count(s, Pattern(p)));
  }
  for (int i = 0; i < 3; ++i) board.undo();
  const PatternBoard original(pos);
  for (const Stone s : {BLACK, WHITE}) {
    EXPECT_EQ(board.line_value(s), original.line_value(s));
    EXPECT_EQ(board.live_windows(s), original.live_windows(s));
    for (int k = 0; k <= WIN_LENGTH; ++k)
      EXPECT_EQ(board.live_windows(s, k), original.live_windows(s, k));
  }
  EXPECT_EQ(board.key(BLACK), original.key(BLACK));
}

TEST(GomokuPatternBoard, EveryFiveCellWindowIsLiveOnTheEmptyBoard) {
  // 10x10: 6 windows in each of 10 rows and 10 columns, 36 along each diagonal direction.
  const PatternBoard ten(position("10 freestyle:"));
  EXPECT_EQ(ten.live_windows(BLACK), 192);
  EXPECT_EQ(ten.live_windows(WHITE), 192);
  const PatternBoard fifteen(position("15 freestyle:"));
  EXPECT_EQ(fifteen.live_windows(BLACK), 2 * 11 * 15 + 2 * 11 * 11);
}

TEST(GomokuPatternBoard, AStoneClosesTheOpponentsWindowsThroughItAndBuildsItsOwn) {
  // e5 lies in five windows along each of its four lines; a1 in one along three of them.
  const PatternBoard centre(position("10 freestyle: e5"));
  EXPECT_EQ(centre.live_windows(WHITE), 192 - 20);
  EXPECT_EQ(centre.live_windows(BLACK), 192);
  EXPECT_EQ(centre.live_windows(BLACK, 1), 20);
  EXPECT_EQ(centre.live_windows(BLACK, 0), 192 - 20);
  EXPECT_EQ(centre.live_windows(WHITE, 1), 0);
  const PatternBoard corner(position("10 freestyle: a1"));
  EXPECT_EQ(corner.live_windows(WHITE), 192 - 3);
}

TEST(GomokuPatternBoard, AWindowHoldingBothSidesIsLiveForNeither) {
  // Black's e5 and White's f5 share the row windows b..f, c..g, d..h, e..i (four of them).
  const PatternBoard board(position("10 freestyle: e5 f5"));
  EXPECT_EQ(board.live_windows(BLACK), 192 - 20);
  EXPECT_EQ(board.live_windows(WHITE), 192 - 20);
  EXPECT_EQ(board.live_windows(BLACK, 1), 16);
  EXPECT_EQ(board.live_windows(WHITE, 1), 16);
}

// Black to move; h8 would make two open threes (f8 g8 h8 across, h8 h9 h10 up); White has no line.
constexpr const char* BLACK_DOUBLE_THREE = "15 freestyle: f8 a1 g8 d1 h9 a4 h10 d4";

TEST(GomokuThreats, VcfFindsAWinByFoursAlone) {
  // Black's closed three on row 8 and three on column h: a four, its block, then a four-four or
  // more.
  const Position pos = position("15 freestyle: d8 a1 e8 a3 f8 a5 h7 a7 h6 a9 h5 a11");
  PatternBoard board(pos);
  SearchControl control;
  control.start({});
  ThreatSearch threats(board, control);
  const int plies = threats.vcf(BLACK);
  EXPECT_GT(plies, 0);
  EXPECT_EQ(plies % 2, 1);
}

TEST(GomokuThreats, NoVcfWhereTheDefenderHasAFive) {
  // White has four in a row with a five-point: Black's fours come too late.
  const Position pos = position("15 freestyle: d8 a1 e8 a2 f8 a3 h7 a4 h6");
  PatternBoard board(pos);
  SearchControl control;
  control.start({});
  ThreatSearch threats(board, control);
  EXPECT_EQ(threats.vcf(WHITE), 1);  // White to move would simply win
  EXPECT_EQ(threats.vcf(BLACK), 0);
}

TEST(GomokuThreats, AVctCutShortByItsNodeLimitRemembersNoFailure) {
  // h8's double three wins by one three; a search stopped early must not keep "no win" for later.
  const Position pos = position(BLACK_DOUBLE_THREE);
  for (u64 limit = 1; limit <= 64; ++limit) {
    PatternBoard board(pos);
    SearchControl control;
    control.start({});
    ThreatSearch threats(board, control);
    threats.vct(BLACK, 1, limit);
    EXPECT_GT(threats.vct(BLACK, 1), 0) << "after a search cut at " << limit << " nodes";
  }
}

TEST(GomokuThreats, SearchesSharingATableFindWhatAnEarlierOneProved) {
  // White's fours here win nothing: a second search on the same table reads that failure at once,
  // one with its own table searches again.
  const Position pos = position("15 freestyle: h8 i9 h9 h10 g8 i8 i10 g10 j9 f11 h7 e12");
  PatternBoard board(pos);
  SearchControl control;
  control.start({});
  ThreatTable shared = new_threat_table();
  ThreatSearch first(board, control, &shared);
  ASSERT_EQ(first.vcf(WHITE), 0);
  ASSERT_GT(first.nodes(), 1u);
  ThreatSearch second(board, control, &shared), alone(board, control);
  EXPECT_EQ(second.vcf(WHITE), 0);
  EXPECT_EQ(second.nodes(), 1u);
  EXPECT_EQ(alone.vcf(WHITE), 0);
  EXPECT_EQ(alone.nodes(), first.nodes());
}

TEST(GomokuThreats, AQuietMoveThatPreparesADoubleThreeThreatensAWin) {
  // Black: f8 g8 across, h10 above; h9 prepares h8's double three. b2 (near White's a1) prepares
  // nothing.
  const Position pos = position("15 freestyle: f8 a1 g8 d1 h10 a4");
  PatternBoard board(pos);
  SearchControl control;
  control.start({});
  ThreatSearch threats(board, control);
  const std::vector<Cell> candidates = {cell(pos, "h9"), cell(pos, "b2")};
  const std::vector<Cell> threatening = threats.threatening_moves(BLACK, candidates, 1, 0);
  EXPECT_EQ(threatening, std::vector<Cell>{cell(pos, "h9")});
}

TEST(GomokuEvaluationTerms, ADoubleThreeOfTheSideToMoveIsItsOwn) {
  const PatternBoard board(position(BLACK_DOUBLE_THREE));
  const Terms terms = evaluation_terms(board, BLACK);
  EXPECT_EQ(terms[OWN_DOUBLE_THREE], 1);
  EXPECT_EQ(terms[OWN_FOUR_THREE], 0);
  EXPECT_EQ(terms[THEIR_DOUBLE_THREATS], 0);
}

TEST(GomokuEvaluationTerms, TheOpponentsDoubleThreeCountsAsTheirs) {
  const PatternBoard board(position(BLACK_DOUBLE_THREE));
  const Terms terms = evaluation_terms(board, WHITE);
  EXPECT_EQ(terms[OWN_DOUBLE_THREE], 0);
  EXPECT_GE(terms[THEIR_DOUBLE_THREATS], 1);
}

TEST(GomokuEvaluationTerms, LinesWithoutThreesMakeNoDoubleThreat) {
  const PatternBoard board(position("15 freestyle: h8 a1 j10 d1"));
  for (const Stone side : {BLACK, WHITE}) {
    const Terms terms = evaluation_terms(board, side);
    EXPECT_EQ(terms[OWN_FOUR_THREE] + terms[OWN_DOUBLE_THREE] + terms[THEIR_DOUBLE_THREATS], 0);
  }
}

TEST(GomokuEvaluationTerms, CountTheSideToMovesLinesAndWindowsAsItsOwn) {
  // Black's e5 alone: twenty live windows of one black stone, none of White's.
  const PatternBoard board(position("10 freestyle: e5"));
  const Terms black = evaluation_terms(board, BLACK), white = evaluation_terms(board, WHITE);
  EXPECT_EQ(black[own_windows(1)], 20);
  EXPECT_EQ(white[their_windows(1)], 20);
  EXPECT_EQ(white[own_windows(1)], 0);
  EXPECT_EQ(black[EMPTY_WINDOWS], 192 - 20);
  EXPECT_EQ(black[own_lines(F2)], board.pattern_count(BLACK, F2));
  EXPECT_EQ(white[their_lines(F2)], board.pattern_count(BLACK, F2));
  EXPECT_GT(black[own_lines(F2)], 0);
}

TEST(GomokuStrongEvaluation, WeighsADoubleThreeOfTheSideToMoveForItAndTheOpponentsAgainstIt) {
  EXPECT_GT(TERM_WEIGHTS[OWN_DOUBLE_THREE], 0);
  EXPECT_GT(TERM_WEIGHTS[OWN_FOUR_THREE], 0);
  EXPECT_LT(TERM_WEIGHTS[THEIR_DOUBLE_THREATS], 0);
}

// 5x5, Black to move: every row, column and long diagonal holds stones of both sides, 13 cells
// empty.
constexpr const char* NO_FIVE_FITS = "5 freestyle: d1 a1 b2 e2 c2 d3 e3 b4 c4 e4 a5 c5";

TEST(GomokuStrongEvaluation, ABoardWhereNoFiveFitsForEitherSideIsADraw) {
  const Position pos = position(NO_FIVE_FITS);
  const PatternBoard board(pos);
  ASSERT_EQ(board.live_windows(BLACK) + board.live_windows(WHITE), 0);
  const StrongEval for_black{BLACK, pos.count};
  EXPECT_EQ(for_black(board), for_black.draw_score(BLACK));  // Black to move
  const StrongEval for_white{WHITE, pos.count};
  EXPECT_EQ(for_white(board), for_white.draw_score(BLACK));
}

TEST(GomokuStrongEvaluation, ADrawIsWorthLessThanNothingToTheSideTheSearchPlaysFor) {
  const StrongEval for_black{BLACK, 0};
  EXPECT_LT(for_black.draw_score(BLACK), 0);
  EXPECT_GT(for_black.draw_score(WHITE), 0);
}

TEST(GomokuStrongEvaluation, ALeafWhereTheSideToMoveWinsByFoursIsAProvenWin) {
  // White to move, a ply below the root: c6 makes two fours (c3-c6 and c6-f6), a win by fours that
  // the evaluation's lines alone do not prove.
  const Position pos = position("15 freestyle: c2 c3 b6 c4 a15 c5 o15 d6 o1 e6 m10 f6 h13");
  auto board = std::make_unique<PatternBoard>(pos);
  SearchControl control;
  control.start({});
  ThreatSearch leaf(*board, control);
  const StrongEval probing{BLACK, pos.count - 1, &leaf}, plain{BLACK, pos.count - 1};
  ASSERT_GT(leaf.vcf(WHITE), 0);
  EXPECT_TRUE(is_decisive(probing(*board)));
  EXPECT_GT(probing(*board), 0);
  EXPECT_FALSE(is_decisive(plain(*board)));
}

// The move a strong search plays at `depth` in `pos`, `favoured` (if any) counting `bonus` more.
Cell strong_search_move(const Position& pos, int depth, const std::string& favoured, Score bonus) {
  TranspositionTable tt(1);
  auto board = std::make_unique<PatternBoard>(pos);
  AlphaBeta<StrongGame, StrongEval> search(tt, StrongEval{pos.to_move(), pos.count});
  std::vector<Cell> moves;
  if (!favoured.empty()) moves.push_back(cell(pos, favoured));
  search.favour_root(moves, bonus);
  search.control().start({});
  search.start(*board, {});
  search.search_root(*board, depth, -SCORE_INFINITE, SCORE_INFINITE);
  return search.pv().empty() ? NO_CELL : search.pv()[0];
}

TEST(GomokuStrongSearch, AFavouredRootMoveIsPlayedWhenItsBonusOutweighsTheDifference) {
  // Black to move with an open two; f10 is a quiet move two cells off.
  const Position pos = position("15 freestyle: h8 h9 i8 i9");
  ASSERT_NE(strong_search_move(pos, 3, "", 0), cell(pos, "f10"));
  EXPECT_EQ(strong_search_move(pos, 3, "f10", 3000), cell(pos, "f10"));
  EXPECT_NE(strong_search_move(pos, 3, "f10", 1), cell(pos, "f10"));
}

Decision level5(const Position& pos, i64 time_ms) {
  Engine engine;
  Request request;
  request.level = LEVEL_TOP;
  request.time_ms = time_ms;
  return engine.choose(pos, request);
}

TEST(GomokuLevel5, BlocksAFour) {
  const Position pos = position("15 freestyle: h8 g8 i8 a3 j8 a5 k8");
  EXPECT_EQ(cell_name(pos, level5(pos, 300).move), "l8");
}

TEST(GomokuLevel5, AnswersAnOpenThree) {
  const Position pos = position("15 freestyle: h8 h9 i8 i9 j8");
  const std::string m = cell_name(pos, level5(pos, 300).move);
  EXPECT_TRUE(m == "g8" || m == "k8" || m == "f8" || m == "l8") << m;
}

TEST(GomokuLevel5, ProvenWinsAreExactAndCountPlies) {
  const Position pos = position("15 freestyle: h8 a1 i8 a3 j8 a5 k8 a7");
  const Decision d = level5(pos, 300);
  const std::string m = cell_name(pos, d.move);
  EXPECT_TRUE(m == "g8" || m == "l8") << m;
  EXPECT_TRUE(d.thinking.exact);
  EXPECT_DOUBLE_EQ(d.thinking.score, WIN_SCORE - 1);
}

TEST(GomokuLevel5, AnswersWithinItsBudget) {
  for (const char* text : {"15 freestyle: h8 i9 h9 h10 g8 i8 i10 g10 j9",
                           "10 freestyle: e5 f6 f5 d5 e6 e4 g6 h7 e7 e8"}) {
    const Position pos = position(text);
    Engine engine;
    Request request;
    request.level = LEVEL_TOP;
    request.time_ms = 10;
    engine.choose(
        pos, request);  // the first search takes the table's memory, once per player, not per move
    request.time_ms = 1000;
    const Clock clock;
    engine.choose(pos, request);
    // A tenth over at most; the sanitizers slow the clock checks' surroundings, not the budget
    // logic. ctest runs this with PLY_CPU_CLOCK (CMakeLists.txt): the budget and this clock are the
    // process's CPU time, so other programs' load does not count.
    EXPECT_LE(clock.elapsed_ms(), PLY_SANITIZE_EXPECTED ? 1300 : 1100) << text;
  }
}

TEST(GomokuLevel4, SearchesToItsFixedDepth) {
  const Position pos = position("15 freestyle: h8 i9 h9 h10 g8 i8 i10 g10 j9");
  Engine engine;
  Request request;
  request.level = ply::testing::level(Engine::LADDER, "classic");
  request.time_ms = 10000;
  EXPECT_EQ(engine.choose(pos, request).thinking.depth, Levels::CLASSIC_DEPTH);
}

// G15-04 takes the threat search about 4 s alone (more on a busy machine): the benchmark covers it
// (tests/bench/gomoku_bench.cpp), the tests take the quick ones.
constexpr const char* SLOW_PUZZLE = "G15-04";

// Each puzzle: a move Rapfi lists, or one our search proved winning.
bool wins(const testing::Puzzle& p, Cell move, bool proven) {
  return proven ||
         std::find(p.winning_moves.begin(), p.winning_moves.end(), move) != p.winning_moves.end();
}

TEST(GomokuPuzzles, SolveProvesAWinInEachQuickOne) {
  const auto puzzles =
      testing::read_puzzles(std::string(PLY_TEST_DATA) + "/gomoku/win_puzzles.jsonl");
  ASSERT_EQ(puzzles.size(), 6u);
  for (const auto& p : puzzles) {
    if (p.id == SLOW_PUZZLE) continue;
    const Verdict v = solve(p.pos, 20000);
    ASSERT_EQ(v.kind, Verdict::WIN) << p.id;
    EXPECT_EQ(v.plies % 2, 1) << p.id;
    EXPECT_TRUE(wins(p, v.move, true)) << p.id;
  }
}

// A node budget, not a time: the same search on every machine, loaded or not, sanitized or not (the
// quick puzzles need at most about 110,000 threat-search nodes; 2,000,000 is the whole move's
// budget).
TEST(GomokuPuzzles, Level5PlaysAWinningMoveInEachQuickOneWithinTwoMillionNodes) {
  const auto puzzles =
      testing::read_puzzles(std::string(PLY_TEST_DATA) + "/gomoku/win_puzzles.jsonl");
  for (const auto& p : puzzles) {
    if (p.id == SLOW_PUZZLE) continue;
    Engine engine;
    Request request;
    request.level = LEVEL_TOP;
    request.max_nodes = 2'000'000;
    const Decision d = engine.choose(p.pos, request);
    EXPECT_TRUE(wins(p, d.move, d.thinking.exact && d.thinking.score > 0))
        << p.id << ": " << cell_name(p.pos, d.move) << " score " << d.thinking.score;
  }
}

}  // namespace
}  // namespace ply::gomoku

namespace ply::gomoku {
namespace {

// Gomoku's first skill rungs are careless: some of their moves are random, the rest their skill
// level's. Black has four in a row open at both ends: looking, a level always makes five.
TEST(GomokuLevels, ACarelessRungMissesAFiveSometimesAndALookingOneNever) {
  const Position pos = position("15 freestyle: h8 a1 i8 a3 j8 a5 k8 a7");
  const auto fives = [&](const char* name) {
    Engine engine;
    int made = 0;
    for (u64 seed = 1; seed <= 40; ++seed) {
      Request request;
      request.level = ply::testing::level(Engine::LADDER, name);
      request.seed = seed;
      const std::string move = cell_name(pos, engine.choose(pos, request).move);
      made += move == "g8" || move == "l8";
    }
    return made;
  };
  const int careless = fives("newcomer");
  EXPECT_GT(careless, 0);
  EXPECT_LT(careless, 40);
  EXPECT_EQ(fives("regular"), 40);
}

}  // namespace
}  // namespace ply::gomoku
