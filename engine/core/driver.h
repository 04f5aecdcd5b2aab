// The search driver every game shares: iterative deepening with aspiration windows over a node
// search, within the time and node budget, with a report after each iteration. The node search is a
// template parameter (NodeSearch): AlphaBeta (alpha_beta.h) serves any Game, and a game may bring
// its own (null move, reductions, extensions) over the same table, limits and reports.
#pragma once

#include <algorithm>
#include <functional>
#include <span>
#include <vector>

#include "game.h"
#include "search_control.h"
#include "time_manager.h"

namespace ply {

// One of a MultiPV search's lines: a root move's score and the line after it.
template <Game G>
struct SearchLine {
  Score score = 0;
  std::vector<typename G::Move> pv;  // pv[0] is the root move
};

template <Game G>
struct SearchInfo {
  int depth = 0;
  Score score = 0;
  u64 nodes = 0;
  i64 time_ms = 0;
  // the confidence of the search's selective cuts, in percent (selectivity_percent)
  int selectivity = 100;
  std::vector<typename G::Move> pv;  // pv[0] is the move to play
  // Limits::lines > 1: the best lines, best first (lines[0] is score and pv); else empty.
  std::vector<SearchLine<G>> lines;
};

// Called after each completed iteration; returning false stops the search. Iteration level only: it
// is never called per node.
template <Game G>
using ReportFn = std::function<bool(const SearchInfo<G>&)>;

// One pass over the root at a given depth and window, and what it found.
//   start        a new search from `root`; `earlier` are the keys (G::hash) of the game's positions
//                before it, oldest first
//   search_root  the score of the root within (alpha, beta), fail-soft; when control().stopped()
//                the score means nothing
//   pv           the line of the last pass; after a stopped pass, the line of the best root move it
//                finished (empty if none)
//   root_best    the score of that root move
//   skip_root    the passes to come leave these root moves out (MultiPV: the lines found so far)
template <typename S, typename G>
concept NodeSearch = Game<G> && requires(S& s, const S& cs, RootPosition<G> pos,
                                         std::span<const u64> earlier, int depth, Score bound) {
  { s.control() } -> std::same_as<SearchControl&>;
  { s.start(pos, earlier) } -> std::same_as<void>;
  { s.search_root(pos, depth, bound, bound) } -> std::same_as<Score>;
  { cs.pv() } -> std::convertible_to<std::span<const typename G::Move>>;
  { cs.root_best() } -> std::same_as<Score>;
  { s.skip_root(std::span<const typename G::Move>{}) } -> std::same_as<void>;
};

// Aspiration: from this depth on, an iteration first searches a window around the last score, of
// half-width GameDefaults<G>::POLICY.aspiration_delta (doubled on each failure; 0: always the full
// window).
constexpr int ASPIRATION_MIN_DEPTH = 4;
// A result that stays proven for this many iterations will not change any more.
constexpr int PROVEN_ITERATIONS_TO_STOP = 4;
// With one legal move, this depth is enough for a score to show.
constexpr int SINGLE_MOVE_DEPTH = 2;

// Whether Lazy SMP helper `helper` (1, 2, ...: Limits::helper) skips the iteration at `depth`
// (lazy_smp.h), in Stockfish 9's pattern (over depth / 2 where the threads search even depths
// only).
constexpr bool helper_skips_depth(int helper, int depth) {
  constexpr int SKIP_SIZE[] = {1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4, 4, 4};
  constexpr int SKIP_PHASE[] = {0, 1, 0, 1, 2, 3, 0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5, 6, 7};
  const int i = (helper - 1) % 20;
  return (depth + SKIP_PHASE[i]) / SKIP_SIZE[i] % 2 != 0;
}

// The root searched at `depth`, first in a window around `previous`, widened on a side that fails.
template <Game G, NodeSearch<G> S>
Score aspiration_search(S& search, RootPosition<G> root, int depth, Score previous) {
  Score delta = GameDefaults<G>::POLICY.aspiration_delta;
  if (delta == 0 || depth < ASPIRATION_MIN_DEPTH || is_decisive(previous))
    return search.search_root(root, depth, -SCORE_INFINITE, SCORE_INFINITE);
  Score alpha = std::max(previous - delta, -SCORE_INFINITE);
  Score beta = std::min(previous + delta, +SCORE_INFINITE);
  for (;;) {
    const Score score = search.search_root(root, depth, alpha, beta);
    if (search.control().stopped()) return score;
    if (score > alpha && score < beta) return score;
    delta *= 2;
    if (score <= alpha)
      alpha = is_decisive(score) ? -SCORE_INFINITE : std::max(score - delta, -SCORE_INFINITE);
    else
      beta = is_decisive(score) ? SCORE_INFINITE : std::min(score + delta, +SCORE_INFINITE);
  }
}

// MultiPV's lines: `found` (this iteration's), then the `last` iteration's for the root moves not
// among them (a stop cut them off: Stockfish shows them so), up to `count`, best first.
template <Game G>
std::vector<SearchLine<G>> merged_lines(std::vector<SearchLine<G>> found,
                                        const std::vector<SearchLine<G>>& last, std::size_t count) {
  for (const SearchLine<G>& line : last) {
    if (found.size() >= count) break;
    const auto same = [&](const SearchLine<G>& f) {
      return G::move_code(f.pv[0]) == G::move_code(line.pv[0]);
    };
    if (std::none_of(found.begin(), found.end(), same)) found.push_back(line);
  }
  // Best first, equal scores in the order found. An insertion sort: a few lines, and far less code
  // than std::stable_sort's in each game's module (the first load counts it).
  for (std::size_t i = 1; i < found.size(); ++i)
    for (std::size_t j = i; j > 0 && found[j - 1].score < found[j].score; --j)
      std::swap(found[j - 1], found[j]);
  return found;
}

// MultiPV: after an iteration's best line `first`, each next line is the best root move not yet in
// one, searched in a window around that line's score in the `last` iteration.
template <Game G, NodeSearch<G> S>
std::vector<SearchLine<G>> multi_pv_lines(S& search, RootPosition<G> root, int depth,
                                          std::size_t count, SearchLine<G> first,
                                          const std::vector<SearchLine<G>>& last) {
  using Move = typename G::Move;
  std::vector<SearchLine<G>> found{std::move(first)};
  std::vector<Move> taken{found[0].pv[0]};
  while (found.size() < count) {
    search.skip_root(taken);
    const Score previous =
        found.size() < last.size() ? last[found.size()].score : found.back().score;
    const Score score = aspiration_search<G>(search, root, depth, previous);
    const std::span<const Move> pv = search.pv();
    if (search.control().stopped() || pv.empty()) break;
    found.push_back({score, {pv.begin(), pv.end()}});
    taken.push_back(pv[0]);
  }
  search.skip_root({});
  return merged_lines(std::move(found), last, count);
}

// The best of the lines found is the search's score and pv.
template <Game G>
void take_lines(SearchInfo<G>& best, std::vector<SearchLine<G>> lines) {
  best.lines = std::move(lines);
  best.score = best.lines[0].score;
  best.pv = best.lines[0].pv;
}

// Searches to limits.max_depth or until the budget runs out; the result is that of the last
// completed iteration, or of the root moves the stopped iteration finished. The budget holds from
// the first iteration on (one can take seconds: chess with nine queens a side), so a search stopped
// before it finished a root move plays the first legal one. pv is empty only when the game is over
// at the root (no move, or ended by rule).
template <Game G, NodeSearch<G> S>
SearchInfo<G> iterative_deepening(S& search, RootPosition<G> root, const Limits& limits,
                                  const ReportFn<G>& report, std::span<const u64> earlier) {
  SearchControl& control = search.control();
  control.start(limits);
  search.start(root, earlier);

  SearchInfo<G> best;
  if constexpr (GameDefaults<G>::HAS_PROBCUT)
    best.selectivity = selectivity_percent(limits.probcut_sigmas);
  typename G::MoveList moves;
  G::generate_moves(root, moves);
  if (const Score outcome = G::rule_outcome(root, 0); outcome != SCORE_NONE || moves.empty()) {
    best.score = outcome != SCORE_NONE ? outcome : G::no_move_score(root, 0);
    return best;
  }
  int proven_iterations = 0;
  const std::size_t line_count = std::size_t(std::clamp(limits.lines, 1, moves.size()));
  IterationCost cost;
  control.allow_stop(true);
  // POLICY.even_depths_on_threads: the main search's first iteration gives a move at once, and a
  // depth limit is reached whatever its parity.
  const bool even_only =
      GameDefaults<G>::POLICY.even_depths_on_threads && (limits.threads > 1 || limits.helper);
  for (int depth = 1; depth <= limits.max_depth; ++depth) {
    // A stop raised before the search still lets the first iteration run to its first budget check
    // (SearchControl::BUDGET_CHECK_INTERVAL nodes): a cheap one completes, with a searched move.
    if (depth > 1 && control.stop_requested()) break;
    if (even_only && depth % 2 == 1 && (depth > 1 || limits.helper) && depth < limits.max_depth)
      continue;
    if (limits.helper && helper_skips_depth(limits.helper, even_only ? depth / 2 : depth)) continue;
    const Score score = aspiration_search<G>(search, root, depth, best.score);
    if (control.stopped()) {
      // Root moves searched to the end before the stop were searched deeper than the last
      // iteration: the best of them (the previous best move goes first) is the better choice.
      const std::span<const typename G::Move> pv = search.pv();
      if (!pv.empty()) {
        best.score = search.root_best();
        best.pv.assign(pv.begin(), pv.end());
        if (line_count > 1) {
          take_lines(best, merged_lines<G>({{best.score, best.pv}}, best.lines, line_count));
        }
      }
      break;
    }
    proven_iterations = is_decisive(score) && score == best.score ? proven_iterations + 1 : 0;
    const std::span<const typename G::Move> pv = search.pv();
    best.depth = depth;
    best.score = score;
    best.pv.assign(pv.begin(), pv.end());
    if (line_count > 1) {
      take_lines(best,
                 multi_pv_lines<G>(search, root, depth, line_count, {score, best.pv}, best.lines));
    }
    best.nodes = control.nodes();
    best.time_ms = control.elapsed_ms();
    if (control.stopped()) break;  // among the other lines: this iteration's best line stands
    if (report && !report(best)) break;
    cost.completed(best.nodes, best.time_ms);
    if (!cost.next_worth_starting(limits)) break;
    if (proven_iterations >= PROVEN_ITERATIONS_TO_STOP) break;
    if (moves.size() == 1 && depth >= SINGLE_MOVE_DEPTH) break;
  }
  if (best.pv.empty()) best.pv = {moves[0]};
  best.nodes = control.nodes();
  best.time_ms = control.elapsed_ms();
  return best;
}

}  // namespace ply
