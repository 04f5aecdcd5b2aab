// The analysis behind the page's hints (core/analysis.h) and the stop signal every search reads
// (core/search_control.h), checked on Reversi and draughts, whose analyses value every move, and on
// chess, which shows only its best move.
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>

#include "chess/engine.h"
#include "core/search.h"
#include "draughts/engine.h"
#include "draughts/notation.h"
#include "gomoku/engine.h"
#include "gomoku_test_util.h"
#include "reversi/endgame/solve.h"
#include "reversi/engine.h"
#include "reversi/eval.h"
#include "reversi/options.h"
#include "reversi_test_util.h"

namespace ply {
namespace {

using reversi::Reversi;

// A poll the tests raise by hand, as the page raises its shared flag.
bool raised = false;
bool poll_raised() { return raised; }

bool is_legal(const reversi::Position& pos, int move) {
  return move == reversi::PASS ? reversi::must_pass(pos)
                               : (reversi::legal_moves(pos) & reversi::bit(move)) != 0;
}

int polls = 0;
bool poll_after_some() { return ++polls > 3; }

TEST(Analysis, ValuesEveryLegalMoveBestFirst) {
  reversi::Engine engine(1);
  Request request;
  request.max_depth = 4;
  const auto pos = reversi::testing::random_position(5, 20);
  const auto a = engine.analyse(pos, request);
  ASSERT_EQ(int(a.moves.size()), reversi::popcount(reversi::legal_moves(pos)));
  EXPECT_EQ(a.depth, 4);
  for (std::size_t i = 1; i < a.moves.size(); ++i)
    EXPECT_GE(a.moves[i - 1].value, a.moves[i].value);
  for (const auto& v : a.moves) {
    EXPECT_TRUE(is_legal(pos, v.move));
    ASSERT_FALSE(v.pv.empty());
    EXPECT_EQ(v.pv[0], v.move);
  }
}

// No value is a bound: each equals minus the search of the move's position one ply shallower.
void expect_full_window_values(int threads) {
  TranspositionTable tt(1);
  const auto pos = reversi::testing::random_position(7, 16);
  const auto make_search = [&tt] { return AlphaBeta<Reversi, reversi::StrongEval>(tt, {}); };
  Limits limits;
  limits.max_depth = 4;  // the iterations search each move's position to depths 1..3
  limits.threads = threads;
  const auto a = analyse_moves<Reversi>(make_search, pos, limits, reversi::Levels::DISPLAY, {}, {});
  ASSERT_FALSE(a.moves.empty());
  EXPECT_EQ(a.depth, 4);
  for (const auto& v : a.moves) {
    const Score truth = -minimax<Reversi>(Reversi::play(pos, v.move), 3, reversi::StrongEval{}, 1);
    EXPECT_DOUBLE_EQ(v.value, reversi::Levels::DISPLAY.value(truth)) << reversi::to_string(pos);
  }
}

TEST(Analysis, EachValueIsAFullWindowSearchOfItsMove) { expect_full_window_values(1); }

// The root's moves shared among three threads, each its own search over the one table.
TEST(Analysis, OnThreeThreadsEachValueIsStillAFullWindowSearchOfItsMove) {
  expect_full_window_values(3);
}

void expect_exact_values_near_the_end(int threads) {
  reversi::Engine engine(4);
  const auto pos = reversi::testing::random_position(21, 48);
  ASSERT_FALSE(reversi::is_over(pos));
  Request request;
  request.time_ms = 20000;
  request.threads = threads;
  const auto a = engine.analyse(pos, request);
  ASSERT_FALSE(a.moves.empty());
  for (const auto& v : a.moves) {
    EXPECT_TRUE(v.exact);
    EXPECT_EQ(v.value, -reversi::solve(reversi::play(pos, v.move)).score)
        << reversi::to_string(pos);
  }
  EXPECT_EQ(a.moves[0].value, reversi::solve(pos).score);
}

TEST(Analysis, ReversiValuesAreExactDiscCountsNearTheEnd) { expect_exact_values_near_the_end(1); }

// The solves of the moves' positions run on the threads that take them.
TEST(Analysis, OnThreeThreadsReversiValuesAreStillExactNearTheEnd) {
  expect_exact_values_near_the_end(3);
}

// A stop asked while the threads search ends the analysis (the calling thread stops the others),
// with the last completed iteration.
TEST(Analysis, OnThreeThreadsAStopEndsTheAnalysis) {
  reversi::Engine engine(1);
  std::atomic<bool> stop{false};
  Request request;
  request.time_ms = 600000;
  request.threads = 3;
  request.stop_signal = &stop;
  request.options.set(reversi::BOOK.name, 0);
  int reports = 0;
  const auto a =
      engine.analyse(reversi::start_position(), request, [&](const Analysis<Reversi::Move>& a) {
        if (a.depth >= 5) stop = true;
        ++reports;
        return true;
      });
  EXPECT_GE(a.depth, 5);
  EXPECT_EQ(a.moves.size(), 4u);
  EXPECT_GE(reports, 4);
}

TEST(Analysis, ReportsEachIterationAndStopsWhenTheReportSaysSo) {
  reversi::Engine engine(1);
  Request request;
  request.time_ms = 60000;
  request.options.set(reversi::BOOK.name,
                      0);  // the search's iterations, not the opening book's values
  std::vector<int> depths;
  engine.analyse(reversi::start_position(), request, [&](const Analysis<Reversi::Move>& a) {
    depths.push_back(a.depth);
    return a.depth < 4;
  });
  EXPECT_EQ(depths, (std::vector<int>{2, 3, 4}));
}

TEST(Analysis, DraughtsValuesEveryLegalMove) {
  draughts::Engine engine(1);
  Request request;
  request.max_depth = 6;
  request.options.set("book", 0);  // searched, not the opening book's values
  const auto a = engine.analyse(draughts::start_position(), request);
  ASSERT_EQ(a.moves.size(), 7u);  // the seven opening moves
  EXPECT_EQ(a.depth, 6);
  for (std::size_t i = 1; i < a.moves.size(); ++i)
    EXPECT_GE(a.moves[i - 1].value, a.moves[i].value);
  for (const auto& v : a.moves) EXPECT_FALSE(v.exact);
}

TEST(Analysis, GameWithoutEveryMoveAnalysisShowsItsBestMoveAndLine) {
  chess::Engine engine(1);
  Request request;
  request.max_depth = 6;
  const auto a = engine.analyse(chess::start_position(), request);
  ASSERT_EQ(a.moves.size(), 1u);
  EXPECT_EQ(a.depth, 6);
  EXPECT_GE(a.moves[0].pv.size(), 2u);
  EXPECT_EQ(a.moves[0].pv[0], a.moves[0].move);
}

// Each line a legal sequence from the root (legal(pos, move)), its first move the line's; distinct
// moves, best first.
template <typename G, typename Legal>
void expect_lines_best_first(const typename G::Position& root, const Analysis<typename G::Move>& a,
                             std::size_t lines, const Legal& legal) {
  ASSERT_EQ(a.moves.size(), lines);
  for (std::size_t i = 0; i < lines; ++i) {
    const auto& line = a.moves[i];
    ASSERT_FALSE(line.pv.empty());
    EXPECT_EQ(line.pv[0], line.move);
    if (i > 0) {
      EXPECT_GE(a.moves[i - 1].value, line.value);
    }
    for (std::size_t j = 0; j < i; ++j) EXPECT_NE(a.moves[j].move, line.move);
    auto pos = root;
    for (const auto& m : line.pv) {
      ASSERT_TRUE(legal(pos, m)) << "line " << i;
      pos = G::play(pos, m);
    }
  }
}

TEST(Analysis, ChessShowsAsManyBestLinesAsAsked) {
  chess::Engine engine(1);
  Request request;
  request.max_depth = 6;
  request.lines = 3;
  const auto a = engine.analyse(chess::start_position(), request);
  EXPECT_EQ(a.depth, 6);
  expect_lines_best_first<chess::Chess>(
      chess::start_position(), a, 3, [](const chess::Position& pos, chess::Move m) {
        chess::MoveList legal;
        chess::generate_legal(pos, legal);
        return std::find(legal.begin(), legal.end(), m) != legal.end();
      });
}

TEST(Analysis, GomokuShowsAsManyBestLinesAsAsked) {
  gomoku::Engine engine(1);
  Request request;
  request.max_depth = 4;
  request.lines = 3;
  const auto pos = gomoku::testing::position("15 freestyle: h8 h9 i9");
  expect_lines_best_first<gomoku::Gomoku>(
      pos, engine.analyse(pos, request), 3, [](const gomoku::Position& p, gomoku::Cell c) {
        return c < p.size * p.size && p.cells[c] == gomoku::EMPTY;
      });
}

TEST(Analysis, NoMoveWhenTheGameIsOver) {
  reversi::Engine engine(1);
  const auto pos = reversi::testing::position(
      "XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXOOOOOOOOOOOOOOOOOOOOOOOO X");
  EXPECT_TRUE(engine.analyse(pos, {}).moves.empty());
}

TEST(StopSignal, ARaisedPollStopsASearchAfterItsFirstIteration) {
  raised = true;
  reversi::Engine engine(1);
  Request request;
  request.level = LEVEL_TOP;
  request.time_ms = 60000;
  request.stop_signal = StopSignal(&poll_raised);
  request.options.set(reversi::BOOK.name, 0);  // a search, not the opening book's move
  const auto d = engine.choose(reversi::start_position(), request);
  raised = false;
  // Depth 1 always completes, so there is a move; nothing deeper was started.
  EXPECT_EQ(d.thinking.depth, 1);
  EXPECT_TRUE(is_legal(reversi::start_position(), d.move));
}

TEST(StopSignal, IsPolledWithTheBudgetAndStopsTheSearchWithinIt) {
  polls = 0;
  TranspositionTable tt(1);
  AlphaBeta<Reversi, reversi::StrongEval> search(tt, {});
  Limits limits;
  limits.max_depth = 30;
  limits.stop_signal = StopSignal(&poll_after_some);
  const auto info = search.run(reversi::start_position(), limits);
  EXPECT_GT(polls, 3);
  // Polled every BUDGET_CHECK_INTERVAL nodes: a handful of polls, a few thousand nodes.
  EXPECT_LT(info.nodes, 64 * SearchControl::BUDGET_CHECK_INTERVAL);
  EXPECT_FALSE(info.pv.empty());
}

TEST(StopSignal, StopsLevelFivesExactSolve) {
  // 14 empties: level 5 solves at once, a solve of far more than the few thousand nodes between
  // polls.
  const auto pos = reversi::testing::random_position(3, 46);
  ASSERT_EQ(pos.empty_count(), 14);
  ASSERT_GT(reversi::solve(pos).nodes, 100000u);
  raised = true;
  reversi::Engine engine(1);
  Request request;
  request.level = LEVEL_TOP;
  request.stop_signal = StopSignal(&poll_raised);
  const auto d = engine.choose(pos, request);
  raised = false;
  // The solve gave up; the midgame search's first iteration answered.
  EXPECT_FALSE(d.thinking.exact);
  EXPECT_EQ(d.thinking.depth, 1);
}

TEST(StopSignal, StopsAnAnalysis) {
  raised = true;
  reversi::Engine engine(1);
  Request request;
  request.stop_signal = StopSignal(&poll_raised);
  // 24 empties: far beyond what a solve finishes at once.
  const auto a = engine.analyse(reversi::testing::random_position(9, 36), request);
  raised = false;
  EXPECT_LE(a.depth, 2);
}

TEST(StopSignal, AnAtomicFlagStillStopsASearch) {
  std::atomic<bool> flag{true};
  Request request;
  request.level = LEVEL_TOP;
  request.stop_signal = &flag;
  request.options.set(reversi::BOOK.name, 0);  // a search, not the opening book's move
  reversi::Engine engine(1);
  EXPECT_EQ(engine.choose(reversi::start_position(), request).thinking.depth, 1);
}

}  // namespace
}  // namespace ply
