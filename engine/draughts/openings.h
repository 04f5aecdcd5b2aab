// The standard Russian openings (engine/draughts/book/openings.tsv): each with its names in English
// and Russian and the moves that define it from the start, as the literature gives them (the file
// names a source for each). The opening book is built from their positions (tools/draughts_book),
// `ply match` plays from them, and the page names a game's opening from the same file.
//
// The file is core/named_openings.h's, the moves written as "c3-d4 d6-c5 b2-c3 f6-g5" (captures
// with ':').
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/named_openings.h"
#include "draughts/board.h"

namespace ply::draughts {

using Opening = NamedOpening<Position, Move>;

// The openings of the file's text (parse_named_openings).
std::optional<std::vector<Opening>> parse_openings(std::string_view text,
                                                   std::string* error = nullptr);

// The openings `ply match` plays from: the last file load_openings (draughts/data_files.h)
// accepted, else the one compiled in, parsed once.
const std::vector<Opening>& standard_openings();

}  // namespace ply::draughts
