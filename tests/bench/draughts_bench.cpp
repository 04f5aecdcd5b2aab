// Google Benchmark: the speed of Russian draughts' own hot paths, natively (perft and search:
// games_bench.cpp). Reported, never asserted.
#include <benchmark/benchmark.h>

#include "draughts/eval.h"
#include "draughts/notation.h"
#include "draughts/pattern_eval.h"

namespace {

using namespace ply::draughts;

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

// One evaluation of a middlegame position (K12 above, both sides to move): the hand-written one
// and the learned one level 5 plays with.
template <typename Eval>
void BM_DraughtsEvaluation(benchmark::State& state) {
  const Position positions[] = {
      *parse_fen("B:Wd4,f4,a3,e3,b2,f2,h2,e1,g1:Bb8,d8,h8,g7,b6,d6,h6,a5,c5,h4"),
      *parse_fen("W:Wd4,f4,a3,e3,b2,f2,h2,e1,g1:Bb8,d8,h8,g7,b6,d6,h6,a5,c5,h4")};
  int i = 0;
  for (auto _ : state) benchmark::DoNotOptimize(Eval{}(positions[i++ & 1]));
}
BENCHMARK(BM_DraughtsEvaluation<StrongEval>);
BENCHMARK(BM_DraughtsEvaluation<PatternEval>);

}  // namespace
