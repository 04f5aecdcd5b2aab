// Helpers for the Russian draughts tests: positions from PDN FEN, move lists as sorted text, the
// reference data in tests/data.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <string>
#include <vector>

#include "draughts/board.h"
#include "draughts/notation.h"

namespace ply::draughts::testing {

inline Position fen(const std::string& text) {
  std::string error;
  const auto pos = parse_fen(text, &error);
  EXPECT_TRUE(pos.has_value()) << text << ": " << error;
  return pos.value_or(Position{});
}

// "e5:b8 [x c7]": start, end and the pieces taken in square order (the form of tricky_positions.md,
// whose brackets list them in any order: compare with canonical_move_line).
inline std::string move_line(const Move& m) {
  std::string text = square_name(m.from);
  text += m.is_capture() ? ':' : '-';
  text += square_name(m.to);
  if (!m.is_capture()) return text;
  text += " [x";
  for (Bitboard c = m.captured; c; c &= c - 1) {
    text += ' ';
    text += square_name(first_square(c));
  }
  text += ']';
  return text;
}

inline std::string canonical_move_line(const std::string& line) {
  const auto open = line.find('[');
  if (open == std::string::npos) return line;
  Bitboard taken = 0;
  std::string word;
  for (char c : line.substr(open + 2)) {
    if (c == ' ' || c == ']') {
      if (!word.empty()) taken |= bit(*parse_square(word));
      word.clear();
    } else {
      word += c;
    }
  }
  std::string text = line.substr(0, open + 2);
  for (Bitboard c = taken; c; c &= c - 1) {
    text += ' ';
    text += square_name(first_square(c));
  }
  text += ']';
  return text;
}

inline std::vector<std::string> legal_lines(const Position& pos) {
  MoveList list;
  generate_moves(pos, list);
  std::vector<std::string> lines;
  for (const Move& m : list) lines.push_back(move_line(m));
  std::sort(lines.begin(), lines.end());
  return lines;
}

inline std::vector<std::string> legal_texts(const Position& pos) {
  MoveList list;
  generate_moves(pos, list);
  std::vector<std::string> texts;
  for (const Move& m : list) texts.push_back(move_to_string(pos, m));
  std::sort(texts.begin(), texts.end());
  return texts;
}

inline Move move(const Position& pos, const std::string& text) {
  Refusal refusal;
  const auto m = parse_move(pos, text, &refusal);
  EXPECT_TRUE(m.has_value()) << text << ": " << refusal.text;
  return m.value_or(Move{});
}

inline std::string test_data(const std::string& relative) {
  return std::string(PLY_TEST_DATA) + "/" + relative;
}

inline std::vector<std::string> read_file_lines(const std::string& path) {
  std::ifstream in(path);
  EXPECT_TRUE(in.good()) << "cannot read " << path;
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

}  // namespace ply::draughts::testing
