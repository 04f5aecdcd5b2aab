// Gomoku positions for the tests, written as Ply's position text.
#pragma once

#include <gtest/gtest.h>

#include <string>

#include "gomoku/notation.h"

namespace ply::gomoku::testing {

inline Position position(const std::string& text) {
  std::string error;
  const auto pos = parse_position(text, &error);
  EXPECT_TRUE(pos.has_value()) << text << ": " << error;
  return pos ? *pos : empty_board(15, Rule::FREESTYLE);
}

inline Cell cell(const Position& pos, const std::string& name) {
  Refusal refusal;
  const auto c = parse_cell(pos, name, &refusal);
  EXPECT_TRUE(c.has_value()) << name << ": " << refusal.text;
  return c ? *c : NO_CELL;
}

// The position after one more move, named.
inline Position after(const Position& pos, const std::string& move) {
  return play(pos, cell(pos, move));
}

}  // namespace ply::gomoku::testing
