#include <gtest/gtest.h>

#include <cctype>
#include <fstream>
#include <string>

#include "chess/eval.h"
#include "chess/eval_terms.h"
#include "chess/network.h"
#include "chess/traits.h"

namespace ply::chess {
namespace {

Position fen(const std::string& text) {
  std::string error;
  const auto pos = parse_fen(text, &error);
  EXPECT_TRUE(pos) << text << ": " << error;
  return pos.value_or(start_position());
}

// The same position with the colours swapped: the board turned upside down, White's pieces Black's,
// the other side to move.
Position colour_mirror(const Position& pos) {
  const std::string squares = Traits::squares(pos);
  std::string mirrored;
  for (int rank = 7; rank >= 0; --rank)  // the mirror's first rank is our eighth
    for (int file = 0; file < 8; ++file) {
      const char c = squares[rank * 8 + file];
      mirrored += std::isupper(c) ? char(std::tolower(c)) : char(std::toupper(c));
    }
  std::string castling;
  if (pos.castling & BLACK_OO) castling += 'K';
  if (pos.castling & BLACK_OOO) castling += 'Q';
  if (pos.castling & WHITE_OO) castling += 'k';
  if (pos.castling & WHITE_OOO) castling += 'q';
  std::string en_passant = "-";
  if (pos.en_passant != NO_SQUARE) {
    en_passant[0] = char('a' + file_of(pos.en_passant));
    en_passant += char('1' + 7 - rank_of(pos.en_passant));
  }
  Refusal refusal;
  const auto mirror =
      Traits::setup(pos, mirrored, pos.side == WHITE ? 1 : 0,
                    (castling.empty() ? "-" : castling) + " " + en_passant, &refusal);
  EXPECT_TRUE(mirror) << refusal.text;
  return mirror.value_or(pos);
}

std::vector<Position> sample_positions() {
  std::vector<Position> positions{start_position()};
  for (const char* f : Traits::BENCH_POSITIONS) positions.push_back(fen(f));
  std::ifstream in(std::string(PLY_TEST_DATA) + "/chess/classic_games_final.fen");
  for (std::string line; std::getline(in, line);)
    if (!line.empty()) positions.push_back(fen(line));
  EXPECT_GT(positions.size(), 50u);
  return positions;
}

TEST(ChessEval, APositionAndItsColourMirrorEvaluateTheSame) {
  for (const Position& pos : sample_positions()) {
    const Position mirror = colour_mirror(pos);
    EXPECT_EQ(StrongEval{}(pos), StrongEval{}(mirror)) << to_fen(pos) << " and " << to_fen(mirror);
    EXPECT_EQ(ClassicEval{}(pos), ClassicEval{}(mirror)) << to_fen(pos);
    ASSERT_NE(learned_network(), nullptr);
    EXPECT_EQ(NetEval{}(pos), NetEval{}(mirror)) << to_fen(pos);
  }
}

TEST(ChessEval, InTheStartPositionEveryTermCancelsButTheTempo) {
  int sum[term::COUNT] = {};
  for_each_term(start_position(), [&](int index, int count) { sum[index] += count; });
  for (int i = 0; i < term::COUNT; ++i) EXPECT_EQ(sum[i], i == term::TEMPO ? 1 : 0) << "term " << i;
}

TEST(ChessEval, TheTermSectionsCoverEveryIndexOnce) {
  int next = 0;
  for (const term::Section& s : term::SECTIONS) {
    EXPECT_EQ(s.first, next) << s.name;
    next = s.first + s.size;
  }
  EXPECT_EQ(next, term::COUNT);
}

TEST(ChessEval, AQueenUpIsWinningWhoeverIsToMove) {
  EXPECT_GT(StrongEval{}(fen("3qk3/8/8/8/8/8/8/Q2QK3 w - - 0 1")), 500);
  EXPECT_LT(StrongEval{}(fen("3qk3/8/8/8/8/8/8/Q2QK3 b - - 0 1")), -500);
  EXPECT_GT(NetEval{}(fen("3qk3/8/8/8/8/8/8/Q2QK3 w - - 0 1")), 500);
  EXPECT_LT(NetEval{}(fen("3qk3/8/8/8/8/8/8/Q2QK3 b - - 0 1")), -500);
}

}  // namespace
}  // namespace ply::chess
