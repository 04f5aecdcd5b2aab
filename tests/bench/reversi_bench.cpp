// Google Benchmark: the speed of Reversi's own hot paths, natively (perft and search:
// games_bench.cpp). Reported in the README; never asserted.
#include <benchmark/benchmark.h>

#include "reversi/endgame/solve.h"
#include "reversi/notation.h"
#include "reversi/traits.h"

namespace {

using namespace ply::reversi;

void BM_LegalMovesAndFlips(benchmark::State& state) {
  const Position pos =
      *parse_position("--XXX-----XXXX-OOOXXOOOOOOOOOOXO-OOXXXXO-OOOXXXO---XOXX---X----- O");
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
  state.counters["nodes/s"] =
      benchmark::Counter(double(nodes), benchmark::Counter::kIsIterationInvariantRate);
}
BENCHMARK(BM_SolveFfo)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);

using Bench = BenchPositions<Position>;

// One learned evaluation (features and their weights) of each midgame bench position: time/eval.
void BM_PatternEval(benchmark::State& state) {
  std::vector<Position> positions;
  for (const char* text : Bench::BENCH_POSITIONS) positions.push_back(*parse_position(text));
  const Level5Eval eval;
  for (auto _ : state)
    for (const Position& pos : positions) benchmark::DoNotOptimize(eval(pos));
  state.counters["time/eval"] =
      benchmark::Counter(double(positions.size()), benchmark::Counter::kIsIterationInvariantRate |
                                                       benchmark::Counter::kInvert);
}
BENCHMARK(BM_PatternEval);

// Level 5's search of every midgame bench position to a fixed depth, each from a cleared table as
// in `ply bench` (the clearing timed too): nodes/s.
void BM_MidgameSearch(benchmark::State& state) {
  Engine engine;
  ply::u64 nodes = 0;
  for (auto _ : state) {
    nodes = 0;
    for (const char* text : Bench::BENCH_POSITIONS) {
      engine.clear();
      ply::Request request;
      request.level = ply::LEVEL_TOP;
      request.max_depth = int(state.range(0));
      nodes += engine.choose(*parse_position(text), request).thinking.nodes;
    }
  }
  state.counters["nodes"] = double(nodes);
  state.counters["nodes/s"] =
      benchmark::Counter(double(nodes), benchmark::Counter::kIsIterationInvariantRate);
}
BENCHMARK(BM_MidgameSearch)
    ->Arg(Bench::BENCH_SEARCH_DEPTH - 2)
    ->Arg(Bench::BENCH_SEARCH_DEPTH)
    ->Unit(benchmark::kMillisecond);

}  // namespace

// The whole 6x6 game: the second player wins 16-20 with perfect play (Feinstein, 1993). The first
// of the benchmarks proves it with the narrowest window around -4, the second solves with no window
// given.
void BM_Solve6x6Start(benchmark::State& state) {
  const Position start = *parse_position("6x6:");
  const SolveWindow window = state.range(0) ? SolveWindow{-5, -3} : SolveWindow{};
  Solution s;
  for (auto _ : state) s = solve(start, {}, window);
  if (s.score != -4) state.SkipWithError("the 6x6 start's score is not -4 (16-20)");
  state.counters["nodes"] = double(s.nodes);
}
BENCHMARK(BM_Solve6x6Start)->Arg(1)->Arg(0)->Iterations(1)->Unit(benchmark::kSecond);
