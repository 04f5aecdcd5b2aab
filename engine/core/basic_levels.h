// The beginner levels every game offers: a random legal move, a greedy one-move look-ahead and a
// plain minimax. Ties are broken at random so that the same position does not always get the same
// answer; the random numbers come from a seeded Rng, so a seed reproduces a game.
#pragma once

#include <algorithm>

#include "game.h"
#include "rng.h"

namespace ply {

template <Game G>
typename G::Move random_move(const typename G::Position& pos, Rng& rng) {
  typename G::MoveList moves;
  G::generate_moves(pos, moves);
  return moves[int(rng.below(u32(moves.size())))];
}

// Picks uniformly among the moves with the largest gain(pos, move) (discs flipped, material won...).
template <Game G, typename Gain>
typename G::Move greedy_move(const typename G::Position& pos, Gain gain, Rng& rng) {
  typename G::MoveList moves;
  G::generate_moves(pos, moves);
  typename G::MoveList best;
  int best_gain = 0;
  for (const auto& m : moves) {
    const int g = gain(pos, m);
    if (best.empty() || g > best_gain) {
      best.count = 0;
      best_gain = g;
    }
    if (g == best_gain) best.push(m);
  }
  return best[int(rng.below(u32(best.size())))];
}

// Full-width minimax (negamax form, no pruning) to a fixed depth.
template <Game G, Evaluator<G> Eval>
Score minimax(const typename G::Position& pos, int depth, const Eval& eval, int ply = 0) {
  typename G::MoveList moves;
  G::generate_moves(pos, moves);
  if (moves.empty()) return G::final_score(pos, ply);
  if (depth == 0) return eval(pos);
  Score best = -SCORE_INFINITE;
  for (const auto& m : moves)
    best = std::max(best, -minimax<G>(G::play(pos, m), depth - 1, eval, ply + 1));
  return best;
}

template <Game G>
struct ScoredMove {
  typename G::Move move;
  Score score;
};

// The move minimax prefers; among equally good moves one at random.
template <Game G, Evaluator<G> Eval>
ScoredMove<G> minimax_move(const typename G::Position& pos, int depth, const Eval& eval, Rng& rng) {
  typename G::MoveList moves;
  G::generate_moves(pos, moves);
  typename G::MoveList best;
  Score best_score = -SCORE_INFINITE;
  for (const auto& m : moves) {
    const Score s = -minimax<G>(G::play(pos, m), depth - 1, eval, 1);
    if (s > best_score) {
      best.count = 0;
      best_score = s;
    }
    if (s == best_score) best.push(m);
  }
  return {best[int(rng.below(u32(best.size())))], best_score};
}

}  // namespace ply
