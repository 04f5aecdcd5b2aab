// The five levels, written once for every game. A game supplies its pieces (LevelPieces): the greedy
// level's gain, the evaluation and depth of the minimax level (3) and of the classic search (4), how
// scores are shown, and the strong level's search (5; Reversi's adds its exact endgame solve).
#pragma once

#include <algorithm>
#include <span>

#include "basic_levels.h"
#include "player.h"

namespace ply {

template <typename L>
concept LevelPieces =
    Game<typename L::Game> &&
    requires(const typename L::Game::Position& pos, const typename L::Game::Move& move,
             TranspositionTable& tt, const Request& request,
             const ProgressFn<typename L::Game::Move>& progress, std::span<const u64> earlier) {
      { L::greedy_gain(pos, move) } -> std::convertible_to<int>;
      requires Evaluator<typename L::MinimaxEval, typename L::Game>;
      { L::MINIMAX_DEPTH } -> std::convertible_to<int>;
      requires Evaluator<typename L::ClassicEval, typename L::Game>;
      { L::CLASSIC_DEPTH } -> std::convertible_to<int>;
      { L::DISPLAY } -> std::convertible_to<ScoreDisplay>;
      { L::strong(tt, pos, request, progress, earlier) } -> std::same_as<Decision<typename L::Game::Move>>;
    };

// The move the request's level plays in `pos`, and what it thought. With no legal move (the game is
// over) the decision has no move: an empty pv and a default move. A position the rules have ended
// while moves remain (a draw by rule) still gets a legal move: the search's, else the first one.
template <LevelPieces L>
Decision<typename L::Game::Move> choose_at_level(TranspositionTable& tt,
                                                 const typename L::Game::Position& pos,
                                                 const Request& request,
                                                 const ProgressFn<typename L::Game::Move>& progress,
                                                 std::span<const u64> earlier) {
  using G = typename L::Game;
  Decision<typename G::Move> d;
  typename G::MoveList moves;
  G::generate_moves(pos, moves);
  if (moves.empty()) {
    d.thinking.score = L::DISPLAY.value(G::no_move_score(pos, 0));
    d.thinking.exact = true;
    return d;
  }
  Rng rng(request.seed);
  switch (std::clamp(request.level, LEVEL_MIN, LEVEL_MAX)) {
    case 1:
      d.move = *random_move<G>(pos, rng);
      d.thinking.pv = {d.move};
      break;
    case 2:
      d.move = *greedy_move<G>(pos, L::greedy_gain, rng);
      d.thinking.pv = {d.move};
      break;
    case 3: {
      const auto best = *minimax_move<G>(pos, L::MINIMAX_DEPTH, typename L::MinimaxEval{}, rng);
      d.move = best.move;
      d.thinking.depth = L::MINIMAX_DEPTH;
      d.thinking.score = L::DISPLAY.value(best.score);
      d.thinking.exact = L::DISPLAY.decisive_is_exact && is_decisive(best.score);
      d.thinking.pv = {d.move};
      if (progress) progress(d.thinking);
      break;
    }
    case 4:
      d = search_decision<G, typename L::ClassicEval>(
          tt, pos, level_limits(request, L::CLASSIC_DEPTH, 0), progress, L::DISPLAY, earlier);
      break;
    default:
      d = L::strong(tt, pos, request, progress, earlier);
  }
  if (d.thinking.pv.empty()) {
    // The search saw the game ended by rule at the root: any legal move will do.
    d.move = moves[0];
    d.thinking.pv = {d.move};
  }
  return d;
}

// A game's computer player: the five levels over its pieces, with a transposition table that lives
// as long as the player, across searches. Each game names its own: `using Engine = LevelEngine<Levels>`.
template <LevelPieces L>
class LevelEngine {
 public:
  using Position = typename L::Game::Position;
  using Move = typename L::Game::Move;

  explicit LevelEngine(std::size_t tt_megabytes = 16) : tt_(tt_megabytes) {}

  // The move the level plays (choose_at_level; no move when the game is over). `earlier` are the
  // hashes (G::hash) of the game's positions before this one: the searching levels count a return to
  // one of them as a draw where the game can repeat.
  Decision<Move> choose(const Position& pos, const Request& request, const ProgressFn<Move>& progress = {},
                        std::span<const u64> earlier = {}) {
    return choose_at_level<L>(tt_, pos, request, progress, earlier);
  }

  // Forget what earlier searches learned (for reproducible benchmarks and matches).
  void clear() { tt_.clear(); }

 private:
  TranspositionTable tt_;
};

}  // namespace ply
