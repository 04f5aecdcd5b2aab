// How a game of Russian draughts ends: no legal move (or no pieces) loses; threefold repetition and
// the FMJD-64 draw rules (docs/draughts-rules.md §4, numbered as there) draw.
//
// Reading of "move" in the draw rules: one move = a move of each player, two plies. "N moves" is
// therefore 2N plies, counted from the position where the rule's condition began (the last capture
// or promotion for the balance-of-forces rules, the last man move or capture for 7.2.5); the game
// is drawn in the position after the 2N-th such ply. So:
//   7.2.4 three or more kings (and nothing else) against a lone king: 30 plies without a capture.
//   7.2.5 only king moves, no man moved and nothing captured: 30 plies.
//   7.2.6 both sides have kings, 4-5 pieces on the board: 60 plies with no capture or promotion;
//         6-7 pieces: 120 plies.
//   7.2.7 three pieces (at least one a king: 3 kings, 2 kings + man, king + 2 men) against a lone
//   king
//         that stands on the long diagonal a1-h8: 10 plies. "Has not reached a winning position" is
//         read as "has not captured the lone king" (as lidraughts does); the lone king must hold
//         the long diagonal, alone on it (as lidraughts reads "standing on"), in the position where
//         the count completes. A lone king driven onto a diagonal the strong side holds is about to
//         be taken: Petrov's triangle ends that way, and it wins.
//   7.2.8 one or two pieces with at least one king (king, 2 kings, king + man) against a lone king:
//         10 plies.
// Draw by agreement is the players' business (the page offers it); it is not a position property.
#pragma once

#include <span>

#include "draughts/board.h"

namespace ply::draughts {

// The rules' counts in plies (two a move).
constexpr int FEW_PIECES_PLIES = 10;           // 7.2.8
constexpr int LONG_DIAGONAL_PLIES = 10;        // 7.2.7
constexpr int THREE_KINGS_PLIES = 30;          // 7.2.4
constexpr int KINGS_ONLY_PLIES = 30;           // 7.2.5
constexpr int FEW_KINGS_BALANCE_PLIES = 60;    // 7.2.6, 4-5 pieces
constexpr int MANY_KINGS_BALANCE_PLIES = 120;  // 7.2.6, 6-7 pieces

enum class DrawRule : u8 {
  NONE,
  THREE_KINGS_VS_KING,    // 7.2.4
  KINGS_ONLY_MOVES,       // 7.2.5
  UNCHANGED_BALANCE,      // 7.2.6
  LONG_DIAGONAL_VS_KING,  // 7.2.7
  FEW_PIECES_VS_KING,     // 7.2.8
};

// The draw rule that ends the game in this position, if any (repetition aside: it needs the
// history).
DrawRule draw_rule(const Position& pos);

// Whether `king` (a lone king) is the only piece on the long diagonal: 7.2.7's "standing on" it.
bool holds_long_diagonal(const Position& pos, Bitboard king);

// Whether the material on the board is one a balance-of-forces rule (7.2.4, 7.2.6-7.2.8) names, so
// that balance_plies may end the game before the next capture or promotion (which reset it).
bool balance_rules_may_apply(const Position& pos);

// A one-line description of a rule ("7.2.5: 15 moves of kings only ...").
const char* draw_rule_text(DrawRule rule);

enum class Result : u8 { ONGOING, WHITE_WINS, BLACK_WINS, DRAW };
// NO_MOVES: the loser cannot move, blocked or without pieces (the side to move, or in a set-up
// position the side that has just moved and has no pieces left).
// NO_MOVES: the side to move cannot move (or has no pieces) and loses; NO_PIECES: the side not to
// move has none left (a set-up position): it has lost.
enum class EndReason : u8 { NONE, NO_MOVES, NO_PIECES, REPETITION, DRAW_RULE };

struct GameEnd {
  Result result = Result::ONGOING;
  EndReason reason = EndReason::NONE;
  DrawRule rule = DrawRule::NONE;
};

// The number of times the last position of `history` (the positions of a game in order, the current
// one last) has occurred with the same side to move, the current occurrence included. Only
// positions since the last man move or capture can repeat, so only those are compared.
int repetitions(std::span<const Position> history);

// Whether and how the game whose positions are `history` has ended.
GameEnd game_end(std::span<const Position> history);

}  // namespace ply::draughts
