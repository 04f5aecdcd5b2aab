// Reading and writing Russian draughts positions and moves.
//
// Squares: algebraic a1..h8 (a1 bottom-left from White's side, dark), or the PDN numbers 1..32
// (1 = b8, 4 = h8, 5 = a7, ... 29 = a1, 32 = g1), which input also accepts.
// Positions: PDN FEN, "W:Wa1,c1,Ke5:Bb8,d8" — the side to move, then each side's pieces, 'K' before
// a king. Input also takes numeric squares and ranges ("W:W21-32:B1-12"), either side's list first,
// and lidraughts' trailing ":H0:F1" fields (ignored). Output is algebraic, pieces in square order
// a1..h8. Moves: "c3-d4" for a quiet move, "c3:e5" for a capture, "c3:e5:c7" when the landing
// squares are needed to tell two captures apart. Input also takes 'x' for ':' and numeric squares
// ("22-18").
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/refusal.h"
#include "draughts/board.h"

namespace ply::draughts {

std::string square_name(int sq);
// An algebraic dark square ("c3") or a PDN number ("22"); nullopt for anything else.
std::optional<int> parse_square(std::string_view text);

// A position from its PDN FEN, or why it is none: BAD_POSITION, with a cause where the rules cannot
// play the pieces as placed (placement_allowed). parse_fen gives the error as one line of text.
std::optional<Position> read_fen(std::string_view text, Refusal* refusal);
std::optional<Position> parse_fen(std::string_view text, std::string* error = nullptr);
// Whether a game can be played from these pieces, or why not, as BAD_POSITION with its cause:
// "too-many" (more than 12 a side), "crowning-row" (a man on the row that crowns it).
bool placement_allowed(const Position& pos, Refusal* refusal);
std::string to_fen(const Position& pos);

// One character per square, index rank * 8 + file (a1 first, h8 last): 'w' white man, 'W' white
// king, 'b' black man, 'B' black king, '-' empty or light square.
std::string squares_string(const Position& pos);

// Every way of playing a legal capture: the landing squares after each jump, the last being m.to.
// Several paths share one move when they take the same pieces (a ring taken either way round).
std::vector<std::vector<int>> capture_paths(const Position& pos, const Move& m);

// The squares the piece stops on, its own first: [c3, e5, c7] (a capture's first path); [c3, d4].
std::vector<int> move_path(const Position& pos, const Move& m);

// The move in the shortest form that tells it from every other legal move ("c3:e5", "c3:e5:c7").
std::string move_to_string(const Position& pos, const Move& m);
// The move with every landing square of its (first) path: "c3:e5:c7". Quiet moves as "c3-d4".
std::string move_to_path_string(const Position& pos, const Move& m);
// Without the position: "c3-d4" or "c3:c7" (start and end only), for logs.
std::string move_to_string(const Move& m);

// The legal move the text names; on failure nullopt and a one-line reason: illegal (cause
// "capture-compulsory" when a capture was due), after the end (no legal move), unreadable
// (malformed, or ambiguous, cause "ambiguous", with the forms that would tell the moves apart).
std::optional<Move> parse_move(const Position& pos, std::string_view text,
                               Refusal* refusal = nullptr);

}  // namespace ply::draughts
