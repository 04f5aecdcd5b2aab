// The solver's transposition table: bounds on exact scores, with the best move. Each bucket keeps
// two entries: the one that stands for the most empties (the most work saved) and the most recent
// one, so a flood of small searches cannot wash out the deep results, and fresh ones still find a
// place.
#pragma once

#include <algorithm>
#include <vector>

#include "reversi/board.h"

namespace ply::reversi {

struct EndgameEntry {
  Bitboard player = 0, opponent = 0;
  signed char lower = -64, upper = 64;
  u8 move = PASS;
  u8 empties = 0;

  bool holds(Bitboard p, Bitboard o) const { return player == p && opponent == o; }
};

class EndgameTable {
 public:
  // 2^bits buckets.
  explicit EndgameTable(int bits) : buckets_(std::size_t(1) << bits), mask_(buckets_.size() - 1) {}

  const EndgameEntry* probe(Bitboard p, Bitboard o) const {
    const Bucket& b = buckets_[index(p, o)];
    if (b.deep.holds(p, o)) return &b.deep;
    if (b.recent.holds(p, o)) return &b.recent;
    return nullptr;
  }

  // Starts loading the position's bucket, so the miss overlaps the work before the probe.
  void prefetch(Bitboard p, Bitboard o) const { __builtin_prefetch(&buckets_[index(p, o)]); }

  // The score is a lower bound when it beat alpha, an upper one when it did not reach beta, and
  // both.
  void store(Bitboard p, Bitboard o, int empties, int alpha, int beta, int score, int move) {
    Bucket& b = buckets_[index(p, o)];
    EndgameEntry* e = b.deep.holds(p, o) ? &b.deep : b.recent.holds(p, o) ? &b.recent : nullptr;
    if (!e) {
      if (empties >= b.deep.empties)
        b.recent = b.deep, e = &b.deep;
      else
        e = &b.recent;
      *e = EndgameEntry{p, o, -64, 64, PASS, u8(empties)};
    }
    if (score > alpha) e->lower = static_cast<signed char>(std::max<int>(e->lower, score));
    if (score < beta) e->upper = static_cast<signed char>(std::min<int>(e->upper, score));
    // Bounds from searches with different windows may cross only if one was wrong: keep the new
    // one.
    if (e->lower > e->upper)
      (score > alpha ? e->upper : e->lower) = static_cast<signed char>(score);
    if (move != PASS) e->move = u8(move);
  }

 private:
  struct Bucket {
    EndgameEntry deep, recent;
  };

  std::size_t index(Bitboard p, Bitboard o) const {
    u64 h = p * 0x9e3779b97f4a7c15ULL ^ (o + 0x632be59bd9b4e019ULL) * 0xc2b2ae3d27d4eb4fULL;
    return (h ^ (h >> 29)) & mask_;
  }

  std::vector<Bucket> buckets_;
  std::size_t mask_;
};

}  // namespace ply::reversi
