// The computer player's vocabulary, the same for every game: what it is asked (a level and a
// budget), what it reports while thinking and what it decides. Each game's engine maps levels to
// searches and shows scores in its own unit (discs, men).
#pragma once

#include <functional>
#include <span>
#include <vector>

#include "ladder.h"
#include "options.h"
#include "search.h"

namespace ply {

// The most threads a search is given (Request::threads).
constexpr int MAX_THREADS = 256;

struct Request {
  int level = LEVEL_TOP;  // 1.. the ladder's size (ladder.h); above it the top rung
  // The budget of the searching levels (the top one's time; a cap for the others); 0: no limit.
  i64 time_ms = 0;
  u64 max_nodes = 0;  // 0: no limit; with a fixed budget a search is reproducible
  // The searching levels: 0 for the level's own depth; a fixed depth makes benches exact.
  int max_depth = 0;
  u64 seed = 1;  // the random choices of the levels that choose at random
  // The game's own options (options.h: declared by the game, checked by set_option); unset ones
  // play at the game's own choice.
  OptionBag options;
  StopSignal stop_signal;  // the searching levels: a stop from outside the search (Limits)
  // Choices measured against each other in a match (`ply match --a-option NAME=VALUE`); the
  // defaults are what the levels play.
  bool predicted_iterations = true;  // the searching levels: Limits::predicted_iterations
  int threads = 1;                   // the searching levels: Limits::threads (a Lazy SMP search)
  int lines = 1;                     // the strong search: Limits::lines (MultiPV)
};

// The most best lines a search is asked for (the page's analysis, `ply analyse`).
inline constexpr int MAX_LINES = 64;

// A move's value and the line after it: an analysis's every move (analysis.h), a MultiPV search's
// lines.
template <typename Move>
struct MoveValue {
  Move move{};
  double value = 0;      // for the side to move at the root, in the game's display unit
  bool exact = false;    // a proven result
  std::vector<Move> pv;  // pv[0] is the move
  bool book = false;     // the value is the game's opening book's (exact is then false)
};

template <typename Move>
struct Thinking {
  int depth = 0;       // plies searched (for an exact endgame solve, the empties)
  double score = 0;    // for the side to move, in the game's display unit
  bool exact = false;  // the score is a proven result
  u64 nodes = 0;
  i64 time_ms = 0;
  // percent: the confidence of the selective cuts (Multi-ProbCut); 100: none
  int selectivity = 100;
  std::vector<Move> pv;  // pv[0] is the move chosen; each move legal after the ones before it
  bool book = false;     // the move and score are the game's opening book's, not a search's
  // Request::lines > 1: the best lines found, best first (the first is score and pv); else empty.
  std::vector<MoveValue<Move>> lines;
};

// Called after each completed iteration; returning false stops the search.
template <typename Move>
using ProgressFn = std::function<bool(const Thinking<Move>&)>;

template <typename Move>
struct Decision {
  Move move{};
  Thinking<Move> thinking;
};

// How a game shows search scores: the value in its unit, and whether a won or lost score is the
// exact result (draughts: a win is a win) or only proves the winner (Reversi: the margin may grow).
struct ScoreDisplay {
  double (*value)(Score);
  bool decisive_is_exact;
};

template <Game G>
Thinking<typename G::Move> thinking_of(const SearchInfo<G>& info, const ScoreDisplay& display) {
  Thinking<typename G::Move> t;
  t.depth = info.depth;
  t.score = display.value(info.score);
  t.exact = display.decisive_is_exact && is_decisive(info.score);
  t.nodes = info.nodes;
  t.time_ms = info.time_ms;
  t.selectivity = info.selectivity;
  t.pv = info.pv;
  for (const SearchLine<G>& line : info.lines)
    t.lines.push_back({line.pv[0], display.value(line.score),
                       display.decisive_is_exact && is_decisive(line.score), line.pv});
  return t;
}

// A search's result as a decision: the move is left default and the pv empty when the search found
// none (the game is over, or a game's rule ended it).
template <Game G>
Decision<typename G::Move> decision_of(const SearchInfo<G>& info, const ScoreDisplay& display) {
  Decision<typename G::Move> d;
  d.thinking = thinking_of(info, display);
  if (!info.pv.empty()) d.move = info.pv[0];
  return d;
}

template <Game G>
ReportFn<G> progress_report(const ProgressFn<typename G::Move>& progress,
                            const ScoreDisplay& display) {
  return [&progress, display](const SearchInfo<G>& i) {
    return !progress || progress(thinking_of(i, display));
  };
}

// A search by any node search (driver.h: NodeSearch) over the shared driver, as a decision;
// `earlier` are the keys (G::hash) of the game's positions before this one (for games that can
// repeat).
template <Game G, NodeSearch<G> S>
Decision<typename G::Move> decision_by(S& search, RootPosition<G> pos, const Limits& limits,
                                       const ProgressFn<typename G::Move>& progress,
                                       const ScoreDisplay& display,
                                       std::span<const u64> earlier = {}) {
  return decision_of<G>(
      iterative_deepening<G>(search, pos, limits, progress_report<G>(progress, display), earlier),
      display);
}

// Levels 4-5 of a game that uses the shared node search (AlphaBeta) with the level's evaluation, on
// limits.threads threads (lazy_smp.h).
template <Game G, Evaluator<G> Eval>
Decision<typename G::Move> search_decision(TranspositionTable& tt, const typename G::Position& pos,
                                           const Limits& limits,
                                           const ProgressFn<typename G::Move>& progress,
                                           const ScoreDisplay& display,
                                           std::span<const u64> earlier = {}) {
  const auto make_search = [&tt](const typename G::Position&) {
    return AlphaBeta<G, Eval>(tt, Eval{});
  };
  return decision_of<G>(
      lazy_smp<G>(make_search, pos, limits, progress_report<G>(progress, display), earlier),
      display);
}

// The search limits of levels 4-5: the request's budget, and the level's own depth unless the
// request fixes one; with no budget at all, `unbounded_depth`.
inline Limits level_limits(const Request& request, int level_depth, int unbounded_depth) {
  Limits limits;
  limits.time_ms = request.time_ms;
  limits.max_nodes = request.max_nodes;
  limits.stop_signal = request.stop_signal;
  limits.predicted_iterations = request.predicted_iterations;
  limits.threads = request.threads;
  limits.lines = request.lines;
  if (request.max_depth)
    limits.max_depth = request.max_depth;
  else if (level_depth)
    limits.max_depth = level_depth;
  else if (!request.time_ms && !request.max_nodes)
    limits.max_depth = unbounded_depth;
  return limits;
}

}  // namespace ply
