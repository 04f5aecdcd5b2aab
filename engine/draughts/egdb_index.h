// Endgame database indexing: every position of a material (so many men and kings a side) with White
// to move, as a dense number. Black to move is stored as its mirror (the board turned half a turn
// and the colours swapped), so each material's table holds White-to-move positions only.
//
// The index places the white men on their 28 squares (ranks 1-7), the black men on theirs (ranks
// 2-8), then the white kings on the dark squares the men left and the black kings on those left
// after that. White and black men may name the same square: such an index names no position
// (position_at says so); the waste is small and the arithmetic stays a product of binomials.
#pragma once

#include <optional>

#include "draughts/board.h"

namespace ply::draughts {

constexpr int MAX_TABLE_PIECES = 7;

struct Material {
  u8 white_men = 0, white_kings = 0, black_men = 0, black_kings = 0;

  int white() const { return white_men + white_kings; }
  int black() const { return black_men + black_kings; }
  int pieces() const { return white() + black(); }
  int men() const { return white_men + black_men; }
  Material mirrored() const { return {black_men, black_kings, white_men, white_kings}; }
  // A material a database table can hold: a piece a side, seven in all at most.
  bool fits_a_table() const { return white() && black() && pieces() <= MAX_TABLE_PIECES; }
  bool operator==(const Material&) const = default;
};

Material material_of(const Position& pos);

// The same position seen from the other side: squares turned half a turn (sq -> 63 - sq), colours
// swapped, the other side to move. Draw-rule counters are kept.
Position mirrored(const Position& pos);

// The number of indices of the material's table.
u64 table_size(const Material& m);

// The index of a White-to-move position of material m (material_of(pos) == m).
u64 index_of(const Position& pos, const Material& m);

// The White-to-move position of an index, counters zero; none if the index names no position.
std::optional<Position> position_at(const Material& m, u64 index);

}  // namespace ply::draughts
