// A game's choices among the shared search's methods (alpha_beta.h, driver.h), each with the core's
// default. A game declares the ones it changes, in this order:
//   static constexpr SearchPolicy POLICY = {.killers = false, .aspiration_delta = 0};
// and the search reads them as GameDefaults<G>::POLICY. What a game enables by having a hook
// (in_check, is_quiet, play_null, probcut, known_score...) is game.h's.
#pragma once

#include "types.h"

namespace ply {

constexpr Score DEFAULT_ASPIRATION_DELTA = 50;

struct SearchPolicy {
  // Killer moves and countermoves order the quiet moves (false where the game's own ordering beats
  // them: Reversi's mobility ordering, which they grew the search by a fifth).
  bool killers = true;
  // The history table orders the quiet moves (false: gomoku's threat values beat it).
  bool history = true;
  // When a quiet move cuts off, the quiet moves searched before it lose as much history as it
  // gains.
  bool history_malus = false;
  // Every position rule_outcome lets go on has a legal move (gomoku: a full board is a draw by
  // rule), so quiescence need not generate every move to find out.
  bool always_a_move = false;
  // Quiescence takes a position where the side to move may stand pat to have a legal move, without
  // listing them (chess: a stalemate there is rare and the full search sees it; listing every move
  // at every leaf cost a sixth of the search's time). Implied by always_a_move.
  bool stand_pat_has_a_move = false;
  // The root searches its moves in its own order, set once by move_order and then each iteration's
  // best move moved to the front (the earlier best ones stay next), rather than by the merits
  // (gomoku).
  bool keep_root_order = false;
  // Below the root, moves past this many that give no check are not searched; 0: no limit.
  int move_limit = 0;
  // Half the driver's first aspiration window (doubled on each failure); 0 searches every iteration
  // in full.
  Score aspiration_delta = DEFAULT_ASPIRATION_DELTA;
  // On several threads, every thread searches even depths only (and depth 1): where scores swing
  // between odd and even depths, a table entry of the other parity is biased, and helpers at
  // another depth than the main search would store such entries.
  bool even_depths_on_threads = false;
  // With in_check and is_quiet: near the leaves, a node whose evaluation is this much a ply above
  // beta returns it (reverse futility), and a quiet move that cannot lift the evaluation this much
  // a ply to alpha is skipped; late quiet moves that give no check are skipped there too (late-move
  // pruning). 0: none.
  Score futility_margin = 0;
};

}  // namespace ply
