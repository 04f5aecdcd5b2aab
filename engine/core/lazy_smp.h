// Lazy SMP: one root searched by several threads at once over the shared transposition table.
// Beside the main search, helpers deepen the same root on their own threads, each with its own move
// ordering and history; what one stores, the others read, and their different timing spreads them
// over different parts of the tree (Stockfish searched this way from version 7 on). The main search
// alone keeps the budget, reports and decides; the helpers stop when it does. Each helper skips
// depths in a pattern of its own (Stockfish 9's), so that they are not all at the main search's
// depth.
#pragma once

#include <memory>
#include <vector>

#include "crew.h"
#include "driver.h"

namespace ply {

// The shared driver (driver.h: iterative_deepening) on limits.threads threads. `make_search(pos)`
// makes a node search over the shared table for the position it will search: the root for the main
// search, for each helper a copy of its own (a make/unmake game plays on it; a game's search may
// read it, as gomoku's leaf threat search does). Helpers join once the main search has completed
// its first iteration (the table has its memory then, and a move is known); the reports and the
// result count every thread's nodes.
template <Game G, class MakeSearch>
SearchInfo<G> lazy_smp(const MakeSearch& make_search, RootPosition<G> root, const Limits& limits,
                       const ReportFn<G>& report, std::span<const u64> earlier) {
  using Position = typename G::Position;
  using Search = decltype(make_search(root));
  Search main = make_search(root);
  if constexpr (!THREADS_AVAILABLE)
    return iterative_deepening<G>(main, root, limits, report, earlier);
  if (limits.threads <= 1) return iterative_deepening<G>(main, root, limits, report, earlier);

  struct Helper {
    Position pos;
    std::unique_ptr<Search> search;
  };
  // Declared before the crew, so that the crew's threads are joined before their searches go.
  std::vector<std::unique_ptr<Helper>> helpers;
  Crew crew;
  const auto helper_nodes = [&] {
    u64 n = 0;
    for (const auto& h : helpers) n += h->search->control().nodes();
    return n;
  };
  const Position start = root;  // before the main search plays on it (make/unmake)
  const auto launch = [&] {
    for (int index = 1; index < limits.threads; ++index) {
      Helper& helper = *helpers.emplace_back(new Helper{start, nullptr});
      helper.search.reset(new Search(make_search(helper.pos)));
      // no depth limit: a helper deepens until the main search stops (as Stockfish's do)
      Limits own;
      own.probcut_sigmas = limits.probcut_sigmas;
      own.stop_signal = &crew.stop;
      own.helper = index;
      crew.launch([&helper, own, earlier] {
        iterative_deepening<G>(*helper.search, helper.pos, own, {}, earlier);
      });
    }
  };
  SearchInfo<G> info = iterative_deepening<G>(
      main, root, limits,
      [&](const SearchInfo<G>& i) {
        if (helpers.empty()) launch();
        if (!report) return true;
        SearchInfo<G> all = i;
        all.nodes += helper_nodes();
        return report(all);
      },
      earlier);
  crew.finish();
  info.nodes += helper_nodes();
  return info;
}

}  // namespace ply
