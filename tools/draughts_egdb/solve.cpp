#include "draughts_egdb/solve.h"

#include <algorithm>
#include <stdexcept>

#include "draughts/draw.h"
#include "draughts/notation.h"

namespace ply::draughts::egdb_tool {

namespace {

// A capture or a crowning changes the material: the successor is read from its own table.
EgdbEntry exit_entry(const Position& succ, const Egdb& db) {
  if (!succ.pieces(succ.side)) return {Wdl::LOSS, 0};
  const auto entry = db.stored(succ);
  if (!entry) throw std::logic_error("no table for " + egdb_file_name(material_of(succ)));
  return *entry;
}

bool on_long_diagonal(const Material& m, const Position& pos) {
  return long_diagonal_rule(m) && lone_king_holds_long_diagonal(pos);
}

// The positions whose last move, a quiet move of Black, led to q (White to move): each black piece
// taken back one quiet step. Some are not really predecessors (Black had a capture instead); the
// caller evaluates each by its own legal moves, so those cost time only.
template <class Visit>
void predecessors(const Position& q, Visit&& visit) {
  const Bitboard empty = q.empty();
  for (Bitboard men = q.black & ~q.kings; men; men &= men - 1) {
    const int to = first_square(men);
    for (const Direction back : {NORTH_EAST, NORTH_WEST}) {
      const int from = NEXT[back][to];
      if (!(empty & square_bb(from))) continue;
      Position p = q;
      p.black ^= bit(from) | bit(to);
      p.side = BLACK;
      visit(p);
    }
  }
  for (Bitboard kings = q.black & q.kings; kings; kings &= kings - 1) {
    const int to = first_square(kings);
    for (const Direction back : DIRECTIONS) {
      for (int from = NEXT[back][to]; empty & square_bb(from); from = NEXT[back][from]) {
        Position p = q;
        p.black ^= bit(from) | bit(to);
        p.kings ^= bit(from) | bit(to);
        p.side = BLACK;
        visit(p);
      }
    }
  }
}

class PairSolver {
 public:
  PairSolver(const Material& m, Egdb& db)
      : db_(db), limit_(balance_limit(m)), diagonal_(long_diagonal_rule(m)) {
    material_[0] = m;
    material_[1] = m.mirrored();
    sides_ = m == m.mirrored() ? 1 : 2;
    for (int s = 0; s < sides_; ++s) entries_[s].assign(table_size(material_[s]), 0);
  }

  SolveStats run() {
    retrograde();
    if (diagonal_) first_ten_plies();
    SolveStats stats;
    for (int s = 0; s < sides_; ++s) {
      for (u64 i = 0; i < entries_[s].size(); ++i) {
        if (!position_at(material_[s], i)) continue;
        const EgdbEntry e = decode_entry(entries_[s][i]);
        ++stats.positions;
        ++(e.wdl == Wdl::WIN ? stats.wins : e.wdl == Wdl::LOSS ? stats.losses : stats.draws);
        stats.longest = std::max(stats.longest, e.plies);
      }
      db_.add(material_[s], std::move(entries_[s]));
    }
    return stats;
  }

 private:
  int other(int s) const { return sides_ == 2 ? 1 - s : 0; }

  // A successor of a position of table s (Black to move, the same material) is read in the other
  // table.
  EgdbEntry inside(int s, const Position& succ) const {
    const Position q = mirrored(succ);
    return decode_entry(entries_[other(s)][index_of(q, material_[other(s)])]);
  }

  void resolve(int s, u64 index, EgdbEntry e) {
    if (e.plies > MAX_ENTRY_PLIES)
      throw std::runtime_error(egdb_file_name(material_[s]) + ": a conversion beyond " +
                               std::to_string(MAX_ENTRY_PLIES) + " plies does not fit an entry");
    entries_[s][index] = encode_entry(e);
    if (std::size_t(e.plies) >= frontier_.size()) frontier_.resize(e.plies + 1);
    frontier_[e.plies].push_back({u8(s), index});
  }

  // Plies to conversion, level by level: a position is resolved at level d + 1 only from positions
  // of level d, so each entry's plies are the fewest a winner needs against the longest defence.
  // Positions 7.2.7 draws (from the tenth ply: the counter is past ten here) stay draws;
  // first_ten_plies redoes the plies before.
  void retrograde() {
    for (int s = 0; s < sides_; ++s) {
      for (u64 i = 0; i < entries_[s].size(); ++i) {
        const auto pos = position_at(material_[s], i);
        if (!pos) continue;
        const EgdbEntry e = from_successors(*pos, db_, [](const Position&) { return EgdbEntry{}; });
        if (e.wdl != Wdl::DRAW && (e.plies == 0 || !on_long_diagonal(material_[s], *pos)))
          resolve(s, i, e);
      }
    }
    for (std::size_t level = 0; level < frontier_.size(); ++level) {
      if (int(level) + 1 > limit_) break;
      for (std::size_t k = 0; k < frontier_[level].size(); ++k) {
        const auto [s, index] = frontier_[level][k];
        const int t = other(s);
        predecessors(*position_at(material_[s], index), [&](const Position& p) {
          const Position r = mirrored(p);
          const u64 ri = index_of(r, material_[t]);
          if (entries_[t][ri] || on_long_diagonal(material_[t], r)) return;
          const EgdbEntry e =
              from_successors(r, db_, [&](const Position& succ) { return inside(t, succ); });
          if (e.wdl != Wdl::DRAW && e.plies == int(level) + 1) resolve(t, ri, e);
        });
      }
      std::vector<Item>().swap(frontier_[level]);
    }
  }

  // 7.2.7 draws a position with the lone king on the long diagonal only once the counter reaches
  // ten. Below ten, the value at counter c follows from the values at c + 1: computed from c = 9
  // down to 0. A position won at counter c is won at every smaller one, so its entry is the limit
  // less the largest such c: at_counter's test then reads it right at every counter.
  void first_ten_plies() {
    std::vector<u8> next[2], now[2];
    std::vector<bool> fixed[2];
    for (int s = 0; s < sides_; ++s) {
      next[s].assign(entries_[s].size(), 0);
      fixed[s].assign(entries_[s].size(), false);
      for (u64 i = 0; i < entries_[s].size(); ++i) {
        const EgdbEntry e =
            at_counter(decode_entry(entries_[s][i]), material_[s], LONG_DIAGONAL_PLIES);
        next[s][i] =
            encode_entry(e.wdl == Wdl::DRAW ? e : EgdbEntry{e.wdl, e.wdl == Wdl::WIN ? 1 : 0});
        fixed[s][i] = e.wdl != Wdl::DRAW;
        if (!fixed[s][i]) entries_[s][i] = 0;
      }
    }
    for (int counter = LONG_DIAGONAL_PLIES - 1; counter >= 0; --counter) {
      for (int s = 0; s < sides_; ++s) {
        now[s].assign(entries_[s].size(), 0);
        for (u64 i = 0; i < entries_[s].size(); ++i) {
          const auto pos = position_at(material_[s], i);
          if (!pos) continue;
          const EgdbEntry e = from_successors(*pos, db_, [&](const Position& succ) {
            const Position q = mirrored(succ);
            return decode_entry(next[other(s)][index_of(q, material_[other(s)])]);
          });
          if (e.wdl == Wdl::DRAW) continue;
          now[s][i] = encode_entry({e.wdl, e.wdl == Wdl::WIN ? 1 : 0});
          if (!fixed[s][i] && !entries_[s][i])
            entries_[s][i] = encode_entry({e.wdl, e.plies == 0 ? 0 : limit_ - counter});
        }
      }
      std::swap(now, next);
    }
  }

  struct Item {
    u8 side;
    u64 index;
  };

  Egdb& db_;
  const int limit_;
  const bool diagonal_;
  Material material_[2];
  int sides_ = 1;
  std::vector<u8> entries_[2];
  std::vector<std::vector<Item>> frontier_;
};

}  // namespace

std::vector<Material> materials_up_to(int pieces) {
  std::vector<Material> all;
  for (int wm = 0; wm <= pieces; ++wm)
    for (int wk = 0; wm + wk <= pieces; ++wk)
      for (int bm = 0; wm + wk + bm <= pieces; ++bm)
        for (int bk = 0; wm + wk + bm + bk <= pieces; ++bk)
          if (wm + wk > 0 && bm + bk > 0) all.push_back({u8(wm), u8(wk), u8(bm), u8(bk)});
  std::stable_sort(all.begin(), all.end(), [](const Material& a, const Material& b) {
    return a.pieces() != b.pieces() ? a.pieces() < b.pieces() : a.men() < b.men();
  });
  return all;
}

SolveStats solve(const Material& m, Egdb& db) { return PairSolver(m, db).run(); }

EgdbEntry from_successors(const Position& pos, const Egdb& db,
                          const std::function<EgdbEntry(const Position&)>& inside) {
  MoveList moves;
  generate_moves(pos, moves);
  if (moves.empty()) return {Wdl::LOSS, 0};
  int win = 0, loss = 0;
  bool all_lose = true;
  for (const Move& m : moves) {
    const Position succ = play(pos, m);
    const bool converts = m.is_capture() || m.promotes;
    const EgdbEntry e = converts ? exit_entry(succ, db) : inside(succ);
    const int plies = 1 + (converts ? 0 : e.plies);
    if (e.wdl == Wdl::LOSS) win = win ? std::min(win, plies) : plies;
    if (e.wdl != Wdl::WIN)
      all_lose = false;
    else
      loss = std::max(loss, plies);
  }
  if (win) return {Wdl::WIN, win};
  if (all_lose) return {Wdl::LOSS, loss};
  return {};
}

std::string verify(const Material& m, const Egdb& db, bool every_counter) {
  const int limit = balance_limit(m);
  const bool diagonal = long_diagonal_rule(m);
  const bool men = m.men() > 0;
  auto with_counter = [&](Position pos, int counter) {
    pos.balance_plies = u8(counter);
    pos.king_plies = men ? 0 : u8(counter);
    return pos;
  };
  // What the rules and the database say of a position as it stands.
  auto value = [&](const Position& pos) {
    if (draw_rule(pos) != DrawRule::NONE && count_moves(pos) > 0) return EgdbEntry{};
    return *db.probe(pos);
  };
  auto check = [&](const Position& pos, int counter) -> std::string {
    const Position here = with_counter(pos, counter);
    const EgdbEntry claimed = value(here);
    EgdbEntry expected{};
    if (draw_rule(here) == DrawRule::NONE || count_moves(here) == 0)
      expected = from_successors(
          here, db, [&](const Position& succ) { return value(with_counter(succ, counter + 1)); });
    // Past counter zero an entry's plies are still the stored ones, and under 7.2.7 they are the
    // limit less the last counter that wins: compare the results (the counters checked pin those
    // plies down).
    if (counter == 0 && !diagonal ? claimed == expected : claimed.wdl == expected.wdl) return "";
    return to_fen(here) + " (counter " + std::to_string(counter) + "): the database says " +
           std::to_string(int(claimed.wdl)) + " in " + std::to_string(claimed.plies) +
           ", its moves give " + std::to_string(int(expected.wdl)) + " in " +
           std::to_string(expected.plies);
  };
  for (u64 i = 0; i < table_size(m); ++i) {
    const auto pos = position_at(m, i);
    if (!pos) continue;
    std::vector<int> counters{0};
    const EgdbEntry stored = *db.stored(*pos);
    if (limit != NO_LIMIT && stored.plies > 0) {
      // The last counter at which the result holds, and the first at which it is a draw.
      counters.push_back(limit - stored.plies);
      counters.push_back(limit - stored.plies + 1);
    }
    if (diagonal)
      for (int c = 1; c <= LONG_DIAGONAL_PLIES; ++c) counters.push_back(c);
    if (every_counter && limit != NO_LIMIT)
      for (int c = 1; c <= limit; ++c) counters.push_back(c);
    for (const int counter : counters)
      if (std::string why = check(*pos, counter); !why.empty()) return why;
  }
  return "";
}

}  // namespace ply::draughts::egdb_tool
