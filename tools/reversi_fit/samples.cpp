#include "samples.h"

#include <algorithm>

#include <set>

#include "core/player.h"
#include "core/rng.h"
#include "reversi/endgame/solve.h"
#include "reversi/engine.h"
#include "reversi/traits.h"

namespace ply::reversi::fit {

namespace {

// The games are played by level 5's search on the hand-written evaluation, whatever weights the
// build carries: the data, and so the weights, depend only on the seed and the sizes.
Reversi::Move hand_written_move(TranspositionTable& tt, const Position& pos, u64 nodes) {
  Limits limits;
  limits.max_nodes = nodes;
  return search_decision<Reversi, StrongEval>(tt, pos, limits, {}, Levels::DISPLAY).move;
}

// The match's openings (cli/match.h, balanced_openings): the distinct positions after Traits::OPENING_PLIES
// moves, the most even first, here by the hand-written evaluation at Traits::OPENING_RANK_DEPTH.
std::vector<Position> balanced_openings(std::size_t count) {
  std::vector<Position> candidates;
  std::set<std::pair<Bitboard, Bitboard>> seen;
  const auto collect = [&](const auto& self, const Position& pos, int plies) -> void {
    if (plies == 0) {
      if (seen.insert({pos.player, pos.opponent}).second) candidates.push_back(pos);
      return;
    }
    Reversi::MoveList moves;
    Reversi::generate_moves(pos, moves);
    for (const auto m : moves) self(self, play(pos, m), plies - 1);
  };
  collect(collect, start_position(), Traits::OPENING_PLIES);
  TranspositionTable tt(4);
  std::vector<std::pair<double, std::size_t>> ranked;
  for (std::size_t i = 0; i < candidates.size(); ++i) {
    Limits limits;
    limits.max_depth = Traits::OPENING_RANK_DEPTH;
    const auto d = search_decision<Reversi, StrongEval>(tt, candidates[i], limits, {}, Levels::DISPLAY);
    ranked.push_back({std::abs(d.thinking.score), i});
  }
  std::stable_sort(ranked.begin(), ranked.end());
  std::vector<Position> openings;
  for (std::size_t i = 0; i < count && i < ranked.size(); ++i) openings.push_back(candidates[ranked[i].second]);
  return openings;
}

}  // namespace

std::vector<Position> self_play_positions(const GameOptions& options) {
  const auto openings = balanced_openings(std::size_t(options.openings));
  Rng rng(options.seed);
  TranspositionTable tt(4);
  std::vector<Position> positions;
  for (int game = 0; game < options.games; ++game) {
    Position pos = openings[std::size_t(game) % openings.size()];
    tt.clear();
    for (int move = 0; !is_over(pos); ++move) {
      Reversi::MoveList moves;
      Reversi::generate_moves(pos, moves);
      if (moves[0] == PASS) {
        pos = play(pos, PASS);
        continue;
      }
      positions.push_back(pos);
      const bool random = move < 40 && int(rng.below(100)) < options.random_percent;
      pos = play(pos, random ? moves[rng.below(u32(moves.size()))] : hand_written_move(tt, pos, options.nodes));
    }
    if ((game + 1) % 100 == 0) std::fprintf(stderr, "games: %d, positions: %zu\n", game + 1, positions.size());
  }
  return positions;
}

Score exact_label(const Position& pos) { return 100 * solve(pos).score; }

namespace {

Score negamax(const Position& pos, int leaf_empties, Score alpha, Score beta, const PatternTable& weights) {
  if (pos.empty_count() < leaf_empties) return pattern_score(weights, features(pos));
  Bitboard moves = legal_moves(pos);
  if (!moves) {
    if (!opponent_moves(pos)) return 100 * final_score(pos);
    return -negamax(play(pos, PASS), leaf_empties, -beta, -alpha, weights);
  }
  Score best = -SCORE_INFINITE;
  for (; moves; moves &= moves - 1) {
    best = std::max(best, -negamax(play(pos, first_square(moves)), leaf_empties, -beta, -std::max(alpha, best), weights));
    if (best >= beta) break;
  }
  return best;
}

}  // namespace

Score search_label(const Position& pos, int leaf_empties, const PatternTable& weights) {
  return negamax(pos, leaf_empties, -SCORE_INFINITE, SCORE_INFINITE, weights);
}

}  // namespace ply::reversi::fit
