// An independent Reversi for the tests: a plain array of cells on an n x n board, each move found
// by walking the eight directions a cell at a time. It shares no code with the engine's bitboards,
// so perft agreement checks the engine's rules, its variants and its board sizes against the
// obvious ones.
#pragma once

#include <string>
#include <vector>

#include "core/types.h"

namespace ply::reversi::reference {

struct Board {
  int size = 8;
  std::string cells;  // 'X', 'O', '-' or '#' (the black hole), row 1 first
  char to_move = 'X';
};

// The same text as the engine's squares, a space and the side to move; any variant words before a
// colon are left to the caller.
inline Board from_text(const std::string& text, int size) {
  const std::size_t colon = text.find(':');
  const std::string rest = colon == std::string::npos ? text : text.substr(colon + 2);
  return {size, rest.substr(0, std::size_t(size * size)), rest.back()};
}

inline char other(char side) { return side == 'X' ? 'O' : 'X'; }

// The cells a disc of `side` on (row, col) turns over.
inline std::vector<int> flipped(const Board& b, int row, int col, char side) {
  std::vector<int> all;
  if (b.cells[std::size_t(row * b.size + col)] != '-') return all;
  for (int dr = -1; dr <= 1; ++dr) {
    for (int dc = -1; dc <= 1; ++dc) {
      if (!dr && !dc) continue;
      std::vector<int> line;
      int r = row + dr, c = col + dc;
      while (r >= 0 && r < b.size && c >= 0 && c < b.size &&
             b.cells[std::size_t(r * b.size + c)] == other(side)) {
        line.push_back(r * b.size + c);
        r += dr, c += dc;
      }
      if (!line.empty() && r >= 0 && r < b.size && c >= 0 && c < b.size &&
          b.cells[std::size_t(r * b.size + c)] == side)
        all.insert(all.end(), line.begin(), line.end());
    }
  }
  return all;
}

inline std::vector<int> moves(const Board& b, char side) {
  std::vector<int> list;
  for (int cell = 0; cell < b.size * b.size; ++cell)
    if (!flipped(b, cell / b.size, cell % b.size, side).empty()) list.push_back(cell);
  return list;
}

inline Board play(Board b, int cell) {
  for (int f : flipped(b, cell / b.size, cell % b.size, b.to_move))
    b.cells[std::size_t(f)] = b.to_move;
  b.cells[std::size_t(cell)] = b.to_move;
  b.to_move = other(b.to_move);
  return b;
}

// The engine's perft convention: a pass is a ply; a finished game is a leaf wherever it ends.
inline u64 perft(const Board& b, int depth) {
  if (depth == 0) return 1;
  const std::vector<int> list = moves(b, b.to_move);
  if (list.empty()) {
    if (moves(b, other(b.to_move)).empty()) return 1;
    Board passed = b;
    passed.to_move = other(b.to_move);
    return perft(passed, depth - 1);
  }
  u64 leaves = 0;
  for (int cell : list) leaves += perft(play(b, cell), depth - 1);
  return leaves;
}

// The final disc difference for the side to move (more discs win; the empty squares go to the
// winner; the black hole to no one), by plain alpha-beta within (alpha, beta): a result at alpha or
// at beta is only a bound. A narrow window around a claimed value checks it quickly.
inline int solve(const Board& b, int alpha, int beta) {
  const std::vector<int> list = moves(b, b.to_move);
  if (list.empty()) {
    if (moves(b, other(b.to_move)).empty()) {
      int diff = 0, empty = 0;
      for (char c : b.cells)
        diff += c == b.to_move ? 1 : c == other(b.to_move) ? -1 : 0, empty += c == '-';
      return diff > 0 ? diff + empty : diff < 0 ? diff - empty : 0;
    }
    Board passed = b;
    passed.to_move = other(b.to_move);
    return -solve(passed, -beta, -alpha);
  }
  for (int cell : list) {
    const int score = -solve(play(b, cell), -beta, -alpha);
    if (score >= beta) return beta;
    if (score > alpha) alpha = score;
  }
  return alpha;
}

}  // namespace ply::reversi::reference
