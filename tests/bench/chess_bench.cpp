// Google Benchmark: chess's evaluations, natively. Reported, never asserted. The network's cost is
// per position as a search meets them: a move or two from the last one evaluated (its pieces
// brought up to date), or anywhere (a full sum); the hand-written evaluation beside it.
#include <benchmark/benchmark.h>

#include <vector>

#include "chess/eval.h"
#include "chess/network.h"
#include "chess/traits.h"
#include "core/rng.h"

namespace {

using namespace ply::chess;

// Positions along random games: each a move after the one before.
std::vector<Position> random_line(int plies) {
  ply::Rng rng(1);
  std::vector<Position> line{start_position()};
  while (int(line.size()) < plies) {
    MoveList moves;
    generate_legal(line.back(), moves);
    line.push_back(moves.empty()
                       ? start_position()
                       : play(line.back(), moves[int(rng.below(ply::u32(moves.size())))]));
  }
  return line;
}

template <class Eval>
void evaluate_along(benchmark::State& state, const Eval& eval) {
  const std::vector<Position> line = random_line(1024);
  std::size_t i = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(eval(line[i]));
    i = (i + 1) % line.size();
  }
  state.SetItemsProcessed(state.iterations());
}

void BM_ChessNetworkMoveByMove(benchmark::State& state) {
  if (!learned_network()) return state.SkipWithError("no network compiled in");
  evaluate_along(state, NetEval(*learned_network()));
}
BENCHMARK(BM_ChessNetworkMoveByMove);

void BM_ChessNetworkFullSum(benchmark::State& state) {
  if (!learned_network()) return state.SkipWithError("no network compiled in");
  const std::vector<Position> line = random_line(1024);
  std::size_t i = 0;
  for (auto _ : state) {
    Accumulator acc;
    accumulate(*learned_network(), line[i], acc);
    benchmark::DoNotOptimize(
        net_output(*learned_network(), acc, line[i].side, popcount(line[i].pieces())));
    i = (i + 1) % line.size();
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_ChessNetworkFullSum);

void BM_ChessHandWrittenEval(benchmark::State& state) { evaluate_along(state, StrongEval{}); }
BENCHMARK(BM_ChessHandWrittenEval);

}  // namespace
