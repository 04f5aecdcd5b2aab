// Reversi's openings by name (engine/reversi/book/openings.tsv, core/named_openings.h's format):
// Robert Gatliff's list, each line written from Black's first move f5. The start position is
// symmetric four ways, which take f5 to d3, c4 and e6: a game begun on another of them is turned
// back before it is looked up. After f5 f6 e6 the board is symmetric about the a1-h8 diagonal, so a
// line from there is known in both of its mirror forms.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/named_openings.h"
#include "reversi/game.h"

namespace ply::reversi {

using Opening = NamedOpening<Position, Reversi::Move>;

// The last file load_openings (reversi/data_files.h) accepted, else the one compiled in.
const std::vector<Opening>& named_openings();

// The longest named opening the moves of a game from the standard start begin with; nullptr when
// they begin none.
const Opening* opening_of(std::span<const Reversi::Move> moves);

}  // namespace ply::reversi
