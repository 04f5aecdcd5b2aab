// The shared search on draughts' own rules: a game won by taking every piece, repetition only
// within the king-move window, and draw-rule counters that must not carry table scores across a
// draw rule.
#include <gtest/gtest.h>

#include "core/search.h"
#include "draughts/engine.h"
#include "draughts/eval.h"
#include "draughts/game.h"
#include "draughts_test_util.h"

namespace ply::draughts {
namespace {

using testing::fen;

TEST(RussianDraughtsSearch, SideNotToMoveWithoutPiecesHasLostAndIsNotSearched) {
  const Position pos = fen("W:Wa1:B");
  const GameEnd end = game_end(std::vector<Position>{pos});
  EXPECT_EQ(end.result, Result::WHITE_WINS);
  EXPECT_EQ(end.reason, EndReason::NO_PIECES);
  EXPECT_EQ(Draughts::rule_outcome(pos, 2), won_by(0, 2));
  TranspositionTable tt(1);
  AlphaBeta<Draughts, StrongEval> search(tt, {});
  const auto info = search.run(pos, Limits{});
  EXPECT_TRUE(info.pv.empty());
  EXPECT_EQ(info.score, won_by(0, 0));
  EXPECT_EQ(info.nodes, 0u);
}

TEST(RussianDraughtsSearch, RepetitionBeyondTheKingMoveWindowIsNotADraw) {
  // Two kings against a king and a man: White's best move, if its position had stood two plies
  // before, would be a draw; but a man moved since (king_plies 0), so it cannot have.
  Position pos = fen("W:WKa1,Kc1:BKh8,b8");
  Request request;
  request.level = LEVEL_TOP;
  request.max_depth = 3;
  Engine engine(1);
  const Decision free = engine.choose(pos, request);
  const std::vector<u64> earlier = {Draughts::hash(play(pos, free.move))};
  engine.clear();
  const Decision unchanged = engine.choose(pos, request, {}, earlier);
  EXPECT_EQ(unchanged.move, free.move);
  EXPECT_EQ(unchanged.thinking.score, free.thinking.score);
  pos.king_plies = pos.balance_plies = 1;  // inside the window now
  engine.clear();
  EXPECT_FALSE(engine.choose(pos, request, {}, earlier).move == free.move);
}

// Two kings against a lone king: drawn by rule 7.2.8 ten plies after the last capture or promotion.
Score search_score(TranspositionTable& tt, const Position& pos, int depth) {
  AlphaBeta<Draughts, StrongEval> search(tt, {});
  Limits limits;
  limits.max_depth = depth;
  return search.run(pos, limits).score;
}

// One pass at `depth` in the null window (alpha, alpha + 1), where the table may answer at the
// root.
Score null_window_score(TranspositionTable& tt, const Position& pos, int depth, Score alpha) {
  AlphaBeta<Draughts, StrongEval> search(tt, {});
  search.control().start({});
  search.start(pos, {});
  return search.search_root(pos, depth, alpha, alpha + 1);
}

TEST(RussianDraughtsSearch, DrawRuleCountersKeepTableScoresApart) {
  Position fresh = fen("W:WKa3,Kc1:BKh2");
  Position near_draw = fresh;
  near_draw.balance_plies = near_draw.king_plies = 5;  // the rule draws five plies from here
  EXPECT_NE(Draughts::tt_key(fresh), Draughts::tt_key(near_draw));
  EXPECT_EQ(Draughts::hash(fresh), Draughts::hash(near_draw)) << "repetition compares placements";

  constexpr int DEPTH = 7;
  TranspositionTable clean(4);
  const Score expected = search_score(clean, fresh, DEPTH);
  TranspositionTable shared(4);
  // Near the rule White gives a king up to restart the count: another score, stored for the same
  // placements.
  const Score near = search_score(shared, near_draw, DEPTH);
  ASSERT_NE(near, expected);
  // A null window just above the lower of the two: the fresh root must fail on its own score's
  // side.
  const Score alpha = std::min(near, expected);
  EXPECT_EQ(null_window_score(shared, fresh, DEPTH, alpha) > alpha, expected > alpha)
      << "the near-draw root's entry does not answer for the fresh root";
  EXPECT_EQ(search_score(shared, fresh, DEPTH), expected) << "no score of the drawn lines leaks";
}

TEST(RussianDraughtsSearch, CountersOutsideEveryDrawRuleShareTheTable) {
  // Men on the board and no kings: no draw rule can count; only the placement matters.
  Position a = fen("W:Wa1,c3:Bh8,f6");
  Position b = a;
  b.balance_plies = 7;
  EXPECT_EQ(Draughts::tt_key(a), Draughts::tt_key(b));
}

}  // namespace
}  // namespace ply::draughts
