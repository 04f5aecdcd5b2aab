#include "gomoku/threats.h"

#include <algorithm>

namespace ply::gomoku {

namespace {

constexpr std::size_t CACHE_ENTRIES = 1 << 16;
// Salts that keep the kinds of node apart in the cache (the stones' key alone names the position).
constexpr u64 VCF_SALT = 0x9e3779b97f4a7c15ULL, ATTACK_SALT = 0xc2b2ae3d27d4eb4fULL;

struct Ranked {
  Cell cell;
  int rank;
};

// Attacking moves, strongest first.
int attack_rank(const CellThreat& t) {
  if (t.double_four()) return 1000;
  if (t.four_three()) return 900;
  if (t.double_three()) return 800;
  int rank = 0;
  for (const Pattern p : t.line) rank += PatternBoard::LINE_VALUE[p];
  return std::min(rank, 700);
}

void sort_ranked(Ranked* moves, int n) {
  std::stable_sort(moves, moves + n,
                   [](const Ranked& a, const Ranked& b) { return a.rank > b.rank; });
}

}  // namespace

ThreatTable new_threat_table() { return ThreatTable(CACHE_ENTRIES); }

ThreatSearch::ThreatSearch(PatternBoard& board, SearchControl& control, ThreatTable* table)
    : board_(board),
      control_(control),
      own_(table ? 0 : CACHE_ENTRIES),
      cache_(table ? *table : own_) {}

bool ThreatSearch::tick() {
  ++nodes_;
  if (node_limit_ && nodes_ >= node_limit_) gave_up_ = true;
  return control_.tick() || gave_up_;
}

ThreatEntry* ThreatSearch::probe(u64 key) {
  ThreatEntry& e = cache_[key & (CACHE_ENTRIES - 1)];
  return e.key == key ? &e : nullptr;
}

void ThreatSearch::store(u64 key, int plies, int threes) {
  ThreatEntry& e = cache_[key & (CACHE_ENTRIES - 1)];
  e = {key, std::int16_t(plies), std::int16_t(threes)};
}

int ThreatSearch::five_points_near(Cell c, Stone s, Cell out[2]) const {
  const int size = board_.size(), column = c % size, row = c / size;
  int found = 0;
  for (const Direction d : DIRECTIONS)
    for (int k = -HALF_LINE; k <= HALF_LINE; ++k) {
      const int x = column + k * d.dc, y = row + k * d.dr;
      if (k == 0 || x < 0 || y < 0 || x >= size || y >= size) continue;
      const Cell n = Cell(y * size + x);
      if (!board_.empty(n) || !board_.makes_five(n, s)) continue;
      if (found == 1 && out[0] == n) continue;
      out[found++] = n;
      if (found == 2) return found;
    }
  return found;
}

int ThreatSearch::vcf(Stone attacker, u64 max_nodes) {
  node_limit_ = max_nodes ? nodes_ + max_nodes : 0;
  gave_up_ = false;
  winning_move_ = NO_CELL;
  const int plies = vcf_node(attacker, 0);
  node_limit_ = 0;
  gave_up_ = false;
  return plies;
}

int ThreatSearch::vcf_node(Stone attacker, int ply) {
  if (tick()) return 0;
  const Stone defender = opponent(attacker);
  Cell points[2];
  if (board_.five_points(attacker, points, 1)) {
    if (ply == 0) winning_move_ = points[0];
    line_[ply] = points[0];
    return 1;
  }
  const int defender_points = board_.five_points(defender, points, 2);
  if (defender_points >= 2 || ply >= MAX_THREAT_PLIES) return 0;
  const u64 key = board_.key(attacker) ^ VCF_SALT;
  if (probe(key)) return 0;  // only failures are stored

  Ranked moves[MAX_CELLS];
  int n = 0;
  const auto consider = [&](Cell c) {
    const CellThreat t = board_.threat(c, attacker);
    if (t.four() && board_.allowed(c, attacker)) moves[n++] = {c, attack_rank(t)};
  };
  if (defender_points == 1)
    consider(points[0]);  // the attacker must block, and may only with a four
  else
    board_.for_each_candidate(consider);
  sort_ranked(moves, n);

  for (int i = 0; i < n; ++i) {
    const Cell m = moves[i].cell;
    board_.play(m, attacker);
    Cell made[2];
    int plies = 0;
    const int count = five_points_near(m, attacker, made);
    if (count >= 2) {
      plies = 3;
      line_[ply + 1] = made[0];
      line_[ply + 2] = made[1];
    } else if (count == 1 && !board_.allowed(made[0], defender)) {
      plies = 3;  // the block is a foul of Black's
      line_[ply + 1] = line_[ply + 2] = made[0];
    } else if (count == 1) {
      board_.play(made[0], defender);
      const int rest = vcf_node(attacker, ply + 2);
      board_.undo();
      if (rest) plies = rest + 2;
      line_[ply + 1] = made[0];
    }
    board_.undo();
    if (plies) {
      if (ply == 0) winning_move_ = m;
      line_[ply] = m;
      return plies;
    }
    if (halted()) return 0;
  }
  store(key, 0, 0);
  return 0;
}

bool ThreatSearch::still_wins(const Cell* line, int length, Stone attacker) {
  const Stone defender = opponent(attacker);
  int played = 0;
  bool wins = false;
  for (int i = 0; i < length; i += 2) {
    Cell points[2];
    const Cell m = line[i];
    if (!board_.empty(m) || board_.five_points(defender, points, 1)) break;
    if (board_.makes_five(m, attacker)) {
      wins = true;
      break;
    }
    board_.play(m, attacker);
    ++played;
    const int count = five_points_near(m, attacker, points);
    if (count >= 2) {
      wins = true;
      break;
    }
    if (count == 1 && !board_.allowed(points[0], defender)) {
      wins = true;
      break;
    }
    if (count == 0 || i + 1 >= length || points[0] != line[i + 1]) break;
    board_.play(points[0], defender);
    ++played;
  }
  while (played--) board_.undo();
  return wins;
}

int ThreatSearch::vct(Stone attacker, int threes, u64 max_nodes) {
  node_limit_ = max_nodes ? nodes_ + max_nodes : 0;
  gave_up_ = false;
  winning_move_ = NO_CELL;
  const int plies = attacker_node(attacker, threes, 0);
  node_limit_ = 0;
  gave_up_ = false;
  return plies;
}

std::vector<Cell> ThreatSearch::threatening_moves(Stone attacker, std::span<const Cell> candidates,
                                                  int threes, u64 max_nodes_each) {
  std::vector<Cell> threatening;
  for (const Cell c : candidates) {
    if (board_.threat(c, attacker).four()) continue;
    board_.play(c, attacker);
    if (vct(attacker, threes, max_nodes_each)) threatening.push_back(c);
    board_.undo();
    if (control_.stopped()) break;
  }
  return threatening;
}

int ThreatSearch::attacker_node(Stone attacker, int threes, int ply) {
  if (tick()) return 0;
  const Stone defender = opponent(attacker);
  Cell points[2];
  if (board_.five_points(attacker, points, 1)) {
    if (ply == 0) winning_move_ = points[0];
    return 1;
  }
  const int defender_points = board_.five_points(defender, points, 2);
  if (defender_points >= 2 || ply >= MAX_THREAT_PLIES) return 0;
  const u64 key = board_.key(attacker) ^ ATTACK_SALT;
  if (const ThreatEntry* e = probe(key)) {
    if (e->plies > 0 && ply > 0) return e->plies;
    if (e->plies == 0 && e->threes >= threes) return 0;
  }
  {
    const Cell first = winning_move_;
    const int plies = vcf_node(attacker, ply);
    if (halted()) return 0;
    if (plies) {
      store(key, plies, threes);
      return plies;
    }
    winning_move_ = first;
  }
  if (threes <= 0) return 0;

  Ranked moves[MAX_CELLS];
  int n = 0;
  const auto consider = [&](Cell c) {
    const CellThreat t = board_.threat(c, attacker);
    if ((t.three() || t.four()) && board_.allowed(c, attacker)) moves[n++] = {c, attack_rank(t)};
  };
  // Forced: the threat must then already stand.
  if (defender_points == 1 && board_.allowed(points[0], attacker))
    moves[n++] = {points[0], 0};
  else
    board_.for_each_candidate(consider);
  sort_ranked(moves, n);

  for (int i = 0; i < n; ++i) {
    const Cell m = moves[i].cell;
    board_.play(m, attacker);
    const int rest = defender_node(attacker, threes - 1, ply + 1);
    board_.undo();
    if (rest) {
      if (ply == 0) winning_move_ = m;
      store(key, rest + 1, threes);
      return rest + 1;
    }
    if (halted()) return 0;
  }
  store(key, 0, threes);
  return 0;
}

int ThreatSearch::defender_node(Stone attacker, int threes, int ply) {
  if (tick()) return 0;
  const Stone defender = opponent(attacker);
  Cell points[2];
  if (board_.five_points(defender, points, 1)) return 0;
  const int attacker_points = board_.five_points(attacker, points, 2);
  if (attacker_points >= 2) return 2;
  if (attacker_points == 1 && !board_.allowed(points[0], defender)) return 2;
  if (attacker_points == 1) {
    board_.play(points[0], defender);
    const int rest = attacker_node(attacker, threes, ply + 1);
    board_.undo();
    return rest ? rest + 1 : 0;
  }
  // No four: the attack stands only if the attacker, given a second move now, would win by fours.
  const int threat = vcf_node(attacker, ply + 1);
  if (!threat) return 0;
  Cell threat_line[MAX_THREAT_PLIES + 2];
  std::copy(line_ + ply + 1, line_ + ply + 1 + threat, threat_line);
  // Every defence near the stones; the likeliest refutations first: the attacker's key cells, then
  // the defender's own fours and threes.
  Ranked moves[MAX_CELLS];
  int n = 0;
  board_.for_each_move(defender, [&](Cell c) {
    const CellThreat mine = board_.threat(c, attacker), theirs = board_.threat(c, defender);
    moves[n++] = {c, 2 * attack_rank(mine) + attack_rank(theirs)};
  });
  sort_ranked(moves, n);
  int longest = 0;
  for (int i = 0; i < n; ++i) {
    board_.play(moves[i].cell, defender);
    // Most defences leave the threat's own line of fours as it was: replaying it is the quick
    // proof.
    const int rest = still_wins(threat_line, threat, attacker)
                         ? threat
                         : attacker_node(attacker, threes, ply + 1);
    board_.undo();
    if (!rest) return 0;
    longest = std::max(longest, rest);
  }
  return longest + 1;
}

}  // namespace ply::gomoku
