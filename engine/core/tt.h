// Transposition table shared by every game: a power-of-two array of 64-byte clusters of four
// entries. An entry keeps the best move's 16-bit code (types.h: MoveCode), which the game defines
// and the search matches against the moves it generates, so one table serves games whose moves do
// not fit a small integer (draughts' capture paths) and needs no fixed generation order. Searches
// on several threads share one table without locks (Hyatt's lockless hashing): an entry is two
// 64-bit words, each read and written whole (relaxed atomics: plain moves on x86-64 and in wasm),
// its key stored xor its data, so an entry torn by two threads writing it at once no longer matches
// its key and reads as a miss.
#pragma once

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <vector>

#include "large_pages.h"
#include "types.h"

namespace ply {

enum Bound : u8 { BOUND_NONE = 0, BOUND_UPPER = 1, BOUND_LOWER = 2, BOUND_EXACT = 3 };

struct TTData {
  Score score = SCORE_NONE;
  int depth = -1;
  Bound bound = BOUND_NONE;
  MoveCode move = NO_MOVE_CODE;
  // The position's static evaluation, where this search computed one: another search may evaluate
  // otherwise (another level), so an entry of an earlier one gives none.
  Score eval = SCORE_NONE;
};

class TranspositionTable {
 public:
  // An entry's byte holds its bound in the low BOUND_BITS and the search's generation above them.
  static constexpr int BOUND_BITS = 2;
  static constexpr u8 GENERATION_MASK = 0xff >> BOUND_BITS;
  // A search older by one generation counts as much as this many plies of depth less.
  static constexpr int AGE_PLIES = 8;
  // An empty entry is replaced before any used one.
  static constexpr int EMPTY_WORTH = -1000;

  // The table takes its memory at the first search, not here: a session made only to apply the
  // rules (the page's main thread) never pays for it (about 90 ms to fill 16 MB in wasm, at
  // start-up). Until then it is one cluster, so a probe or a store is always safe.
  explicit TranspositionTable(std::size_t megabytes) : megabytes_(megabytes) {}

  void resize(std::size_t megabytes) {
    megabytes_ = megabytes;
    const std::size_t clusters = clusters_in(megabytes);
    table_.assign(clusters, Cluster{});
    mask_ = clusters - 1;
    allocated_ = true;
  }

  // A table of another size, taken at the next allocate() or search; what the table held is let go
  // now.
  void set_megabytes(std::size_t megabytes) {
    if (megabytes == megabytes_) return;
    megabytes_ = megabytes;
    table_ = {Cluster{}};
    mask_ = 0;
    allocated_ = false;
  }

  std::size_t megabytes() const { return megabytes_; }

  void clear() { std::fill(table_.begin(), table_.end(), Cluster{}); }

  std::size_t bytes() const { return table_.size() * sizeof(Cluster); }

  // Takes the table's memory now rather than at the first search, whose budget would pay for it.
  void allocate() {
    if (!allocated_) resize(megabytes_);
  }

  // The bytes allocate() would take: the whole table until it has its memory, then 0.
  std::size_t bytes_to_allocate() const {
    return allocated_ ? 0 : clusters_in(megabytes_) * sizeof(Cluster);
  }

  // Called once per search so that entries of earlier searches are replaced first.
  void new_search() {
    allocate();
    generation_.store(u8((generation_.load(std::memory_order_relaxed) + 1) & GENERATION_MASK),
                      std::memory_order_relaxed);
  }

  // The cluster of `key` on its way into the cache while the caller does other work (a child's
  // probe waits for memory otherwise: a seventh of Reversi's midgame search).
  void prefetch(u64 key) const { __builtin_prefetch(&table_[key & mask_]); }

  bool probe(u64 key, TTData& out) const {
    const Cluster& cluster = table_[key & mask_];
    for (const Entry& e : cluster.entries) {
      const Data d = e.load();
      if (d.key == key && d.bound() != BOUND_NONE) {
        out = {d.score, d.depth, d.bound(), d.move,
               d.generation() == generation() ? d.eval : SCORE_NONE};
        return true;
      }
    }
    return false;
  }

  void store(u64 key, Score score, int depth, Bound bound, MoveCode move, Score eval = SCORE_NONE) {
    Cluster& cluster = table_[key & mask_];
    Entry* victim = &cluster.entries[0];
    Data victim_data = victim->load();
    for (Entry& e : cluster.entries) {
      const Data d = e.load();
      if (d.key == key) {
        // Keep a known best move when the new result (a fail-low) has none.
        if (move == NO_MOVE_CODE) move = d.move;
        if (eval == SCORE_NONE && d.generation() == generation()) eval = d.eval;
        victim = &e;
        break;
      }
      if (worth(d) < worth(victim_data)) {
        victim = &e;
        victim_data = d;
      }
    }
    victim->save({key, std::int16_t(score), std::int8_t(depth),
                  u8(bound | (generation() << BOUND_BITS)), move, std::int16_t(eval)});
  }

 private:
  // An entry as read: its key and what it holds.
  struct Data {
    u64 key = 0;
    std::int16_t score = 0;
    std::int8_t depth = 0;
    u8 bound_generation = 0;
    MoveCode move = NO_MOVE_CODE;
    std::int16_t eval = SCORE_NONE;
    Bound bound() const { return Bound(bound_generation & ((1 << BOUND_BITS) - 1)); }
    u8 generation() const { return u8(bound_generation >> BOUND_BITS); }
  };
  // An entry as stored: the data packed in one word, and the key xor that word.
  struct Entry {
    u64 checked_key = 0;
    u64 data = 0;

    Data load() const {
      const u64 word = __atomic_load_n(&data, __ATOMIC_RELAXED);
      const u64 checked = __atomic_load_n(&checked_key, __ATOMIC_RELAXED);
      return {checked ^ word, std::int16_t(word),   std::int8_t(word >> 16),
              u8(word >> 24), MoveCode(word >> 32), std::int16_t(word >> 48)};
    }
    void save(const Data& d) {
      const u64 word = u64(u16(d.score)) | u64(u8(d.depth)) << 16 | u64(d.bound_generation) << 24 |
                       u64(d.move) << 32 | u64(u16(d.eval)) << 48;
      __atomic_store_n(&checked_key, d.key ^ word, __ATOMIC_RELAXED);
      __atomic_store_n(&data, word, __ATOMIC_RELAXED);
    }
  };
  struct Cluster {
    Entry entries[4];
  };
  static_assert(BOUND_EXACT < (1 << BOUND_BITS), "a bound fits its bits");
  static_assert(sizeof(MoveCode) == 2, "an entry holds a 16-bit move code");
  static_assert(SCORE_NONE >= INT16_MIN && SCORE_INFINITE <= INT16_MAX,
                "scores and evaluations fit 16 bits");
  static_assert(sizeof(Entry) == 16 && sizeof(Cluster) == 64, "a cluster fills one cache line");

  // The most clusters, a power of two, that fit in `megabytes`.
  static std::size_t clusters_in(std::size_t megabytes) {
    std::size_t clusters = 1;
    while (clusters * 2 * sizeof(Cluster) <= megabytes * 1024 * 1024) clusters *= 2;
    return clusters;
  }

  // Deep results of the current search are worth most; entries from old searches age out.
  int worth(const Data& e) const {
    if (e.bound() == BOUND_NONE) return EMPTY_WORTH;
    const int age = (generation() - e.generation()) & GENERATION_MASK;
    return e.depth - AGE_PLIES * age;
  }

  std::vector<Cluster, LargePageAllocator<Cluster>> table_ = {Cluster{}};
  std::size_t mask_ = 0;
  std::size_t megabytes_;
  bool allocated_ = false;
  // The search's generation: one thread bumps it (new_search) while others may store (the
  // analysis's).
  u8 generation() const { return generation_.load(std::memory_order_relaxed); }
  std::atomic<u8> generation_{0};
};

// Decisive scores are stored relative to the node, not the root, so that a win found through one
// path keeps its distance when the entry is met again at another ply.
constexpr Score score_to_tt(Score s, int ply) {
  return s >= SCORE_WIN - MAX_PLY ? s + ply : s <= -SCORE_WIN + MAX_PLY ? s - ply : s;
}
constexpr Score score_from_tt(Score s, int ply) {
  return s >= SCORE_WIN - MAX_PLY ? s - ply : s <= -SCORE_WIN + MAX_PLY ? s + ply : s;
}

}  // namespace ply
