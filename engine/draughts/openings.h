// The standard Russian openings (engine/draughts/book/openings.tsv): each with its names in English
// and Russian and the moves that define it from the start, as the literature gives them (the file
// names a source for each). The opening book is built from their positions (tools/draughts_book),
// `ply match` plays from them, and the page names a game's opening from the same file.
//
// The file: one opening a line, tab-separated: the moves ("c3-d4 d6-c5 b2-c3 f6-g5", captures with
// ':'), the English name, the Russian name, the source; '#' starts a comment line.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "draughts/board.h"

namespace ply::draughts {

struct Opening {
  std::string name_en, name_ru;
  std::vector<Move> moves;  // from the start
  Position tabiya;          // the position after them
};

// The openings of the file's text, in its order, or none and why (a line without its four fields, a
// move that is not legal where it stands, an opening listed twice).
std::optional<std::vector<Opening>> parse_openings(std::string_view text,
                                                   std::string* error = nullptr);

// The openings `ply match` plays from: the last file load_openings (draughts/data_files.h)
// accepted, else the one compiled in, parsed once; none in the page's module, which reads the file
// itself.
const std::vector<Opening>& standard_openings();

}  // namespace ply::draughts
