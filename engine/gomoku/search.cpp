#include "gomoku/search.h"

#include <algorithm>

#include "gomoku/eval.h"

namespace ply::gomoku {

namespace {

// The leaf's VCF probe gives up after this many nodes: a quick look, not a proof search.
constexpr u64 LEAF_VCF_NODES = 64;
// Late moves (past this many, ordered by value) are searched one ply shallower first.
constexpr int LATE_MOVE = 4;
constexpr int LATE_MOVE_MIN_DEPTH = 3;
// Below the root the strong search looks at this many moves by value (and every four): in gomoku the
// best moves are nearly always among the few that make or stop the most.
constexpr int BRANCH_LIMIT = 12;
// What having the move adds to one's own lines: a tenth.
constexpr int TEMPO_NUMERATOR = 11, TEMPO_DENOMINATOR = 10;
// The strong level plays to win: a draw is worth this much less than nothing to the side it plays for
// (an open three is about 40), so it keeps its chances rather than settle for a blocked board.
constexpr int CONTEMPT = 100;

// Combinations that win or nearly win outrank every single line.
int combined_value(const CellThreat& t) {
  if (t.five()) return 1 << 20;
  if (t.double_four()) return 1 << 18;
  if (t.four_three()) return 1 << 17;
  if (t.double_three()) return 1 << 16;
  int v = 0;
  for (const Pattern p : t.line) v += PatternBoard::LINE_VALUE[p];
  return v;
}

}  // namespace

PatternSearch::PatternSearch(TranspositionTable& tt, bool strong) : tt_(tt), strong_(strong) {}

PatternBoard& PatternSearch::prepare(const Position& pos) {
  if (!board_ || root_key_ != pos.key) {
    board_ = std::make_unique<PatternBoard>(pos);
    threats_ = std::make_unique<ThreatSearch>(*board_, control_);
    root_key_ = pos.key;
  }
  root_side_ = pos.to_move();
  return *board_;
}

void PatternSearch::start(const Position& pos, std::span<const u64>) {
  prepare(pos);
  tt_.new_search();
  const Stone me = pos.to_move();
  root_moves_ = root_only_;
  if (root_moves_.empty()) board_->for_each_candidate([&](Cell c) { root_moves_.push_back(c); });
  std::stable_sort(root_moves_.begin(), root_moves_.end(),
                   [&](Cell a, Cell b) { return move_value(a, me) > move_value(b, me); });
}

void PatternSearch::favour_root(std::span<const Cell> moves, Score bonus) {
  root_bonus_.fill(0);
  for (const Cell c : moves) root_bonus_[c] = bonus;
}

int PatternSearch::move_value(Cell c, Stone side) const {
  return combined_value(board_->threat(c, side)) + combined_value(board_->threat(c, opponent(side))) * 4 / 5;
}

Score PatternSearch::draw_score(Stone side) const {
  if (!strong_) return 0;
  return side == root_side_ ? -CONTEMPT : CONTEMPT;
}

Score PatternSearch::evaluate(Stone side) const {
  const PatternBoard& b = *board_;
  const Stone op = opponent(side);
  if (!strong_) {
    const int lines = b.line_value(side) * TEMPO_NUMERATOR / TEMPO_DENOMINATOR - b.line_value(op);
    return std::clamp(lines, -SCORE_EVAL_MAX, SCORE_EVAL_MAX);
  }
  // Where neither side can make five any more the game is a draw, however many cells are left; a side
  // that cannot make five can do no better than a draw, one whose opponent cannot, no worse.
  const bool can_win = b.live_windows(side) > 0, can_lose = b.live_windows(op) > 0;
  const Score draw = draw_score(side);
  if (!can_win && !can_lose) return draw;
  Score s = weigh(evaluation_terms(b, side));
  if (!can_win) s = std::min(s, draw);
  if (!can_lose) s = std::max(s, draw);
  return std::clamp(s, -SCORE_EVAL_MAX, SCORE_EVAL_MAX);
}

Score PatternSearch::search_root(const Position& pos, int depth, Score alpha, Score beta) {
  root_best_ = -SCORE_INFINITE;
  return search(depth, alpha, beta, 0, pos.to_move());
}

void PatternSearch::update_pv(int ply, Cell m) {
  pv_[ply][0] = m;
  const int child = ply + 1 < MAX_PLY ? pv_length_[ply + 1] : 0;
  std::copy(pv_[ply + 1], pv_[ply + 1] + child, pv_[ply] + 1);
  pv_length_[ply] = child + 1;
}

// The moves worth searching for `side`: the block of a four, else against an open three the defences
// (the opponent's four-points, which include the open four's) and one's own fours, else every
// candidate. Returns their number, values alongside.
int PatternSearch::generate(Stone side, int op_points, const Cell* points, Cell* out, int* value) const {
  const PatternBoard& b = *board_;
  const Stone op = opponent(side);
  int n = 0;
  if (op_points == 1) {
    out[0] = points[0];
    value[0] = 0;
    return 1;
  }
  const bool must_defend = b.pattern_count(op, F4) > 0;
  b.for_each_candidate([&](Cell c) {
    if (must_defend && !b.threat(c, side).four() && b.threat(c, op).best() < B4) return;
    out[n] = c;
    value[n++] = move_value(c, side);
  });
  return n;
}

Score PatternSearch::search(int depth, Score alpha, Score beta, int ply, Stone side) {
  pv_length_[ply] = 0;
  if (control_.tick()) return 0;
  PatternBoard& b = *board_;
  const Stone op = opponent(side);
  Cell points[2];
  if (b.five_points(side, points, 1)) {
    if (ply == 0) {
      update_pv(0, points[0]);
      root_best_ = won_by(0, 1);
    }
    return won_by(0, ply + 1);
  }
  const int op_points = b.five_points(op, points, 2);
  if (op_points >= 2 && ply > 0) return lost_by(0, ply + 2);
  if (b.full()) return draw_score(side);
  // An open four (or two fours) the opponent cannot meet with a five wins in three plies.
  if (op_points == 0 && ply > 0 && b.rule() == Rule::FREESTYLE && b.pattern_count(side, F4) > 0)
    return won_by(0, ply + 3);
  if (ply >= MAX_PLY - 2) return evaluate(side);
  if (depth <= 0 && op_points == 0) {
    if (strong_ && ply > 0 && b.pattern_count(side, B4) > 0)
      if (const int plies = threats_->vcf(side, LEAF_VCF_NODES)) return won_by(0, ply + plies);
    return evaluate(side);
  }
  depth = std::max(depth, 0);

  const Score alpha_in = alpha;
  const u64 key = b.key(side);
  TTData tt;
  MoveCode tt_move = NO_MOVE_CODE;
  if (tt_.probe(key, tt)) {
    tt_move = tt.move;
    const Score s = score_from_tt(tt.score, ply);
    if (ply > 0 && beta - alpha == 1 && tt.depth >= depth &&
        (tt.bound == BOUND_EXACT || (tt.bound == BOUND_LOWER && s >= beta) ||
         (tt.bound == BOUND_UPPER && s <= alpha)))
      return s;
  }

  Cell moves[MAX_CELLS];
  int value[MAX_CELLS];
  int n = 0;
  if (ply == 0) {
    if (op_points == 1) {
      moves[n] = points[0];
      value[n++] = 0;
    } else {
      // The root keeps its own order: the last iteration's best move first.
      for (const Cell c : root_moves_) {
        moves[n] = c;
        value[n] = MAX_CELLS - n;
        ++n;
      }
    }
  } else {
    n = generate(side, op_points, points, moves, value);
  }
  for (int i = 0; i < n; ++i)
    if (moves[i] == tt_move) value[i] = 1 << 30;

  Score best = -SCORE_INFINITE;
  Cell best_move = NO_CELL;
  for (int i = 0; i < n; ++i) {
    for (int j = i + 1; j < n; ++j)
      if (value[j] > value[i]) {
        std::swap(value[i], value[j]);
        std::swap(moves[i], moves[j]);
      }
    const Cell m = moves[i];
    const bool four = b.threat(m, side).four();
    if (strong_ && ply > 0 && i >= BRANCH_LIMIT && !four) continue;
    const int child_depth = strong_ && four ? depth : depth - 1;
    // The root's favoured moves: their scores (not a proven result) and so their windows shifted.
    const Score bonus = ply == 0 ? root_bonus_[m] : 0;
    const auto child = [&](int d, Score a, Score be) {
      const Score s = -search(d, -(be - bonus), -(a - bonus), ply + 1, op);
      return is_decisive(s) ? s : s + bonus;
    };
    b.play(m, side);
    Score s;
    if (i == 0) {
      s = child(child_depth, alpha, beta);
    } else {
      const bool late = i >= LATE_MOVE && depth >= LATE_MOVE_MIN_DEPTH && !four && op_points == 0;
      s = child(late ? child_depth - 1 : child_depth, alpha, alpha + 1);
      if (late && s > alpha) s = child(child_depth, alpha, alpha + 1);
      if (s > alpha && s < beta) s = child(child_depth, alpha, beta);
    }
    b.undo();
    if (control_.stopped()) break;
    if (s > best) {
      best = s;
      best_move = m;
      if (s > alpha) {
        alpha = s;
        update_pv(ply, m);
        if (ply == 0) root_best_ = s;
        if (alpha >= beta) break;
      }
    }
  }
  if (control_.stopped()) return 0;
  if (ply == 0 && best_move != NO_CELL) {
    // The next iteration starts from this one's best move.
    std::stable_partition(root_moves_.begin(), root_moves_.end(), [&](Cell c) { return c == best_move; });
  }
  const Bound bound = best >= beta ? BOUND_LOWER : best > alpha_in ? BOUND_EXACT : BOUND_UPPER;
  tt_.store(key, score_to_tt(best, ply), depth, bound, best_move == NO_CELL ? NO_MOVE_CODE : best_move);
  return best;
}

}  // namespace ply::gomoku
