#include <gtest/gtest.h>

#include <algorithm>

#include "chess/movegen.h"
#include "chess/notation.h"
#include "chess_reference.h"
#include "chess_test_util.h"
#include "core/rng.h"

namespace ply::chess {
namespace {

using testing::reference_board;

std::vector<std::string> engine_moves(const Position& pos) {
  MoveList list;
  generate_legal(pos, list);
  std::vector<std::string> moves;
  for (const Move m : list) moves.push_back(uci_move(m));
  std::sort(moves.begin(), moves.end());
  return moves;
}

// The attack tables are filled by the first position made, not at the program's start (the page's
// module starts with every game in it): a position's lookups find the sliders' magic tables filled
// and agreeing with a walk over the board. (Alone, --gtest_filter=*AttackTables*, this is the first
// position.)
TEST(ChessMovegen, TheFirstPositionFillsTheAttackTables) {
  [[maybe_unused]] const Position empty_board;
  ASSERT_NE(ATTACKS.rook[0].attacks, nullptr);
  Rng rng(5);
  for (Square s = 0; s < 64; ++s)
    for (int i = 0; i < 8; ++i) {
      const Bitboard occupied = rng.next() & rng.next();
      EXPECT_EQ(rook_attacks(s, occupied), sliding_attacks(ROOK, s, occupied)) << s;
      EXPECT_EQ(bishop_attacks(s, occupied), sliding_attacks(BISHOP, s, occupied)) << s;
    }
}

// Random games from positions rich in castling, en passant and promotion: at every ply the fast
// generator and the reference agree on the legal moves, on check and on mate; the reference follows
// the game on its own board, keeping its own castling rights and en-passant square.
TEST(ChessMovegen, FastGeneratorAgreesWithTheReferenceInRandomGames) {
  const char* starts[] = {
      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
      "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
      "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
      "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
      "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
  };
  Rng rng(2026);
  int plies = 0, checks = 0, mates = 0;
  for (int game = 0; game < 300; ++game) {
    Position pos = *parse_fen(starts[game % 5], nullptr);
    reference::Board board = reference_board(pos, -1);
    for (int ply = 0; ply < 200; ++ply, ++plies) {
      const auto expected = reference::legal_moves(board);
      const auto got = engine_moves(pos);
      ASSERT_EQ(got, expected) << to_fen(pos);
      const bool check = reference::king_attacked(board, board.white_to_move);
      ASSERT_EQ(pos.in_check(), check) << to_fen(pos);
      checks += check;
      if (got.empty()) {
        mates += check;
        break;
      }
      MoveList list;
      generate_legal(pos, list);
      const Move m = list[int(rng.below(u32(list.size())))];
      const std::string uci = uci_move(m);
      const int from = (uci[1] - '1') * 8 + (uci[0] - 'a'),
                to = (uci[3] - '1') * 8 + (uci[2] - 'a');
      board = reference::apply(board, from, to, uci.size() == 5 ? uci[4] : 0);
      pos = play(pos, m);
    }
  }
  EXPECT_GT(plies, 20000);
  EXPECT_GT(checks, 500);
  EXPECT_GT(mates, 0);
}

// FEN and SAN written by the engine read back to the same position and move, along random games.
TEST(ChessMovegen, FenAndSanRoundTripInRandomGames) {
  Rng rng(7);
  for (int game = 0; game < 30; ++game) {
    Position pos = start_position();
    for (int ply = 0; ply < 150; ++ply) {
      const std::string fen = to_fen(pos);
      std::string error;
      const auto read = parse_fen(fen, &error);
      ASSERT_TRUE(read) << fen << ": " << error;
      ASSERT_EQ(to_fen(*read), fen);
      ASSERT_EQ(read->key, pos.key) << fen;
      MoveList list;
      generate_legal(pos, list);
      if (list.empty()) break;
      for (const Move m : list) {
        const std::string san = to_san(pos, m);
        Refusal refusal;
        const auto back = parse_san(pos, san, &refusal);
        ASSERT_TRUE(back) << fen << " " << san << ": " << refusal.text;
        ASSERT_EQ(*back, m) << fen << " " << san;
      }
      pos = play(pos, list[int(rng.below(u32(list.size())))]);
    }
  }
}

}  // namespace
}  // namespace ply::chess
