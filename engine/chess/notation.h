// Reading and writing chess positions and moves: Forsyth-Edwards Notation (all six fields), moves
// in UCI's long algebraic form (e2e4, e7e8q, e1g1), and Standard Algebraic Notation (Nbd7, R1e2,
// Qh4e1, exd6, O-O-O, e8=Q+, Qxf7#, with the least disambiguation that makes a move unique).
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "chess/board.h"
#include "core/refusal.h"

namespace ply::chess {

constexpr std::string_view START_FEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

// A legal position from its FEN, or why it is not one. The en-passant field is kept only when an
// en-passant capture is legal (FIDE counts the right only then). A position the rules cannot play
// is refused as BAD_POSITION with its cause: "kings" (not one king a side), "pawn-rank" (a pawn on
// the first or last rank), "check" (the side not to move in check), "castling" (a right without its
// king and rook at home), "en-passant" (no double step behind the square); a text that is no FEN
// with none.
std::optional<Position> read_fen(std::string_view fen, Refusal* refusal);
std::optional<Position> parse_fen(std::string_view fen, std::string* error);
std::string to_fen(const Position& pos);

std::string square_name(Square s);
std::string uci_move(Move m);
// The legal move a UCI text names in `pos`, or why it names none.
std::optional<Move> parse_uci_move(const Position& pos, std::string_view text, Refusal* refusal);

std::string to_san(const Position& pos, Move m);

// The legal move a SAN text names in `pos`: it takes the check marks, annotation marks (!, ?) and
// the common variants (0-0, e8Q, e8(Q)) that PGN files in the wild use; an ambiguous or illegal
// move is refused saying which (an ambiguous one as UNREADABLE, cause "ambiguous").
std::optional<Move> parse_san(const Position& pos, std::string_view text, Refusal* refusal);

}  // namespace ply::chess
