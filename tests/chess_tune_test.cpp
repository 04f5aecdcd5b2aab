#include <gtest/gtest.h>

#include "chess/notation.h"
#include "chess/quiet_leaf.h"
#include "tune/texel.h"

namespace ply::tune {
namespace {

chess::Position fen(const char* text) {
  std::string error;
  const auto pos = chess::parse_fen(text, &error);
  EXPECT_TRUE(pos) << text << ": " << error;
  return pos.value_or(chess::start_position());
}

TEST(ChessTune, TheQuietLeafOfAHangingQueenIsAfterItsCapture) {
  const chess::Position leaf =
      cli::chess_selfplay::quiet_leaf(fen("4k3/8/8/3q4/8/8/8/3QK3 w - - 0 1"));
  EXPECT_EQ(chess::popcount(leaf.pieces(chess::QUEEN)), 1);
  EXPECT_EQ(leaf.side, chess::BLACK);
}

TEST(ChessTune, AQuietPositionIsItsOwnLeaf) {
  const chess::Position start = chess::start_position();
  EXPECT_EQ(cli::chess_selfplay::quiet_leaf(start).key, start.key);
}

TEST(ChessTune, FittingLowersTheLossOnASmallFixture) {
  Samples data;
  // A pawn about to queen wins against more pawns at home, whatever the material says.
  data.add(fen("4k3/1P3ppp/8/8/8/8/8/4K3 w - - 0 1"), 1.f);
  data.add(fen("4k3/8/8/8/8/8/1p3PPP/4K3 b - - 0 1"), 0.f);
  data.add(fen("4k3/2P3pp/8/8/8/8/8/4K3 w - - 0 1"), 1.f);
  data.add(fen("4k3/8/8/8/8/8/2p3PP/4K3 b - - 0 1"), 0.f);
  data.add(chess::start_position(), 0.5f);
  // A queen up wins: what fixes the scale between evaluation and result.
  data.add(fen("3qk3/8/8/8/8/8/8/Q2QK3 w - - 0 1"), 1.f);
  data.add(fen("q2qk3/8/8/8/8/8/8/3QK3 w - - 0 1"), 0.f);
  Weights w = initial_weights();
  const double k = fit_scale(w, data);
  const double before = loss(w, data, k);
  FitOptions options;
  options.epochs = 200;
  fit(w, data, k, options);
  EXPECT_LT(loss(w, data, k), before - 0.05);
  EXPECT_GT(w.eg[chess::term::PASSED + 6], 0);
}

}  // namespace
}  // namespace ply::tune
