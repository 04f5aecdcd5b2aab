// Standard Algebraic Notation: Nbd7, R1e2, Qh4e1, exd6, O-O-O, e8=Q+, Qxf7#, with the least
// disambiguation that makes a move unique.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "position.h"

namespace ply::chess {

std::string to_san(const Position& pos, Move m);

// The legal move a SAN text names in `pos`: it takes the check marks, annotation marks (!, ?) and the
// common variants (0-0, e8Q, e8(Q)) that PGN files in the wild use; an ambiguous or illegal move is an
// error that says which.
std::optional<Move> parse_san(const Position& pos, std::string_view text, std::string* error);

}  // namespace ply::chess
