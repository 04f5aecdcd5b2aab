// The solver follows the usual plan of exact Othello solvers (Edax's endgame.c among them): a
// principal-variation search on disc differences with a transposition table, fastest-first move
// ordering (fewest opponent replies first) while many squares are empty, stability cut-offs, and
// near the end a lean search ordered by region parity down to a dedicated last-square count.
#include "endgame.h"

#include <algorithm>
#include <chrono>
#include <vector>

#include "eval.h"

namespace ply::reversi {

namespace {

constexpr int SHALLOW_EMPTIES = 6;    // at or below: no table, no sorting
constexpr int TABLE_EMPTIES = 9;      // at or above: use the transposition table
constexpr std::size_t TABLE_ENTRIES = 1 << 18;
constexpr Bitboard QUADRANTS[4] = {0x0f0f0f0fULL, 0xf0f0f0f0ULL, 0x0f0f0f0fULL << 32,
                                   0xf0f0f0f0ULL << 32};

struct Entry {
  u64 player = 0, opponent = 0;
  signed char lower = -64, upper = 64;
  u8 move = PASS;
};

class Solver {
 public:
  explicit Solver(const SolveLimits& limits)
      : limits_(limits), start_(std::chrono::steady_clock::now()) {}

  Solution run(const Position& pos) {
    // Only searches from TABLE_EMPTIES up probe the table: the many small solves allocate nothing.
    if (pos.empty_count() >= TABLE_EMPTIES) table_.resize(TABLE_ENTRIES);
    Solution result;
    Bitboard moves = legal_moves(pos.player, pos.opponent);
    if (!moves) {
      if (!legal_moves(pos.opponent, pos.player)) {
        result.score = final_margin(pos.player, pos.opponent);
      } else {
        result.score = -search(pos.opponent, pos.player, -64, 64, true);
      }
      result.move = PASS;
    } else {
      result.score = root(pos.player, pos.opponent, result.move);
    }
    result.nodes = nodes_;
    result.complete = !stopped_;
    return result;
  }

 private:
  int root(Bitboard p, Bitboard o, int& best_move) {
    int order[MAX_MOVES];
    const int count = sort_moves(p, o, legal_moves(p, o), PASS, order);
    int alpha = -65, best = -65;
    for (int i = 0; i < count; ++i) {
      const int sq = order[i];
      const Bitboard f = flips(sq, p, o);
      const Bitboard np = o ^ f, no = p | f | bit(sq);
      int s;
      if (i == 0) {
        s = -search(np, no, -64, -alpha, false);
      } else {
        s = -search(np, no, -alpha - 1, -alpha, false);
        if (s > alpha) s = -search(np, no, -64, -alpha, false);
      }
      if (stopped_) return 0;
      if (s > best) {
        best = s;
        best_move = sq;
        alpha = std::max(alpha, s);
      }
    }
    return best;
  }

  bool out_of_budget() {
    if (limits_.max_nodes && nodes_ >= limits_.max_nodes) return true;
    if (limits_.time_ms) {
      const auto elapsed = std::chrono::steady_clock::now() - start_;
      if (std::chrono::duration_cast<std::chrono::milliseconds>(elapsed).count() >= limits_.time_ms)
        return true;
    }
    return limits_.keep_going && !limits_.keep_going();
  }

  // Moves ordered fastest first: the fewer replies a move leaves, the sooner it cuts; corners rank
  // a little higher because they are seldom wrong. The table's move goes first.
  int sort_moves(Bitboard p, Bitboard o, Bitboard moves, int first, int* order) {
    int keys[MAX_MOVES];
    int count = 0;
    for (; moves; moves &= moves - 1) {
      const int sq = first_square(moves);
      const Bitboard f = flips(sq, p, o);
      const Bitboard np = o ^ f, no = p | f | bit(sq);
      int key = popcount(legal_moves(np, no)) * 4 - ((bit(sq) & CORNERS) ? 3 : 0);
      if (sq == first) key = -1000;
      int j = count++;
      for (; j > 0 && keys[j - 1] > key; --j) {
        keys[j] = keys[j - 1];
        order[j] = order[j - 1];
      }
      keys[j] = key;
      order[j] = sq;
    }
    return count;
  }

  int search(Bitboard p, Bitboard o, int alpha, int beta, bool passed) {
    const int empties = 64 - popcount(p | o);
    if (empties <= SHALLOW_EMPTIES) return shallow(p, o, alpha, beta, passed);
    if ((++nodes_ & 4095) == 0 && out_of_budget()) stopped_ = true;
    if (stopped_) return 0;

    const Bitboard moves = legal_moves(p, o);
    if (!moves) {
      if (passed) return final_margin(p, o);
      return -search(o, p, -beta, -alpha, true);
    }

    // The opponent's stable discs stay theirs: the score cannot exceed 64 - 2 * their count.
    if (64 - 2 * popcount(o) <= alpha) {
      const int upper = 64 - 2 * popcount(stable_discs(o, p));
      if (upper <= alpha) return upper;
    }

    Entry* entry = nullptr;
    int first = PASS;
    if (empties >= TABLE_EMPTIES) {
      entry = &table_[hash(p, o) & (table_.size() - 1)];
      if (entry->player == p && entry->opponent == o) {
        if (entry->lower >= beta) return entry->lower;
        if (entry->upper <= alpha) return entry->upper;
        if (entry->lower == entry->upper) return entry->lower;
        alpha = std::max(alpha, int(entry->lower));
        beta = std::min(beta, int(entry->upper));
        first = entry->move;
      }
    }

    int order[MAX_MOVES];
    const int count = sort_moves(p, o, moves, first, order);
    const int alpha_in = alpha;
    int best = -65, best_move = PASS;
    for (int i = 0; i < count; ++i) {
      const int sq = order[i];
      const Bitboard f = flips(sq, p, o);
      const Bitboard np = o ^ f, no = p | f | bit(sq);
      int s;
      if (i == 0) {
        s = -search(np, no, -beta, -alpha, false);
      } else {
        s = -search(np, no, -alpha - 1, -alpha, false);
        if (s > alpha && s < beta) s = -search(np, no, -beta, -alpha, false);
      }
      if (stopped_) return 0;
      if (s > best) {
        best = s;
        best_move = sq;
        if (s > alpha) {
          alpha = s;
          if (alpha >= beta) break;
        }
      }
    }

    if (entry) {
      if (entry->player != p || entry->opponent != o) *entry = Entry{p, o};
      if (best >= beta) entry->lower = static_cast<signed char>(best);
      else if (best > alpha_in) entry->lower = entry->upper = static_cast<signed char>(best);
      else entry->upper = static_cast<signed char>(best);
      entry->move = u8(best_move);
    }
    return best;
  }

  // Few empties: no table and no sorting, which would cost more than they save. Squares in regions
  // with an odd number of empties go first: playing there tends to keep the last move of the region.
  int shallow(Bitboard p, Bitboard o, int alpha, int beta, bool passed) {
    ++nodes_;
    const Bitboard empties = ~(p | o);
    if (!empties) return popcount(p) - popcount(o);  // the root played the last square
    if ((empties & (empties - 1)) == 0) return last_square(p, o, first_square(empties));

    Bitboard odd = 0;
    for (Bitboard q : QUADRANTS)
      if (popcount(empties & q) & 1) odd |= q;
    int best = -65;
    bool moved = false;
    for (Bitboard group : {empties & odd, empties & ~odd}) {
      for (; group; group &= group - 1) {
        const int sq = first_square(group);
        const Bitboard f = flips(sq, p, o);
        if (!f) continue;
        moved = true;
        const int s = -shallow(o ^ f, p | f | bit(sq), -beta, -alpha, false);
        if (s > best) {
          best = s;
          if (s > alpha) {
            alpha = s;
            if (alpha >= beta) return best;
          }
        }
      }
    }
    if (moved) return best;
    if (passed) return final_margin(p, o);
    return -shallow(o, p, -beta, -alpha, true);
  }

  // One empty square left: whoever can play there does, and the game ends.
  int last_square(Bitboard p, Bitboard o, int sq) {
    ++nodes_;
    const int diff = popcount(p) - popcount(o);
    if (const int n = popcount(flips(sq, p, o))) return diff + 2 * n + 1;
    if (const int n = popcount(flips(sq, o, p))) return diff - 2 * n - 1;
    return diff > 0 ? diff + 1 : diff < 0 ? diff - 1 : 0;
  }

  static u64 hash(Bitboard p, Bitboard o) {
    u64 h = p * 0x9e3779b97f4a7c15ULL ^ (o + 0x632be59bd9b4e019ULL) * 0xc2b2ae3d27d4eb4fULL;
    return h ^ (h >> 29);
  }

  SolveLimits limits_;
  std::chrono::steady_clock::time_point start_;
  std::vector<Entry> table_;
  u64 nodes_ = 0;
  bool stopped_ = false;
};

}  // namespace

Solution solve(const Position& pos, const SolveLimits& limits) {
  return Solver(limits).run(pos);
}

}  // namespace ply::reversi
