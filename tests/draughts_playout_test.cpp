// Random games to the end (fixed seeds): the rules' invariants hold at every ply, and every
// position and move reads back from its own text.
#include <gtest/gtest.h>

#include "core/rng.h"
#include "draughts/game.h"
#include "draughts/record.h"
#include "draughts_test_util.h"

namespace ply::draughts {
namespace {

constexpr u64 GAMES = 2000;
constexpr int MAX_PLIES = 400;  // the draw rules end every game long before

// Can the side to move make a quiet move? Checked square by square, apart from the move generator.
bool has_quiet_move(const Position& pos) {
  const Bitboard own = pos.pieces(pos.side);
  for (Bitboard b = own; b; b &= b - 1) {
    const int sq = first_square(b);
    const bool king = pos.kings & bit(sq);
    for (const Direction d : DIRECTIONS) {
      const bool forward = pos.side == WHITE ? d == NORTH_EAST || d == NORTH_WEST
                                             : d == SOUTH_EAST || d == SOUTH_WEST;
      if ((king || forward) && (pos.empty() & square_bb(NEXT[d][sq]))) return true;
    }
  }
  return false;
}

void check_position(const Position& pos, const MoveList& list) {
  EXPECT_EQ(pos.white & pos.black, 0u);
  EXPECT_EQ((pos.white | pos.black) & ~DARK, 0u);
  EXPECT_EQ(pos.kings & ~(pos.white | pos.black), 0u);
  EXPECT_EQ(pos.white & ~pos.kings & promotion_rank(WHITE), 0u)
      << "a man on the last rank is a king";
  EXPECT_EQ(pos.black & ~pos.kings & promotion_rank(BLACK), 0u)
      << "a man on the last rank is a king";
  const auto read = parse_fen(to_fen(pos));
  ASSERT_TRUE(read) << to_fen(pos);
  EXPECT_TRUE(read->same_placement(pos)) << to_fen(pos);
  // Compulsory capture: when one exists, every listed move captures.
  const bool capture = has_capture(pos);
  for (const Move& m : list) EXPECT_EQ(m.is_capture(), capture) << to_fen(pos);
  EXPECT_EQ(count_moves(pos), list.size());
  // No move: nothing to capture and nowhere to step.
  EXPECT_EQ(list.empty(), !capture && !has_quiet_move(pos)) << to_fen(pos);
  for (const Move& m : list) {
    EXPECT_EQ(testing::move(pos, move_to_string(pos, m)), m) << to_fen(pos);
    EXPECT_EQ(testing::move(pos, move_to_path_string(pos, m)), m) << to_fen(pos);
  }
}

void check_move(const Position& pos, const Move& m, const Position& next) {
  const Color mover = pos.side;
  EXPECT_EQ(next.side, ~mover);
  EXPECT_EQ(m.captured & ~pos.pieces(~mover), 0u) << "only the opponent's pieces are taken";
  EXPECT_EQ(popcount(next.pieces(mover)), popcount(pos.pieces(mover)));
  EXPECT_EQ(popcount(next.pieces(~mover)), popcount(pos.pieces(~mover)) - popcount(m.captured));
  EXPECT_TRUE(next.pieces(mover) & bit(m.to));
  EXPECT_EQ(bool(next.kings & bit(m.to)), bool(pos.kings & bit(m.from)) || m.promotes);
}

TEST(RussianDraughtsPlayout, EveryPlyOfThousandsOfRandomGamesKeepsTheRulesInvariants) {
  int plies = 0, captures = 0, promotions = 0;
  for (u64 seed = 1; seed <= GAMES; ++seed) {
    Rng rng(seed);
    PdnGame game;
    Position pos = game.start;
    for (int ply = 0; ply < MAX_PLIES; ++ply) {
      MoveList list;
      generate_moves(pos, list);
      check_position(pos, list);
      // The game ends exactly when the rules leave no move, or a draw rule ends it.
      const bool ended_by_rule = Draughts::rule_outcome(pos, 0) != SCORE_NONE;
      EXPECT_EQ(ended_by_rule, draw_rule(pos) != DrawRule::NONE);
      const bool over = list.empty() || ended_by_rule;
      EXPECT_EQ(over, game_end(std::span<const Position>(&pos, 1)).result != Result::ONGOING);
      if (over) break;
      const Move m = list[int(rng.below(u32(list.size())))];
      const Position next = play(pos, m);
      check_move(pos, m, next);
      captures += m.is_capture();
      promotions += m.promotes;
      game.moves.push_back(m);
      pos = next;
      ++plies;
      if (::testing::Test::HasFailure()) FAIL() << "seed " << seed << "\n" << to_pdn(game);
    }
    Refusal refusal;
    const auto read = parse_pdn(to_pdn(game), &refusal);
    ASSERT_TRUE(read) << refusal.text << "\n" << to_pdn(game);
    EXPECT_EQ(read->moves, game.moves);
  }
  // The games reach what the checks are about.
  EXPECT_GT(plies, int(GAMES) * 40);
  EXPECT_GT(captures, plies / 10);
  EXPECT_GT(promotions, int(GAMES));
}

}  // namespace
}  // namespace ply::draughts
