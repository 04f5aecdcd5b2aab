// The threat-space search: VCF (victory by continuous fours: every attacking move makes a
// five-point, so each reply is forced) and VCT (threes as well: after a three the defender may
// answer anywhere near the stones, and every answer must leave the attacker a win). A four is sound
// by construction: the defender's only replies are the block or a five of its own, and the search
// checks both. A three is proven against every defence within two cells of a stone (where any stone
// that changes a line of the attack stands) and against the defender's own fours.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "core/search_control.h"
#include "gomoku/pattern_board.h"

namespace ply::gomoku {

// The longest line a threat search follows.
constexpr int MAX_THREAT_PLIES = 100;

// What the threat searches know of positions: failures (and their reach) and wins (their length).
// One table may serve every threat search of a move on one thread (level 5's: its own win, the
// opponent's after each move, the threatening moves and the leaves' probes), so each finds what the
// others proved.
struct ThreatEntry {
  u64 key = 0;
  std::int16_t plies = 0;    // > 0: won in that many plies; 0: not found
  std::int16_t threes = -1;  // the reach searched (VCF: 0)
};
using ThreatTable = std::vector<ThreatEntry>;
ThreatTable new_threat_table();

class ThreatSearch {
 public:
  // With no table given, the search keeps its own.
  ThreatSearch(PatternBoard& board, SearchControl& control, ThreatTable* table = nullptr);
  // It refers to its own table: never copied or moved.
  ThreatSearch(const ThreatSearch&) = delete;
  ThreatSearch& operator=(const ThreatSearch&) = delete;

  // The attacker, to move, wins by fours: the plies to its five (the attacker's move first), else
  // 0. Gives up after `max_nodes` nodes (0: no limit but the control's budget).
  int vcf(Stone attacker, u64 max_nodes = 0);
  // The attacker, to move, wins by fours and at most `threes` attacking moves that are not fours.
  // Gives up after `max_nodes` nodes (0: no limit but the control's budget).
  int vct(Stone attacker, int threes, u64 max_nodes = 0);
  // The moves among `candidates` after which `attacker` would win by threats (vct with `threes`) if
  // the defender passed: threats to win. Fours are left out (their block is forced). Each look
  // gives up after `max_nodes_each` nodes; the control's budget may end the list early.
  std::vector<Cell> threatening_moves(Stone attacker, std::span<const Cell> candidates, int threes,
                                      u64 max_nodes_each);
  // The first move of the last win found (vcf or vct), or NO_CELL.
  Cell winning_move() const { return winning_move_; }

  u64 nodes() const { return nodes_; }

 private:
  int vcf_node(Stone attacker, int ply);
  int attacker_node(Stone attacker, int threes, int ply);
  int defender_node(Stone attacker, int threes, int ply);
  // The cells where `s` would make five in the lines through `c`, at most two.
  int five_points_near(Cell c, Stone s, Cell out[2]) const;
  // Plays a VCF line (the attacker's moves and the forced blocks, alternately, the attacker to
  // move) and takes it back: whether it still ends in the attacker's five.
  bool still_wins(const Cell* line, int length, Stone attacker);
  bool tick();
  // Out of budget (the control's or the node limit): a result of 0 proves nothing and is not
  // stored.
  bool halted() const { return control_.stopped() || gave_up_; }

  ThreatEntry* probe(u64 key);
  void store(u64 key, int plies, int threes);

  PatternBoard& board_;
  SearchControl& control_;
  ThreatTable own_;
  ThreatTable& cache_;
  // The last VCF found from each ply: line_[ply], line_[ply + 1], ... up to the five.
  Cell line_[MAX_THREAT_PLIES + 2] = {};
  u64 nodes_ = 0, node_limit_ = 0;
  bool gave_up_ = false;
  Cell winning_move_ = NO_CELL;
};

}  // namespace ply::gomoku
