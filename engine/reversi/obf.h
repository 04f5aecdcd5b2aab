// FFO-style endgame problems (.obf lines, as in Edax's problem files): a position, then each move's
// exact score, best first: "O--OOOOX-…-------- X; A2:+38; C7:+36; …".
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "reversi/board.h"

namespace ply::reversi {

struct ObfProblem {
  Position pos;
  int best_score = 0;
  std::vector<int> scored_moves;  // every listed move, in the file's order
  std::vector<int> scores;        // the score of each, for the side to move
};

// The problem on one line; the error as text for a malformed line or one with no scored move.
std::optional<ObfProblem> parse_obf(std::string_view line, std::string* error = nullptr);

// The listed score of a move, if the line lists it.
std::optional<int> listed_score(const ObfProblem& problem, int move);

}  // namespace ply::reversi
