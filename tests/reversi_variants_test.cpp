// The original design's variants of Reversi: anti-reversi, the black hole and the side-by-side
// start.
#include <gtest/gtest.h>

#include <algorithm>

#include "core/rng.h"
#include "ladder_test_util.h"
#include "reversi/endgame/solve.h"
#include "reversi/engine.h"
#include "reversi/traits.h"
#include "reversi/variant.h"
#include "reversi_reference.h"
#include "reversi_test_util.h"

namespace ply::reversi {
namespace {

using testing::playout;
using testing::squares;

Position variant_position(const std::string& text) {
  std::string error;
  const auto pos = parse_position(text, &error);
  EXPECT_TRUE(pos.has_value()) << text << ": " << error;
  return pos.value_or(Position{});
}

// A board's text from its occupied squares ("a1", 'X'), the rest empty.
std::string text_of(std::initializer_list<std::pair<const char*, char>> discs, char to_move) {
  std::string text(64, '-');
  for (const auto& [square, c] : discs) text[std::size_t(*parse_move(square))] = c;
  return text + ' ' + to_move;
}

std::string rejection(const std::string& text) {
  std::string error;
  EXPECT_FALSE(parse_position(text, &error).has_value()) << text;
  return error;
}

// Plain negamax to the end on the rules of board.h: what the solver's score must be.
int exact_score(const Position& pos) {
  Bitboard moves = legal_moves(pos);
  if (!moves) return opponent_moves(pos) ? -exact_score(play(pos, PASS)) : final_score(pos);
  int best = -65;
  for (; moves; moves &= moves - 1)
    best = std::max(best, -exact_score(play(pos, first_square(moves))));
  return best;
}

TEST(ReversiVariants, EachChoiceOfTheNewGameStartsTheVariantItNames) {
  // Every value of every choice (core/variants.h), read back from the start it makes.
  for (std::string_view size : Traits::SIZES)
    for (std::string_view start : Traits::STARTS)
      for (std::string_view rule : Traits::RULES) {
        const VariantValues wanted = {std::string(size), std::string(start), std::string(rule)};
        const std::string text = Traits::variant_start(wanted, 7);
        EXPECT_TRUE(text.starts_with(std::string(size) + "x" + std::string(size))) << text;
        with_board<Traits>("", text, [&]<typename B>() {
          const auto pos = B::parse_position(text, nullptr);
          ASSERT_TRUE(pos) << text;
          EXPECT_EQ(B::variant_values(*pos), wanted) << text;
        });
      }
  EXPECT_EQ(Traits::variant_start({}, 0), "8x8:");
  EXPECT_EQ(Traits::variant_start({"6", "parallel", "anti"}, 0), "6x6 parallel anti:");
  EXPECT_EQ(Traits::variant_start({"7", "diagonal", "random"}, 0), "8x8:");
}

TEST(ReversiVariants, ParallelStartPutsSameColoursSideBySide) {
  const Position pos = start_position(Variant{0, Start::PARALLEL}, 0);
  EXPECT_EQ(pos.black(), squares({"d5", "e5"}));
  EXPECT_EQ(pos.white(), squares({"d4", "e4"}));
  EXPECT_TRUE(pos.black_to_move);
  EXPECT_EQ(legal_moves(pos), squares({"c3", "d3", "e3", "f3"}));
  EXPECT_EQ(variant_of(pos).start, Start::PARALLEL);
  EXPECT_EQ(variant_of(start_position()).start, Start::CROSS);
}

TEST(ReversiVariants, AntiReversiFewestDiscsWins) {
  // Black 1 disc, White 3, no move left for either: Black wins by 2 + 60 empties in anti-reversi.
  const std::string board = text_of({{"a1", 'X'}, {"c1", 'O'}, {"d1", 'O'}, {"e1", 'O'}}, 'X');
  const Position pos = variant_position("anti: " + board);
  ASSERT_TRUE(is_over(pos));
  EXPECT_EQ(final_score(pos), 62);
  const Position standard = variant_position(board);
  EXPECT_EQ(final_score(standard), -62);
  const Position history[] = {pos};
  EXPECT_EQ(Traits::outcome(history).winner, 0);
  const Position standard_history[] = {standard};
  EXPECT_EQ(Traits::outcome(standard_history).winner, 1);
}

TEST(ReversiVariants, AntiReversiGreedyLevelTurnsTheFewestDiscs) {
  // Black can turn three discs over on a1, or one on f8: the anti greedy level takes the one.
  const Position pos = variant_position(
      "anti: " +
      text_of({{"b1", 'O'}, {"c1", 'O'}, {"d1", 'O'}, {"e1", 'X'}, {"g8", 'O'}, {"h8", 'X'}}, 'X'));
  EXPECT_EQ(Levels::greedy_gain(pos, Reversi::Move(*parse_move("a1"))), -3);
  EXPECT_EQ(Levels::greedy_gain(pos, Reversi::Move(*parse_move("f8"))), -1);
  Engine engine;
  Request request;
  request.level = ply::testing::level(Engine::LADDER, "greedy");
  for (u64 seed = 1; seed <= 4; ++seed) {
    request.seed = seed;
    EXPECT_EQ(move_to_string(engine.choose(pos, request).move), "f8");
  }
}

TEST(ReversiVariants, AntiReversiEvaluationsAreTurnedRound) {
  const Position standard = playout(start_position(), 40, 7);
  Position anti = standard;
  anti.anti = true;
  EXPECT_EQ(DiscDifference{}(anti), -DiscDifference{}(standard));
  EXPECT_EQ(ClassicEval{}(anti), -ClassicEval{}(standard));
  // A corner is worth much to the standard evaluation and a burden to the anti one.
  const Position corner = variant_position(
      text_of({{"a1", 'X'}, {"d4", 'O'}, {"e4", 'X'}, {"d5", 'X'}, {"e5", 'O'}}, 'O'));
  Position anti_corner = corner;
  anti_corner.anti = true;
  EXPECT_LT(StrongEval{}(corner),
            StrongEval{}(Position{corner.player, corner.opponent & ~bit(A1), false}));
  EXPECT_GT(StrongEval{}(anti_corner),
            StrongEval{}(Position{corner.player, corner.opponent & ~bit(A1), false, true}));
}

TEST(ReversiVariants, BlackHoleBreaksLines) {
  // Row 1: X O # O -: X on e1 would turn b1..d1 over without the hole; the hole stops the run at
  // d1.
  const Position pos = variant_position(
      "XO#O----"
      "--------"
      "--------"
      "--------"
      "--------"
      "--------"
      "--------"
      "-------- X");
  EXPECT_EQ(pos.blocked, squares({"c1"}));
  EXPECT_EQ(flips(*parse_move("e1"), pos.player, pos.opponent), 0u);
  EXPECT_EQ(legal_moves(pos), 0u);
  const Position without = variant_position(
      "XOOO----"
      "--------"
      "--------"
      "--------"
      "--------"
      "--------"
      "--------"
      "-------- X");
  EXPECT_EQ(legal_moves(without), squares({"e1"}));
}

TEST(ReversiVariants, BlackHoleIsNeverPlayed) {
  // c1 would turn b1 over, but it is the black hole.
  const Position pos = variant_position(
      "XO#-----"
      "--------"
      "--------"
      "--------"
      "--------"
      "--------"
      "--------"
      "-------- X");
  EXPECT_EQ(flips(*parse_move("c1"), pos.player, pos.opponent), squares({"b1"}));
  EXPECT_EQ(legal_moves(pos), 0u);
  EXPECT_TRUE(is_over(pos));
  Refusal refusal;
  EXPECT_FALSE(Traits::parse_move(pos, "c1", &refusal).has_value());
  EXPECT_EQ(refusal.text, "the game is over");
  EXPECT_EQ(refusal.reason, Reason::AFTER_END);
  const Position open = variant_position(
      "XO#-----"
      "XO------"
      "--------"
      "--------"
      "--------"
      "--------"
      "--------"
      "-------- X");
  EXPECT_FALSE(Traits::parse_move(open, "c1", &refusal).has_value());
  EXPECT_EQ(refusal.text, "illegal move 'c1': the black hole is never played");
  EXPECT_EQ(refusal.reason, Reason::ILLEGAL);
  EXPECT_EQ(refusal.cause, "black-hole");
}

TEST(ReversiVariants, BlackHoleCountsForNoOne) {
  // 2 discs to 1, 60 empties: the hole is neither a disc nor an empty square for the winner.
  const Position pos = variant_position(
      "XX#O----"
      "--------"
      "--------"
      "--------"
      "--------"
      "--------"
      "--------"
      "-------- X");
  ASSERT_TRUE(is_over(pos));
  EXPECT_EQ(pos.empty_count(), 60);
  EXPECT_EQ(final_score(pos), 61);
}

TEST(ReversiVariants, BlackHoleFallsOnAnEmptySquareDrawnFromTheSeed) {
  Variant v;
  v.black_hole = true;
  Bitboard seen = 0;
  for (u64 seed = 0; seed < 200; ++seed) {
    const Position pos = start_position(v, seed);
    ASSERT_EQ(popcount(pos.blocked), 1);
    EXPECT_EQ(pos.blocked & (pos.player | pos.opponent), 0u);
    EXPECT_EQ(start_position(v, seed), pos);
    seen |= pos.blocked;
  }
  EXPECT_GT(popcount(seen), 40);  // spread over the board, not one square
  v.hole = *parse_move("c6");
  EXPECT_EQ(start_position(v, 5).blocked, squares({"c6"}));
}

TEST(ReversiVariants, PositionTextCarriesTheVariant) {
  const Position pos = variant_position("parallel anti blackhole=c6:");
  EXPECT_TRUE(pos.anti);
  EXPECT_EQ(pos.blocked, squares({"c6"}));
  EXPECT_EQ(to_string(pos),
            "anti: ---------------------------OO------XX-----#--------------------- X");
  EXPECT_EQ(variant_position(to_string(pos)), pos);
  EXPECT_EQ(Traits::start_like(pos), pos);
  // A new game after this one: the same rules and hole, from the usual start (the centre shows no
  // other).
  EXPECT_EQ(Traits::start_like(play(pos, *parse_move("d3"))),
            variant_position("anti blackhole=c6:"));
  EXPECT_EQ(variant_position("anti:"),
            (Position{start_position().player, start_position().opponent, true, true}));
  EXPECT_EQ(variant_position("standard:"), start_position());
  // A black hole in the words must be the board's.
  EXPECT_EQ(variant_position("blackhole=c6: " + to_string(pos).substr(6)),
            (Position{pos.player, pos.opponent, true, false, 8, pos.blocked}));
}

TEST(ReversiVariants, PositionThatDoesNotFitItsVariantIsRejected) {
  const std::string board = "---------------------------OX------XO--------------------------- X";
  EXPECT_EQ(rejection("blackhole: " + board),
            "position: the variant has a black hole but the board shows none ('#')");
  std::string holed = board;
  holed[20] = '#';
  EXPECT_EQ(rejection("blackhole=c6: " + holed),
            "position: the variant's black hole is on c6 but the board's on e3");
  holed[21] = '#';
  EXPECT_EQ(rejection(holed), "position: a second black hole at f3 (one is at e3)");
  EXPECT_EQ(rejection("blackhole:"),
            "position: the black hole needs its square here (e.g. blackhole=c6)");
  EXPECT_EQ(rejection("anti sideways: " + board),
            "variant: unknown word 'sideways' (expected 8x8, 6x6, 10x10, 12x12, cross, parallel, "
            "standard, anti, "
            "blackhole or blackhole=<square>)");
  EXPECT_EQ(rejection("cross parallel:"), "variant: two starts ('cross' and 'parallel')");
  EXPECT_EQ(rejection("standard anti:"), "variant: 'anti' with 'standard'");
  EXPECT_EQ(rejection("anti standard:"), "variant: 'standard' with another rule");
  EXPECT_EQ(rejection("blackhole=c6 blackhole=f3:"),
            "variant: two black holes ('blackhole=f3' and another)");
  EXPECT_EQ(variant_position("anti anti blackhole blackhole=c6 parallel parallel:"),
            variant_position("parallel anti blackhole=c6:"));
  EXPECT_EQ(rejection("blackhole=d4:"),
            "variant: the black hole cannot be a centre square: 'blackhole=d4'");
  EXPECT_EQ(rejection("blackhole=z9:"),
            "variant: not a square: 'blackhole=z9' (e.g. blackhole=c6)");
}

TEST(ReversiVariants, CliVariantWordsJoinThePositionText) {
  std::string error;
  const std::string board = "---------------------------OX------XO--------------------------- X";
  EXPECT_TRUE(Traits::variant_position("anti", &board, 0, &error)->anti);
  const std::string anti_board = "anti: " + board;
  EXPECT_EQ(*Traits::variant_position("parallel", &anti_board, 0, &error),
            variant_position(anti_board));
  EXPECT_FALSE(Traits::variant_position("blackhole", &board, 0, &error).has_value());
  EXPECT_FALSE(Traits::variant_position("standard", &anti_board, 0, &error).has_value());
  EXPECT_EQ(popcount(Traits::variant_position("blackhole", nullptr, 3, &error)->blocked), 1);
}

TEST(ReversiVariants, GameRecordCarriesTheVariant) {
  const Position start = variant_position("anti blackhole=b2:");
  std::vector<Reversi::Move> moves;
  Position pos = start;
  Rng rng(3);
  while (!is_over(pos) && moves.size() < 20) {
    Reversi::MoveList list;
    Reversi::generate_moves(pos, list);
    moves.push_back(list[int(rng.below(u32(list.size())))]);
    pos = play(pos, moves.back());
  }
  const auto positions = replay<Traits>(start, moves);
  const std::string text = Traits::export_game(positions, moves);
  EXPECT_EQ(text.substr(0, text.find('\n')), to_string(start));
  Refusal refusal;
  const auto record = Traits::import_game(text, &refusal);
  ASSERT_TRUE(record.has_value()) << refusal.text;
  EXPECT_EQ(record->start, start);
  EXPECT_EQ(record->moves, moves);
}

TEST(ReversiVariants, SixBySixIsTheMiddleOfTheBoardInsideABlockedRing) {
  const Position pos = variant_position("6x6:");
  EXPECT_EQ(pos.size, 6);
  EXPECT_EQ(pos.blocked, RING);
  EXPECT_EQ(squares_string(pos), "--------------OX----XO--------------");
  EXPECT_EQ(to_string(pos), "--------------OX----XO-------------- X");
  EXPECT_EQ(variant_position(to_string(pos)), pos);
  EXPECT_EQ(Traits::board(pos).files, 6);
  // Black's opening moves, named on the 6x6 board: c2, b3, e4 and d5.
  Traits::MoveList list;
  Traits::legal_moves(pos, list);
  std::vector<std::string> names;
  for (auto m : list) names.push_back(Traits::move_text(pos, m));
  EXPECT_EQ(names, (std::vector<std::string>{"c2", "b3", "e4", "d5"}));
  EXPECT_FALSE(Traits::parse_move(pos, "g7", nullptr).has_value());
  // The ring is no square of the board: a run of discs stops at the board's edge.
  const Position edge = variant_position(
      "XOOOO-"
      "------"
      "------"
      "------"
      "------"
      "------ X");
  EXPECT_EQ(legal_moves(edge), bit(*parse_move("f1", 6)));
  EXPECT_EQ(variant_position("6x6 anti blackhole=a1:").blocked, RING | bit(*parse_move("a1", 6)));
  EXPECT_EQ(variant_position("blackhole=a1: #-------------OX----XO-------------- X").blocked,
            RING | bit(*parse_move("b2")));
  EXPECT_EQ(rejection("6x6: ---------------------------OX------XO--------------------------- X"),
            "position: the board has 64 squares; a 6x6 board has 36");
  EXPECT_EQ(rejection("8x8: --------------OX----XO-------------- X"),
            "position: the board has 36 squares; a 8x8 board has 64");
}

TEST(ReversiVariants, PerftOn6x6AgreesWithTheReference) {
  for (const char* words : {"6x6", "6x6 parallel", "6x6 blackhole=b2", "6x6 anti blackhole=e5"}) {
    const Position start = variant_position(std::string(words) + ":");
    const auto reference = reference::from_text(squares_string(start) + " X", 6);
    for (int depth = 1; depth <= 8; ++depth)
      EXPECT_EQ(perft(start, depth), reference::perft(reference, depth))
          << words << " depth " << depth;
  }
  for (u64 seed = 1; seed <= 8; ++seed) {
    const Position pos = playout(variant_position("6x6:"), 20, seed);
    const auto reference =
        reference::from_text(squares_string(pos) + (pos.black_to_move ? " X" : " O"), 6);
    EXPECT_EQ(perft(pos, 5), reference::perft(reference, 5)) << to_string(pos);
  }
}

TEST(ReversiVariants, SolverScores6x6EndingsExactly) {
  for (const char* words : {"6x6", "6x6 anti", "6x6 blackhole"}) {
    for (u64 seed = 1; seed <= 6; ++seed) {
      const Position pos =
          playout(*Traits::variant_position(words, nullptr, seed, nullptr), 10, seed * 7);
      if (is_over(pos)) continue;
      EXPECT_EQ(solve(pos).score, exact_score(pos)) << words << ": " << to_string(pos);
    }
  }
}

// The engine's perft against the independent array-of-cells rules, in every variant's start.
TEST(ReversiVariants, PerftAgreesWithTheReferenceInEveryVariant) {
  for (const char* words : {"cross", "parallel", "anti", "blackhole=c4", "parallel blackhole=d3",
                            "anti blackhole=c6", "blackhole=a1", "blackhole=f6"}) {
    const Position start = variant_position(std::string(words) + ":");
    const auto reference = reference::from_text(squares_string(start) + " X", 8);
    for (int depth = 1; depth <= 6; ++depth)
      EXPECT_EQ(perft(start, depth), reference::perft(reference, depth))
          << words << " depth " << depth;
  }
}

TEST(ReversiVariants, PerftAgreesWithTheReferenceFromBlackHoleMidgames) {
  for (u64 seed = 1; seed <= 12; ++seed) {
    Variant v;
    v.black_hole = true;
    const Position pos = playout(start_position(v, seed), 40, seed);
    const auto reference =
        reference::from_text(squares_string(pos) + (pos.black_to_move ? " X" : " O"), 8);
    EXPECT_EQ(perft(pos, 4), reference::perft(reference, 4)) << to_string(pos);
  }
}

// The solver plays for the variant's goal: its score is the plain negamax's on the same rules.
TEST(ReversiVariants, SolverScoresEachVariantExactly) {
  for (const char* words : {"anti", "blackhole", "anti blackhole"}) {
    for (u64 seed = 1; seed <= 6; ++seed) {
      const Position pos =
          playout(*Traits::variant_position(words, nullptr, seed, nullptr), 9, seed * 31);
      if (is_over(pos)) continue;
      const Solution s = solve(pos);
      ASSERT_TRUE(s.complete);
      EXPECT_EQ(s.score, exact_score(pos)) << words << ": " << to_string(pos);
      if (s.move != PASS) {
        EXPECT_EQ(-exact_score(play(pos, s.move)), s.score) << to_string(pos);
      }
    }
  }
}

TEST(ReversiVariants, AntiReversiSolveDiffersFromTheStandardOne) {
  const Position standard = playout(start_position(), 10, 5);
  Position anti = standard;
  anti.anti = true;
  EXPECT_NE(solve(standard).score, solve(anti).score) << to_string(standard);
}

// Every level plays whole games of each variant with legal moves only.
TEST(ReversiVariants, EveryLevelPlaysEachVariantToTheEnd) {
  for (const char* words : {"parallel anti", "blackhole", "6x6 anti blackhole"}) {
    for (const int level : ply::testing::one_level_of_each_kind(Engine::LADDER)) {
      Engine engine;
      Position pos = *Traits::variant_position(words, nullptr, u64(level), nullptr);
      Request request;
      request.level = level;
      request.max_nodes = 20000;
      request.seed = u64(level);
      while (!is_over(pos)) {
        const Reversi::Move m = engine.choose(pos, request).move;
        ASSERT_TRUE(m == PASS ? must_pass(pos) : (legal_moves(pos) & bit(m)) != 0)
            << words << " level " << level;
        pos = play(pos, m);
      }
      EXPECT_EQ(pos.anti, std::string(words).find("anti") != std::string::npos);
    }
  }
}

TEST(ReversiVariants, StrongLevelSolvesTheEndingForTheFewestDiscs) {
  const Position anti = [] {
    Position pos = playout(start_position(), 10, 9);
    pos.anti = true;
    return pos;
  }();
  Engine engine;
  Request request;
  request.level = LEVEL_TOP;
  const Decision d = engine.choose(anti, request);
  EXPECT_TRUE(d.thinking.exact);
  EXPECT_EQ(d.thinking.score, exact_score(anti));
  EXPECT_EQ(-exact_score(play(anti, d.move)), exact_score(anti));
}

}  // namespace
}  // namespace ply::reversi

namespace ply::reversi {
namespace {

TEST(ReversiSetup, APositionSetUpDiscByDiscKeepsItsBoardRuleAndHole) {
  Variant hole;
  hole.black_hole = true;
  hole.hole = *parse_move("c6");
  Variant anti_six{6};
  anti_six.anti = true;
  for (const Position& like :
       {start_position(), start_position(hole, 0), start_position(anti_six, 0)}) {
    std::string squares = Traits::squares(like);
    std::replace(squares.begin(), squares.end(), 'O', 'X');
    Refusal refusal;
    const auto pos = Traits::setup(like, squares, 1, "", &refusal);
    ASSERT_TRUE(pos) << refusal.text;
    EXPECT_EQ(Traits::squares(*pos), squares);
    EXPECT_FALSE(pos->black_to_move);
    EXPECT_EQ(pos->anti, like.anti);
    EXPECT_EQ(pos->size, like.size);
    EXPECT_EQ(pos->blocked, like.blocked);
  }
}

TEST(ReversiSetup, TheBlackHoleNeitherMovesNorHoldsADisc) {
  Variant v;
  v.black_hole = true;
  v.hole = *parse_move("c6");
  const Position like = start_position(v, 0);
  std::string squares = Traits::squares(like);
  const std::size_t c6 = squares.find('#');
  Refusal refusal;
  squares[c6] = 'X';
  EXPECT_FALSE(Traits::setup(like, squares, 0, "", &refusal));
  EXPECT_EQ(refusal.reason, Reason::BAD_POSITION);
  EXPECT_EQ(refusal.cause, "black-hole");
  squares[c6] = '-';
  squares[0] = '#';
  EXPECT_FALSE(Traits::setup(like, squares, 0, "", &refusal));
  EXPECT_EQ(refusal.cause, "black-hole");
  EXPECT_FALSE(Traits::setup(start_position(), std::string(63, '-'), 0, "", &refusal));
  EXPECT_EQ(refusal.reason, Reason::UNREADABLE);
}

}  // namespace
}  // namespace ply::reversi
