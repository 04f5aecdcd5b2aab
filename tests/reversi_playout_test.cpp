// Random games to the end (fixed seeds): the rules' invariants hold at every ply, and every
// position and move reads back from its own text.
#include <gtest/gtest.h>

#include "core/rng.h"
#include "reversi/game.h"
#include "reversi_test_util.h"

namespace ply::reversi {
namespace {

constexpr u64 GAMES = 3000;

// The discs a disc on sq turns over, walked square by square apart from the bitboard code.
Bitboard walked_flips(const Position& pos, int sq) {
  if ((pos.player | pos.opponent) & bit(sq)) return 0;
  Bitboard all = 0;
  for (int dr = -1; dr <= 1; ++dr) {
    for (int df = -1; df <= 1; ++df) {
      Bitboard run = 0;
      int r = sq / 8 + dr, f = sq % 8 + df;
      for (; r >= 0 && r < 8 && f >= 0 && f < 8 && (pos.opponent & bit(r * 8 + f));
           r += dr, f += df)
        run |= bit(r * 8 + f);
      if (r >= 0 && r < 8 && f >= 0 && f < 8 && (pos.player & bit(r * 8 + f))) all |= run;
    }
  }
  return all;
}

// The checks of one position; returns the legal moves as the search sees them.
Reversi::MoveList check_position(const Position& pos) {
  EXPECT_EQ(pos.player & pos.opponent, 0u);
  EXPECT_EQ(parse_position(to_string(pos)), pos) << to_string(pos);
  Reversi::MoveList list;
  Reversi::generate_moves(pos, list);
  const Bitboard moves = legal_moves(pos);
  for (int sq = 0; sq < 64; ++sq) {
    const Bitboard expected = walked_flips(pos, sq);
    EXPECT_EQ(bool(moves & bit(sq)), expected != 0) << to_string(pos) << " " << move_to_string(sq);
    if (expected) {
      EXPECT_EQ(flips(sq, pos.player, pos.opponent), expected) << to_string(pos);
    }
  }
  // The game ends exactly when neither side has a move; a side with none passes.
  EXPECT_EQ(list.empty(), is_over(pos)) << to_string(pos);
  if (!moves && !list.empty()) {
    EXPECT_EQ(list.size(), 1);
    EXPECT_EQ(list[0], PASS);
    EXPECT_TRUE(must_pass(pos));
  }
  if (moves) {
    Bitboard listed = 0;
    for (const auto m : list) listed |= bit(m);
    EXPECT_EQ(list.size(), popcount(moves));
    EXPECT_EQ(listed, moves);
  }
  for (const auto m : list) EXPECT_EQ(parse_move(move_to_string(m)), int(m));
  return list;
}

void check_move(const Position& pos, int move, const Position& next) {
  EXPECT_EQ(next.black_to_move, !pos.black_to_move);
  if (move == PASS) {
    EXPECT_EQ(next.player, pos.opponent);
    EXPECT_EQ(next.opponent, pos.player);
    return;
  }
  // One disc more; the turned discs are exactly the opponent's discs that changed colour.
  const Bitboard flipped = flips(move, pos.player, pos.opponent);
  EXPECT_NE(flipped, 0u);
  EXPECT_EQ(flipped & ~pos.opponent, 0u);
  EXPECT_EQ(pos.opponent & next.opponent, flipped);
  EXPECT_EQ(next.opponent, pos.player | flipped | bit(move));
  EXPECT_EQ(popcount(next.player | next.opponent), popcount(pos.player | pos.opponent) + 1);
  EXPECT_EQ(popcount(next.opponent), popcount(pos.player) + popcount(flipped) + 1);
  EXPECT_EQ(popcount(next.player), popcount(pos.opponent) - popcount(flipped));
}

TEST(ReversiPlayout, EveryPlyOfThousandsOfRandomGamesKeepsTheRulesInvariants) {
  int plies = 0;
  for (u64 seed = 1; seed <= GAMES; ++seed) {
    Rng rng(seed);
    Transcript game;
    Position pos = game.start;
    for (;;) {
      const Reversi::MoveList list = check_position(pos);
      if (list.empty()) break;
      const int move = list[int(rng.below(u32(list.size())))];
      const Position next = play(pos, move);
      check_move(pos, move, next);
      game.moves.push_back(move);
      pos = next;
      ++plies;
      if (::testing::Test::HasFailure()) FAIL() << "seed " << seed << ": " << to_string(game);
    }
    EXPECT_LE(game.moves.size(), 60u + 60u);
    const auto read = parse_transcript(to_string(game));
    ASSERT_TRUE(read) << to_string(game);
    EXPECT_EQ(read->moves, game.moves);
  }
  EXPECT_GT(plies, int(GAMES) * 55);
}

}  // namespace
}  // namespace ply::reversi
