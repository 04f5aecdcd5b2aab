// The win puzzles of tests/data/gomoku/win_puzzles.jsonl (Rapfi's self-play positions with a forced
// win for the side to move), read for the tests and the benchmarks.
#pragma once

#include <cctype>
#include <fstream>
#include <string>
#include <vector>

#include "gomoku/board.h"

namespace ply::gomoku::testing {

struct Puzzle {
  std::string id;
  Position pos;
  std::vector<Cell> winning_moves;  // the ones Rapfi lists
};

// The integers of a JSON array's pairs after `field`, e.g. "known_winning_moves": [[5, 7], [6, 3]].
inline std::vector<int> numbers_after(const std::string& line, const std::string& field) {
  std::vector<int> numbers;
  std::size_t i = line.find("\"" + field + "\"");
  if (i == std::string::npos) return numbers;
  i = line.find('[', i);
  int depth = 0;
  for (; i < line.size(); ++i) {
    const char ch = line[i];
    if (ch == '[') ++depth;
    if (ch == ']' && --depth == 0) break;
    if (ch == '"') i = line.find('"', i + 1);  // a colour: the order of moves says it already
    if (std::isdigit(static_cast<unsigned char>(ch))) {
      int n = 0;
      while (std::isdigit(static_cast<unsigned char>(line[i]))) n = n * 10 + (line[i++] - '0');
      --i;
      numbers.push_back(n);
    }
  }
  return numbers;
}

inline std::vector<Puzzle> read_puzzles(const std::string& path) {
  std::vector<Puzzle> puzzles;
  std::ifstream in(path);
  for (std::string line; std::getline(in, line);) {
    if (line.find('{') == std::string::npos) continue;
    Puzzle p;
    const std::size_t id = line.find("\"id\": \"") + 7;
    p.id = line.substr(id, line.find('"', id) - id);
    const std::size_t s = line.find("\"size\": ") + 8;
    p.pos = empty_board(std::stoi(line.substr(s)), Rule::FREESTYLE);
    const auto stones = numbers_after(line, "stones_in_move_order");
    for (std::size_t i = 0; i + 1 < stones.size(); i += 2)
      p.pos = play(p.pos, p.pos.cell(stones[i], stones[i + 1]));
    const auto wins = numbers_after(line, "known_winning_moves");
    for (std::size_t i = 0; i + 1 < wins.size(); i += 2)
      p.winning_moves.push_back(p.pos.cell(wins[i], wins[i + 1]));
    puzzles.push_back(p);
  }
  return puzzles;
}

}  // namespace ply::gomoku::testing
