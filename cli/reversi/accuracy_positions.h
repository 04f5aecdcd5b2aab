// The accuracy yardstick's positions (tests/data/reversi/accuracy.txt): Reversi positions with the
// exact value of every legal move, one a line, so that a level's choice is scored by the discs it
// loses against perfect play (`ply accuracy reversi`). Lines starting with '#' are the recipe; a
// position is
//
//   <64 squares a1..h8> <side> <move>:<value> ... game=<n>
//
// in the CLI's notation (reversi/notation.h), every legal move once with its exact final disc
// difference for the side to move (best first), and the number of the generator's game it was taken
// from. The reader refuses a line that is not one, with its reason: a bad square or side, a
// variant, an illegal or repeated move, a legal move left out, a value out of range or odd (8x8
// scores are always even).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "reversi/board.h"

namespace ply::reversi {

struct MoveValue {
  int move = PASS;
  int value = 0;  // exact final disc difference for the side to move after this move
  bool operator==(const MoveValue&) const = default;
};

struct AccuracyPosition {
  Position pos;
  std::vector<MoveValue> moves;  // every legal move, best first (ties in square order)
  u64 game = 0;
  bool operator==(const AccuracyPosition&) const = default;
};

std::string accuracy_line(const AccuracyPosition& position);
// Nothing and why if the line is not a position with every legal move valued; the moves come out
// sorted.
std::optional<AccuracyPosition> parse_accuracy_line(std::string_view line,
                                                    std::string* error = nullptr);

// Every position of a file's text ('#' lines and blank ones skipped); nothing and why ("line <n>:
// …") if one line is refused.
std::optional<std::vector<AccuracyPosition>> parse_accuracy_file(std::string_view text,
                                                                 std::string* error = nullptr);

// The discs `move` gives away against perfect play: the best value minus its own; nothing if the
// move is not one of the position's.
std::optional<int> disc_loss(const AccuracyPosition& position, int move);

}  // namespace ply::reversi
