// Reversi rules on bitboards. A position is kept from the side to move's point of view
// ({player, opponent}, as in Edax), so no rule has a colour branch; `black_to_move` only names
// them. The original design's variants ride along: the black hole, a square no one can play that
// breaks lines; anti-reversi, where the fewest discs win; and the 6x6 board, the middle of this one
// with the outer ring blocked (a blocked square is an edge to every line), so the 8x8 code plays it
// at full speed.
#pragma once

#include <initializer_list>

#include "reversi/bitboard.h"

namespace ply::reversi {

struct Position {
  Bitboard player = 0;    // discs of the side to move
  Bitboard opponent = 0;  // discs of the other side
  bool black_to_move = true;
  // Anti-reversi: the fewest discs win (the final score is turned round; the moves are the same).
  bool anti = false;
  u8 size = 8;  // the board's side: 8, or 6 (the middle of the 8x8 board, inside the blocked ring)
  // The squares no disc can ever take: the black hole, and around a 6x6 board the 8x8 board's outer
  // ring. They are never played and hold no disc, so a run of discs stops there: no line of flips
  // crosses them. They are no empty squares either: they count for no one.
  Bitboard blocked = 0;

  Bitboard black() const { return black_to_move ? player : opponent; }
  Bitboard white() const { return black_to_move ? opponent : player; }
  Bitboard empties() const { return ~(player | opponent | blocked); }
  int empty_count() const { return 64 - popcount(player | opponent | blocked); }
  bool operator==(const Position&) const = default;
};

// Every move is a different empty square, so no position, reachable or not, has more moves than
// there are squares (a pass comes only alone). Reachable games stay near 33, but any position the
// notation accepts can be searched or solved, so move arrays are sized by this bound.
constexpr int MAX_MOVES = SQUARE_COUNT;

// Black on d5 and e4, white on d4 and e5; Black moves first.
// The 8x8 board's outer ring: blocked around a 6x6 board.
constexpr Bitboard RING = EDGES;
// The 6x6 board's corners: b2, g2, b7 and g7 of the 8x8 board.
constexpr Bitboard CORNERS_6X6 = bit(9) | bit(14) | bit(49) | bit(54);

constexpr Position start_position() {
  constexpr Bitboard d4 = bit(3 * 8 + 3), e4 = bit(3 * 8 + 4), d5 = bit(4 * 8 + 3),
                     e5 = bit(4 * 8 + 4);
  return {d5 | e4, d4 | e5, true};
}

namespace detail {
// From each square, the squares beyond it in each direction, up to the edge: four rays towards
// higher squares (east, south, south-east, south-west) and four towards lower ones.
struct Rays {
  Bitboard up[64][4];
  Bitboard down[64][4];
};

constexpr Rays make_rays() {
  Rays rays{};
  constexpr int STEPS[4][2] = {
      {0, 1}, {1, 0}, {1, 1}, {1, -1}};  // (row, column), towards higher squares
  for (int sq = 0; sq < 64; ++sq) {
    for (int d = 0; d < 4; ++d) {
      for (int sign : {1, -1}) {
        Bitboard ray = 0;
        int row = sq / 8 + sign * STEPS[d][0], col = sq % 8 + sign * STEPS[d][1];
        for (; row >= 0 && row < 8 && col >= 0 && col < 8;
             row += sign * STEPS[d][0], col += sign * STEPS[d][1])
          ray |= bit(row * 8 + col);
        (sign > 0 ? rays.up : rays.down)[sq][d] = ray;
      }
    }
  }
  return rays;
}

inline constexpr Rays RAYS = make_rays();

// The squares just beyond a run of `run` discs (the opponent's) that starts next to a player disc,
// along one line, both ways. After two steps the run doubles its step, as in Edax: a run of up to
// six in four steps.
template <int D>
inline Bitboard moves_along(Bitboard player, Bitboard run) {
  Bitboard up = run & (player << D), down = run & (player >> D);
  up |= run & (up << D);
  down |= run & (down >> D);
  const Bitboard pair_up = run & (run << D), pair_down = pair_up >> D;
  up |= pair_up & (up << (2 * D));
  down |= pair_down & (down >> (2 * D));
  up |= pair_up & (up << (2 * D));
  down |= pair_down & (down >> (2 * D));
  return (up << D) | (down >> D);
}
}  // namespace detail

// The discs a disc played on `sq` turns over; 0 means the move is illegal (for an empty square).
// Along each ray the first square that is not the opponent's decides: a player's disc there closes
// the run and everything before it turns over. One bit scan a ray beats stepping square by square.
inline Bitboard flips(int sq, Bitboard player, Bitboard opponent) {
  Bitboard flipped = 0;
  // No branch on whether a run closes: on random boards it is a coin toss the predictor loses.
  for (int d = 0; d < 4; ++d) {
    const Bitboard ray = detail::RAYS.up[sq][d];
    const Bitboard stop = ray & ~opponent;
    const Bitboard first = stop & (0 - stop);
    flipped |= (first - 1) & ray & (0 - Bitboard((first & player) != 0));
  }
  for (int d = 0; d < 4; ++d) {
    const Bitboard ray = detail::RAYS.down[sq][d];
    const Bitboard stop = ray & ~opponent;
    // With no stop the whole ray is the opponent's, so a1 (bit 0, the stand-in) is no player disc
    // on it.
    const Bitboard first = Bitboard(0x8000000000000000ULL) >> std::countl_zero(stop | 1);
    flipped |= ray & ~((first << 1) - 1) & (0 - Bitboard((first & player & ray) != 0));
  }
  return flipped;
}

// How many discs the player turns over on `sq`, the only empty square: every other square is the
// player's or the opponent's, so the first of the player's discs along a ray closes it.
inline int last_flip_count(int sq, Bitboard player) {
  int count = 0;
  for (int d = 0; d < 4; ++d) {
    const Bitboard ray = detail::RAYS.up[sq][d];
    const Bitboard mine = ray & player;
    count += popcount(((mine & (0 - mine)) - 1) & ray & -Bitboard(mine != 0));
  }
  for (int d = 0; d < 4; ++d) {
    const Bitboard ray = detail::RAYS.down[sq][d];
    const Bitboard mine = ray & player;
    const Bitboard first = Bitboard(0x8000000000000000ULL) >> std::countl_zero(mine | 1);
    count += popcount(ray & ~((first << 1) - 1) & (0 - Bitboard((first & mine) != 0)));
  }
  return count;
}

// Squares where the player can move (on a board with no black hole). A run along a row or a
// diagonal stops short of the first and last columns, so no shift wraps round an edge.
inline Bitboard legal_moves(Bitboard player, Bitboard opponent) {
  using detail::moves_along;
  const Bitboard inner = opponent & NOT_A_FILE & NOT_H_FILE;
  const Bitboard moves = moves_along<1>(player, inner) | moves_along<8>(player, opponent) |
                         moves_along<7>(player, inner) | moves_along<9>(player, inner);
  return moves & ~(player | opponent);
}

// A blocked square is never played; flips() needs nothing more, since it is no disc of the player's
// and so closes no run.
inline Bitboard legal_moves(const Position& pos) {
  return legal_moves(pos.player, pos.opponent) & ~pos.blocked;
}
inline Bitboard opponent_moves(const Position& pos) {
  return legal_moves(pos.opponent, pos.player) & ~pos.blocked;
}

// The move that passes (the generic code's name for it: the wide boards' is another square number).
constexpr int pass_move(const Position&) { return PASS; }

// Neither side can move.
inline bool is_over(const Position& pos) { return !legal_moves(pos) && !opponent_moves(pos); }

// The side to move has no move but its opponent has: its only move is to pass.
inline bool must_pass(const Position& pos) { return !legal_moves(pos) && opponent_moves(pos); }

// Plays a legal move (or PASS); the caller has checked legality.
inline Position play(const Position& pos, int sq) {
  if (sq == PASS)
    return {pos.opponent, pos.player, !pos.black_to_move, pos.anti, pos.size, pos.blocked};
  const Bitboard flipped = flips(sq, pos.player, pos.opponent);
  return {pos.opponent ^ flipped,
          pos.player | flipped | bit(sq),
          !pos.black_to_move,
          pos.anti,
          pos.size,
          pos.blocked};
}

// Final disc difference for the side to move, empty squares going to the winner (the rule of
// tournament play, and of the FFO scores).
inline int final_margin(Bitboard player, Bitboard opponent) {
  const int diff = popcount(player) - popcount(opponent);
  const int empties = 64 - popcount(player | opponent);
  return diff > 0 ? diff + empties : diff < 0 ? diff - empties : 0;
}

// The final score for the side to move under the position's rules: the disc difference (the fewer
// discs ahead in anti-reversi), the empty squares going to the winner; blocked squares go to no
// one.
inline int final_score(Bitboard player, Bitboard opponent, Bitboard blocked, bool anti) {
  const int diff =
      anti ? popcount(opponent) - popcount(player) : popcount(player) - popcount(opponent);
  const int empties = 64 - popcount(player | opponent | blocked);
  return diff > 0 ? diff + empties : diff < 0 ? diff - empties : 0;
}

inline int final_score(const Position& pos) {
  return final_score(pos.player, pos.opponent, pos.blocked, pos.anti);
}

}  // namespace ply::reversi
