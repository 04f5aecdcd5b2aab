// The beginner levels every game offers: a random legal move, a greedy one-move look-ahead and a
// plain minimax. Ties are broken at random so that the same position does not always get the same
// answer; the random numbers come from a seeded Rng, so a seed reproduces a game. Each returns no
// move when the side to move has none.
#pragma once

#include <algorithm>
#include <optional>

#include "game.h"
#include "rng.h"

namespace ply {

template <Game G>
std::optional<typename G::Move> random_move(const typename G::Position& pos, Rng& rng) {
  typename G::MoveList moves;
  G::generate_moves(pos, moves);
  if (moves.empty()) return std::nullopt;
  return moves[int(rng.below(u32(moves.size())))];
}

// Picks uniformly among the moves with the largest gain(pos, move) (discs flipped, material
// won...).
template <Game G, typename Gain>
std::optional<typename G::Move> greedy_move(const typename G::Position& pos, Gain gain, Rng& rng) {
  typename G::MoveList moves;
  G::generate_moves(pos, moves);
  typename G::MoveList best;
  int best_gain = 0;
  for (const auto& m : moves) {
    const int g = gain(pos, m);
    if (best.empty() || g > best_gain) {
      best.clear();
      best_gain = g;
    }
    if (g == best_gain) best.push(m);
  }
  if (best.empty()) return std::nullopt;
  return best[int(rng.below(u32(best.size())))];
}

// Full-width minimax (negamax form, no pruning) to a fixed depth, with the game's rule outcome.
template <Game G, Evaluator<G> Eval>
Score minimax(const typename G::Position& pos, int depth, const Eval& eval, int ply = 0) {
  if (const Score outcome = G::rule_outcome(pos, ply); outcome != SCORE_NONE) return outcome;
  typename G::MoveList moves;
  G::generate_moves(pos, moves);
  if (moves.empty()) return G::no_move_score(pos, ply);
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
std::optional<ScoredMove<G>> minimax_move(const typename G::Position& pos, int depth,
                                          const Eval& eval, Rng& rng) {
  typename G::MoveList moves;
  G::generate_moves(pos, moves);
  typename G::MoveList best;
  Score best_score = -SCORE_INFINITE;
  for (const auto& m : moves) {
    const Score s = -minimax<G>(G::play(pos, m), depth - 1, eval, 1);
    if (s > best_score) {
      best.clear();
      best_score = s;
    }
    if (s == best_score) best.push(m);
  }
  if (best.empty()) return std::nullopt;
  return ScoredMove<G>{best[int(rng.below(u32(best.size())))], best_score};
}

}  // namespace ply
