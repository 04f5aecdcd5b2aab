// The self-play games file of Reversi's fitting tool (tools/reversi_fit/record.h): what it writes
// reads back the same, and a line that is not a finished legal game, or whose scores contradict its
// result, is refused with its reason.
#include <gtest/gtest.h>

#include "core/rng.h"
#include "reversi_fit/record.h"

using namespace ply;
using namespace ply::reversi;
using namespace ply::reversi::fit;

namespace {

// A random game to its end, every move marked random, the result the board's.
GameRecord random_game(u64 seed) {
  Rng rng(seed);
  GameRecord game;
  game.index = seed;
  Position pos = start_position();
  bool black = true;
  while (!is_over(pos)) {
    RecordedPly p;
    if (Bitboard moves = legal_moves(pos)) {
      for (u32 skip = rng.below(u32(popcount(moves))); skip; --skip) moves &= moves - 1;
      p = {first_square(moves), Chosen::RANDOM, 0};
    }
    game.plies.push_back(p);
    pos = play(pos, p.move);
    black = !black;
  }
  game.result = black ? final_score(pos) : -final_score(pos);
  return game;
}

std::string refusal(const std::string& line) {
  std::string why;
  EXPECT_FALSE(parse_record(line, &why).has_value()) << line;
  return why;
}

}  // namespace

TEST(ReversiFitRecord, AWrittenGameReadsBackTheSame) {
  for (u64 seed = 1; seed <= 50; ++seed) {
    GameRecord game = random_game(seed);
    game.plies[0].chosen = Chosen::OPENING;
    game.plies[1] = {game.plies[1].move, Chosen::SEARCH, -37};
    const std::string line = record_line(game);
    const auto back = parse_record(line);
    ASSERT_TRUE(back.has_value()) << line;
    EXPECT_EQ(record_line(*back), line);
    EXPECT_EQ(back->result, game.result);
    EXPECT_EQ(back->plies.size(), game.plies.size());
  }
}

TEST(ReversiFitRecord, AGameMustBePlayedByTheRulesToItsEnd) {
  EXPECT_NE(refusal("0 d3r c5r a1r = +0").find("not a legal move"), std::string::npos);
  EXPECT_NE(refusal("0 d3r c5r = +0").find("not over"), std::string::npos);
  EXPECT_NE(refusal("0 pass = +0").find("a pass where a move is possible"), std::string::npos);
  EXPECT_NE(refusal("0 d3q = +0").find("how it was chosen"), std::string::npos);
  EXPECT_NE(refusal("0 d3s = +0").find("how it was chosen"), std::string::npos);
  EXPECT_NE(refusal("d3r = +0").find("<index>"), std::string::npos);
}

TEST(ReversiFitRecord, TheResultMustBeTheFinalBoardsAndAgreeWithEveryExactScore) {
  const GameRecord game = random_game(7);
  std::string line = record_line(game);
  const std::string wrong_result =
      line.substr(0, line.rfind('=')) + "= " + std::to_string(game.result + 2);
  EXPECT_NE(refusal(wrong_result).find("is not the final position's"), std::string::npos);

  // The last move marked as the solver's, with the score it must have, then with another.
  GameRecord exact = game;
  std::size_t last = exact.plies.size() - 1;
  while (exact.plies[last].chosen == Chosen::PASS) --last;
  const bool black_moved = last % 2 == 0;
  exact.plies[last].chosen = Chosen::EXACT;
  exact.plies[last].score = black_moved ? game.result : -game.result;
  EXPECT_TRUE(parse_record(record_line(exact)).has_value());
  exact.plies[last].score += 2;
  EXPECT_NE(refusal(record_line(exact)).find("contradicts the result"), std::string::npos);
}

TEST(ReversiFitRecord, TheHeaderNamesTheSettingsAndReadsBack) {
  const GamesHeader header{3, 10000, 18, 0xe777d6e429708d74ull};
  const std::string line = header_line(header);
  EXPECT_EQ(line, "# ply-fit-reversi games 1 seed=3 nodes=10000 solve=18 weights=e777d6e429708d74");
  EXPECT_EQ(parse_header(line), header);
  std::string why;
  EXPECT_FALSE(parse_header("# ply-fit-reversi games 2 seed=3", &why).has_value());
  EXPECT_NE(why.find("not a games file of this version"), std::string::npos);
  EXPECT_FALSE(parse_header("# ply-fit-reversi games 1 seed=3 nodes=x solve=18 weights=0", &why)
                   .has_value());
}
