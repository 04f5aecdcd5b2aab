// The opening book's tree while it is built: every position valued so far by a leaf search (each
// stored as its least image, book.h: canonical), from which the tree, its negamaxed values and the
// positions to expand next all follow. A position is expanded once all its children are valued; its
// value is then its best child's, negated, else its own search's.
#pragma once

#include <map>
#include <string>
#include <utility>
#include <vector>

#include "reversi/book.h"

namespace ply::reversi::book {

using Key = std::pair<Bitboard, Bitboard>;  // (player, opponent) of the least image

Key key_of(Bitboard player, Bitboard opponent);
Key start_key();

// The least images of the positions after each legal move of `key` (in increasing squares); none
// when the side to move must pass or the game is over (the book does not go through passes).
std::vector<std::pair<int, Key>> children(const Key& key);

struct Growth {
  int plies = 12;  // positions this many plies from the start or deeper are never expanded
  int margin = 4;  // discs: a move is followed when it is within this of its position's best
  int batch = 16;  // positions expanded a round
};

class Tree {
 public:
  // Values in hundredths of a disc for the side to move in the position.
  std::map<Key, int> valued;

  bool expanded(const Key& key) const;
  // The negamaxed value of a valued or expanded position (memoised until the next change).
  int value(const Key& key);
  // The positions to expand next, best-first: those reached from the start through moves each
  // within the margin of its position's best (both sides), up to `plies`, not yet expanded and with
  // a move; ordered by the discs given up on the way, then the plies, then the position. At most
  // growth.batch.
  std::vector<Key> to_expand(const Growth& growth);
  // The children of `keys` not yet valued, each once, in increasing order.
  std::vector<Key> unvalued_children(const std::vector<Key>& keys) const;
  void add(const Key& key, int value);
  // Every expanded position reachable from the start through expanded positions, with its moves'
  // values.
  Book book(std::uint16_t depth);

 private:
  // children(key), kept: each round walks the tree again.
  const std::vector<std::pair<int, Key>>& next(const Key& key) const;
  std::map<Key, int> memo_;
  mutable std::map<Key, std::vector<std::pair<int, Key>>> next_;
};

}  // namespace ply::reversi::book
