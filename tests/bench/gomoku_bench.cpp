// Google Benchmark: gomoku's win puzzles (tests/data/gomoku/win_puzzles.jsonl), each solved by the threat
// search (`ply solve`) and played by level 5 with a 3 s budget. Reported, never asserted; the tests check
// the moves (tests/gomoku_search_test.cpp).
#include <benchmark/benchmark.h>

#include <string>

#include "../gomoku_puzzles.h"
#include "gomoku/engine.h"
#include "gomoku/solve.h"

namespace {

using namespace ply::gomoku;

const std::vector<testing::Puzzle>& puzzles() {
  static const auto list = testing::read_puzzles(std::string(PLY_TEST_DATA) + "/gomoku/win_puzzles.jsonl");
  return list;
}

void solve_puzzle(benchmark::State& state) {
  const auto& p = puzzles()[std::size_t(state.range(0))];
  Verdict v;
  for (auto _ : state) v = solve(p.pos, 60000);
  state.SetLabel(p.id + (v.kind == Verdict::WIN ? " win in " + std::to_string(v.plies) : " not solved"));
  state.counters["nodes"] = double(v.nodes);
}

void level5_puzzle(benchmark::State& state) {
  const auto& p = puzzles()[std::size_t(state.range(0))];
  Decision d;
  for (auto _ : state) {
    Engine engine;
    ply::Request request;
    request.level = 5;
    request.time_ms = 3000;
    d = engine.choose(p.pos, request);
  }
  state.SetLabel(p.id + (d.thinking.exact && d.thinking.score > 0 ? " proven win" : " not proven"));
}

const bool registered = [] {
  for (std::size_t i = 0; i < puzzles().size(); ++i) {
    benchmark::RegisterBenchmark("gomoku/puzzle/solve", solve_puzzle)->Arg(int(i))->Unit(benchmark::kMillisecond)->Iterations(1);
    benchmark::RegisterBenchmark("gomoku/puzzle/level5", level5_puzzle)->Arg(int(i))->Unit(benchmark::kMillisecond)->Iterations(1);
  }
  return true;
}();

}  // namespace
