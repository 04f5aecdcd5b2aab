// Google Benchmark: the speed of Reversi's own hot paths, natively (perft and search: games_bench.cpp).
// Reported in the README; never asserted.
#include <benchmark/benchmark.h>

#include "reversi/endgame.h"
#include "reversi/notation.h"

namespace {

using namespace ply::reversi;

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
