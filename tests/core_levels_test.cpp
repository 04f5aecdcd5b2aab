// The level switch every game shares (core/levels.h): what a level answers when the game is over.
#include <gtest/gtest.h>

#include "draughts/engine.h"
#include "draughts_test_util.h"
#include "ladder_test_util.h"
#include "reversi/engine.h"
#include "reversi_test_util.h"

namespace ply {
namespace {

TEST(CoreLevels, EveryLevelAnswersNoMoveWhenTheGameIsOver) {
  const reversi::Position full = reversi::testing::position(
      "XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX O");
  const draughts::Position no_pieces = draughts::testing::fen("W:W:Bb8");
  reversi::Engine reversi_engine(1);
  draughts::Engine draughts_engine(1);
  const auto levels = std::max(reversi::Engine::LADDER.size(), draughts::Engine::LADDER.size());
  for (int level = 1; level <= int(levels); ++level) {
    Request request;
    request.level = level;
    request.max_depth = 4;
    const reversi::Decision r = reversi_engine.choose(full, request);
    EXPECT_TRUE(r.thinking.pv.empty()) << "level " << level;
    EXPECT_TRUE(r.thinking.exact);
    EXPECT_EQ(r.thinking.score, -64) << "White lost by every disc";
    const draughts::Decision d = draughts_engine.choose(no_pieces, request);
    EXPECT_TRUE(d.thinking.pv.empty()) << "level " << level;
    EXPECT_EQ(d.thinking.score, -draughts::WIN_SCORE);
  }
}

TEST(CoreLevels, ReversiEngineTakesTheGamesEarlierPositionsLikeEveryGame) {
  reversi::Engine engine(1);
  Request request;
  request.level = ply::testing::level(reversi::Engine::LADDER, "classic");
  request.max_depth = 3;
  const std::vector<u64> earlier = {reversi::Reversi::hash(reversi::start_position())};
  const reversi::Decision with = engine.choose(reversi::start_position(), request, {}, earlier);
  engine.clear();
  const reversi::Decision without = engine.choose(reversi::start_position(), request);
  EXPECT_EQ(with.move, without.move) << "no Reversi position comes twice";
  EXPECT_EQ(with.thinking.nodes, without.thinking.nodes);
}

}  // namespace
}  // namespace ply
