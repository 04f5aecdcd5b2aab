// Renju's restrictions on Black (the RIF rules, articles 9.2-9.4): Black may not make a double
// three, a double four or an overline, unless the same stone makes exactly five, which wins. White
// may make any of them, and its overline wins. A three is a line that one more stone turns into a
// straight four (four in a row with both ends making exactly five), and only if that stone is
// itself allowed: whether a move is forbidden may depend on whether another one is, so the check
// recurses.
//
// Checked against Rapfi's own foul check (its YXSHOWFORBID, run as an instrument, 2026-11-28): the
// same fouls on all of 1,500 random crowded positions where Black has no five to make (929 with
// fouls). Where Black has one, Rapfi does not count a three whose straight four also makes that
// five, and this check, reading the rule as written, does: such a three still becomes a straight
// four by an allowed move. It matters only to a Black who leaves a five unmade.
#pragma once

#include "gomoku/board.h"

namespace ply::gomoku {

enum class Foul : u8 { NONE, DOUBLE_THREE, DOUBLE_FOUR, OVERLINE };

// Why Black may not place a stone on the empty cell c of a size x size board whose cells are
// `cells` (row by row): NONE if it may.
Foul renju_foul(const Stone* cells, int size, Cell c);

// The position's rule forbids the side to move the empty cell c.
inline bool forbidden(const Position& pos, Cell c) {
  return pos.rule == Rule::RENJU && pos.to_move() == BLACK &&
         renju_foul(pos.cells.data(), pos.size, c) != Foul::NONE;
}

// "double three", "double four" or "overline".
const char* foul_name(Foul foul);

}  // namespace ply::gomoku
