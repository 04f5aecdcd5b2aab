#include <gtest/gtest.h>

#include <sstream>

#include "uci.h"

namespace ply::cli {
namespace {

std::string session(const std::string& input) {
  std::istringstream in(input);
  std::ostringstream out;
  EXPECT_EQ(run_uci(in, out), 0);
  return out.str();
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
      "position fen 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1\nposition fen not a fen\nposition startpos moves e2e5\ngo depth 2\n");
  EXPECT_NE(out.find("info string bad FEN"), std::string::npos) << out;
  EXPECT_NE(out.find("info string move 1: illegal move 'e2e5'"), std::string::npos) << out;
  EXPECT_NE(out.find("bestmove a1a8\n"), std::string::npos) << "the mate position is still set: " << out;
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

}  // namespace
}  // namespace ply::cli
