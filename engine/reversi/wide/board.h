// Reversi's rules on the wide boards, 10x10 and 12x12 (wide_bits.h), from the side to move's point
// of view as on 8x8 (board.h): the same fields, the same blocked squares (the black hole, and
// around a 10x10 board the 12x12 board's outer ring), the same scoring. Runs of opponent discs are
// up to ten long here, and a shift costs three words, so this is the general path; 8x8 keeps its
// own fast one.
#pragma once

#include "reversi/wide/bits.h"

namespace ply::reversi {

constexpr int WIDE_PASS = WIDE_SQUARES;  // 144: the move that is no square
constexpr int WIDE_MAX_MOVES = WIDE_SQUARES;

struct WidePosition {
  WideBits player;    // discs of the side to move
  WideBits opponent;  // discs of the other side
  bool black_to_move = true;
  bool anti = false;
  u8 size = 12;      // 12, or 10 (the middle of the 12x12 board, inside the blocked ring)
  WideBits blocked;  // the black hole, and the ring around a 10x10 board

  WideBits black() const { return black_to_move ? player : opponent; }
  WideBits white() const { return black_to_move ? opponent : player; }
  WideBits empties() const { return ~(player | opponent | blocked); }
  int empty_count() const { return WIDE_SQUARES - popcount(player | opponent | blocked); }
  bool operator==(const WidePosition&) const = default;
};

namespace wide {

constexpr int square(int row, int col) { return row * WIDE_SIDE + col; }

constexpr WideBits column(int col) {
  WideBits b;
  for (int row = 0; row < WIDE_SIDE; ++row) b |= wide_bit(square(row, col));
  return b;
}
constexpr WideBits NOT_FIRST_COLUMN = ~column(0);
constexpr WideBits NOT_LAST_COLUMN = ~column(WIDE_SIDE - 1);

// The 12x12 board's outer ring: blocked around a 10x10 board.
constexpr WideBits ring() {
  WideBits b = column(0) | column(WIDE_SIDE - 1);
  for (int col = 0; col < WIDE_SIDE; ++col)
    b |= wide_bit(square(0, col)) | wide_bit(square(WIDE_SIDE - 1, col));
  return b;
}
constexpr WideBits RING = ring();

// The eight directions: (row, column) steps, and the shift that moves a whole set one step.
constexpr int STEPS[8][2] = {{0, 1}, {0, -1}, {1, 0}, {-1, 0}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

template <int D>
constexpr WideBits shift(const WideBits& b) {
  if constexpr (D == 0) return b.up(1) & NOT_FIRST_COLUMN;
  if constexpr (D == 1) return b.down(1) & NOT_LAST_COLUMN;
  if constexpr (D == 2) return b.up(WIDE_SIDE);
  if constexpr (D == 3) return b.down(WIDE_SIDE);
  if constexpr (D == 4) return b.up(WIDE_SIDE + 1) & NOT_FIRST_COLUMN;
  if constexpr (D == 5) return b.up(WIDE_SIDE - 1) & NOT_LAST_COLUMN;
  if constexpr (D == 6) return b.down(WIDE_SIDE - 1) & NOT_FIRST_COLUMN;
  if constexpr (D == 7) return b.down(WIDE_SIDE + 1) & NOT_LAST_COLUMN;
}

// Empty squares at the far end of a run of opponent discs that starts next to a player disc.
template <int D>
inline WideBits moves_in_direction(const WideBits& player, const WideBits& opponent) {
  WideBits run = shift<D>(player) & opponent;
  for (int i = 0; i < WIDE_SIDE - 3; ++i)
    run |= shift<D>(run) & opponent;  // a run is at most 10 long
  return shift<D>(run);
}

inline WideBits neighbours(const WideBits& b) {
  return shift<0>(b) | shift<1>(b) | shift<2>(b) | shift<3>(b) | shift<4>(b) | shift<5>(b) |
         shift<6>(b) | shift<7>(b);
}

}  // namespace wide

// The discs a disc played on `sq` turns over; 0 means the move is illegal (for an empty square). A
// blocked square is no disc of either side, so it closes no run.
inline WideBits flips(int sq, const WideBits& player, const WideBits& opponent) {
  WideBits flipped;
  const int row = sq / WIDE_SIDE, col = sq % WIDE_SIDE;
  for (const auto& step : wide::STEPS) {
    WideBits run;
    int r = row + step[0], c = col + step[1];
    for (; r >= 0 && r < WIDE_SIDE && c >= 0 && c < WIDE_SIDE && opponent.has(wide::square(r, c));
         r += step[0], c += step[1])
      run |= wide_bit(wide::square(r, c));
    if (r >= 0 && r < WIDE_SIDE && c >= 0 && c < WIDE_SIDE && player.has(wide::square(r, c)))
      flipped |= run;
  }
  return flipped;
}

inline WideBits legal_moves(const WideBits& player, const WideBits& opponent) {
  using namespace wide;
  const WideBits moves =
      moves_in_direction<0>(player, opponent) | moves_in_direction<1>(player, opponent) |
      moves_in_direction<2>(player, opponent) | moves_in_direction<3>(player, opponent) |
      moves_in_direction<4>(player, opponent) | moves_in_direction<5>(player, opponent) |
      moves_in_direction<6>(player, opponent) | moves_in_direction<7>(player, opponent);
  return moves & ~(player | opponent);
}

inline WideBits legal_moves(const WidePosition& pos) {
  return legal_moves(pos.player, pos.opponent) & ~pos.blocked;
}
inline WideBits opponent_moves(const WidePosition& pos) {
  return legal_moves(pos.opponent, pos.player) & ~pos.blocked;
}
constexpr int pass_move(const WidePosition&) { return WIDE_PASS; }
inline bool is_over(const WidePosition& pos) { return !legal_moves(pos) && !opponent_moves(pos); }
inline bool must_pass(const WidePosition& pos) { return !legal_moves(pos) && opponent_moves(pos); }

// Plays a legal move (or WIDE_PASS); the caller has checked legality.
inline WidePosition play(const WidePosition& pos, int sq) {
  if (sq == WIDE_PASS)
    return {pos.opponent, pos.player, !pos.black_to_move, pos.anti, pos.size, pos.blocked};
  const WideBits flipped = flips(sq, pos.player, pos.opponent);
  return {pos.opponent ^ flipped,
          pos.player | flipped | wide_bit(sq),
          !pos.black_to_move,
          pos.anti,
          pos.size,
          pos.blocked};
}

// The final score for the side to move: the disc difference (the other way round in anti-reversi),
// the empty squares going to the winner; blocked squares go to no one.
inline int final_score(const WidePosition& pos) {
  const int diff = pos.anti ? popcount(pos.opponent) - popcount(pos.player)
                            : popcount(pos.player) - popcount(pos.opponent);
  const int empties = pos.empty_count();
  return diff > 0 ? diff + empties : diff < 0 ? diff - empties : 0;
}

}  // namespace ply::reversi
