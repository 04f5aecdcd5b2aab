// The shared search, checked on Reversi: alpha-beta with its table must find the same score as a
// full-width minimax, at every depth.
#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

#include "core/basic_levels.h"
#include "core/search.h"
#include "reversi/eval.h"
#include "reversi/game.h"
#include "reversi/level5_eval.h"
#include "reversi_test_util.h"
#include "toy_game.h"

namespace ply {
namespace {

using reversi::Reversi;

template <typename Eval>
void expect_alpha_beta_equals_minimax(int depth) {
  TranspositionTable tt(1);
  for (u64 seed = 1; seed <= 10; ++seed) {
    const reversi::Position pos = reversi::testing::random_position(seed, int(8 + seed * 4));
    if (reversi::is_over(pos)) continue;
    AlphaBeta<Reversi, Eval> search(tt, Eval{});
    Limits limits;
    limits.max_depth = depth;
    const auto info = search.run(pos, limits);
    EXPECT_EQ(info.depth, depth);
    EXPECT_EQ(info.score, minimax<Reversi>(pos, depth, Eval{})) << reversi::to_string(pos);
    ASSERT_FALSE(info.pv.empty());
    // The first move of the line leads to the score found.
    EXPECT_EQ(-minimax<Reversi>(Reversi::play(pos, info.pv[0]), depth - 1, Eval{}, 1), info.score);
  }
}

TEST(CoreSearch, AlphaBetaFindsTheMinimaxScoreOnDiscDifference) {
  for (int depth = 1; depth <= 5; ++depth)
    expect_alpha_beta_equals_minimax<reversi::DiscDifference>(depth);
}

TEST(CoreSearch, AlphaBetaFindsTheMinimaxScoreOnTheStrongEvaluation) {
  for (int depth = 1; depth <= 4; ++depth)
    expect_alpha_beta_equals_minimax<reversi::StrongEval>(depth);
}

TEST(CoreSearch, NodeBudgetKeepsTheLastCompletedIteration) {
  TranspositionTable tt(1);
  AlphaBeta<Reversi, reversi::StrongEval> search(tt, {});
  Limits limits;
  limits.max_nodes = 5000;
  const auto info = search.run(reversi::start_position(), limits);
  EXPECT_GE(info.depth, 1);
  EXPECT_LT(info.depth, 20);
  ASSERT_FALSE(info.pv.empty());
  EXPECT_TRUE(reversi::legal_moves(reversi::start_position()) & reversi::bit(info.pv[0]));
}

TEST(CoreSearch, ReportsEachIterationInOrder) {
  TranspositionTable tt(1);
  AlphaBeta<Reversi, reversi::StrongEval> search(tt, {});
  Limits limits;
  limits.max_depth = 6;
  std::vector<int> depths;
  search.run(reversi::start_position(), limits, [&](const SearchInfo<Reversi>& info) {
    depths.push_back(info.depth);
    return true;
  });
  EXPECT_EQ(depths, (std::vector<int>{1, 2, 3, 4, 5, 6}));
}

TEST(CoreSearch, WonGameScoresBeyondEveryEvaluation) {
  EXPECT_TRUE(is_decisive(won_by(100, 10)));
  EXPECT_TRUE(is_decisive(lost_by(6400, 60)));
  EXPECT_FALSE(is_decisive(SCORE_EVAL_MAX));
  EXPECT_GT(won_by(100, 10), won_by(100, 12)) << "a quicker win is better";
  EXPECT_EQ(score_from_tt(score_to_tt(won_by(300, 9), 4), 4), won_by(300, 9));
}

// The made-up game of toy_game.h brings what Reversi lacks: rule outcomes, captures that must be
// taken, quiescence with stand pat, and transpositions between them.
TEST(CoreSearch, AlphaBetaFindsTheReferenceScoreWithQuiescenceAndRuleOutcomes) {
  using testing::ToyGame;
  int compared = 0;
  for (u32 value = 0; value < 60; ++value) {
    const ToyGame::Position root{value, 6, false};
    for (int depth = 1; depth <= 6; ++depth) {
      TranspositionTable tt(1);
      AlphaBeta<ToyGame, testing::ToyEval> search(tt, {});
      Limits limits;
      limits.max_depth = depth;
      const auto info = search.run(root, limits);
      const Score expected = testing::reference(root, depth);
      if (info.pv.empty()) {  // the game is over at the root: nothing searched
        EXPECT_EQ(info.score, expected) << value;
        break;
      }
      // Iterations stop early once a result is proven; the last one completed must be exact.
      EXPECT_EQ(info.score, testing::reference(root, info.depth))
          << "value " << value << " depth " << depth;
      ++compared;
    }
  }
  EXPECT_GT(compared, 200);
}

// The toy game by make/unmake: a stack of its positions, changed in place.
struct MakeUnmakeToy {
  using Toy = testing::ToyGame;
  struct Position {
    Toy::Position line[MAX_PLY + 1];
    int top = 0;
    const Toy::Position& now() const { return line[top]; }
  };
  using Move = Toy::Move;
  using MoveList = Toy::MoveList;
  static constexpr int HISTORY_KEYS = Toy::HISTORY_KEYS;

  static void do_move(Position& pos, Move m) {
    pos.line[pos.top + 1] = Toy::play(pos.now(), m);
    ++pos.top;
  }
  static void undo_move(Position& pos, Move) { --pos.top; }
  static void generate_moves(const Position& pos, MoveList& list) {
    Toy::generate_moves(pos.now(), list);
  }
  static Score rule_outcome(const Position& pos, int ply) {
    return Toy::rule_outcome(pos.now(), ply);
  }
  static Score no_move_score(const Position& pos, int ply) {
    return Toy::no_move_score(pos.now(), ply);
  }
  static u64 hash(const Position& pos) { return Toy::hash(pos.now()); }
  static bool may_stand_pat(const Position& pos) { return Toy::may_stand_pat(pos.now()); }
  static void generate_tactical(const Position& pos, MoveList& list) {
    Toy::generate_tactical(pos.now(), list);
  }
  static int move_order(const Position& pos, Move m) { return Toy::move_order(pos.now(), m); }
  static MoveCode move_code(Move m) { return m; }
  static int history_key(Move m) { return m; }
};

struct MakeUnmakeToyEval {
  Score operator()(const MakeUnmakeToy::Position& pos) const {
    return testing::ToyEval{}(pos.now());
  }
};

static_assert(MakeUnmake<MakeUnmakeToy> && !CopyMake<MakeUnmakeToy> && Game<MakeUnmakeToy>);

TEST(CoreSearch, AMakeUnmakeGameIsSearchedNodeForNodeLikeItsCopyMakeTwinAndItsRootRestored) {
  int compared = 0;
  for (u32 value = 0; value < 40; ++value) {
    const testing::ToyGame::Position start{value, 6, false};
    MakeUnmakeToy::Position root;
    root.line[0] = start;
    for (int depth = 1; depth <= 5; ++depth) {
      TranspositionTable copy_tt(1), make_tt(1);
      AlphaBeta<testing::ToyGame, testing::ToyEval> copying(copy_tt, {});
      AlphaBeta<MakeUnmakeToy, MakeUnmakeToyEval> making(make_tt, {});
      Limits limits;
      limits.max_depth = depth;
      const auto expected = copying.run(start, limits);
      const auto found = making.run(root, limits);
      EXPECT_EQ(found.score, expected.score) << value;
      EXPECT_EQ(found.nodes, expected.nodes) << value;
      EXPECT_EQ(found.pv, expected.pv) << value;
      EXPECT_EQ(root.top, 0);
      EXPECT_EQ(testing::ToyGame::hash(root.now()), testing::ToyGame::hash(start));
      ++compared;
    }
  }
  EXPECT_GT(compared, 100);
}

TEST(CoreSearch, ARestrictedRootSearchesOnlyTheNamedMovesUnlessNoneIsLegal) {
  using testing::ToyGame;
  int restricted = 0;
  for (u32 value = 0; value < 200; ++value) {
    const ToyGame::Position root{value, 6, false};
    ToyGame::MoveList moves;
    ToyGame::generate_moves(root, moves);
    if (moves.size() < 2 || ToyGame::rule_outcome(root, 0) != SCORE_NONE) continue;
    Limits limits;
    limits.max_depth = 3;
    TranspositionTable tt(1);
    AlphaBeta<ToyGame, testing::ToyEval> full(tt, {});
    const ToyGame::Move best = full.run(root, limits).pv.at(0);
    // Every move but the best one: another is played.
    std::vector<ToyGame::Move> others;
    for (const ToyGame::Move m : moves)
      if (m != best) others.push_back(m);
    tt.clear();
    AlphaBeta<ToyGame, testing::ToyEval> search(tt, {});
    search.restrict_root(others);
    EXPECT_NE(search.run(root, limits).pv.at(0), best) << value;
    // A move that is not legal here names nothing: every move is searched.
    tt.clear();
    const ToyGame::Move illegal = 4;  // the second capture
    if (std::find(moves.begin(), moves.end(), illegal) != moves.end()) continue;
    search.restrict_root(std::vector<ToyGame::Move>{illegal});
    EXPECT_EQ(search.run(root, limits).pv.at(0), best) << value;
    ++restricted;
  }
  EXPECT_GT(restricted, 10);
}

// MultiPV at each depth from 1 to 5 on the toy game's positions with two moves or more:
// check(root, depth, info, values), `values` the root moves' full-width values, best first.
template <typename Check>
int for_each_multi_pv_search(int lines, int threads, const Check& check) {
  using testing::ToyGame;
  int searched = 0;
  for (u32 value = 0; value < 120; ++value) {
    const ToyGame::Position root{value, 6, false};
    ToyGame::MoveList moves;
    ToyGame::generate_moves(root, moves);
    if (moves.size() < 2 || ToyGame::rule_outcome(root, 0) != SCORE_NONE) continue;
    for (int depth = 1; depth <= 5; ++depth) {
      TranspositionTable tt(1);
      const auto make_search = [&tt](const ToyGame::Position&) {
        return AlphaBeta<ToyGame, testing::ToyEval>(tt, {});
      };
      Limits limits;
      limits.max_depth = depth;
      limits.lines = lines;
      limits.threads = threads;
      const auto info = lazy_smp<ToyGame>(make_search, root, limits, {}, {});
      if (info.depth < depth) break;  // proven early: fewer iterations than asked
      std::vector<Score> values;
      for (const ToyGame::Move m : moves)
        values.push_back(-testing::reference(ToyGame::play(root, m), depth - 1, 1));
      std::sort(values.rbegin(), values.rend());
      const std::size_t expected = std::min<std::size_t>(std::size_t(lines), values.size());
      EXPECT_EQ(info.lines.size(), expected) << value << " depth " << depth;
      const bool whole = std::none_of(info.lines.begin(), info.lines.end(),
                                      [](const auto& line) { return line.pv.empty(); });
      EXPECT_TRUE(whole);
      if (info.lines.size() != expected || !whole) continue;
      // Distinct root moves, best first, the first of them the search's own line.
      for (std::size_t i = 0; i < expected; ++i) {
        for (std::size_t j = 0; j < i; ++j) EXPECT_NE(info.lines[j].pv[0], info.lines[i].pv[0]);
        if (i > 0) {
          EXPECT_GE(info.lines[i - 1].score, info.lines[i].score);
        }
      }
      EXPECT_EQ(info.score, info.lines[0].score);
      EXPECT_EQ(info.pv, info.lines[0].pv);
      check(root, depth, info, values);
      ++searched;
    }
  }
  return searched;
}

// Each of the k lines is a root move with its full-width value, and they are the k best.
void expect_the_best_lines_with_their_values(int lines) {
  using testing::ToyGame;
  const int searched = for_each_multi_pv_search(
      lines, 1, [](const ToyGame::Position& root, int depth, const auto& info, const auto& values) {
        for (std::size_t i = 0; i < info.lines.size(); ++i) {
          const auto& line = info.lines[i];
          EXPECT_EQ(line.score, -testing::reference(ToyGame::play(root, line.pv[0]), depth - 1, 1))
              << "depth " << depth << " line " << i;
          EXPECT_EQ(line.score, values[i]) << "depth " << depth << " line " << i;
        }
      });
  EXPECT_GT(searched, 100);
}

TEST(CoreSearch, MultiPvLinesAreTheBestRootMovesEachWithItsFullWidthValue) {
  expect_the_best_lines_with_their_values(3);
}

TEST(CoreSearch, MultiPvAskedForMoreLinesThanMovesGivesEveryMove) {
  expect_the_best_lines_with_their_values(5);
}

// Helpers deepen without a limit and share the table, so the lines' values are deeper searches'
// than the reference's: distinct moves, best first, is what holds.
TEST(CoreSearch, MultiPvOnThreeThreadsGivesDistinctLinesBestFirst) {
  EXPECT_GT(for_each_multi_pv_search(2, 3, [](const auto&, int, const auto&, const auto&) {}), 100);
}

TEST(CoreSearch, ASinglePvSearchReportsNoLines) {
  TranspositionTable tt(1);
  AlphaBeta<testing::ToyGame, testing::ToyEval> search(tt, {});
  Limits limits;
  limits.max_depth = 3;
  EXPECT_TRUE(search.run(testing::ToyGame::Position{5, 6, false}, limits).lines.empty());
}

// The toy game, counting how often moves are generated.
struct CountingToy : testing::ToyGame {
  static inline int generated = 0;
  static void generate_moves(const Position& pos, MoveList& list) {
    ++generated;
    ToyGame::generate_moves(pos, list);
  }
};

// A toy position with moves whose rule outcome is `drawn_by_rule` (a draw) or none.
CountingToy::Position toy_position(bool drawn_by_rule) {
  for (u32 value = 0;; ++value) {
    const CountingToy::Position pos{value, 6, false};
    CountingToy::MoveList moves;
    CountingToy::ToyGame::generate_moves(pos, moves);
    const Score outcome = CountingToy::rule_outcome(pos, 0);
    if (!moves.empty() && (drawn_by_rule ? outcome == 0 : outcome == SCORE_NONE)) return pos;
  }
}

Score search_with_stored_entry(const CountingToy::Position& pos, Score stored) {
  TranspositionTable tt(1);
  tt.new_search();  // an earlier search stored the entry (the table takes its memory at the first
                    // search)
  tt.store(CountingToy::hash(pos), stored, 20, BOUND_EXACT, NO_MOVE_CODE);
  AlphaBeta<CountingToy, testing::ToyEval> search(tt, {});
  search.control().start({});
  search.start(pos, {});
  CountingToy::generated = 0;
  return search.search_root(pos, 4, -1, 0);  // a null window: the table may answer
}

TEST(CoreSearch, TableTakesItsMemoryAtTheFirstSearchNotWhenMade) {
  TranspositionTable tt(16);
  EXPECT_LT(tt.bytes(), std::size_t(1024));
  tt.new_search();
  EXPECT_GT(tt.bytes(), std::size_t(8) * 1024 * 1024);
  EXPECT_LE(tt.bytes(), std::size_t(16) * 1024 * 1024);
}

TEST(CoreSearch, TableAnswersANodeBeforeItsMovesAreGenerated) {
  EXPECT_EQ(search_with_stored_entry(toy_position(false), 123), 123);
  EXPECT_EQ(CountingToy::generated, 0);
}

TEST(CoreSearch, RuleOutcomeComesBeforeTheTableAndTheMoves) {
  EXPECT_EQ(search_with_stored_entry(toy_position(true), 123), 0) << "the game is drawn by rule";
  EXPECT_EQ(CountingToy::generated, 0);
}

TEST(CoreSearch, RepetitionIsSoughtOnlyWithinTheWindowAndWithTheSameSideToMove) {
  PlyStack stack;
  const std::vector<u64> earlier = {7, 1, 2, 3};
  stack.reset(earlier);
  stack.push(4);  // the parent of the current node
  EXPECT_TRUE(stack.repeats(3, 2)) << "two plies back";
  EXPECT_FALSE(stack.repeats(4, 9)) << "one ply back: the other side was to move";
  EXPECT_FALSE(stack.repeats(1, 3)) << "four plies back, beyond a window of three";
  EXPECT_TRUE(stack.repeats(1, 4));
  EXPECT_FALSE(stack.repeats(7, 0)) << "a window of 0: the position cannot repeat";
  EXPECT_FALSE(stack.repeats(5, 100)) << "never seen";
}

TEST(CoreSearch, HistoryStaysBoundedHoweverManyCutoffs) {
  History history(3);
  int last = 0;
  for (int i = 0; i < 1000000; ++i) {
    history.reward(1, 60);
    ASSERT_GE(history[1], last) << "a cutoff never lowers the entry";
    last = history[1];
  }
  EXPECT_LE(history[1], History::HISTORY_MAX);
  EXPECT_GT(history[1], History::HISTORY_MAX / 2);
  EXPECT_EQ(history[0], 0);
  history.reward(2, 1000000);  // a depth beyond any search: still bounded
  EXPECT_LE(history[2], History::HISTORY_MAX);
}

TEST(CoreSearch, KillersKeepTheTwoLatestRefutationsOfAPly) {
  Killers killers;
  killers.clear();
  killers.add(5, 10);
  killers.add(5, 11);
  killers.add(5, 11);
  EXPECT_EQ(killers.merit(5, 11), KILLER_MERIT);
  EXPECT_EQ(killers.merit(5, 10), KILLER_MERIT - 1);
  killers.add(5, 12);
  EXPECT_EQ(killers.merit(5, 10), 0) << "pushed out";
  EXPECT_EQ(killers.merit(4, 12), 0) << "another ply";
  EXPECT_LT(KILLER_MERIT, TT_MOVE_MERIT);
}

TEST(CoreSearch, CountermovesKeepTheLatestRefutationOfEachMove) {
  Countermoves countermoves(8);
  countermoves.set(3, 20);
  countermoves.set(3, 21);
  countermoves.set(4, 30);
  EXPECT_TRUE(countermoves.is_reply(3, 21));
  EXPECT_FALSE(countermoves.is_reply(3, 20)) << "replaced by the later refutation";
  EXPECT_FALSE(countermoves.is_reply(5, 21)) << "another previous move";
  EXPECT_FALSE(countermoves.is_reply(6, NO_MOVE_CODE)) << "an empty slot is no move's reply";
  countermoves.clear();
  EXPECT_FALSE(countermoves.is_reply(4, 30));
  EXPECT_LT(Countermoves::MERIT, KILLER_MERIT - 1) << "after both killers";
  EXPECT_GT(Countermoves::MERIT, History::HISTORY_MAX) << "before the other quiet moves";
}

TEST(CoreSearch, MoveListNeverWritesPastItsCapacity) {
  ply::MoveList<int, 2> list;
  EXPECT_EQ(decltype(list)::CAPACITY, 2);
  list.push(1);
  list.push(2);
  EXPECT_DEBUG_DEATH(list.push(3), "too small");
  EXPECT_EQ(list.size(), 2);
  EXPECT_EQ(list[1], 2);
}

TEST(CoreSearch, RandomNumberBelowZeroIsZeroAndDrawsNothing) {
  Rng a(9), b(9);
  EXPECT_EQ(a.below(0), 0u);
  EXPECT_EQ(a.next(), b.next()) << "the empty range drew no number";
}

}  // namespace
}  // namespace ply

namespace ply {
namespace {

// Midgame positions of Reversi for the selective search and the time manager.
std::vector<reversi::Position> midgame_positions(int count) {
  std::vector<reversi::Position> positions;
  for (u64 seed = 1; int(positions.size()) < count; ++seed) {
    const reversi::Position pos = reversi::testing::random_position(seed, int(10 + seed % 30));
    if (!reversi::is_over(pos) && pos.empty_count() > 20) positions.push_back(pos);
  }
  return positions;
}

// On level 5's evaluation: the model is fitted for it (tools/mpc's FittedEval).
SearchInfo<Reversi> search_reversi(const reversi::Position& pos, const Limits& limits) {
  TranspositionTable tt(4);
  AlphaBeta<Reversi, reversi::Level5Eval> search(tt, {});
  return search.run(pos, limits);
}

TEST(CoreSearch, ProbCutSearchesFewerNodesToTheSameDepthAndReportsItsConfidence) {
  u64 full_nodes = 0, selective_nodes = 0;
  for (const reversi::Position& pos : midgame_positions(6)) {
    Limits limits;
    limits.max_depth = 8;
    const auto full = search_reversi(pos, limits);
    limits.probcut_sigmas = 1.5;
    const auto selective = search_reversi(pos, limits);
    EXPECT_EQ(full.selectivity, 100);
    EXPECT_EQ(selective.selectivity,
              87);  // a normal error stays within 1.5 deviations 87% of the time
    EXPECT_EQ(selective.depth, 8);
    full_nodes += full.nodes;
    selective_nodes += selective.nodes;
  }
  EXPECT_LT(selective_nodes * 2, full_nodes);
}

TEST(CoreSearch, AGameWithoutAProbCutModelIsSearchedTheSameWhateverTheSelectivity) {
  using testing::ToyGame;
  static_assert(!GameDefaults<ToyGame>::HAS_PROBCUT);
  TranspositionTable tt(1);
  Limits limits;
  limits.max_depth = 7;
  AlphaBeta<ToyGame, testing::ToyEval> search(tt, {});
  tt.clear();
  const auto full = search.run(ToyGame::Position{5, 6, false}, limits);
  limits.probcut_sigmas = 1.5;
  tt.clear();
  const auto selective = search.run(ToyGame::Position{5, 6, false}, limits);
  EXPECT_EQ(full.nodes, selective.nodes);
  EXPECT_EQ(full.score, selective.score);
  EXPECT_EQ(selective.selectivity, 100);
}

// The time manager (time_manager.h), on numbers rather than a clock: nothing here can flake.
Limits time_budget(i64 time_ms) {
  Limits limits;
  limits.time_ms = time_ms;
  return limits;
}

TEST(TimeManager, WithinThreeFifthsOfTheBudgetTheNextIterationStartsWhateverItWouldCost) {
  IterationCost cost;
  cost.completed(1000, 10);
  cost.completed(9000, 55);  // grew eightfold: the next would end near 55 + 8 * 45 = 415 ms
  EXPECT_TRUE(cost.next_worth_starting(time_budget(100)));
}

TEST(TimeManager, LaterOnlyAnIterationPredictedToFinishInTheBudgetStarts) {
  IterationCost cheap;  // the tree grew by 1.5: the next ends near 62 + 1.5 * 2 = 65 ms
  cheap.completed(1000, 60);
  cheap.completed(1500, 62);
  EXPECT_TRUE(cheap.next_worth_starting(time_budget(100)));
  IterationCost dear;  // grew threefold: the next would end near 70 + 3 * 50 = 220 ms
  dear.completed(1000, 20);
  dear.completed(4000, 70);
  EXPECT_FALSE(dear.next_worth_starting(time_budget(100)));
}

TEST(TimeManager, ASingleIterationLateInTheBudgetIsNoGuideAndNothingMoreStarts) {
  IterationCost cost;
  cost.completed(30, 70);  // a first iteration slowed by the table's first touch of its memory
  EXPECT_FALSE(cost.next_worth_starting(time_budget(100)));
}

TEST(TimeManager, ANodeBudgetStartsEveryIterationAndTheCountStopsIt) {
  IterationCost cost;
  cost.completed(1000, 0);
  cost.completed(9000, 1);
  Limits limits;
  limits.max_nodes = 9001;
  EXPECT_TRUE(cost.next_worth_starting(limits));
}

}  // namespace
}  // namespace ply
