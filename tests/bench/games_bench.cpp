// Google Benchmark: perft and the level-5 search of every game of engine/games.h, natively.
// Reported, never asserted. Each game's own hot paths (flips, king captures, exact solving) have
// their own file.
#include <benchmark/benchmark.h>

#include <string>

#include "games.h"

namespace {

template <ply::GameTraits T>
void perft(benchmark::State& state) {
  const int depth = int(state.range(0));
  ply::u64 leaves = 0;
  for (auto _ : state) leaves = T::perft(T::start(), depth);
  state.counters["leaves"] = double(leaves);
  state.counters["leaves/s"] =
      benchmark::Counter(double(leaves), benchmark::Counter::kIsIterationInvariantRate);
}

// The first bench position of the game (`ply bench`), searched by level 5 to a fixed depth.
template <ply::GameTraits T>
void strong_search(benchmark::State& state) {
  const auto pos = *T::parse_position(T::BENCH_POSITIONS[0], nullptr);
  typename T::Engine engine;
  ply::u64 nodes = 0;
  for (auto _ : state) {
    engine.clear();
    ply::Request request;
    request.level = ply::LEVEL_TOP;
    request.max_depth = int(state.range(0));
    nodes = engine.choose(pos, request).thinking.nodes;
  }
  state.counters["nodes/s"] =
      benchmark::Counter(double(nodes), benchmark::Counter::kIsIterationInvariantRate);
}

const bool registered = [] {
  ply::for_each_game([]<typename T>() {
    const std::string name(T::NAME);
    benchmark::RegisterBenchmark((name + "/perft").c_str(), perft<T>)
        ->Arg(T::BENCH_PERFT_DEPTH)
        ->Arg(T::BENCH_PERFT_DEPTH + 1)
        ->Unit(benchmark::kMillisecond)
        ->Iterations(1);
    benchmark::RegisterBenchmark((name + "/search").c_str(), strong_search<T>)
        ->Arg(T::BENCH_SEARCH_DEPTH - 2)
        ->Arg(T::BENCH_SEARCH_DEPTH)
        ->Unit(benchmark::kMillisecond);
  });
  return true;
}();

}  // namespace
