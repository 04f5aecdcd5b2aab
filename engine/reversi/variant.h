// The original design's variants of Reversi: the board (8x8 or 6x6), where the discs start (the cross,
// or the same-colour discs side by side) and the rules (anti-reversi, a black hole). A variant is written
// as words, in any order, separated by spaces or commas: "6x6 parallel anti", "blackhole=c6" (`ply
// --variant`, and before a colon in a position's text).
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "board.h"

namespace ply::reversi {

enum class Start : u8 {
  CROSS,     // Black on d5 and e4, White on d4 and e5
  PARALLEL,  // same colours side by side: White on d4 and e4, Black on d5 and e5
};

struct Variant {
  int size = 0;  // 8 or 6; 0 where the words do not say (a start is then 8x8)
  Start start = Start::CROSS;
  bool anti = false;
  bool black_hole = false;
  Bitboard hole = 0;  // the black hole's square; a black hole without one is drawn at the start
  bool operator==(const Variant&) const = default;
};

// "8x8" or "6x6"; "cross" or "parallel"; "standard", "anti", "blackhole" or "blackhole=<square>" (anti
// and a black hole may go together; the square is named on the variant's board). A word may come twice; the error names the words that contradict each other.
std::optional<Variant> parse_variant(std::string_view text, std::string* error = nullptr);
// The words parse_variant reads back, the defaults left out ("" for the standard game).
std::string to_string(const Variant& variant);

// The variant's start position. A black hole with no square falls on one of the squares the start
// leaves empty, drawn from `seed`.
Position start_position(const Variant& variant, u64 seed);

// The variant a position is played in: its rules, its black hole, and the start its centre shows
// (the cross unless the four centre squares hold the side-by-side start).
Variant variant_of(const Position& pos);

}  // namespace ply::reversi
