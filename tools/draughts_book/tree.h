// The opening book's tree while it is built: the positions it expands (the standard openings' and
// the engine's best continuations from each), the leaf searches' values of their children, and the
// values negamaxed through the tree. Positions are kept with their draw counters zero, as the book
// stores them.
#pragma once

#include <functional>
#include <map>
#include <set>
#include <vector>

#include "draughts/book.h"
#include "draughts/openings.h"

namespace ply::draughts::book_tool {

struct ByBookOrder {
  bool operator()(const Position& a, const Position& b) const { return book_order(a, b); }
};

// The position as the book keys it: counters zero.
Position book_key(Position pos);

// Values in hundredths of a man for the side to move, clamped to the book's range.
using LeafSearch = std::function<int(const Position&)>;

class Tree {
 public:
  // Leaf values known already (a resumed run's), and the search that values the others; `searched`
  // is told of each new one (the work file appends it).
  Tree(std::map<Position, int, ByBookOrder> leaves, LeafSearch search,
       std::function<void(const Position&, int)> searched);

  // Expands every position of each opening (before each move, and the position after the last),
  // then follows the best move from each opening's last position `extend` plies on, expanding each
  // position.
  void grow(const std::vector<Opening>& openings, int extend);

  // The negamaxed value of a position: its best child's, negated, where it is expanded, else its
  // leaf value.
  int value(const Position& pos);
  // Every expanded position with its moves' values, in the book's order.
  Book book(std::uint16_t depth);
  std::size_t expanded() const { return expanded_.size(); }
  std::size_t leaves() const { return leaves_.size(); }

 private:
  void expand(const Position& pos);
  std::map<Position, int, ByBookOrder> leaves_;
  std::set<Position, ByBookOrder> expanded_;
  std::map<Position, int, ByBookOrder> memo_;
  LeafSearch search_;
  std::function<void(const Position&, int)> searched_;
};

}  // namespace ply::draughts::book_tool
