#include "chess/quiet_leaf.h"

#include <algorithm>

#include "chess/eval.h"

namespace ply::cli::chess_selfplay {

namespace {

using chess::Chess;
using chess::Position;

// Deep enough for any real exchange; a line longer than this is cut where it stands.
constexpr int MAX_CAPTURE_PLIES = 16;

// Fail-hard capture search over Chess's own tactical moves, ordered and pruned as level 5 does.
Score capture_search(const Position& pos, Score alpha, Score beta, int ply, Position& leaf) {
  leaf = pos;
  const Score stand_pat = chess::StrongEval{}(pos);
  if (ply >= MAX_CAPTURE_PLIES || stand_pat >= beta) return stand_pat;
  alpha = std::max(alpha, stand_pat);
  chess::MoveList moves;
  chess::generate_captures(pos, moves);
  std::sort(moves.begin(), moves.end(), [&](chess::Move a, chess::Move b) {
    return Chess::move_order(pos, a) > Chess::move_order(pos, b);
  });
  for (const chess::Move m : moves) {
    if (Chess::loses_material(pos, m)) continue;
    Position child_leaf;
    const Score s = -capture_search(chess::play(pos, m), -beta, -alpha, ply + 1, child_leaf);
    if (s > alpha) {
      alpha = s;
      leaf = child_leaf;
      if (s >= beta) break;
    }
  }
  return alpha;
}

}  // namespace

Position quiet_leaf(const Position& pos) {
  Position leaf;
  capture_search(pos, -SCORE_INFINITE, SCORE_INFINITE, 0, leaf);
  return leaf;
}

}  // namespace ply::cli::chess_selfplay
