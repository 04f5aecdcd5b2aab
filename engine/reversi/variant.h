// The original design's variants of Reversi: the board (8x8, 6x6, 10x10 or 12x12), where the discs
// start (the cross, or the same-colour discs side by side) and the rules (anti-reversi, a black
// hole). A variant is written as words, in any order, separated by spaces or commas: "6x6 parallel
// anti", "10x10 blackhole=c6" (`ply
// --variant`, and before a colon in a position's text).
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "reversi/board.h"
#include "reversi/wide/board.h"

namespace ply::reversi {

enum class Start : u8 {
  CROSS,     // Black on d5 and e4, White on d4 and e5
  PARALLEL,  // same colours side by side: White on d4 and e4, Black on d5 and e5
};

struct Variant {
  int size = 0;  // 8, 6, 10 or 12; 0 where the words do not say (a start is then 8x8)
  Start start = Start::CROSS;
  bool anti = false;
  bool black_hole = false;
  // The black hole's square on the board that stores the variant (8x8 for 6x6 and 8x8, 12x12 for
  // 10x10 and 12x12); NO_HOLE where a black hole has none (it is drawn at the start).
  int hole = NO_HOLE;
  static constexpr int NO_HOLE = -1;
  bool operator==(const Variant&) const = default;
};

// "8x8", "6x6", "10x10" or "12x12"; "cross" or "parallel"; "standard", "anti", "blackhole" or
// "blackhole=<square>" (anti and a black hole may go together; the square is named on the variant's
// board). A word may come twice; the error names the words that contradict each other.
std::optional<Variant> parse_variant(std::string_view text, std::string* error = nullptr);
// The words parse_variant reads back, the defaults left out ("" for the standard game).
std::string to_string(const Variant& variant);

// The variant's start position. A black hole with no square falls on one of the squares the start
// leaves empty, drawn from `seed`.
// (6x6 and 8x8; wide_start_position for 10x10 and 12x12.)
Position start_position(const Variant& variant, u64 seed);
WidePosition wide_start_position(const Variant& variant, u64 seed);

// The sizes on the wide boards (wide_board.h): 10 and 12.
constexpr bool is_wide(int size) { return size > 8; }

// The variant a position is played in: its rules, its black hole, and the start its centre shows
// (the cross unless the four centre squares hold the side-by-side start).
Variant variant_of(const Position& pos);
Variant variant_of(const WidePosition& pos);

}  // namespace ply::reversi
