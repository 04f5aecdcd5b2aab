#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>

#include "chess/movegen.h"
#include "chess/notation.h"

namespace ply::chess {
namespace {

// The sanitizer build is several times slower: it checks the smaller counts of every position.
#if PLY_SANITIZE_EXPECTED
constexpr unsigned long long MAX_LEAVES = 1'000'000;
#else
constexpr unsigned long long MAX_LEAVES = 100'000'000;
#endif

struct PerftLine {
  std::string fen;
  std::vector<std::pair<int, unsigned long long>> counts;  // depth, leaves
};

std::vector<PerftLine> read_perft_suite() {
  std::ifstream in(std::string(PLY_TEST_DATA) + "/chess/perft.epd");
  EXPECT_TRUE(in.good()) << "cannot read tests/data/chess/perft.epd";
  std::vector<PerftLine> suite;
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '#') continue;
    const std::size_t semicolon = line.find(';');
    PerftLine entry{line.substr(0, semicolon), {}};
    std::istringstream rest(line.substr(semicolon));
    for (std::string tag; rest >> tag;) {
      unsigned long long leaves = 0;
      rest >> leaves;
      entry.counts.emplace_back(std::stoi(tag.substr(2)), leaves);
    }
    suite.push_back(entry);
  }
  return suite;
}

// tests/data/chess/perft.epd: the chessprogramming wiki's positions, the 126-position perftsuite
// and Martin Sedlak's positions, every count recomputed by Stockfish (SOURCES.md).
TEST(ChessPerft, EveryPublishedCountUpToTheLeafLimitMatches) {
  const auto suite = read_perft_suite();
  ASSERT_GE(suite.size(), 160u);
  int checked = 0;
  for (const auto& entry : suite) {
    std::string error;
    const auto pos = parse_fen(entry.fen, &error);
    ASSERT_TRUE(pos) << entry.fen << ": " << error;
    for (const auto& [depth, leaves] : entry.counts) {
      if (leaves > MAX_LEAVES) continue;
      EXPECT_EQ(perft(*pos, depth), leaves) << entry.fen << " depth " << depth;
      ++checked;
    }
  }
  EXPECT_GE(checked, PLY_SANITIZE_EXPECTED ? 700 : 940);
}

TEST(ChessPerft, StartPositionToDepth5) {
  EXPECT_EQ(perft(start_position(), 1), 20u);
  EXPECT_EQ(perft(start_position(), 3), 8902u);
  EXPECT_EQ(perft(start_position(), 5), 4865609u);
}

// The incremental key equals the key computed from scratch along every line of a perft tree.
u64 check_keys(const Position& pos, int depth) {
  EXPECT_EQ(pos.key, compute_key(pos)) << to_fen(pos);
  if (depth == 0) return 1;
  MoveList moves;
  generate_legal(pos, moves);
  u64 n = 0;
  for (const Move m : moves) n += check_keys(play(pos, m), depth - 1);
  return n;
}

TEST(ChessPerft, IncrementalKeyMatchesTheKeyFromScratch) {
  for (const char* fen : {"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                          "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
                          "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1"}) {
    const auto pos = parse_fen(fen, nullptr);
    ASSERT_TRUE(pos) << fen;
    check_keys(*pos, 3);
  }
}

}  // namespace
}  // namespace ply::chess
