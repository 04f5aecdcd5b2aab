// Reading and writing Reversi positions and moves.
// A position is 64 characters for a1..h8, row 1 first ('X' black, 'O' white, '-' empty), a space
// and the side to move ('X' or 'O'): the form of the FFO .obf files; a 6x6 board is 36 characters,
// a1..f6. A variant's words (variant.h) may lead, with a colon: "anti: <64 squares> X"; the black
// hole is the square written '#'. The words and a colon alone ("6x6 parallel anti:") are the
// variant's start. A move is a square ('d3') or "pass".
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/refusal.h"
#include "reversi/board.h"
#include "reversi/wide/board.h"

namespace ply::reversi {

// Accepts the position form above; lower-case letters, '*' for black and '.' for empty too.
// Returns the error as text for anything else.
std::optional<Position> parse_position(std::string_view text, std::string* error = nullptr);
std::string to_string(const Position& pos);
// The same on the wide boards, 10x10 ("10x10: " then 100 squares a1..j10 and the side to move) and
// 12x12 (144 squares, a1..l12); the text written always starts with the size.
std::optional<WidePosition> parse_wide_position(std::string_view text,
                                                std::string* error = nullptr);
std::string to_string(const WidePosition& pos);
// The board size a position's text is on: its words' size, else its squares' count (8 for anything
// else, which parse_position then explains).
int board_size(std::string_view text);

// One character per square, a1 first: 'X', 'O', '-' or '#' (the black hole).
std::string squares_string(const Position& pos);
std::string squares_string(const WidePosition& pos);

// "d3" → its square, "pass" → PASS; nullopt for anything else. Legality is not checked here. On a
// 6x6 board (`size` 6) the squares a1..f6 are the 8x8 board's b2..g7. On the wide boards (`size` 10
// or 12) the square is the 12x12 board's (a 10x10 board's a1 is its b2) and a pass is WIDE_PASS.
std::optional<int> parse_move(std::string_view text, int size = 8);
std::string move_to_string(int move, int size = 8);
// The move's square as squares_string indexes it (row * size + column: a1 0, b1 1); -1 for a pass.
int board_index(int move, int size = 8);

// A game as text: the moves in order, separated by spaces ("d3 c5 f6 pass …") or run together
// ("d3c5f6"), preceded by the start position when it is not the usual one.
struct Transcript {
  Position start = start_position();
  std::vector<int> moves;
};

std::string to_string(const Transcript& game);
// Checks every move's legality; the refusal names the first bad one (or the start position).
std::optional<Transcript> parse_transcript(std::string_view text, Refusal* refusal = nullptr);

// A game on a wide board: its start position always leads, on its own line.
struct WideTranscript {
  WidePosition start;
  std::vector<int> moves;
};
std::string to_string(const WideTranscript& game);
std::optional<WideTranscript> parse_wide_transcript(std::string_view text,
                                                    Refusal* refusal = nullptr);

}  // namespace ply::reversi
