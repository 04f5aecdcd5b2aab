// Google Benchmark: the speed of Reversi's hot paths, natively. Reported in the README; never asserted.
#include <benchmark/benchmark.h>

#include "reversi/endgame.h"
#include "reversi/engine.h"
#include "reversi/notation.h"
#include "reversi/perft.h"

namespace {

using namespace ply::reversi;

void BM_Perft(benchmark::State& state) {
  const int depth = int(state.range(0));
  ply::u64 leaves = 0;
  for (auto _ : state) leaves = perft(start_position(), depth);
  state.counters["leaves/s"] = benchmark::Counter(double(leaves), benchmark::Counter::kIsIterationInvariantRate);
}
BENCHMARK(BM_Perft)->Arg(8)->Arg(10)->Unit(benchmark::kMillisecond);

void BM_LegalMovesAndFlips(benchmark::State& state) {
  const Position pos = *parse_position(
      "--XXX-----XXXX-OOOXXOOOOOOOOOOXO-OOXXXXO-OOOXXXO---XOXX---X----- O");
  for (auto _ : state) {
    Bitboard moves = legal_moves(pos);
    Bitboard all = 0;
    for (; moves; moves &= moves - 1) all |= flips(first_square(moves), pos.player, pos.opponent);
    benchmark::DoNotOptimize(all);
  }
}
BENCHMARK(BM_LegalMovesAndFlips);

void BM_StrongSearch(benchmark::State& state) {
  const Position pos = *parse_position(
      "---OX-----XO-----XXOX-O-XOOOXOO--OOOOOO--O-OXO-----O--O----O---O X");
  Engine engine;
  ply::u64 nodes = 0;
  for (auto _ : state) {
    engine.clear();
    ply::Request request;
    request.level = 5;
    request.max_depth = int(state.range(0));
    nodes = engine.choose(pos, request).thinking.nodes;
  }
  state.counters["nodes/s"] = benchmark::Counter(double(nodes), benchmark::Counter::kIsIterationInvariantRate);
}
BENCHMARK(BM_StrongSearch)->Arg(8)->Arg(10)->Unit(benchmark::kMillisecond);

void BM_SolveFfo(benchmark::State& state) {
  // FFO #1 (14 empties) and #25 (20 empties).
  const char* positions[] = {"--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X",
                             "----X------XXXO--OOOXXXXXOOOOXXO-XXOOXXOOOXOXXXXOOOXX---X-XXXX-- O"};
  const Position pos = *parse_position(positions[state.range(0)]);
  ply::u64 nodes = 0;
  for (auto _ : state) nodes = solve(pos).nodes;
  state.counters["nodes/s"] = benchmark::Counter(double(nodes), benchmark::Counter::kIsIterationInvariantRate);
}
BENCHMARK(BM_SolveFfo)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);

}  // namespace
