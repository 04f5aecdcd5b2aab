#include "draughts/board.h"

namespace ply::draughts {

namespace {

// Direction of a man's quiet steps.
constexpr Direction FORWARD[2][2] = {{NORTH_EAST, NORTH_WEST}, {SOUTH_EAST, SOUTH_WEST}};
constexpr int STEP[4] = {9, 7, -7, -9};

// Depth-first search of every capture sequence of one piece. During the move the piece's start
// square is empty and the pieces it has taken stay where they are (Turkish strike), so `empty` is
// fixed for the whole search and a captured piece is both unjumpable and blocking.
class CaptureSearch {
 public:
  CaptureSearch(const Position& pos, int from, MoveList& list)
      : list_(list),
        first_(list.size()),
        enemies_(pos.pieces(~pos.side)),
        empty_(pos.empty() | bit(from)),
        promotion_(promotion_rank(pos.side)),
        from_(u8(from)) {}

  void man(int sq, Bitboard captured) {
    for (const Direction d : DIRECTIONS) {
      const int over = NEXT[d][sq];
      if (!(enemies_ & ~captured & square_bb(over))) continue;  // off the board: 0
      const int land = NEXT[d][over];
      if (!(empty_ & square_bb(land))) continue;
      const Bitboard taken = captured | square_bb(over);
      if (square_bb(land) & promotion_) {
        // Crowned in mid-capture: the rest of the move is a king's.
        if (!king(land, taken, true)) add(land, taken, true);
      } else if (!man_can_capture(land, taken)) {
        add(land, taken, false);
      } else {
        man(land, taken);
      }
    }
  }

  // Searches on from a king on sq; false if it cannot capture from there.
  bool king(int sq, Bitboard captured, bool promoted) {
    bool any = false;
    for (const Direction d : DIRECTIONS) {
      int over = NEXT[d][sq];
      while (empty_ & square_bb(over)) over = NEXT[d][over];
      if (!(enemies_ & ~captured & square_bb(over))) continue;
      int land = NEXT[d][over];
      if (!(empty_ & square_bb(land))) continue;
      any = true;
      const Bitboard taken = captured | square_bb(over);
      // Landing obligation: where some landing square lets the capture go on, stop only there.
      int landings[7];
      int count = 0;
      bool goes_on = false;
      for (; empty_ & square_bb(land); land = NEXT[d][land]) {
        landings[count++] = land;
        goes_on = goes_on || king_can_capture(land, taken);
      }
      for (int i = 0; i < count; ++i) {
        if (!goes_on)
          add(landings[i], taken, promoted);
        else if (king_can_capture(landings[i], taken))
          king(landings[i], taken, promoted);
      }
    }
    return any;
  }

 private:
  bool man_can_capture(int sq, Bitboard captured) const {
    for (const Direction d : DIRECTIONS) {
      const int over = NEXT[d][sq];
      if ((enemies_ & ~captured & square_bb(over)) && (empty_ & square_bb(NEXT[d][over])))
        return true;
    }
    return false;
  }

  bool king_can_capture(int sq, Bitboard captured) const {
    for (const Direction d : DIRECTIONS) {
      int over = NEXT[d][sq];
      while (empty_ & square_bb(over)) over = NEXT[d][over];
      if ((enemies_ & ~captured & square_bb(over)) && (empty_ & square_bb(NEXT[d][over])))
        return true;
    }
    return false;
  }

  // Paths with the same result are one move: keep the first.
  void add(int to, Bitboard captured, bool promotes) {
    const Move m{captured, from_, u8(to), promotes};
    for (int i = first_; i < list_.size(); ++i)
      if (list_[i] == m) return;
    if (list_.size() < MAX_MOVES) list_.push(m);
  }

  MoveList& list_;
  const int first_;
  const Bitboard enemies_;
  const Bitboard empty_;
  const Bitboard promotion_;
  const u8 from_;
};

void generate_captures(const Position& pos, MoveList& list) {
  const Bitboard own = pos.pieces(pos.side);
  for (Bitboard men = own & ~pos.kings; men; men &= men - 1) {
    const int sq = first_square(men);
    CaptureSearch(pos, sq, list).man(sq, 0);
  }
  for (Bitboard kings = own & pos.kings; kings; kings &= kings - 1) {
    const int sq = first_square(kings);
    CaptureSearch(pos, sq, list).king(sq, 0, false);
  }
}

// Squares a man of the side to move can step to in direction d.
Bitboard man_steps(const Position& pos, Direction d) {
  return shift(pos.pieces(pos.side) & ~pos.kings, d) & pos.empty();
}

void generate_quiet(const Position& pos, MoveList& list) {
  const Bitboard empty = pos.empty();
  const Bitboard promotion = promotion_rank(pos.side);
  for (const Direction d : FORWARD[pos.side]) {
    for (Bitboard to = man_steps(pos, d); to; to &= to - 1) {
      const int sq = first_square(to);
      list.push(Move{0, u8(sq - STEP[d]), u8(sq), bool(bit(sq) & promotion)});
    }
  }
  for (Bitboard kings = pos.pieces(pos.side) & pos.kings; kings; kings &= kings - 1) {
    const int from = first_square(kings);
    for (const Direction d : DIRECTIONS)
      for (int to = NEXT[d][from]; empty & square_bb(to); to = NEXT[d][to])
        if (list.size() < MAX_MOVES) list.push(Move{0, u8(from), u8(to), false});
  }
}

// Squares reached by sliding from `from` in direction d over empty squares (not `from` itself).
Bitboard slide(Bitboard from, Bitboard empty, Direction d) {
  Bitboard reach = shift(from, d) & empty;
  for (int i = 0; i < 6; ++i) reach |= shift(reach, d) & empty;
  return reach;
}

}  // namespace

bool has_capture(const Position& pos) {
  const Bitboard own = pos.pieces(pos.side);
  const Bitboard enemies = pos.pieces(~pos.side);
  const Bitboard empty = pos.empty();
  const Bitboard men = own & ~pos.kings;
  const Bitboard kings = own & pos.kings;
  for (const Direction d : DIRECTIONS) {
    const Bitboard from = men | (kings ? kings | slide(kings, empty, d) : 0);
    if (shift(shift(from, d) & enemies, d) & empty) return true;
  }
  return false;
}

void generate_moves(const Position& pos, MoveList& list) {
  if (has_capture(pos))
    generate_captures(pos, list);
  else
    generate_quiet(pos, list);
}

int count_moves(const Position& pos) {
  if (has_capture(pos)) {
    MoveList list;
    generate_captures(pos, list);
    return list.size();
  }
  int count = 0;
  for (const Direction d : FORWARD[pos.side]) count += popcount(man_steps(pos, d));
  const Bitboard empty = pos.empty();
  for (Bitboard kings = pos.pieces(pos.side) & pos.kings; kings; kings &= kings - 1)
    for (const Direction d : DIRECTIONS)
      count += popcount(slide(bit(first_square(kings)), empty, d));
  return count;
}

}  // namespace ply::draughts
