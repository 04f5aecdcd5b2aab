#include <gtest/gtest.h>

#include <sstream>

#include "chess/engine.h"
#include "chess/uci.h"
#include "protocol_session.h"

namespace ply::cli {
namespace {

using protocol_test::ProtocolSession;

ProtocolSession::Loop uci_loop() {
  return [](std::istream& in, std::ostream& out) { EXPECT_EQ(run_uci(in, out), 0); };
}

// The input stays open until a "go" has its answer, as a GUI's does: the end of the input stops a
// search.
std::string session(const std::string& input) {
  ProtocolSession uci(uci_loop());
  uci.send(input);
  if (input.find("go") != std::string::npos) {
    EXPECT_TRUE(uci.wait_for("bestmove")) << uci.output();
  }
  uci.close();
  EXPECT_TRUE(uci.wait_done()) << uci.output();
  return uci.output();
}

// The end of the input ends the loop at once, with the answer of the search it stops.
std::string ended_at_once(const std::string& input) {
  ProtocolSession uci(uci_loop());
  uci.send(input);
  uci.close();
  EXPECT_TRUE(uci.wait_done(10)) << "still searching after the end of the input: " << uci.output();
  return uci.output();
}

TEST(Uci, HandshakeNamesTheEngineAndItsOptions) {
  const std::string out = session("uci\nisready\nquit\n");
  EXPECT_NE(out.find("id name Ply"), std::string::npos) << out;
  EXPECT_NE(out.find("option name Hash type spin"), std::string::npos) << out;
  EXPECT_NE(out.find("uciok\nreadyok\n"), std::string::npos) << out;
}

TEST(Uci, FindsAMateInOneAndReportsItAsMate) {
  const std::string out = session("position fen 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1\ngo depth 3\n");
  EXPECT_NE(out.find("score mate 1"), std::string::npos) << out;
  EXPECT_NE(out.find("bestmove a1a8\n"), std::string::npos) << out;
}

TEST(Uci, PlaysFromStartposAfterTheGivenMoves) {
  // After 1. f3 e5 2. g4, Black mates with Qh4.
  const std::string out = session("position startpos moves f2f3 e7e5 g2g4\ngo depth 2\n");
  EXPECT_NE(out.find("bestmove d8h4\n"), std::string::npos) << out;
}

TEST(Uci, ABadPositionOrMoveIsReportedAndChangesNothing) {
  const std::string out = session(
      "position fen 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1\nposition fen not a fen\nposition startpos "
      "moves e2e5\ngo depth 2\n");
  EXPECT_NE(out.find("info string bad FEN"), std::string::npos) << out;
  EXPECT_NE(out.find("info string move 1: illegal move 'e2e5'"), std::string::npos) << out;
  EXPECT_NE(out.find("bestmove a1a8\n"), std::string::npos)
      << "the mate position is still set: " << out;
}

TEST(Uci, NoLegalMoveAnswersNullMove) {
  const std::string out = session("position fen 7k/5Q2/6K1/8/8/8/8/8 b - - 0 1\ngo depth 3\n");
  EXPECT_NE(out.find("bestmove 0000\n"), std::string::npos) << out;
}

TEST(Uci, StopEndsAnInfiniteSearchWithABestMove) {
  const std::string out = session("position startpos\ngo infinite\nisready\nstop\nquit\n");
  EXPECT_NE(out.find("readyok"), std::string::npos) << out;
  EXPECT_NE(out.find("bestmove "), std::string::npos) << out;
}

TEST(Uci, TheEndOfTheInputStopsEverySearch) {
  for (const char* go : {"go", "go infinite", "go depth 60", "go movetime 100000000",
                         "go wtime 100000000 btime 100000000"}) {
    const std::string out = ended_at_once(std::string("position startpos\n") + go + "\n");
    EXPECT_NE(out.find("bestmove "), std::string::npos) << go << ": " << out;
  }
}

TEST(Uci, GoWithNoLimitsSearchesUntilStop) {
  ProtocolSession uci(uci_loop());
  uci.send("position startpos\ngo\n");
  EXPECT_FALSE(uci.wait_for("bestmove", 1)) << uci.output();
  uci.send("stop\n");
  EXPECT_TRUE(uci.wait_for("bestmove")) << uci.output();
}

// Zero is the least: a search of depth 1, or of the first nodes, answered without waiting for a
// stop.
TEST(Uci, DepthOrNodesZeroAnswersAtOnce) {
  for (const char* go : {"go depth 0", "go nodes 0"}) {
    ProtocolSession uci(uci_loop());
    uci.send(std::string("position startpos\n") + go + "\n");
    EXPECT_TRUE(uci.wait_for("bestmove", 10)) << go << ": " << uci.output();
  }
}

// A field that is not a number is refused; the others still bound the search.
TEST(Uci, AMalformedGoKeepsTheFieldsItCanRead) {
  ProtocolSession uci(uci_loop());
  uci.send("position startpos\ngo depth x movetime 100\n");
  EXPECT_TRUE(uci.wait_for("bestmove", 10)) << uci.output();
  EXPECT_NE(uci.output().find("info string go: depth"), std::string::npos) << uci.output();
}

TEST(Uci, ASpinOptionOutsideItsRangeOrNotANumberIsRefused) {
  for (const char* option :
       {"Hash value 1e12", "Hash value 16abc", "Hash value 0", "Hash value 99999999999",
        "Hash value", "Level value 3x", "Level value 100", "Level value -1", "UCI_Elo value strong",
        "UCI_Elo value 99999", "UCI_LimitStrength value maybe", "Threads value 0",
        "Threads value 257", "Threads value two"}) {
    const std::string out = session(std::string("setoption name ") + option + "\nisready\n");
    EXPECT_NE(out.find("info string "), std::string::npos) << option << ": " << out;
    EXPECT_NE(out.find("readyok"), std::string::npos) << option << ": " << out;
  }
  EXPECT_EQ(session("setoption name Hash value 2\nsetoption name Level value 3\nsetoption name "
                    "Threads value 4\nisready\n"),
            "readyok\n");
}

// The level is chosen as Stockfish's is: by an Elo, the nearest level's (`ply levels chess`).
TEST(Uci, StrengthIsLimitedByAnEloAsStockfishOffersIt) {
  const std::string options = session("uci\n");
  EXPECT_NE(options.find("option name UCI_LimitStrength type check default false"),
            std::string::npos)
      << options;
  EXPECT_NE(options.find("option name UCI_Elo type spin default"), std::string::npos) << options;
  ProtocolSession uci(uci_loop());
  uci.send("setoption name UCI_LimitStrength value true\nsetoption name UCI_Elo value " +
           std::to_string(chess::Engine::LADDER.front().elo) +
           "\nposition startpos\ngo movetime 100\n");
  EXPECT_TRUE(uci.wait_for("bestmove", 30)) << uci.output();
  EXPECT_EQ(uci.output().find("info string"), std::string::npos) << uci.output();
}

// Threads is announced, and a search on several threads answers a legal best move.
TEST(Uci, ASearchOnSeveralThreadsAnswersABestMove) {
  EXPECT_NE(session("uci\n").find("option name Threads type spin default 1 min 1 max"),
            std::string::npos);
  ProtocolSession uci(uci_loop());
  uci.send("setoption name Threads value 3\nposition startpos moves e2e4\ngo depth 8\n");
  EXPECT_TRUE(uci.wait_for("bestmove", 30)) << uci.output();
  EXPECT_EQ(uci.output().find("info string"), std::string::npos) << uci.output();
}

}  // namespace
}  // namespace ply::cli
