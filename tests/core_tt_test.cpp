// The transposition table: what it keeps and, shared by threads searching at once, that no entry it
// answers with mixes two writers' words.
#include <gtest/gtest.h>

#include <atomic>
#include <thread>
#include <vector>

#include "core/tt.h"

namespace ply {
namespace {

TEST(TranspositionTable, AnswersWithWhatWasStoredUnderTheKey) {
  TranspositionTable tt(1);
  tt.new_search();
  tt.store(0x1234'5678'9abc'def0ULL, -321, 7, BOUND_LOWER, MoveCode(42));
  TTData data;
  ASSERT_TRUE(tt.probe(0x1234'5678'9abc'def0ULL, data));
  EXPECT_EQ(data.score, -321);
  EXPECT_EQ(data.depth, 7);
  EXPECT_EQ(data.bound, BOUND_LOWER);
  EXPECT_EQ(data.move, 42);
  EXPECT_FALSE(tt.probe(0x1234'5678'9abc'def1ULL, data));  // the same cluster, another key
}

TEST(TranspositionTable, AFailLowKeepsTheBestMoveKnown) {
  TranspositionTable tt(1);
  tt.new_search();
  tt.store(99, 50, 4, BOUND_EXACT, MoveCode(7));
  tt.store(99, -10, 6, BOUND_UPPER, NO_MOVE_CODE);
  TTData data;
  ASSERT_TRUE(tt.probe(99, data));
  EXPECT_EQ(data.depth, 6);
  EXPECT_EQ(data.move, 7);
}

TEST(TranspositionTable, AnEvaluationIsKeptForTheSearchThatStoredItAlone) {
  TranspositionTable tt(1);
  tt.new_search();
  tt.store(99, 50, 4, BOUND_EXACT, MoveCode(7), -1234);
  tt.store(99, 40, 5, BOUND_LOWER,
           MoveCode(7));  // in check, say: no evaluation, the one known stays
  TTData data;
  ASSERT_TRUE(tt.probe(99, data));
  EXPECT_EQ(data.eval, -1234);
  // The next search may evaluate otherwise (another level): the entry's score and move stay, not
  // its evaluation.
  tt.new_search();
  ASSERT_TRUE(tt.probe(99, data));
  EXPECT_EQ(data.move, 7);
  EXPECT_EQ(data.eval, SCORE_NONE);
  tt.store(99, 40, 6, BOUND_LOWER, MoveCode(7));
  ASSERT_TRUE(tt.probe(99, data));
  EXPECT_EQ(data.eval, SCORE_NONE);
}

TEST(TranspositionTable, ASizeChangedLetsTheTableGoAndTakesTheNewSizeAtTheNextSearch) {
  TranspositionTable tt(1);
  tt.new_search();
  tt.store(99, 50, 4, BOUND_EXACT, MoveCode(7));
  EXPECT_EQ(tt.bytes(), std::size_t(1) << 20);
  tt.set_megabytes(2);
  EXPECT_EQ(tt.megabytes(), 2u);
  EXPECT_EQ(tt.bytes_to_allocate(), std::size_t(2) << 20);
  TTData data;
  EXPECT_FALSE(tt.probe(99, data));
  tt.new_search();
  EXPECT_EQ(tt.bytes(), std::size_t(2) << 20);
  EXPECT_EQ(tt.bytes_to_allocate(), 0u);
  tt.set_megabytes(2);  // the same size: the table stays
  EXPECT_EQ(tt.bytes_to_allocate(), 0u);
}

TEST(TranspositionTable, AnEmptyTableKnowsNoKeyNotEvenZero) {
  TranspositionTable tt(1);
  tt.new_search();
  TTData data;
  EXPECT_FALSE(tt.probe(0, data));
}

// Each writer stores entries whose every field is a function of the key, into the same few
// clusters, while readers probe them: an answer whose fields do not belong to its key is a torn
// entry. Two plain words written one after the other tear within a few thousand races on two cores;
// the key kept xor the data makes every torn entry a miss.
TEST(TranspositionTable, ThreadsWritingOneClusterAtOnceNeverYieldATornEntry) {
  TranspositionTable tt(1);
  tt.new_search();
  constexpr int KEYS = 64, ROUNDS = 2000000;
  // Keys that all fall in the first cluster of any table, each with its own fields.
  const auto key_of = [](int i) { return u64(i + 1) << 40; };
  const auto score_of = [](u64 key) { return Score(int(key >> 40) * 37 - 1000); };
  const auto depth_of = [](u64 key) { return int(key >> 40) % 60; };
  const auto move_of = [](u64 key) { return MoveCode(key >> 40); };
  std::atomic<int> torn{0}, answered{0}, ready{0};
  std::vector<std::thread> threads;
  constexpr int THREADS = 4;
  for (int t = 0; t < THREADS; ++t) {
    threads.emplace_back([&, t] {
      ready.fetch_add(1);
      while (ready.load() < THREADS) std::this_thread::yield();  // all race from the start
      TTData data;
      for (int r = 0; r < ROUNDS; ++r) {
        const u64 key = key_of((r * 7 + t * 13) % KEYS);
        if (r % 3 == 0) {
          tt.store(key, score_of(key), depth_of(key), BOUND_EXACT, move_of(key));
        } else if (tt.probe(key, data)) {
          answered.fetch_add(1, std::memory_order_relaxed);
          if (data.score != score_of(key) || data.depth != depth_of(key) ||
              data.move != move_of(key))
            torn.fetch_add(1, std::memory_order_relaxed);
        }
      }
    });
  }
  for (auto& thread : threads) thread.join();
  EXPECT_GT(answered.load(), 0);
  EXPECT_EQ(torn.load(), 0);
}

}  // namespace
}  // namespace ply
