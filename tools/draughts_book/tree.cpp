#include "tree.h"

#include <algorithm>

namespace ply::draughts::book_tool {

Position book_key(Position pos) {
  pos.king_plies = pos.balance_plies = 0;
  return pos;
}

Tree::Tree(std::map<Position, int, ByBookOrder> leaves, LeafSearch search,
           std::function<void(const Position&, int)> searched)
    : leaves_(std::move(leaves)), search_(std::move(search)), searched_(std::move(searched)) {}

void Tree::expand(const Position& pos) {
  if (!expanded_.insert(book_key(pos)).second) return;
  memo_.clear();
  MoveList moves;
  generate_moves(pos, moves);
  for (const Move& m : moves) {
    const Position child = book_key(play(pos, m));
    if (leaves_.count(child)) continue;
    const int v = std::clamp(search_(child), -BOOK_MAX_VALUE, BOOK_MAX_VALUE);
    leaves_[child] = v;
    if (searched_) searched_(child, v);
  }
}

int Tree::value(const Position& raw) {
  const Position pos = book_key(raw);
  if (!expanded_.count(pos)) return leaves_.at(pos);
  if (const auto it = memo_.find(pos); it != memo_.end()) return it->second;
  MoveList moves;
  generate_moves(pos, moves);
  int best = -BOOK_MAX_VALUE;
  for (const Move& m : moves) best = std::max(best, -value(play(pos, m)));
  memo_[pos] = best;
  return best;
}

void Tree::grow(const std::vector<Opening>& openings, int extend) {
  for (const Opening& o : openings) {
    Position pos = start_position();
    for (const Move& m : o.moves) {
      expand(pos);
      pos = play(pos, m);
    }
    expand(pos);
  }
  for (const Opening& o : openings) {
    Position pos = o.tabiya;
    for (int ply = 0; ply < extend; ++ply) {
      MoveList moves;
      generate_moves(pos, moves);
      if (moves.empty()) break;
      const Move* best = nullptr;
      int best_value = 0;
      for (const Move& m : moves)
        if (const int v = -value(play(pos, m)); !best || v > best_value) best = &m, best_value = v;
      pos = play(pos, *best);
      MoveList next;
      generate_moves(pos, next);
      if (next.empty()) break;
      expand(pos);
    }
  }
}

Book Tree::book(std::uint16_t depth) {
  Book b;
  b.depth = depth;
  for (const Position& pos : expanded_) {
    MoveList moves;
    generate_moves(pos, moves);
    if (moves.empty()) continue;
    BookEntry e{pos, {}};
    for (const Move& m : moves) e.moves.push_back({m, std::int16_t(-value(play(pos, m)))});
    std::sort(e.moves.begin(), e.moves.end(),
              [](const BookMove& a, const BookMove& c) { return book_order(a.move, c.move); });
    b.entries.push_back(std::move(e));
  }
  return b;
}

}  // namespace ply::draughts::book_tool
