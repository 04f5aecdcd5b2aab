// What the search learns about moves while it runs: killer moves (by move code, per ply) and a
// history table of cutoffs. Both start empty with each search.
#pragma once

#include <algorithm>
#include <array>
#include <cassert>
#include <vector>

#include "types.h"

namespace ply {

// Merits the ordering gives above any game's own move_order (which stays far below them).
constexpr int TT_MOVE_MERIT = 1 << 30;
constexpr int KILLER_MERIT = 1 << 29;  // the first killer; the second gets one less
// Captures and promotions, where the game tells them from quiet moves: above the killers, by the
// game's own move_order (which stays below 2^20).
constexpr int TACTICAL_MERIT = KILLER_MERIT + (1 << 20);
// Captures that a static exchange shows losing (games with loses_material): after every quiet move.
constexpr int LOSING_CAPTURE_MERIT = -(1 << 20);

// Two quiet-or-not moves per ply that last refuted a sibling: likely to refute this node too.
class Killers {
 public:
  static constexpr int SLOTS = 2;

  void clear() {
    for (auto& ply : slots_) ply.fill(NO_MOVE_CODE);
  }

  void add(int ply, MoveCode code) {
    auto& slot = slots_[ply];
    if (slot[0] == code) return;
    slot[1] = slot[0];
    slot[0] = code;
  }

  // KILLER_MERIT and below for a killer, 0 for any other move.
  int merit(int ply, MoveCode code) const {
    const auto& slot = slots_[ply];
    if (code == NO_MOVE_CODE) return 0;
    return code == slot[0] ? KILLER_MERIT : code == slot[1] ? KILLER_MERIT - 1 : 0;
  }

 private:
  std::array<std::array<MoveCode, SLOTS>, MAX_PLY + 1> slots_{};
};

// The quiet move that last refuted each move (by the refuted move's history key): a reply that
// worked against a move in one line tends to work against it in the others.
class Countermoves {
 public:
  // Ordered after the killers, before the other quiet moves.
  static constexpr int MERIT = KILLER_MERIT - Killers::SLOTS;

  explicit Countermoves(int keys) : table_(keys, NO_MOVE_CODE) {}

  void clear() { std::fill(table_.begin(), table_.end(), NO_MOVE_CODE); }
  void set(int previous_key, MoveCode code) { table_[previous_key] = code; }
  bool is_reply(int previous_key, MoveCode code) const {
    return code != NO_MOVE_CODE && table_[previous_key] == code;
  }

 private:
  std::vector<MoveCode> table_;
};

// Cutoffs per history key, weighted by depth squared. The update is a gravity step: each reward
// moves an entry towards HISTORY_MAX by a share of the distance left, so no number of cutoffs can
// push it past HISTORY_MAX (or overflow), and a long search does not drown the game's own
// move_order.
class History {
 public:
  static constexpr int HISTORY_MAX = 1 << 14;

  explicit History(int keys) : table_(keys, 0) {}

  void clear() { std::fill(table_.begin(), table_.end(), 0); }

  void reward(int key, int depth) {
    assert(key >= 0 && key < int(table_.size()) && "a history key below the game's HISTORY_KEYS");
    const int capped = std::min(depth, MAX_PLY);  // no search is deeper; depth squared fits an int
    const int bonus = std::min(capped * capped, HISTORY_MAX);
    int& entry = table_[key];
    entry += bonus - entry * bonus / HISTORY_MAX;
  }

  // A quiet move searched before the one that cut off: as far below zero as a reward goes above.
  void penalise(int key, int depth) {
    assert(key >= 0 && key < int(table_.size()) && "a history key below the game's HISTORY_KEYS");
    const int capped = std::min(depth, MAX_PLY);
    const int malus = std::min(capped * capped, HISTORY_MAX);
    int& entry = table_[key];
    entry += -malus - entry * malus / HISTORY_MAX;
  }

  int operator[](int key) const { return table_[key]; }

 private:
  std::vector<int> table_;
};

}  // namespace ply
