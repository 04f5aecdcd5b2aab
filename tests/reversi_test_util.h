// Helpers for the Reversi tests: positions drawn as eight rows, a1 at the top left.
#pragma once

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "reversi/notation.h"

namespace ply::reversi::testing {

// White to move has no move while Black can still play h1: White must pass. h8 stays empty to the
// end.
constexpr const char* WHITE_MUST_PASS =
    "XXXXXXO-XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX- O";

// A constructed position where Black has 35 legal moves: more than any real game reaches (33).
constexpr const char* BLACK_HAS_35_MOVES =
    "---------OXOOOO--OX-XX---O-O--O--O-X-OO-XXX-XXX--OX-OXO------X-- X";

inline Position position(const char* text) {
  const auto pos = parse_position(text);
  EXPECT_TRUE(pos.has_value()) << text;
  return pos.value_or(Position{});
}

// Eight rows of eight characters ('X' black, 'O' white, '-' empty), row 1 first, and the side to
// move.
inline Position board(const std::vector<std::string>& rows, char to_move) {
  std::string text;
  for (const auto& row : rows) text += row;
  text += ' ';
  text += to_move;
  const auto pos = parse_position(text);
  EXPECT_TRUE(pos.has_value()) << text;
  return pos.value_or(Position{});
}

inline Bitboard squares(std::initializer_list<const char*> names) {
  Bitboard b = 0;
  for (const char* name : names) b |= bit(*parse_move(name));
  return b;
}

inline std::string test_data(const std::string& relative) {
  return std::string(PLY_TEST_DATA) + "/" + relative;
}

inline std::vector<std::string> read_lines(const std::string& path) {
  std::ifstream in(path);
  EXPECT_TRUE(in.good()) << "cannot read " << path;
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);)
    if (!line.empty() && line[0] != '#') lines.push_back(line);
  return lines;
}

}  // namespace ply::reversi::testing

#include "core/rng.h"
#include "reversi/game.h"
#include "reversi/traits.h"

namespace ply::reversi::testing {

// A legal move chosen at random; PASS when passing is forced. The game must go on.
inline int random_move(const Position& pos, Rng& rng) {
  Bitboard moves = legal_moves(pos);
  if (!moves) return PASS;
  for (int skip = int(rng.below(u32(popcount(moves)))); skip > 0; --skip) moves &= moves - 1;
  return first_square(moves);
}

// The position after `plies` random legal moves from the start (fewer if the game ends first).
inline Position random_position(u64 seed, int plies) {
  Rng rng(seed);
  Position pos = start_position();
  for (int i = 0; i < plies && !is_over(pos); ++i) pos = play(pos, random_move(pos, rng));
  return pos;
}

// Random legal moves from `pos` (of any variant, on any board: P is Position or WidePosition) until
// `empties` squares are left or the game ends.
template <typename P>
P playout(P pos, int empties, u64 seed) {
  using Game = typename Board<P>::Game;
  Rng rng(seed);
  while (pos.empty_count() > empties && !is_over(pos)) {
    typename Game::MoveList list;
    Game::generate_moves(pos, list);
    pos = play(pos, list[int(rng.below(u32(list.size())))]);
  }
  return pos;
}

}  // namespace ply::reversi::testing
