// Reversi rules on bitboards. A position is kept from the side to move's point of view
// ({player, opponent}, as in Edax), so no rule has a colour branch; `black_to_move` only names them.
#pragma once

#include "bitboard.h"

namespace ply::reversi {

struct Position {
  Bitboard player = 0;    // discs of the side to move
  Bitboard opponent = 0;  // discs of the other side
  bool black_to_move = true;

  Bitboard black() const { return black_to_move ? player : opponent; }
  Bitboard white() const { return black_to_move ? opponent : player; }
  Bitboard empties() const { return ~(player | opponent); }
  int empty_count() const { return 64 - popcount(player | opponent); }
  bool operator==(const Position&) const = default;
};

// Every move is a different empty square, so no position, reachable or not, has more moves than
// there are squares (a pass comes only alone). Reachable games stay near 33, but any position the
// notation accepts can be searched or solved, so move arrays are sized by this bound.
constexpr int MAX_MOVES = SQUARE_COUNT;

// Black on d5 and e4, white on d4 and e5; Black moves first.
constexpr Position start_position() {
  constexpr Bitboard d4 = bit(3 * 8 + 3), e4 = bit(3 * 8 + 4), d5 = bit(4 * 8 + 3), e5 = bit(4 * 8 + 4);
  return {d5 | e4, d4 | e5, true};
}

namespace detail {
// Opponent discs running from `from` in direction D, if a disc of the player closes the run.
template <Direction D>
inline Bitboard flips_in_direction(Bitboard from, Bitboard player, Bitboard opponent) {
  Bitboard run = shift<D>(from) & opponent;
  run |= shift<D>(run) & opponent;
  run |= shift<D>(run) & opponent;
  run |= shift<D>(run) & opponent;
  run |= shift<D>(run) & opponent;
  run |= shift<D>(run) & opponent;
  return shift<D>(run) & player ? run : 0;
}

// Empty squares at the far end of a run of opponent discs that starts next to a player disc.
template <Direction D>
inline Bitboard moves_in_direction(Bitboard player, Bitboard opponent) {
  Bitboard run = shift<D>(player) & opponent;
  run |= shift<D>(run) & opponent;
  run |= shift<D>(run) & opponent;
  run |= shift<D>(run) & opponent;
  run |= shift<D>(run) & opponent;
  run |= shift<D>(run) & opponent;
  return shift<D>(run);
}
}  // namespace detail

// The discs a disc played on `sq` turns over; 0 means the move is illegal (for an empty square).
inline Bitboard flips(int sq, Bitboard player, Bitboard opponent) {
  using namespace detail;
  const Bitboard from = bit(sq);
  return flips_in_direction<EAST>(from, player, opponent) |
         flips_in_direction<WEST>(from, player, opponent) |
         flips_in_direction<SOUTH>(from, player, opponent) |
         flips_in_direction<NORTH>(from, player, opponent) |
         flips_in_direction<SOUTH_EAST>(from, player, opponent) |
         flips_in_direction<SOUTH_WEST>(from, player, opponent) |
         flips_in_direction<NORTH_EAST>(from, player, opponent) |
         flips_in_direction<NORTH_WEST>(from, player, opponent);
}

// Squares where the player can move.
inline Bitboard legal_moves(Bitboard player, Bitboard opponent) {
  using namespace detail;
  const Bitboard moves = moves_in_direction<EAST>(player, opponent) |
                         moves_in_direction<WEST>(player, opponent) |
                         moves_in_direction<SOUTH>(player, opponent) |
                         moves_in_direction<NORTH>(player, opponent) |
                         moves_in_direction<SOUTH_EAST>(player, opponent) |
                         moves_in_direction<SOUTH_WEST>(player, opponent) |
                         moves_in_direction<NORTH_EAST>(player, opponent) |
                         moves_in_direction<NORTH_WEST>(player, opponent);
  return moves & ~(player | opponent);
}

inline Bitboard legal_moves(const Position& pos) { return legal_moves(pos.player, pos.opponent); }

// Neither side can move.
inline bool is_over(const Position& pos) {
  return !legal_moves(pos.player, pos.opponent) && !legal_moves(pos.opponent, pos.player);
}

// The side to move has no move but its opponent has: its only move is to pass.
inline bool must_pass(const Position& pos) {
  return !legal_moves(pos.player, pos.opponent) && legal_moves(pos.opponent, pos.player);
}

// Plays a legal move (or PASS); the caller has checked legality.
inline Position play(const Position& pos, int sq) {
  if (sq == PASS) return {pos.opponent, pos.player, !pos.black_to_move};
  const Bitboard flipped = flips(sq, pos.player, pos.opponent);
  return {pos.opponent ^ flipped, pos.player | flipped | bit(sq), !pos.black_to_move};
}

// Final disc difference for the side to move, empty squares going to the winner (the rule of
// tournament play, and of the FFO scores).
inline int final_margin(Bitboard player, Bitboard opponent) {
  const int diff = popcount(player) - popcount(opponent);
  const int empties = 64 - popcount(player | opponent);
  return diff > 0 ? diff + empties : diff < 0 ? diff - empties : 0;
}

}  // namespace ply::reversi
