// `ply bench`: fixed work at fixed depth for every game, one thread, fresh tables: each game's perft from
// its start, level-5 searches of its bench positions, and (Reversi) exact solves. The node counts are a
// signature of search behaviour: they move only when the search does, and are the same natively and in
// wasm. Time and nodes/s are printed for information.
#include <cstdio>
#include <string>

#include "commands.h"
#include "games.h"

namespace ply::cli {

namespace {

struct Totals {
  u64 nodes = 0;
  double seconds = 0;
  void add(const std::string& what, u64 nodes_, double seconds_) {
    nodes += nodes_;
    seconds += seconds_;
    std::printf("%-30s %12llu nodes %9.3f s %12.0f nodes/s\n", what.c_str(), (unsigned long long)nodes_,
                seconds_, seconds_ > 0 ? double(nodes_) / seconds_ : 0.0);
  }
};

template <GameTraits T>
void bench_game(Totals& totals, int depth_option) {
  const std::string name(T::NAME);
  const u64 before = totals.nodes;
  auto start = std::chrono::steady_clock::now();
  const u64 leaves = T::perft(T::start(), T::BENCH_PERFT_DEPTH);
  totals.add(name + " perft " + std::to_string(T::BENCH_PERFT_DEPTH), leaves, seconds_since(start));

  const int depth = depth_option ? depth_option : T::BENCH_SEARCH_DEPTH;
  typename T::Engine engine;
  for (const char* text : T::BENCH_POSITIONS) {
    const auto pos = *T::parse_position(text, nullptr);
    engine.clear();
    Request request;
    request.level = LEVEL_MAX;
    request.max_depth = depth;
    start = std::chrono::steady_clock::now();
    const u64 nodes = engine.choose(pos, request).thinking.nodes;
    totals.add(name + " search depth " + std::to_string(depth), nodes, seconds_since(start));
  }
  if constexpr (requires { T::BENCH_SOLVED; }) {
    for (const char* text : T::BENCH_SOLVED) {
      const auto pos = *T::parse_position(text, nullptr);
      start = std::chrono::steady_clock::now();
      const u64 nodes = T::solve(pos, 0).nodes;
      totals.add(name + " solve " + std::to_string(T::empties(pos)) + " empties", nodes, seconds_since(start));
    }
  }
  std::printf("%-16s: %llu\n", (name + " nodes").c_str(), (unsigned long long)(totals.nodes - before));
}

}  // namespace

int run_bench(const Args& args) {
  if (args.has("ffo")) return run_ffo_bench(args);
  allow_only(args, {"depth"});
  if (!args.positional.empty()) fail("bench: unexpected argument '" + args.positional[0] + "'");
  const int depth = int(args.integer("depth", 0, 1, 30));
  Totals totals;
  for_each_game([&]<typename T>() { bench_game<T>(totals, depth); });
  std::printf("Total time (s)  : %.3f\n", totals.seconds);
  std::printf("Nodes/second    : %.0f\n", totals.seconds > 0 ? double(totals.nodes) / totals.seconds : 0);
  std::printf("Total nodes     : %llu\n", (unsigned long long)totals.nodes);
  return EXIT_OK;
}

}  // namespace ply::cli
