#include "tree.h"

#include <algorithm>
#include <set>
#include <tuple>

namespace ply::reversi::book {

Key key_of(Bitboard player, Bitboard opponent) {
  const Canonical c = canonical(player, opponent);
  return {c.player, c.opponent};
}

Key start_key() {
  const Position start = start_position();
  return key_of(start.player, start.opponent);
}

std::vector<std::pair<int, Key>> children(const Key& key) {
  std::vector<std::pair<int, Key>> out;
  const Position pos{key.first, key.second, true};
  for (Bitboard moves = legal_moves(pos); moves; moves = without_first(moves)) {
    const int sq = first_square(moves);
    const Position child = play(pos, sq);
    out.push_back({sq, key_of(child.player, child.opponent)});
  }
  return out;
}

bool Tree::expanded(const Key& key) const {
  const auto next = children(key);
  return !next.empty() && std::all_of(next.begin(), next.end(), [&](const auto& c) { return valued.count(c.second); });
}

int Tree::value(const Key& key) {
  if (const auto it = memo_.find(key); it != memo_.end()) return it->second;
  int v;
  if (expanded(key)) {
    v = -BOOK_MAX_VALUE - 1;
    for (const auto& [sq, child] : children(key)) v = std::max(v, -value(child));
  } else {
    v = valued.at(key);
  }
  return memo_[key] = v;
}

std::vector<Key> Tree::to_expand(const Growth& growth) {
  // The least loss and then plies on which each candidate is reached.
  std::map<Key, std::pair<int, int>> found;
  std::set<std::tuple<Key, int, int>> walked;
  const auto walk = [&](const auto& self, const Key& key, int ply, int loss) -> void {
    if (!walked.insert({key, ply, loss}).second) return;
    if (!expanded(key)) {
      if (ply < growth.plies && !children(key).empty()) {
        const auto [it, added] = found.insert({key, {loss, ply}});
        if (!added) it->second = std::min(it->second, std::pair{loss, ply});
      }
      return;
    }
    const auto next = children(key);
    std::vector<int> values;
    for (const auto& [sq, child] : next) values.push_back(-value(child));
    const int best = *std::max_element(values.begin(), values.end());
    for (std::size_t i = 0; i < next.size(); ++i)
      if (best - values[i] <= growth.margin * 100) self(self, next[i].second, ply + 1, loss + best - values[i]);
  };
  walk(walk, start_key(), 0, 0);
  std::vector<std::tuple<int, int, Key>> ranked;
  for (const auto& [key, at] : found) ranked.push_back({at.first, at.second, key});
  std::sort(ranked.begin(), ranked.end());
  std::vector<Key> keys;
  for (std::size_t i = 0; i < ranked.size() && i < std::size_t(growth.batch); ++i) keys.push_back(std::get<2>(ranked[i]));
  return keys;
}

std::vector<Key> Tree::unvalued_children(const std::vector<Key>& keys) const {
  std::set<Key> out;
  for (const Key& key : keys)
    for (const auto& [sq, child] : children(key))
      if (!valued.count(child)) out.insert(child);
  return {out.begin(), out.end()};
}

void Tree::add(const Key& key, int value) {
  valued[key] = value;
  memo_.clear();
}

Book Tree::book(std::uint16_t depth) {
  std::set<Key> seen;
  std::vector<Key> stack = {start_key()};
  Book out;
  out.depth = depth;
  while (!stack.empty()) {
    const Key key = stack.back();
    stack.pop_back();
    if (!seen.insert(key).second || !expanded(key)) continue;
    BookEntry entry{key.first, key.second, {}};
    for (const auto& [sq, child] : children(key)) {
      const int v = std::clamp(-value(child), -BOOK_MAX_VALUE, BOOK_MAX_VALUE);
      entry.moves.push_back({std::uint8_t(sq), std::int16_t(v)});
      stack.push_back(child);
    }
    out.entries.push_back(std::move(entry));
  }
  std::sort(out.entries.begin(), out.entries.end(),
            [](const BookEntry& a, const BookEntry& b) { return std::tie(a.player, a.opponent) < std::tie(b.player, b.opponent); });
  return out;
}

}  // namespace ply::reversi::book
