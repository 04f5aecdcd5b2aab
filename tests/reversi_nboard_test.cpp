// `ply nboard`: the NBoard protocol driven as the GUI drives it, and the GGF games it sends.
#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>
#include <string>
#include <vector>

#include "protocol_session.h"
#include "reversi/nboard.h"
#include "reversi/record.h"

namespace ply::cli {
namespace {

using reversi::parse_ggf;
using reversi::Position;
using reversi::Transcript;

using Lines = std::vector<std::string>;

// The example game of the NBoard protocol's documentation.
constexpr const char* NBOARD_EXAMPLE =
    "(;GM[Othello]PC[NBoard]DT[2014-02-21 20:52:27 GMT]PB[./mEdax]PW[chris]RE[?]TI[15:00]TY[8]"
    "BO[8 ---------------------------O*------*O--------------------------- *]"
    "B[F5]W[F6]B[D3]W[C5]B[E6]W[F7]B[E7]W[F4];)";

// a1 White, b1 Black, Black to move: Black has no move, White takes c1 and the game is over.
constexpr const char* BLACK_MUST_PASS_BOARD =
    "BO[8 O*-------------------------------------------------------------- *]";

Position after(const Transcript& game) {
  Position pos = game.start;
  for (const int m : game.moves) pos = reversi::play(pos, m);
  return pos;
}

Request level(int level) {
  Request request;
  request.level = level;
  return request;
}

TEST(Ggf, ReadsNboardsExampleGameMoveByMove) {
  std::string error;
  const auto game = parse_ggf(NBOARD_EXAMPLE, &error);
  ASSERT_TRUE(game) << error;
  EXPECT_EQ(game->start, reversi::start_position());
  const auto expected = reversi::parse_transcript("f5 f6 d3 c5 e6 f7 e7 f4");
  ASSERT_TRUE(expected);
  EXPECT_EQ(game->moves, expected->moves);
}

TEST(Ggf, MovesMayCarryAnEvaluationAndATimeAfterSlashes) {
  const auto game = parse_ggf(
      "(;GM[Othello]TY[8]BO[8 ---------------------------O*------*O--------------------------- *]"
      "B[F5//1.2]W[f6/-1.00/0.5] B[d3/2];)");
  ASSERT_TRUE(game);
  EXPECT_EQ(game->moves.size(), 3u);
}

// Found by the fuzzer: a ';' among the squares cut the board short, and it was read as a 6x6 one.
TEST(Ggf, ABoardWithALetterThatIsNoSquareIsRejected) {
  std::string error;
  EXPECT_FALSE(
      parse_ggf("(;GM[Othello]BO[8 -------- -------- -------- ---O*--- ---*O;)- -------- ------*- "
                "-------- O];)",
                &error));
  EXPECT_NE(error.find("unexpected character"), std::string::npos) << error;
}

TEST(Ggf, APassIsReadWhetherWrittenOrLeftOut) {
  std::string error;
  const auto written =
      parse_ggf(std::string("(;GM[Othello]") + BLACK_MUST_PASS_BOARD + "B[PA]W[C1];)", &error);
  ASSERT_TRUE(written) << error;
  const auto left_out =
      parse_ggf(std::string("(;GM[Othello]") + BLACK_MUST_PASS_BOARD + "W[C1];)", &error);
  ASSERT_TRUE(left_out) << error;
  const std::vector<int> expected{reversi::PASS, 2};
  EXPECT_EQ(written->moves, expected);
  EXPECT_EQ(left_out->moves, expected);
  EXPECT_TRUE(reversi::is_over(after(*written)));
}

TEST(Ggf, WrittenGameReadsBackTheSame) {
  auto game = parse_ggf(NBOARD_EXAMPLE);
  ASSERT_TRUE(game);
  for (const auto* source :
       {NBOARD_EXAMPLE,
        "(;GM[Othello]BO[8 O*-------------------------------------------------------------- "
        "*]W[C1];)"}) {
    game = parse_ggf(source);
    ASSERT_TRUE(game) << source;
    const auto again = parse_ggf(reversi::to_ggf(*game));
    ASSERT_TRUE(again) << reversi::to_ggf(*game);
    EXPECT_EQ(again->start, game->start);
    EXPECT_EQ(again->moves, game->moves);
  }
}

TEST(Ggf, RefusesOtherGamesBoardsAndBrokenRecordsWithAReason) {
  const std::string start =
      "BO[8 ---------------------------O*------*O--------------------------- *]";
  const std::vector<std::pair<std::string, std::string>> bad = {
      {"", "starts with '(;'"},
      {"(;GM[Othello]" + start + "B[F5]", "does not end"},
      {"(;GM[Othello]TY[10]" + start + ";)", "game type"},
      {"(;GM[Go]" + start + ";)", "not Othello"},
      {"(;GM[Othello]BO[10 " + std::string(100, '-') + " *];)", "8x8"},
      {"(;GM[Othello]BO[8 ---- *];)", "64 squares"},
      {"(;GM[Othello]" + start + "B[A1];)", "not legal"},
      {"(;GM[Othello]" + start + "W[F5];)", "Black is to move"},
      {"(;GM[Othello]" + start + "B[PA];)", "cannot pass"},
      {"(;GM[Othello]" + start + "B[Z9];)", "not a square"},
      {"(;GM[Othello]" + start + "B[F5;)", "not closed"},
      {"(;GM[Othello]" + start + "b[F5];)", "expected a tag"},
      {"(;GM[Othello]" + start + "B[F5]" + start + ";)", "BO comes after"},
  };
  for (const auto& [text, reason] : bad) {
    std::string error;
    EXPECT_FALSE(parse_ggf(text, &error)) << text;
    EXPECT_NE(error.find(reason), std::string::npos) << text << " -> " << error;
  }
}

// The move in "=== F5/1.00/0.1".
std::string move_of_go(const Lines& lines) {
  for (const auto& line : lines)
    if (line.rfind("=== ", 0) == 0) return line.substr(4, line.find('/') - 4);
  ADD_FAILURE() << "no === line";
  return "";
}

TEST(Nboard, PlaysAWholeGameAgainstTheGuiWithEveryAnswerLegal) {
  std::ostringstream errors;
  NboardEngine engine(level(5), errors);
  EXPECT_TRUE(engine.answer("nboard 2").empty());
  EXPECT_TRUE(engine.answer("set depth 2").empty());
  EXPECT_TRUE(engine.answer(std::string("set game ") + NBOARD_EXAMPLE).empty());
  Transcript game = *parse_ggf(NBOARD_EXAMPLE);
  Position pos = after(game);
  bool engine_to_move = true;
  while (!reversi::is_over(pos)) {
    std::string move;
    if (engine_to_move) {
      const Lines lines = engine.answer("go");
      EXPECT_EQ(lines.front(), "status Thinking");
      EXPECT_EQ(lines.back(), "status");
      move = move_of_go(lines);
    } else {
      reversi::Reversi::MoveList moves;
      reversi::Reversi::generate_moves(pos, moves);
      move = reversi::nboard_move(moves[moves.size() / 2]);
    }
    const auto m = reversi::parse_nboard_move(move);
    ASSERT_TRUE(m) << move;
    ASSERT_TRUE(*m == reversi::PASS ? reversi::must_pass(pos)
                                    : (reversi::legal_moves(pos) & reversi::bit(*m)) != 0)
        << move << " in " << reversi::to_string(pos);
    // The GUI tells the engine every move, its own too; now and then it sends the whole game
    // instead.
    if (game.moves.size() % 7 == 0) {
      game.moves.push_back(*m);
      EXPECT_TRUE(engine.answer("set game " + reversi::to_ggf(game)).empty());
    } else {
      game.moves.push_back(*m);
      EXPECT_TRUE(engine.answer("move " + move + "/0.00/0.1").empty());
    }
    pos = reversi::play(pos, *m);
    EXPECT_EQ(engine.position(), pos);
    engine_to_move = !engine_to_move;
  }
  EXPECT_EQ(errors.str(), "");
}

TEST(Nboard, PongFollowsTheAnswersOfEveryCommandBeforeItsPing) {
  std::istringstream in(std::string("nboard 2\nset depth 3\nset game ") + NBOARD_EXAMPLE +
                        "\nping 1\ngo\nping 2\nhint 3\nping 3\nlearn\nquit\nping 4\n");
  std::ostringstream out, errors;
  run_nboard(in, out, errors, level(5));
  std::vector<std::string> lines;
  std::istringstream read(out.str());
  for (std::string line; std::getline(read, line);) lines.push_back(line);
  ASSERT_GE(lines.size(), 10u) << out.str();
  EXPECT_EQ(lines[0], "pong 1");
  EXPECT_EQ(lines[1], "status Thinking");
  EXPECT_EQ(lines[2].rfind("nodestats ", 0), 0u);
  EXPECT_EQ(lines[3].rfind("=== ", 0), 0u);
  EXPECT_EQ(lines[4], "status");
  EXPECT_EQ(lines[5], "pong 2");
  EXPECT_EQ(lines[6], "status Thinking");
  for (int i = 7; i < 10; ++i) EXPECT_EQ(lines[i].rfind("search ", 0), 0u) << lines[i];
  EXPECT_EQ(lines[10], "status");
  EXPECT_EQ(lines[11], "pong 3");
  EXPECT_EQ(lines[12], "learned");
  EXPECT_EQ(lines.size(), 13u) << "nothing after quit";
  EXPECT_EQ(errors.str(), "");
}

TEST(Nboard, HintListsTheBestMovesFirstEachOnce) {
  std::ostringstream errors;
  NboardEngine engine(level(5), errors);
  engine.answer("set depth 4");
  engine.answer(std::string("set game ") + NBOARD_EXAMPLE);
  reversi::Reversi::MoveList legal;
  reversi::Reversi::generate_moves(engine.position(), legal);
  const Lines lines = engine.answer("hint 60");  // more than the legal moves: each is listed once
  ASSERT_EQ(lines.size(), legal.size() + 2);
  double last = 1e9, first = 0;
  std::vector<std::string> listed;
  for (std::size_t i = 1; i <= std::size_t(legal.size()); ++i) {
    std::istringstream words(lines[std::size_t(i)]);
    std::string search, move, zero, depth;
    double eval = 0;
    words >> search >> move >> eval >> zero >> depth;
    EXPECT_EQ(search, "search");
    const auto m = reversi::parse_nboard_move(move);
    ASSERT_TRUE(m && (reversi::legal_moves(engine.position()) & reversi::bit(*m))) << move;
    listed.push_back(move);
    EXPECT_LE(eval, last);
    if (i == 1) first = eval;
    last = eval;
  }
  std::sort(listed.begin(), listed.end());
  EXPECT_EQ(std::unique(listed.begin(), listed.end()), listed.end());
  EXPECT_LT(last, first) << "the moves of this position are not all worth the same";
}

TEST(Nboard, IllegalMovesAndBadGamesAreRefusedOnStderrAndChangeNothing) {
  std::ostringstream errors;
  NboardEngine engine(level(5), errors);
  ASSERT_TRUE(engine.answer(std::string("set game ") + NBOARD_EXAMPLE).empty());
  const Transcript before = engine.game();
  for (const char* line :
       {"move A1", "move PA", "move Z9/1/2", "move", "set game (;GM[Othello]B[A1];)",
        "set game not a game", "set depth many", "hint 0", "frobnicate"}) {
    errors.str("");
    EXPECT_TRUE(engine.answer(line).empty()) << line;
    EXPECT_EQ(errors.str().rfind("ply nboard: ", 0), 0u) << line << " gave no refusal";
    EXPECT_EQ(engine.game().moves, before.moves) << line;
    EXPECT_EQ(engine.game().start, before.start) << line;
  }
}

TEST(Nboard, PassesWhenItHasNoMove) {
  std::ostringstream errors;
  NboardEngine engine(level(5), errors);
  engine.answer(std::string("set game (;GM[Othello]") + BLACK_MUST_PASS_BOARD + ";)");
  EXPECT_EQ(move_of_go(engine.answer("go")), "PA");
  EXPECT_TRUE(engine.answer("move PA").empty());
  EXPECT_EQ(move_of_go(engine.answer("go")), "C1");
  EXPECT_EQ(errors.str(), "");
}

// The end of the input stops the search under way (here one to depth 60, hours long): the move it
// has is answered and the loop returns.
TEST(Nboard, TheEndOfTheInputStopsTheSearch) {
  protocol_test::ProtocolSession nboard([](std::istream& in, std::ostream& out) {
    std::ostringstream errors;
    run_nboard(in, out, errors, level(5));
  });
  nboard.send(std::string("nboard 2\nset depth 60\nset game ") + NBOARD_EXAMPLE + "\ngo\n");
  nboard.close();
  EXPECT_TRUE(nboard.wait_done(10)) << "still searching after the end of the input";
  EXPECT_NE(nboard.output().find("=== "), std::string::npos) << nboard.output();
}

}  // namespace
}  // namespace ply::cli
