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

const std::vector<std::pair<int, Key>>& Tree::next(const Key& key) const {
  auto it = next_.find(key);
  if (it == next_.end()) it = next_.emplace(key, children(key)).first;
  return it->second;
}

bool Tree::expanded(const Key& key) const {
  const auto& moves = next(key);
  return !moves.empty() && std::all_of(moves.begin(), moves.end(),
                                       [&](const auto& c) { return valued.count(c.second); });
}

int Tree::value(const Key& key) {
  if (const auto it = memo_.find(key); it != memo_.end()) return it->second;
  int v;
  if (expanded(key)) {
    v = -BOOK_MAX_VALUE - 1;
    for (const auto& [sq, child] : next(key)) v = std::max(v, -value(child));
  } else {
    v = valued.at(key);
  }
  return memo_[key] = v;
}

std::vector<Key> Tree::to_expand(const Growth& growth) {
  // Each position's least loss on the way from the start (Dijkstra's: a loss is never negative),
  // through moves within the margin. A position's plies from the start are its discs less four on
  // every path.
  std::map<Key, int> least = {{start_key(), 0}};
  std::set<std::pair<int, Key>> frontier = {{0, start_key()}};
  std::vector<std::tuple<int, int, Key>> ranked;
  while (!frontier.empty()) {
    const auto [loss, key] = *frontier.begin();
    frontier.erase(frontier.begin());
    const int ply = popcount(key.first | key.second) - 4;
    if (!expanded(key)) {
      if (ply < growth.plies && !next(key).empty()) ranked.push_back({loss, ply, key});
      continue;
    }
    const auto& moves = next(key);
    std::vector<int> values;
    for (const auto& [sq, child] : moves) values.push_back(-value(child));
    const int best = *std::max_element(values.begin(), values.end());
    for (std::size_t i = 0; i < moves.size(); ++i) {
      if (best - values[i] > growth.margin * 100) continue;
      const int reached = loss + best - values[i];
      const auto [it, added] = least.insert({moves[i].second, reached});
      if (!added && it->second <= reached) continue;
      if (!added) frontier.erase({it->second, it->first});
      it->second = reached;
      frontier.insert({reached, it->first});
    }
  }
  std::sort(ranked.begin(), ranked.end());
  std::vector<Key> keys;
  for (std::size_t i = 0; i < ranked.size() && i < std::size_t(growth.batch); ++i)
    keys.push_back(std::get<2>(ranked[i]));
  return keys;
}

std::vector<Key> Tree::unvalued_children(const std::vector<Key>& keys) const {
  std::set<Key> out;
  for (const Key& key : keys)
    for (const auto& [sq, child] : next(key))
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
    for (const auto& [sq, child] : next(key)) {
      const int v = std::clamp(-value(child), -BOOK_MAX_VALUE, BOOK_MAX_VALUE);
      entry.moves.push_back({std::uint8_t(sq), std::int16_t(v)});
      stack.push_back(child);
    }
    out.entries.push_back(std::move(entry));
  }
  std::sort(out.entries.begin(), out.entries.end(), [](const BookEntry& a, const BookEntry& b) {
    return std::tie(a.player, a.opponent) < std::tie(b.player, b.opponent);
  });
  return out;
}

}  // namespace ply::reversi::book
