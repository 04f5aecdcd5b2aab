// Why a move or a game's record was refused. The CLI prints `text`; the page says the same in its
// player's language from the other fields and never reads the text.
#pragma once

#include <string>
#include <string_view>

#include "types.h"

namespace ply {

enum class Reason : u8 {
  UNREADABLE,  // not a move (or a record) in the game's notation, or one that names no single move
  ILLEGAL,     // a move the rules do not allow here; `cause` may say which rule
  AFTER_END,   // a move after the game is over
  BAD_POSITION,  // a record's start position is refused
  OTHER_GAME,    // a record of another game or another form of this one
  EMPTY,         // no game in the text
};

// The reason's name at the wasm boundary: "unreadable", "illegal", "after-end", "bad-position",
// "other-game", "empty".
constexpr std::string_view reason_name(Reason reason) {
  switch (reason) {
    case Reason::UNREADABLE:
      return "unreadable";
    case Reason::ILLEGAL:
      return "illegal";
    case Reason::AFTER_END:
      return "after-end";
    case Reason::BAD_POSITION:
      return "bad-position";
    case Reason::OTHER_GAME:
      return "other-game";
    case Reason::EMPTY:
      return "empty";
  }
  return "unreadable";
}

struct Refusal {
  Reason reason = Reason::UNREADABLE;
  // The game's own word for why, '' for none: "taken" (an occupied point), "double-three",
  // "ambiguous", … Each game lists its causes beside its parse_move.
  std::string cause;
  // Where a record was refused: its move's number as the game counts them (chess and draughts by
  // pairs, Reversi and gomoku one by one), 0 for none; and the move as written, '' for none.
  int move_number = 0;
  std::string move;
  std::string text;  // the English sentence
};

// Stores the refusal for the caller, when it asked for one; returns false for `return refuse(…)`.
inline bool refuse(Refusal* refusal, Reason reason, std::string text, std::string_view move = {},
                   std::string_view cause = {}) {
  if (refusal) *refusal = {reason, std::string(cause), 0, std::string(move), std::move(text)};
  return false;
}

// A record's refusal of its move number `number`: the move's own refusal, its sentence after
// `where` ("move 12 (White): ").
inline bool refuse_move(Refusal* refusal, int number, std::string_view where, Refusal move) {
  if (!refusal) return false;
  move.move_number = number;
  move.text = std::string(where) + move.text;
  *refusal = std::move(move);
  return false;
}

}  // namespace ply
