// The accuracy yardstick's file (cli/reversi/accuracy_positions.h): its lines read and refused, the
// disc loss of a move, and the committed file checked against the solver on its cheapest positions.
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <iterator>
#include <set>
#include <utility>

#include "reversi/accuracy_positions.h"
#include "reversi/endgame/solve.h"
#include "reversi/notation.h"

using namespace ply::reversi;

namespace {

// The start position: d3, c4, f5 and e6 are Black's moves.
const std::string START = "---------------------------OX------XO--------------------------- X";

std::string refusal(const std::string& line) {
  std::string why;
  EXPECT_FALSE(parse_accuracy_line(line, &why).has_value()) << line;
  return why;
}

int square(const char* name) { return *parse_move(name); }

}  // namespace

TEST(ReversiAccuracy, ALineReadsWithItsMovesBestFirstAndWritesBack) {
  const auto p = parse_accuracy_line(START + " d3:-2 c4:+0 f5:+4 e6:0 game=7");
  ASSERT_TRUE(p.has_value());
  EXPECT_EQ(p->game, 7u);
  ASSERT_EQ(p->moves.size(), 4u);
  EXPECT_EQ(p->moves[0], (MoveValue{square("f5"), 4}));
  EXPECT_EQ(p->moves[3], (MoveValue{square("d3"), -2}));
  EXPECT_EQ(accuracy_line(*p), START + " f5:+4 c4:0 e6:0 d3:-2 game=7");
  EXPECT_EQ(parse_accuracy_line(accuracy_line(*p)), p);
}

TEST(ReversiAccuracy, ALineThatIsNoValuedPositionIsRefusedWithItsReason) {
  EXPECT_NE(refusal("-------------------------z-OX------XO--------------------------- X d3:0 c4:0 "
                    "f5:0 e6:0 game=1"),
            "");
  EXPECT_NE(refusal(START + " d3:0 c4:0 f5:0 z9:0 game=1").find("bad square"), std::string::npos);
  EXPECT_NE(refusal(START + " d3:0 c4:0 f5:0 e6:0 a1:0 game=1").find("illegal move a1"),
            std::string::npos);
  EXPECT_NE(refusal(START + " d3:0 c4:0 f5:0 game=1").find("legal move e6 has no value"),
            std::string::npos);
  EXPECT_NE(refusal(START + " d3:0 c4:0 f5:0 e6:3 game=1").find("odd value 3"), std::string::npos);
  EXPECT_NE(refusal(START + " d3:0 c4:0 f5:0 e6:66 game=1").find("out of -64..64"),
            std::string::npos);
  EXPECT_NE(refusal(START + " d3:0 c4:0 f5:0 e6:0 d3:0 game=1").find("given twice"),
            std::string::npos);
  EXPECT_NE(refusal(START + " d3:0 c4:0 f5:0 e6:x game=1").find("bad value"), std::string::npos);
  EXPECT_NE(refusal(START + " d3:0 c4:0 f5:0 e6:0").find("game="), std::string::npos);
  EXPECT_NE(refusal("anti: " + START + " d3:0 c4:0 f5:0 e6:0 game=1"), "");
}

TEST(ReversiAccuracy, TheBestMoveLosesNothingAndAWorseOneItsDifference) {
  const auto p = parse_accuracy_line(START + " d3:-2 c4:0 f5:+4 e6:0 game=7");
  ASSERT_TRUE(p.has_value());
  EXPECT_EQ(disc_loss(*p, square("f5")), 0);
  EXPECT_EQ(disc_loss(*p, square("c4")), 4);
  EXPECT_EQ(disc_loss(*p, square("d3")), 6);
  EXPECT_EQ(disc_loss(*p, square("a1")), std::nullopt);
}

TEST(ReversiAccuracy, AFileNamesTheLineItRefuses) {
  std::string why;
  EXPECT_FALSE(parse_accuracy_file("# recipe\n" + START + " d3:0 game=1\n", &why).has_value());
  EXPECT_TRUE(why.starts_with("line 2: ")) << why;
}

// The committed file reads, holds each position once, and one of its cheapest positions (the fewest
// empties, then the fewest moves) solved again gives every move the file's value: each value proved
// in the narrowest window around it (solve.h), the cheapest exact check.
TEST(ReversiAccuracy, TheCommittedFileReadsAndItsValuesAreTheSolvers) {
  std::ifstream in(PLY_TEST_DATA "/reversi/accuracy.txt", std::ios::binary);
  ASSERT_TRUE(in) << "tests/data/reversi/accuracy.txt is missing";
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  std::string why;
  const auto positions = parse_accuracy_file(text, &why);
  ASSERT_TRUE(positions.has_value()) << why;
  ASSERT_FALSE(positions->empty());
  std::set<std::pair<Bitboard, Bitboard>> seen;
  for (const auto& p : *positions)
    EXPECT_TRUE(seen.insert({p.pos.player, p.pos.opponent}).second) << to_string(p.pos);
  const auto cheapest =
      std::min_element(positions->begin(), positions->end(), [](const auto& a, const auto& b) {
        return std::pair(a.pos.empty_count(), a.moves.size()) <
               std::pair(b.pos.empty_count(), b.moves.size());
      });
  for (const MoveValue& m : cheapest->moves) {
    const int score = -m.value;  // the position after the move, for the opponent
    EXPECT_EQ(solve(play(cheapest->pos, m.move), {}, {score - 1, score + 1}).score, score)
        << to_string(cheapest->pos) << " " << move_to_string(m.move);
  }
}
