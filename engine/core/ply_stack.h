// The keys of the positions before the current node: the game's earlier positions, then the search
// line. Only the game knows how far back a position may repeat (draughts: plies since the last man
// move or capture), so the stack is searched only that far and with the same side to move.
#pragma once

#include <algorithm>
#include <span>
#include <vector>

#include "types.h"

namespace ply {

class PlyStack {
 public:
  void reset(std::span<const u64> earlier) {
    keys_.clear();
    keys_.reserve(earlier.size() + MAX_PLY + 1);
    keys_.assign(earlier.begin(), earlier.end());
  }

  void push(u64 key) { keys_.push_back(key); }
  void pop() { keys_.pop_back(); }

  // Whether `key` (the current position) stands 2, 4, ... plies back, no further than `window`.
  bool repeats(u64 key, int window) const {
    const int size = int(keys_.size());
    const int reach = std::min(window, size);
    for (int back = 2; back <= reach; back += 2)
      if (keys_[size - back] == key) return true;
    return false;
  }

  // the parent of the current node last
 private:
  std::vector<u64> keys_;
};

}  // namespace ply
