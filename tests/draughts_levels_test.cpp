// The computer levels and the shared search on draughts: legal choices, the levels' defining
// behaviour, and capture sequences searched to their end.
#include <gtest/gtest.h>

#include "core/rng.h"
#include "core/search.h"
#include "draughts/engine.h"
#include "draughts/eval.h"
#include "draughts/game.h"
#include "draughts_test_util.h"
#include "ladder_test_util.h"

namespace ply::draughts {
namespace {

using testing::fen;

bool is_legal(const Position& pos, const Move& m) {
  MoveList list;
  generate_moves(pos, list);
  for (const Move& legal : list)
    if (legal == m) return true;
  return false;
}

// A position some random plies into a game.
Position random_position(u64 seed, int plies) {
  Rng rng(seed);
  Position pos = start_position();
  for (int i = 0; i < plies; ++i) {
    MoveList list;
    generate_moves(pos, list);
    if (list.empty()) break;
    pos = play(pos, list[int(rng.below(u32(list.size())))]);
  }
  return pos;
}

TEST(RussianDraughtsLevels, EveryLevelPlaysALegalMove) {
  Engine engine(1);
  for (u64 seed = 1; seed <= 6; ++seed) {
    const Position pos = random_position(seed, int(seed * 7));
    MoveList list;
    generate_moves(pos, list);
    if (list.empty()) continue;
    for (int level = 1; level <= int(Engine::LADDER.size()); ++level) {
      Request request;
      request.level = level;
      request.max_nodes = 20000;
      request.seed = seed;
      EXPECT_TRUE(is_legal(pos, engine.choose(pos, request).move))
          << "level " << level << " " << to_fen(pos);
    }
  }
}

TEST(RussianDraughtsLevels, Level2TakesTheMostMaterialAKingCountingMoreThanTwoMen) {
  // a3 takes two men (a3:c5:a7), e3 takes a king (e3:g5).
  const Position pos = fen("W:Wa3,e3:Bb4,b6,Kf4,h8");
  Engine engine;
  Request request;
  request.level = ply::testing::level(Engine::LADDER, "greedy");
  for (u64 seed = 1; seed <= 5; ++seed) {
    request.seed = seed;
    EXPECT_EQ(move_to_string(pos, engine.choose(pos, request).move), "e3:g5") << to_fen(pos);
  }
}

TEST(RussianDraughtsLevels, SameSeedSameMoveAtTheRandomLevels) {
  Engine engine;
  for (const char* name : {"random", "greedy", "minimax", "novice", "casual"}) {
    const int level = ply::testing::level(Engine::LADDER, name);
    Request request;
    request.level = level;
    request.seed = 42;
    EXPECT_EQ(engine.choose(start_position(), request).move,
              engine.choose(start_position(), request).move);
  }
}

TEST(RussianDraughtsSearch, PendingCapturesAreSearchedToTheEndBeyondTheNominalDepth) {
  // a3-b4 loses the man to c5:a3; h2-g3 loses nothing. At depth 1 only the capture search sees it.
  const Position pos = fen("W:Wa3,h2:Bc5");
  TranspositionTable tt(1);
  AlphaBeta<Draughts, MaterialEval> search(tt, {});
  Limits limits;
  limits.max_depth = 1;
  const auto info = search.run(pos, limits);
  ASSERT_FALSE(info.pv.empty());
  EXPECT_EQ(move_to_string(pos, info.pv[0]), "h2-g3");
  EXPECT_EQ(info.score, 100) << "two men against one, kept";
}

TEST(RussianDraughtsSearch, StrongLevelWinsAKingAgainstALoneManEndgame) {
  // White king and man against a lone black man far away: level 5 must see the win.
  const Position pos = fen("W:WKd4,a1:Bh6");
  Engine engine;
  Request request;
  request.level = LEVEL_TOP;
  request.max_depth = 12;
  const Decision d = engine.choose(pos, request);
  EXPECT_TRUE(d.thinking.exact) << d.thinking.score;
  EXPECT_GT(d.thinking.score, 0);
}

TEST(RussianDraughtsSearch, DrawRulesEndTheGameInsideTheSearch) {
  Position pos = fen("W:WKa3:BKh2");
  pos.balance_plies = 10;
  EXPECT_EQ(Draughts::rule_outcome(pos, 3), 0) << "the rule ends the game with a draw";
  Engine engine;
  Request request;
  request.level = LEVEL_TOP;
  request.max_depth = 4;
  EXPECT_TRUE(is_legal(pos, engine.choose(pos, request).move)) << "still answers with a legal move";
}

TEST(RussianDraughtsSearch, FixedDepthSearchIsReproducible) {
  Engine engine;
  Request request;
  request.level = LEVEL_TOP;
  request.max_depth = 8;
  const Decision a = engine.choose(start_position(), request);
  engine.clear();
  const Decision b = engine.choose(start_position(), request);
  EXPECT_EQ(a.thinking.nodes, b.thinking.nodes);
  EXPECT_EQ(a.move, b.move);
}

// Two kings against a king and a man, White to move with only king moves (13 of them), after 25
// plies of king moves: positions of the last 25 plies may come back.
Position kings_shuffling() {
  Position pos = fen("W:WKa1,Kc1:BKh8,b8");
  pos.king_plies = pos.balance_plies = 25;
  return pos;
}

// The keys of a game in which every position White's moves lead to has been seen, Black to move,
// each within the last 26 plies (with White-to-move positions between them).
std::vector<u64> earlier_after_each_move(const Position& pos) {
  MoveList moves;
  generate_moves(pos, moves);
  std::vector<u64> earlier;
  for (const Move& m : moves) {
    earlier.push_back(Draughts::hash(pos));
    earlier.push_back(Draughts::hash(play(pos, m)));
  }
  return earlier;
}

// A return to a position of the game is a draw (threefold repetition ends it; the search counts the
// first return already, as the side that could avoid it decides).
TEST(RussianDraughtsLevels, StrongLevelScoresAReturnToAnEarlierPositionAsADraw) {
  const Position pos = kings_shuffling();
  Request request;
  request.level = LEVEL_TOP;
  request.max_depth = 3;
  Engine engine(1);
  const Decision free = engine.choose(pos, request);
  EXPECT_GT(free.thinking.score, 1.0) << "two kings against a king and a man";

  const std::vector<u64> earlier = earlier_after_each_move(pos);
  engine.clear();
  const Decision cornered = engine.choose(pos, request, {}, earlier);
  EXPECT_EQ(cornered.thinking.score, 0.0);
  EXPECT_TRUE(is_legal(pos, cornered.move));
}

TEST(RussianDraughtsLevels, StrongLevelAvoidsRepeatingWhenAheadIfItCan) {
  const Position pos = kings_shuffling();
  Request request;
  request.level = LEVEL_TOP;
  request.max_depth = 3;
  Engine engine(1);
  const Move preferred = engine.choose(pos, request).move;
  // Mark the preferred move's position as seen: the engine must play something else.
  const std::vector<u64> earlier = {Draughts::hash(play(pos, preferred))};
  engine.clear();
  const Decision other = engine.choose(pos, request, {}, earlier);
  EXPECT_FALSE(other.move == preferred);
  EXPECT_GT(other.thinking.score, 1.0);
}

}  // namespace
}  // namespace ply::draughts
