// Reversi games in the Generic Game Format of GGS, the form NBoard sends an engine ("set game
// <GGF>"):
//   (;GM[Othello]PC[NBoard]TY[8]BO[8 <64 squares> <side>]B[F5//1.2]W[PA]B[d3/-1.00/0.5];)
// BO gives the start: the squares a1..h8 row by row ('*' black, 'O' white, '-' empty; spaces
// between rows allowed) and the side to move. B[...] and W[...] are the moves, each a square or PA
// (a pass), with an optional evaluation and time after slashes. Other tags (players, date, clocks,
// result) are skipped.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "reversi/notation.h"

namespace ply::reversi {

// Every move is checked: played by the side to move, and legal. A pass the record leaves out (a
// move by the side that just moved, when the other had none) is put back. Returns the error as text
// otherwise: a board other than 8x8, a game other than Othello, an unclosed tag, an illegal move.
std::optional<Transcript> parse_ggf(std::string_view text, std::string* error = nullptr);

// The game as GGF, with every pass written: parse_ggf reads it back to the same game.
std::string to_ggf(const Transcript& game);

// A square in NBoard's notation ("F5", "PA" for a pass); nullopt for anything else. Case is
// ignored.
std::optional<int> parse_nboard_move(std::string_view text);
std::string nboard_move(int move);

}  // namespace ply::reversi
