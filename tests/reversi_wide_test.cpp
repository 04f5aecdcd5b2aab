// Reversi on the wide boards (10x10 and 12x12): the rules against the independent array-of-cells
// Reversi (reversi_reference.h), the variants, the position text, and the levels and solver on
// them.
#include <gtest/gtest.h>

#include <algorithm>

#include "core/rng.h"
#include "games.h"
#include "reversi/perft.h"
#include "reversi/traits.h"
#include "reversi/wide/endgame.h"
#include "reversi_reference.h"
#include "reversi_test_util.h"

namespace ply::reversi {
namespace {

using testing::playout;

WidePosition wide(const std::string& text) {
  std::string error;
  const auto pos = parse_wide_position(text, &error);
  EXPECT_TRUE(pos.has_value()) << text << ": " << error;
  return pos.value_or(WidePosition{});
}

std::string rejection(const std::string& text) {
  std::string error;
  EXPECT_FALSE(parse_wide_position(text, &error).has_value()) << text;
  return error;
}

reference::Board reference_of(const WidePosition& pos) {
  return reference::from_text(squares_string(pos) + (pos.black_to_move ? " X" : " O"), pos.size);
}

// The reference's cell of a square of the 12x12 board, on a board of `size`.
int cell_of(int square, int size) {
  const int margin = (WIDE_SIDE - size) / 2;
  return (square / WIDE_SIDE - margin) * size + square % WIDE_SIDE - margin;
}

// Plain negamax to the end: what the solver's score must be.
int exact_score(const WidePosition& pos) {
  WideBits moves = legal_moves(pos);
  if (!moves) return opponent_moves(pos) ? -exact_score(play(pos, WIDE_PASS)) : final_score(pos);
  int best = -WIDE_SQUARES;
  for (; moves; moves = without_first(moves))
    best = std::max(best, -exact_score(play(pos, first_square(moves))));
  return best;
}

TEST(ReversiWide, PerftOn10x10MatchesTheIndependentGeneratorToDepth7) {
  const WidePosition start = wide("10x10:");
  for (int depth = 1; depth <= 7; ++depth)
    EXPECT_EQ(perft(start, depth), reference::perft(reference_of(start), depth))
        << "depth " << depth;
}

TEST(ReversiWide, PerftInEveryVariantsStartMatchesTheIndependentGenerator) {
  for (const char* words :
       {"12x12", "10x10 parallel", "12x12 parallel", "10x10 anti blackhole=b2",
        "12x12 blackhole=f5", "10x10 blackhole=d6", "12x12 anti parallel blackhole=l12"}) {
    const WidePosition start = wide(std::string(words) + ":");
    for (int depth = 1; depth <= 4; ++depth)
      EXPECT_EQ(perft(start, depth), reference::perft(reference_of(start), depth))
          << words << " depth " << depth;
  }
}

TEST(ReversiWide, MovesAndFlipsAgreeWithTheIndependentRulesThroughWholeGames) {
  for (const char* words :
       {"10x10", "12x12", "10x10 blackhole=c7", "12x12 parallel blackhole=g4"}) {
    for (u64 seed = 1; seed <= 3; ++seed) {
      WidePosition pos = wide(std::string(words) + ":");
      Rng rng(seed);
      while (!is_over(pos)) {
        const reference::Board ref = reference_of(pos);
        std::vector<int> expected = reference::moves(ref, ref.to_move), moves;
        for (WideBits m = legal_moves(pos); m; m = without_first(m))
          moves.push_back(cell_of(first_square(m), pos.size));
        ASSERT_EQ(moves, expected) << to_string(pos);
        WideReversi::MoveList list;
        WideReversi::generate_moves(pos, list);
        const auto m = list[int(rng.below(u32(list.size())))];
        if (m != WIDE_PASS) {
          const reference::Board after = reference::play(ref, cell_of(m, pos.size));
          ASSERT_EQ(squares_string(play(pos, m)), after.cells)
              << to_string(pos) << " " << move_to_string(m, pos.size);
        }
        pos = play(pos, m);
      }
    }
  }
}

TEST(ReversiWide, StartsAreTheCrossOrSideBySideInTheMiddleOfTheBoard) {
  EXPECT_EQ(squares_string(wide("10x10:")).substr(40, 20), "----OX--------XO----");
  EXPECT_EQ(squares_string(wide("10x10 parallel:")).substr(40, 20), "----OO--------XX----");
  EXPECT_EQ(squares_string(wide("12x12:")).substr(60, 24), "-----OX----------XO-----");
  EXPECT_EQ(variant_of(wide("12x12 parallel:")).start, Start::PARALLEL);
  EXPECT_EQ(wide("10x10:").empty_count(), 96);
  EXPECT_EQ(wide("12x12:").empty_count(), 140);
}

TEST(ReversiWide, ColumnsRunAToJOrLAndRowsOneToTenOrTwelve) {
  EXPECT_EQ(move_to_string(*parse_move("j10", 10), 10), "j10");
  EXPECT_EQ(move_to_string(*parse_move("l12", 12), 12), "l12");
  EXPECT_EQ(*parse_move("a1", 10), wide::square(1, 1));  // inside the blocked ring
  EXPECT_FALSE(parse_move("k1", 10).has_value());
  EXPECT_FALSE(parse_move("a11", 10).has_value());
  EXPECT_FALSE(parse_move("a01", 12).has_value());
  EXPECT_EQ(*parse_move("pass", 10), int(WIDE_PASS));
  EXPECT_EQ(move_to_string(WIDE_PASS, 12), "pass");
}

TEST(ReversiWide, PositionTextCarriesTheSizeAndReadsBack) {
  for (const char* words :
       {"10x10", "12x12 anti", "10x10 parallel blackhole=j10", "12x12 anti blackhole=a1"}) {
    const WidePosition pos = playout(wide(std::string(words) + ":"), 60, 7);
    const std::string text = to_string(pos);
    EXPECT_EQ(text.rfind(std::to_string(pos.size) + "x", 0), 0u) << text;
    EXPECT_EQ(wide(text), pos) << text;
    EXPECT_EQ(variant_of(pos).anti, pos.anti);
    // Without its words, the squares' count names the board.
    EXPECT_EQ(wide(text.substr(text.find(':') + 2)).size, pos.size);
  }
}

TEST(ReversiWide, APositionThatDoesNotFitItsVariantIsRejected) {
  const std::string board64 = std::string(64, '-') + " X";
  EXPECT_EQ(rejection("10x10: " + board64),
            "position: the board has 64 squares; a 10x10 board has 100");
  EXPECT_EQ(rejection("10x10: XO X"),
            "position: expected 100 squares and the side to move, got 4 characters");
  const std::string board100 = squares_string(wide("10x10:")) + " X";
  EXPECT_EQ(rejection("12x12: " + board100),
            "position: the board has 100 squares; a 12x12 board has 144");
  EXPECT_EQ(rejection("10x10 12x12:"), "variant: two boards ('10x10' and '12x12')");
  EXPECT_EQ(rejection("8x8:"), "position: 8x8 is not played on this board");
  EXPECT_EQ(rejection("10x10 blackhole=k1:"),
            "variant: not a square: 'blackhole=k1' (e.g. blackhole=c6)");
  EXPECT_EQ(rejection("10x10 blackhole=e5:"),
            "variant: the black hole cannot be a centre square: 'blackhole=e5'");
  std::string error;
  EXPECT_FALSE(parse_position("10x10:", &error).has_value());
  EXPECT_EQ(error, "position: 10x10 is not played on this board");
}

TEST(ReversiWide, TheRegistrysReversiTakesTheWideBoardForTheirWordsOrSquares) {
  EXPECT_EQ(Traits::board_of("10x10", ""), Traits::BOARD_WIDE);
  EXPECT_EQ(Traits::board_of("", "12x12 anti:"), Traits::BOARD_WIDE);
  EXPECT_EQ(Traits::board_of("anti", squares_string(wide("10x10:")) + " X"), Traits::BOARD_WIDE);
  EXPECT_EQ(Traits::board_of("6x6", ""), Traits::BOARD_8X8);
  EXPECT_EQ(Traits::board_of("", "anti: " + std::string(64, '-') + " X"), Traits::BOARD_8X8);
  std::string played;
  with_game("reversi", [&]<typename G>() {
    with_board<G>("10x10", "", [&]<typename T>() { played = T::position_text(T::start()); });
  });
  EXPECT_EQ(played, to_string(wide("10x10:")));
  with_board<Traits>("", "", [&]<typename T>() { played = T::position_text(T::start()); });
  EXPECT_EQ(played, to_string(start_position()));
}

TEST(ReversiWide, TheBlackHoleIsNeverPlayedAndBreaksLines) {
  // Row 1 of 10x10: X O # O -: X on e1 would turn b1..d1 over without the hole.
  std::string squares(100, '-');
  squares.replace(0, 5, "XO#O-");
  squares.replace(44, 2, "XO");
  squares.replace(54, 2, "OX");
  const WidePosition pos = wide("10x10: " + squares + " X");
  EXPECT_FALSE(legal_moves(pos).has(*parse_move("e1", 10)));
  Refusal refusal;
  EXPECT_FALSE(WideTraits::parse_move(pos, "c1", &refusal).has_value());
  EXPECT_EQ(refusal.text, "illegal move 'c1': the black hole is never played");
  EXPECT_EQ(refusal.cause, "black-hole");
  EXPECT_EQ(variant_of(pos).hole, *parse_move("c1", 10));
}

TEST(ReversiWide, AntiReversiTurnsTheScoreRound) {
  const WidePosition normal = playout(wide("10x10:"), 0, 3), anti = [&] {
    WidePosition p = normal;
    p.anti = true;
    return p;
  }();
  ASSERT_TRUE(is_over(normal));
  EXPECT_EQ(final_score(anti), -final_score(normal));
  const WidePosition history[] = {anti};
  const int black = popcount(anti.black()), white = popcount(anti.white());
  if (black != white) {
    EXPECT_EQ(WideTraits::outcome(history).winner, black < white ? 0 : 1);
  }
}

TEST(ReversiWide, SavedGamesCarryTheBoardAndReadBack) {
  const WidePosition start = wide("12x12 anti blackhole=c3:");
  std::vector<WidePosition> positions{start};
  std::vector<WideReversi::Move> moves;
  Rng rng(5);
  while (!is_over(positions.back()) && moves.size() < 40) {
    WideReversi::MoveList list;
    WideReversi::generate_moves(positions.back(), list);
    moves.push_back(list[int(rng.below(u32(list.size())))]);
    positions.push_back(play(positions.back(), moves.back()));
  }
  const std::string text = WideTraits::export_game(positions, moves);
  Refusal refusal;
  const auto record = WideTraits::import_game(text, &refusal);
  ASSERT_TRUE(record.has_value()) << refusal.text;
  EXPECT_EQ(record->start, start);
  EXPECT_EQ(record->moves, moves);
  // Moves may run together.
  std::string joined = text.substr(0, text.find('\n') + 1);
  for (const auto m : moves) joined += move_to_string(m, 12);
  EXPECT_EQ(WideTraits::import_game(joined, &refusal)->moves, moves) << refusal.text;
  EXPECT_EQ(Traits::board_of("", text), Traits::BOARD_WIDE);
}

TEST(ReversiWide, TheSolverFindsThePlainNegamaxScore) {
  for (const char* words : {"10x10", "12x12 anti", "10x10 blackhole=a1"}) {
    for (u64 seed = 1; seed <= 3; ++seed) {
      const WidePosition pos = playout(wide(std::string(words) + ":"), 8, seed);
      if (is_over(pos)) continue;
      const Solution s = solve(pos);
      ASSERT_TRUE(s.complete);
      EXPECT_EQ(s.score, exact_score(pos)) << to_string(pos);
      const WidePosition after = play(pos, s.move);
      EXPECT_EQ(-exact_score(after), s.score) << "the move reaches the score";
    }
  }
}

TEST(ReversiWide, EveryLevelPlaysALegalMoveOnBothBoards) {
  for (const char* words : {"10x10", "12x12 anti blackhole=b2"}) {
    const WidePosition pos = playout(wide(std::string(words) + ":"), 70, 11);
    WideEngine engine;
    for (int level = 1; level <= int(WideEngine::LADDER.size()); ++level) {
      Request request;
      request.level = level;
      request.max_nodes = 20000;
      const auto d = engine.choose(pos, request);
      EXPECT_TRUE(d.move == WIDE_PASS ? must_pass(pos) : legal_moves(pos).has(d.move))
          << words << " level " << level;
    }
  }
}

TEST(ReversiWide, LevelFiveSolvesTheLastEmpties) {
  const WidePosition pos = playout(wide("10x10:"), 9, 4);
  ASSERT_FALSE(is_over(pos));
  WideEngine engine;
  Request request;
  request.level = LEVEL_TOP;
  request.time_ms = 5000;
  const auto d = engine.choose(pos, request);
  EXPECT_TRUE(d.thinking.exact);
  EXPECT_EQ(int(d.thinking.score), exact_score(pos));
}

}  // namespace
}  // namespace ply::reversi
