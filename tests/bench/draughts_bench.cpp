// Google Benchmark: the speed of Russian draughts' hot paths, natively. Reported, never asserted.
// Perft 12 from the start (544,770,444 leaves, the "distinct" column) lives here, not in the tests.
#include <benchmark/benchmark.h>

#include "draughts/engine.h"
#include "draughts/notation.h"
#include "draughts/perft.h"

namespace {

using namespace ply::draughts;

void BM_DraughtsPerft(benchmark::State& state) {
  const int depth = int(state.range(0));
  ply::u64 leaves = 0;
  for (auto _ : state) leaves = perft(start_position(), depth);
  state.counters["leaves"] = double(leaves);
  state.counters["leaves/s"] = benchmark::Counter(double(leaves), benchmark::Counter::kIsIterationInvariantRate);
}
BENCHMARK(BM_DraughtsPerft)->Arg(10)->Arg(12)->Unit(benchmark::kMillisecond)->Iterations(1);

void BM_DraughtsMoveGeneration(benchmark::State& state) {
  // KestoG's K12: captures and quiet moves for both sides.
  const Position pos = *parse_fen("B:Wd4,f4,a3,e3,b2,f2,h2,e1,g1:Bb8,d8,h8,g7,b6,d6,h6,a5,c5,h4");
  for (auto _ : state) {
    MoveList list;
    generate_moves(pos, list);
    benchmark::DoNotOptimize(list.count);
  }
}
BENCHMARK(BM_DraughtsMoveGeneration);

void BM_DraughtsKingCaptures(benchmark::State& state) {
  const Position pos = *parse_fen("W:WKd2,Kh2:Bg3,b4,d4,b6,f6,h8");
  for (auto _ : state) {
    MoveList list;
    generate_moves(pos, list);
    benchmark::DoNotOptimize(list.count);
  }
}
BENCHMARK(BM_DraughtsKingCaptures);

void BM_DraughtsStrongSearch(benchmark::State& state) {
  Engine engine;
  ply::u64 nodes = 0;
  for (auto _ : state) {
    engine.clear();
    ply::Request request;
    request.level = 5;
    request.max_depth = int(state.range(0));
    nodes = engine.choose(start_position(), request).thinking.nodes;
  }
  state.counters["nodes/s"] = benchmark::Counter(double(nodes), benchmark::Counter::kIsIterationInvariantRate);
}
BENCHMARK(BM_DraughtsStrongSearch)->Arg(12)->Arg(16)->Unit(benchmark::kMillisecond);

}  // namespace
