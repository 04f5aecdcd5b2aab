// Every game's strong levels keep to their budget from the first iteration on: a node budget or a
// raised stop ends the search inside an iteration that would take far longer, and there is still a
// legal move. Counted in nodes, not milliseconds, so the test reads the same on a loaded machine.
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>

#include "games.h"

namespace ply {
namespace {

// The clock is read once per this many nodes, so a stop lands within one such stretch (twice, for
// the searches that share the budget with a threat search first: gomoku).
constexpr u64 SLACK = 2 * SearchControl::BUDGET_CHECK_INTERVAL;

template <GameTraits T>
bool is_legal(const typename T::Position& pos, const typename T::Move& move) {
  typename T::MoveList list;
  T::legal_moves(pos, list);
  return std::find(list.begin(), list.end(), move) != list.end();
}

template <GameTraits T>
void expect_stops_within(const char* position, u64 max_nodes, std::atomic<bool>* stop) {
  std::string error;
  const auto pos = T::parse_position(position, &error);
  ASSERT_TRUE(pos) << error;
  // The classic search and the strong one (the old levels 4 and 5).
  for (const int level : {level_of_legacy(T::Engine::LADDER, 4), LEVEL_TOP}) {
    typename T::Engine engine;
    Request request;
    request.level = level;
    request.max_nodes = max_nodes;
    request.max_depth = MAX_PLY - 1;
    if (stop) request.stop_signal = stop;
    const auto d = engine.choose(*pos, request);
    EXPECT_LE(d.thinking.nodes, max_nodes + SLACK) << T::NAME << " level " << level;
    EXPECT_TRUE(is_legal<T>(*pos, d.move))
        << T::NAME << " level " << level << ": " << T::move_text(*pos, d.move);
  }
}

// Nine queens a side: the first iteration's captures alone take millions of nodes (a quarter of a
// second), which a 1 ms budget must not wait for.
constexpr const char* NINE_QUEENS = "qqqqkqqq/qq6/8/8/8/8/QQ6/QQQQKQQQ w - - 0 1";

TEST(SearchBudget, ChessFirstIterationStopsAtTheNodeBudget) {
  expect_stops_within<chess::Traits>(NINE_QUEENS, 2000, nullptr);
}

TEST(SearchBudget, ChessFirstIterationStopsWhenAskedBeforeItStarts) {
  std::atomic<bool> stop{true};
  expect_stops_within<chess::Traits>(NINE_QUEENS, 0, &stop);
}

// The other games' first iterations are cheap, but a stop raised before the search still ends it in
// the first one, with a legal move.
TEST(SearchBudget, EveryGameStopsInTheFirstIterationWhenAsked) {
  std::atomic<bool> stop{true};
  expect_stops_within<reversi::Traits>(
      "---------------------------OX------XO--------------------------- X", 0, &stop);
  expect_stops_within<draughts::Traits>(
      "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12", 0, &stop);
  expect_stops_within<gomoku::Traits>("15 freestyle: h8 i9 h9 i8", 0, &stop);
  expect_stops_within<chess::Traits>("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 0,
                                     &stop);
}

// A search on three threads (Lazy SMP) with no budget at all ends when the caller raises the stop
// after a few iterations: the main search sees it, its helpers stop with it, and the move is legal.
template <GameTraits T>
void expect_threads_stop_when_asked(const char* position) {
  const auto pos = T::parse_position(position, nullptr);
  ASSERT_TRUE(pos);
  typename T::Engine engine;
  std::atomic<bool> stop{false};
  Request request;
  request.level = LEVEL_TOP;
  request.max_depth = MAX_PLY - 1;
  request.threads = 3;
  request.stop_signal = &stop;
  const auto d = engine.choose(*pos, request, [&](const auto& thinking) {
    if (thinking.depth >= 4) stop = true;
    return true;
  });
  EXPECT_TRUE(is_legal<T>(*pos, d.move)) << T::NAME << ": " << T::move_text(*pos, d.move);
}

TEST(SearchBudget, ThreadedSearchesStopWhenAsked) {
  expect_threads_stop_when_asked<reversi::Traits>(
      "---OX-----XO-----XXOX-O-XOOOXOO--OOOOOO--O-OXO-----O--O----O---O X");
  expect_threads_stop_when_asked<draughts::Traits>(
      "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12");
  expect_threads_stop_when_asked<chess::Traits>(
      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
}

}  // namespace
}  // namespace ply
