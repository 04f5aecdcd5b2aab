// `ply gomocup`: the Gomocup (Piskvork) protocol, driven line by line as a manager would.
#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

#include "gomoku/gomocup.h"
#include "gomoku/gomocup_coordinates.h"
#include "gomoku/notation.h"
#include "gomoku/traits.h"
#include "protocol_session.h"

namespace ply::cli {
namespace {

using gomoku::Cell;
using gomoku::Position;

using Lines = std::vector<std::string>;

Request level(int level) {
  Request request;
  request.level = level;
  return request;
}

// The move a brain answered, "x,y" with y from the top, as a cell of `pos`.
Cell cell_of_answer(const Position& pos, const std::string& answer) {
  const std::size_t comma = answer.find(',');
  EXPECT_NE(comma, std::string::npos) << answer;
  const int x = std::stoi(answer.substr(0, comma)), y = std::stoi(answer.substr(comma + 1));
  EXPECT_TRUE(x >= 0 && y >= 0 && x < pos.size && y < pos.size) << answer;
  return pos.cell(x, pos.size - 1 - y);
}

std::string turn_text(const Position& pos, Cell c) {
  return "TURN " + std::to_string(pos.column(c)) + "," + std::to_string(pos.size - 1 - pos.row(c));
}

// The brain's move: the last line of its answer (a MESSAGE line comes before it).
std::string move_of(const Lines& answer) {
  EXPECT_FALSE(answer.empty());
  if (answer.empty()) return "";
  for (std::size_t i = 0; i + 1 < answer.size(); ++i)
    EXPECT_EQ(answer[i].rfind("MESSAGE ", 0), 0u) << answer[i];
  return answer.back();
}

// Plays one game on 10x10 between the brain and Ply's level 1; true when the brain made the five.
bool brain_wins_a_game(GomocupBrain& brain, bool brain_first) {
  Position pos = gomoku::empty_board(10, gomoku::Rule::FREESTYLE);
  gomoku::Engine opponent(1);
  Request request = level(1);
  bool brain_to_move = brain_first;
  std::string answer = brain_first ? move_of(brain.answer("BEGIN")) : "";
  while (!pos.over()) {
    if (brain_to_move) {
      const Cell c = cell_of_answer(pos, answer);
      EXPECT_EQ(pos.cells[c], gomoku::EMPTY) << answer;
      pos = gomoku::play(pos, c);
      EXPECT_EQ(gomoku::position_text(*brain.position()), gomoku::position_text(pos));
    } else {
      request.seed = pos.count + 1;
      const Cell c = opponent.choose(pos, request).move;
      pos = gomoku::play(pos, c);
      if (!pos.over()) answer = move_of(brain.answer(turn_text(pos, c)));
    }
    brain_to_move = !brain_to_move;
  }
  return pos.five && brain_to_move == false;
}

TEST(Gomocup, TheBrainPlaysWholeGamesWithEitherColourAndBeatsLevelOne) {
  GomocupBrain brain(level(LEVEL_TOP));
  EXPECT_TRUE(brain.answer("INFO timeout_turn 100").empty());
  EXPECT_EQ(brain.answer("START 10"), Lines{"OK"});
  EXPECT_TRUE(brain_wins_a_game(brain, true));
  EXPECT_EQ(brain.answer("RESTART"), Lines{"OK"});
  EXPECT_TRUE(brain_wins_a_game(brain, false));
  EXPECT_TRUE(brain.answer("END").empty());
  EXPECT_TRUE(brain.ended());
}

TEST(Gomocup, YCountsRowsFromTheTopAndXColumnsFromTheLeft) {
  GomocupBrain brain(level(1));
  brain.answer("START 10");
  move_of(brain.answer("TURN 0,0"));
  EXPECT_EQ(brain.position()->at(0, 9), gomoku::BLACK);  // a10, the top-left cell
  EXPECT_EQ(gomoku::cell_name(*brain.position(), brain.position()->moves[0]), "a10");
  EXPECT_EQ(brain.answer("TAKEBACK 0,0"), Lines{"ERROR TAKEBACK 0,0: not the last stone played"});
}

TEST(Gomocup, AnAnswerNamesACellOnTheBoardAsXCommaYFromTheTop) {
  const Position pos = gomoku::empty_board(10, gomoku::Rule::FREESTYLE);
  EXPECT_EQ(gomoku::cell_name(pos, *gomoku::parse_gomocup_xy(pos, "0,0")), "a10");
  EXPECT_EQ(gomoku::cell_name(pos, *gomoku::parse_gomocup_xy(pos, " 9 , 9 ")), "j1");
  EXPECT_EQ(gomoku::cell_name(pos, *gomoku::parse_gomocup_xy(pos, "4,5")), "e5");
  for (int c = 0; c < pos.cell_count(); ++c)
    EXPECT_EQ(gomoku::parse_gomocup_xy(pos, gomoku::gomocup_xy(pos, Cell(c))), Cell(c));
  for (const char* bad : {"10,0", "0,10", "-1,3", "3", "3,", ",3", "3,4,1", "a,b", "3;4", ""})
    EXPECT_FALSE(gomoku::parse_gomocup_xy(pos, bad)) << bad;
}

TEST(Gomocup, AMatchTakesABrainsAnswerOnlyWhenItIsALegalMove) {
  using gomoku::Traits;
  const Position pos = *gomoku::parse_position("10 freestyle: e5 f6", nullptr);
  EXPECT_EQ(Traits::gomocup_stones(pos), (std::vector<std::string>{"4,5", "5,4"}));
  EXPECT_EQ(gomoku::cell_name(pos, *Traits::parse_gomocup_answer(pos, "4,4")), "e6");
  EXPECT_FALSE(Traits::parse_gomocup_answer(pos, "5,4"));  // f6 is taken
  EXPECT_FALSE(Traits::parse_gomocup_answer(pos, "10,4"));
  const Position won = *gomoku::parse_position("10 freestyle: a1 b1 a2 b2 a3 b3 a4 b4 a5", nullptr);
  EXPECT_FALSE(Traits::parse_gomocup_answer(won, "9,9"));  // the game is over
  EXPECT_EQ(Traits::gomocup_rule(*gomoku::parse_position("15 standard:", nullptr)), 1);
}

TEST(Gomocup, BoardGivesTheStonesAndTheBrainMovesWithTheColourToMove) {
  // Own stones 0..3 across row y = 7 from the left edge, the opponent's apart on the top row: only
  // x = 4 makes five.
  GomocupBrain brain(level(LEVEL_TOP));
  brain.answer("INFO timeout_turn 200");
  brain.answer("START 15");
  for (const char* line :
       {"BOARD", "0,7,1", "0,0,2", "1,7,1", "2,0,2", "2,7,1", "4,0,2", "3,7,1", "6,0,2"})
    EXPECT_TRUE(brain.answer(line).empty()) << line;
  EXPECT_EQ(move_of(brain.answer("DONE")), "4,7");
  EXPECT_TRUE(brain.position()->five);
  EXPECT_EQ(brain.position()->at(4, 7), gomoku::BLACK);
  // One stone fewer than the opponent: the brain is White.
  brain.answer("RESTART");
  for (const char* line : {"BOARD", "7,7,2", "8,8,1", "7,8,2"}) brain.answer(line);
  const std::string reply = move_of(brain.answer("DONE"));
  EXPECT_EQ(brain.position()->cells[cell_of_answer(*brain.position(), reply)], gomoku::WHITE);
}

TEST(Gomocup, BoardsThatCannotBeAPositionAreErrors) {
  GomocupBrain brain(level(1));
  brain.answer("START 15");
  const auto answer_of = [&](const Lines& lines) {
    Lines last;
    for (const auto& line : lines) last = brain.answer(line);
    return last;
  };
  EXPECT_EQ(answer_of({"BOARD", "1,1,1", "2,2,1", "DONE"}),
            Lines{"ERROR BOARD: 2 own stones against 0 cannot be a position with Ply to move"});
  EXPECT_EQ(answer_of({"BOARD", "1,1,3", "DONE"}),
            Lines{"ERROR BOARD field 3 is not supported (1 own stone, 2 the opponent's)"});
  EXPECT_EQ(answer_of({"BOARD", "15,1,1", "DONE"}), Lines{"ERROR BOARD 15,1,1: off the board"});
  EXPECT_EQ(answer_of({"BOARD", "1,1,1", "1,1,2", "DONE"}),
            Lines{"ERROR BOARD 1,1,2: the cell is given twice"});
  EXPECT_EQ(answer_of({"BOARD", "h8", "DONE"}), Lines{"ERROR BOARD line 'h8' is not x,y,field"});
  EXPECT_EQ(answer_of({"BOARD", "0,0,2", "1,0,2", "2,0,2", "3,0,2", "4,0,2", "0,5,1", "2,5,1",
                       "4,5,1", "6,5,1", "DONE"}),
            Lines{"ERROR BOARD: the game is over, a line of five is on the board"});
  // After each error the brain still plays.
  EXPECT_EQ(move_of(answer_of({"BOARD", "DONE"})), "7,7");
}

TEST(Gomocup, BadCommandsAreAnsweredWithErrorOrUnknown) {
  GomocupBrain brain(level(1));
  EXPECT_EQ(brain.answer("TURN 1,1"), Lines{"ERROR no board: START comes first"});
  EXPECT_EQ(brain.answer("START 4"), Lines{"ERROR unsupported size 4 (Ply plays 5x5 to 19x19)"});
  EXPECT_EQ(brain.answer("START 20"), Lines{"ERROR unsupported size 20 (Ply plays 5x5 to 19x19)"});
  EXPECT_EQ(brain.answer("START x"),
            Lines{"ERROR START expects the board's size, e.g. 'START 15'"});
  EXPECT_EQ(brain.answer("RECTSTART 15,10"), Lines{"ERROR Ply plays only square boards"});
  EXPECT_EQ(brain.answer("RECTSTART 15,15"), Lines{"OK"});
  EXPECT_EQ(brain.answer("TURN 15,0"), Lines{"ERROR TURN 15,0: off the board"});
  EXPECT_EQ(brain.answer("TURN 7"),
            Lines{"ERROR TURN expects the opponent's move as x,y, e.g. 'TURN 7,7'"});
  const std::string reply = move_of(brain.answer("TURN 7,7"));
  EXPECT_EQ(brain.answer("TURN " + reply), Lines{"ERROR TURN " + reply + ": the cell is taken"});
  EXPECT_EQ(brain.answer("BEGIN"), Lines{"ERROR BEGIN on a board that is not empty"});
  EXPECT_EQ(brain.answer("FROBNICATE 1"), Lines{"UNKNOWN FROBNICATE is not a command Ply knows"});
  EXPECT_TRUE(brain.answer("").empty());
  EXPECT_TRUE(brain.answer("\r").empty());
}

TEST(Gomocup, TakebackRemovesTheLastStone) {
  GomocupBrain brain(level(1));
  brain.answer("START 15");
  const std::string reply = move_of(brain.answer("TURN 7,7"));
  EXPECT_EQ(brain.position()->count, 2);
  EXPECT_EQ(brain.answer("TAKEBACK " + reply), Lines{"OK"});
  EXPECT_EQ(brain.answer("TAKEBACK 7,7"), Lines{"OK"});
  EXPECT_EQ(brain.position()->count, 0);
  EXPECT_EQ(brain.answer("TAKEBACK 7,7"), Lines{"ERROR TAKEBACK 7,7: not the last stone played"});
}

TEST(Gomocup, RuleOneIsExactlyFiveFourIsRenjuAndTheRestAreRefused) {
  GomocupBrain brain(level(1));
  brain.answer("INFO rule 1");
  brain.answer("START 15");
  EXPECT_EQ(brain.position()->rule, gomoku::Rule::STANDARD);
  brain.answer("INFO rule 0");
  EXPECT_EQ(brain.position()->rule, gomoku::Rule::FREESTYLE);
  EXPECT_TRUE(brain.answer("INFO rule 4").empty());  // INFO is never answered
  EXPECT_EQ(brain.position()->rule, gomoku::Rule::RENJU);
  brain.answer("INFO rule 8");  // caro
  const Lines refused{
      "ERROR rule 8 is not supported (Ply plays 0, five or more, 1, exactly five, and 4, renju)"};
  EXPECT_EQ(brain.answer("BEGIN"), refused);
  EXPECT_EQ(brain.answer("START 15"), refused);
  brain.answer("INFO rule 2");  // continuous game
  EXPECT_EQ(brain.answer("TURN 7,7")[0].rfind("ERROR rule 2 ", 0), 0u);
  brain.answer("INFO rule 1");
  EXPECT_EQ(brain.answer("START 15"), Lines{"OK"});
}

TEST(Gomocup, AboutNamesPly) {
  GomocupBrain brain(level(1));
  const Lines about = brain.answer("ABOUT");
  ASSERT_EQ(about.size(), 1u);
  EXPECT_EQ(about[0].rfind("name=\"Ply\", version=\"", 0), 0u) << about[0];
  EXPECT_NE(about[0].find("author=\""), std::string::npos);
  EXPECT_NE(about[0].find("country=\""), std::string::npos);
}

TEST(Gomocup, TheTimeForAMoveKeepsAMarginWithinTheTurnAndTheMatch) {
  GomocupLimits limits;
  EXPECT_EQ(gomocup_think_ms(limits, 225), 4500);  // 5 s a move until the manager says otherwise
  limits.turn_ms = 100;
  EXPECT_EQ(gomocup_think_ms(limits, 225), 70);
  limits.turn_ms = 0;
  EXPECT_EQ(gomocup_think_ms(limits, 225), 1);
  limits.turn_ms = 30000;
  limits.time_left_ms = 10000;
  EXPECT_EQ(gomocup_think_ms(limits, 200), 220);  // 10 s over 40 moves, less 30 ms
  limits.time_left_ms = 2147483647;               // no match limit
  EXPECT_EQ(gomocup_think_ms(limits, 200), 27000);
  limits.time_left_ms = 0;
  EXPECT_EQ(gomocup_think_ms(limits, 200), 1);
}

TEST(Gomocup, TheStreamLoopAnswersEachLineAndStopsAtEnd) {
  std::istringstream in("ABOUT\r\nSTART 10\r\nINFO timeout_turn 50\r\nFOO\r\nEND\r\nSTART 15\r\n");
  std::ostringstream out;
  run_gomocup(in, out, level(1));
  const std::string text = out.str();
  EXPECT_EQ(text.substr(text.find('\n') + 1), "OK\nUNKNOWN FOO is not a command Ply knows\n");
}

// The end of the input stops the search under way (here with a day to think): the move it has is
// answered and the loop returns.
TEST(Gomocup, TheEndOfTheInputStopsTheSearch) {
  protocol_test::ProtocolSession brain(
      [](std::istream& in, std::ostream& out) { run_gomocup(in, out, level(5)); });
  brain.send("INFO timeout_turn 86400000\nINFO time_left 2147483647\nSTART 15\nTURN 7,7\n");
  brain.close();
  EXPECT_TRUE(brain.wait_done(10)) << "still searching after the end of the input";
  EXPECT_NE(brain.output().find("MESSAGE depth"), std::string::npos) << brain.output();
}

// INFO thread_num gives level 5 that many threads: the end of the input still stops them all, and
// the move found is answered.
TEST(Gomocup, ASearchOnTheThreadsInfoGivesStopsAtTheEndOfTheInput) {
  protocol_test::ProtocolSession brain(
      [](std::istream& in, std::ostream& out) { run_gomocup(in, out, level(5)); });
  brain.send(
      "INFO thread_num 3\nINFO timeout_turn 86400000\nINFO time_left 2147483647\nSTART "
      "15\nBEGIN\n");
  brain.close();
  EXPECT_TRUE(brain.wait_done(10)) << "still searching after the end of the input";
  EXPECT_NE(brain.output().find("MESSAGE depth"), std::string::npos) << brain.output();
}

// A number INFO cannot read is reported (MESSAGE, as INFO itself has no answer) and changes
// nothing.
TEST(Gomocup, InfoWithABadNumberIsReportedAndIgnored) {
  GomocupBrain brain(level(1));
  for (const char* line :
       {"INFO timeout_turn 5000abc", "INFO timeout_turn -5", "INFO time_left 1e9",
        "INFO max_memory x", "INFO rule 99999999999999999999", "INFO thread_num two"}) {
    const Lines answer = brain.answer(line);
    ASSERT_EQ(answer.size(), 1u) << line;
    EXPECT_EQ(answer[0].rfind("MESSAGE INFO ", 0), 0u) << answer[0];
  }
  EXPECT_TRUE(brain.answer("INFO timeout_turn 5000").empty());
  EXPECT_TRUE(brain.answer("INFO folder /tmp").empty()) << "a key Ply does not use";
}

}  // namespace
}  // namespace ply::cli
