// Forsyth-Edwards Notation, all six fields, and moves in UCI's long algebraic form (e2e4, e7e8q, e1g1).
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "position.h"

namespace ply::chess {

constexpr std::string_view START_FEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

// A legal position from its FEN, or why it is not one. The en-passant field is kept only when an
// en-passant capture is legal (FIDE counts the right only then).
std::optional<Position> parse_fen(std::string_view fen, std::string* error);
std::string to_fen(const Position& pos);

std::string square_name(Square s);
std::string uci_move(Move m);
// The legal move a UCI text names in `pos`, or why it names none.
std::optional<Move> parse_uci_move(const Position& pos, std::string_view text, std::string* error);

}  // namespace ply::chess
