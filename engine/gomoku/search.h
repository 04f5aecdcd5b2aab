// Gomoku's own node search for the shared driver (core/driver.h: NodeSearch): a principal-variation
// alpha-beta with make/unmake on the pattern board, the transposition table, and threat-aware moves: a
// four must be blocked, an open three answered by a defence or a four of one's own. The strong level
// adds four extensions (a four and its forced block cost no depth), a VCF probe at the leaves, and a
// root that leaves out the moves after which the opponent wins by fours.
#pragma once

#include <array>
#include <memory>
#include <span>
#include <vector>

#include "core/driver.h"
#include "core/tt.h"
#include "gomoku/game.h"
#include "gomoku/pattern_board.h"
#include "gomoku/threats.h"

namespace ply::gomoku {

class PatternSearch {
 public:
  PatternSearch(TranspositionTable& tt, bool strong);

  // The board of the search, set up for `pos` (start() keeps it when it already stands there).
  PatternBoard& prepare(const Position& pos);
  // The root searches only these moves (the strong level's safe moves); empty: every candidate.
  void restrict_root(std::vector<Cell> moves) { root_only_ = std::move(moves); }
  // These root moves count `bonus` more than their search says: the strong level's moves that threaten
  // a win by threats, which a weak defender may not see coming.
  void favour_root(std::span<const Cell> moves, Score bonus);

  // NodeSearch.
  SearchControl& control() { return control_; }
  void start(const Position& pos, std::span<const u64> earlier);
  Score search_root(const Position& pos, int depth, Score alpha, Score beta);
  std::span<const Cell> pv() const { return {pv_[0], std::size_t(pv_length_[0])}; }
  Score root_best() const { return root_best_; }

  // The evaluation for `side` to move, its game going on: its lines against the opponent's; the strong
  // level's weighs more terms (evaluation.h) and knows a board where no five fits is a draw.
  Score evaluate(Stone side) const;
  // A draw for `side`. The strong level plays for the side to move at the root (prepare's position),
  // so a draw is below zero for that side and above zero for the other (contempt).
  Score draw_score(Stone side) const;
  // How promising a move is for `side`: its own lines made and the opponent's lines cut.
  int move_value(Cell c, Stone side) const;

 private:
  Score search(int depth, Score alpha, Score beta, int ply, Stone side);
  int generate(Stone side, int op_points, const Cell* points, Cell* out, int* value) const;
  void update_pv(int ply, Cell m);

  TranspositionTable& tt_;
  bool strong_;
  SearchControl control_;
  std::unique_ptr<PatternBoard> board_;
  std::unique_ptr<ThreatSearch> threats_;
  u64 root_key_ = 0;
  Stone root_side_ = BLACK;
  std::vector<Cell> root_only_;
  std::vector<Cell> root_moves_;
  std::array<Score, MAX_CELLS> root_bonus_{};
  Score root_best_ = -SCORE_INFINITE;
  Cell pv_[MAX_PLY][MAX_PLY] = {};
  int pv_length_[MAX_PLY + 1] = {};
};

}  // namespace ply::gomoku
