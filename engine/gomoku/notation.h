// Gomoku's texts. A cell is its column letter (a, b, c, ... from the left, no letter skipped) and
// its row number (1 at the bottom): h8 is the centre of 15x15. A position is its size, its rule and
// its moves from the empty board: "15 freestyle: h8 i9 h9 i8"; "10 freestyle:" is the empty 10x10
// board.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "core/refusal.h"
#include "gomoku/board.h"

namespace ply::gomoku {

std::string cell_name(const Position& pos, Cell c);
std::string_view rule_name(Rule rule);

// A column letter and a row number (such as h8): the shape of a cell's name, on the board or not.
bool is_cell_shaped(std::string_view text);
// The cell a text names on this board, or why it names none ("not a cell"; "off the board", cause
// "off-board").
std::optional<Cell> parse_cell(const Position& pos, std::string_view text, Refusal* refusal);

// A move for the side to move: a cell on the board, empty (else ILLEGAL, cause "taken"), no foul
// under renju (cause "double-three", "double-four" or "overline"), in a game that goes on.
std::optional<Cell> parse_move(const Position& pos, std::string_view text, Refusal* refusal);

std::optional<Position> parse_position(std::string_view text, std::string* error);
std::string position_text(const Position& pos);

// The position of stones set on the board of `like` (its size and rule), `squares` one letter a
// cell
// ('X' Black, 'O' White, '-' empty) and `to_move` 0 for Black: the stones played in turn, Black's
// first, each of Black's where renju allows it then. Refused as BAD_POSITION with the cause "count"
// (Black must have as many stones as White with Black to move, one more with White to move),
// "five" (a line that already ended the game) or "foul" (under renju, no order places Black's
// stones without a foul).
std::optional<Position> setup_position(const Position& like, std::string_view squares, int to_move,
                                       Refusal* refusal);

// A game as text: Ply's position text, then the moves as one word ("h8i9h9i8"), the form many
// gomoku programs paste. parse_game reads either line (a bare move list is on 15x15, freestyle).
std::string game_text(const Position& pos);
std::optional<Position> parse_game(std::string_view text, Refusal* refusal);

}  // namespace ply::gomoku
