// Russian draughts rules on bitboards: the position, the move, legal move generation and play.
// Captures follow docs/draughts-rules.md §3: compulsory, free choice among them (no majority rule),
// completed to the end, men capture backwards, flying kings land where the capture goes on if any
// landing square allows it, captured pieces stay on the board until the move ends (Turkish strike:
// never jumped twice, they block), and a man reaching the last rank mid-capture goes on at once as
// a king.
#pragma once

#include "core/game.h"
#include "draughts/bitboard.h"

namespace ply::draughts {

enum Color : u8 { WHITE, BLACK };
constexpr Color operator~(Color c) { return Color(c ^ 1); }

struct Position {
  Bitboard white = 0;  // white men and kings
  Bitboard black = 0;  // black men and kings
  Bitboard kings = 0;  // the kings of both sides
  Color side = WHITE;  // to move
  // Counters of the FMJD-64 draw rules (draw.h), in plies, saturating at 255.
  u8 king_plies = 0;     // in a row with only king moves and no capture (7.2.5)
  u8 balance_plies = 0;  // since the last capture or promotion (7.2.4, 7.2.6-7.2.8)

  Bitboard pieces(Color c) const { return c == WHITE ? white : black; }
  Bitboard occupied() const { return white | black; }
  Bitboard empty() const { return DARK & ~(white | black); }
  // Same pieces on the same squares and the same side to move: what repetition compares.
  bool same_placement(const Position& o) const {
    return white == o.white && black == o.black && kings == o.kings && side == o.side;
  }
  bool operator==(const Position&) const = default;
};

// White men on ranks 1-3, black men on ranks 6-8, White to move.
constexpr Position start_position() {
  return {DARK & 0xffffffULL, DARK & (0xffffffULL << 40), 0, WHITE, 0, 0};
}

// The rank where a man of colour c becomes a king.
constexpr Bitboard promotion_rank(Color c) { return c == WHITE ? RANK_8 : RANK_1; }

// A move is its result, not its path: the start and end squares, the pieces it takes and whether
// the man is crowned. Capture paths with the same result (a ring taken either way round, a king
// stopping on different squares between two captures on one line) are one move, as in the perft
// tables; notation.h recovers a path when a move is written. 16 bytes, copied freely.
struct Move {
  Bitboard captured = 0;
  u8 from = 0;
  u8 to = 0;  // may equal `from`: a ring capture ends where it began
  bool promotes = false;

  bool is_capture() const { return captured != 0; }
  bool operator==(const Move&) const = default;
};

// Far more than any real position offers; a list that would overflow drops the excess (only
// constructed positions full of kings could get near it).
constexpr int MAX_MOVES = 192;
using MoveList = ply::MoveList<Move, MAX_MOVES>;

// All legal moves: the captures if there is any, otherwise the quiet moves. Empty: the side to move
// has lost (no pieces, or all blocked). Draw rules are not applied here (see draw.h).
void generate_moves(const Position& pos, MoveList& list);

// The side to move has a capture (so must capture).
bool has_capture(const Position& pos);

// The number of legal moves (perft's last ply), without building the quiet-move list.
int count_moves(const Position& pos);

// Plays a legal move (copy-make); updates the draw-rule counters.
inline Position play(const Position& pos, const Move& m) {
  Position next = pos;
  const Bitboard from_to = bit(m.from) ^ bit(m.to);  // 0 for a ring capture
  const bool king = pos.kings & bit(m.from);
  if (pos.side == WHITE) {
    next.white ^= from_to;
    next.black &= ~m.captured;
  } else {
    next.black ^= from_to;
    next.white &= ~m.captured;
  }
  next.kings &= ~m.captured;
  if (king)
    next.kings ^= from_to;
  else if (m.promotes)
    next.kings |= bit(m.to);
  next.side = ~pos.side;
  next.king_plies = king && !m.captured ? u8(pos.king_plies + (pos.king_plies < 255)) : 0;
  next.balance_plies =
      m.captured || m.promotes ? 0 : u8(pos.balance_plies + (pos.balance_plies < 255));
  return next;
}

}  // namespace ply::draughts
