// Move generation against the published Russian draughts perft tables (the "distinct result"
// counts) and the rule-isolating positions of tricky_positions.md, whose legal-move lists were
// produced by two independent generators.
#include <gtest/gtest.h>

#include <sstream>

#include "draughts/perft.h"
#include "draughts_test_util.h"

namespace ply::draughts {
namespace {

using testing::test_data;

std::vector<std::string> fields_of(const std::string& line) {
  std::vector<std::string> fields;
  std::istringstream in(line);
  for (std::string f; std::getline(in, f, '\t');) fields.push_back(f);
  return fields;
}

std::vector<u64> numbers_of(const std::string& list) {
  std::vector<u64> numbers;
  std::istringstream in(list);
  for (std::string n; std::getline(in, n, ',');) numbers.push_back(std::stoull(n));
  return numbers;
}

TEST(RussianDraughtsPerft, StartPositionMatchesTheDistinctColumnToDepth10) {
  int checked = 0;
  for (const auto& line : testing::read_file_lines(test_data("draughts/perft_start.tsv"))) {
    if (line.empty() || line[0] == '#' || line.rfind("depth", 0) == 0) continue;
    const auto fields = fields_of(line);
    const int depth = std::stoi(fields[0]);
    if (depth > 10) continue;
    EXPECT_EQ(perft(start_position(), depth), std::stoull(fields[1])) << "depth " << depth;
    ++checked;
  }
  EXPECT_EQ(checked, 10);
}

TEST(RussianDraughtsPerft, EveryListedPositionMatchesItsDistinctCountsToEveryListedDepth) {
  int positions = 0;
  for (const auto& line : testing::read_file_lines(test_data("draughts/perft_positions.tsv"))) {
    if (line.empty() || line[0] == '#' || line.rfind("id\t", 0) == 0) continue;
    const auto fields = fields_of(line);
    ASSERT_GE(fields.size(), 7u) << line;
    const Position pos = testing::fen(fields[1]);
    const auto counts = numbers_of(fields[2]);
    for (std::size_t d = 0; d < counts.size(); ++d)
      EXPECT_EQ(perft(pos, int(d + 1)), counts[d]) << fields[0] << " depth " << d + 1;
    if (fields[6] != "-") {
      EXPECT_EQ(perft(pos, 10), std::stoull(fields[6])) << fields[0] << " depth 10";
    }
    ++positions;
  }
  EXPECT_EQ(positions, 19);
}

TEST(RussianDraughtsPerft, StartPositionHasSevenMovesAllQuiet) {
  MoveList list;
  generate_moves(start_position(), list);
  EXPECT_EQ(list.size(), 7);
  for (const Move& m : list) EXPECT_FALSE(m.is_capture());
  EXPECT_EQ(
      testing::legal_texts(start_position()),
      (std::vector<std::string>{"a3-b4", "c3-b4", "c3-d4", "e3-d4", "e3-f4", "g3-f4", "g3-h4"}));
}

// One section of tricky_positions.md: its FEN and the "Russian rules, legal moves" list.
struct Tricky {
  std::string fen;
  std::vector<std::string> moves;
};

Tricky tricky(const std::string& id) {
  Tricky t;
  bool in_section = false, in_moves = false;
  for (const auto& line : testing::read_file_lines(test_data("draughts/tricky_positions.md"))) {
    if (line.rfind("## ", 0) == 0) in_section = line == "## " + id;
    if (!in_section) continue;
    if (line.rfind("FEN: `", 0) == 0) t.fen = line.substr(6, line.rfind('`') - 6);
    if (line.rfind("number of capture paths", 0) == 0) in_moves = false;
    if (in_moves) t.moves.push_back(testing::canonical_move_line(line));
    if (line == "Russian rules, legal moves:") in_moves = true;
  }
  std::sort(t.moves.begin(), t.moves.end());
  EXPECT_FALSE(t.fen.empty()) << id << " not found";
  return t;
}

void expect_tricky_legal_moves(const std::string& id) {
  const Tricky t = tricky(id);
  EXPECT_EQ(testing::legal_lines(testing::fen(t.fen)), t.moves) << id << " " << t.fen;
}

TEST(RussianDraughtsTricky, T1CapturedPieceStaysOnTheBoardAndBlocksAKing) {
  expect_tricky_legal_moves("T1_turkish_strike_king");
}

TEST(RussianDraughtsTricky, T2CapturedPieceBlocksTheManCrownedInMidCapture) {
  expect_tricky_legal_moves("T2_turkish_strike_after_promotion");
}

TEST(RussianDraughtsTricky, T3ManCrownedInMidCaptureContinuesAsAFlyingKing) {
  expect_tricky_legal_moves("T3_midcapture_promotion_continue_as_king");
}

TEST(RussianDraughtsTricky, T4KingMustLandWhereTheCaptureContinues) {
  expect_tricky_legal_moves("T4_king_must_land_where_capture_continues");
}

TEST(RussianDraughtsTricky, T5FreeChoiceAmongCapturesWithNoMajorityRule) {
  expect_tricky_legal_moves("T5_free_choice_no_majority");
}

TEST(RussianDraughtsTricky, T6MenCaptureBackwards) {
  expect_tricky_legal_moves("T6_man_captures_backward");
}

TEST(RussianDraughtsTricky, T7RingCaptureTakenEitherWayRoundIsOneMove) {
  expect_tricky_legal_moves("T7_ring_capture_duplicate");
  const Position pos = testing::fen(tricky("T7_ring_capture_duplicate").fen);
  MoveList list;
  generate_moves(pos, list);
  ASSERT_EQ(list.size(), 1);
  EXPECT_EQ(capture_paths(pos, list[0]).size(), 2u) << "two paths, one move";
  EXPECT_EQ(list[0].from, list[0].to);
}

}  // namespace
}  // namespace ply::draughts
