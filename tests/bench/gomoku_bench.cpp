// Google Benchmark: level 5's search speed on `ply bench`'s middle games, gomoku's win puzzles
// (tests/data/gomoku/win_puzzles.jsonl), each solved by the threat search (`ply solve`) and played
// by level 5 with a 3 s budget, and the cost of renju's foul check. Reported, never asserted; the
// tests check the moves (tests/gomoku_search_test.cpp) and the fouls (tests/gomoku_renju_test.cpp).
#include <benchmark/benchmark.h>

#include <string>

#include "../gomoku_puzzles.h"
#include "core/rng.h"
#include "gomoku/engine.h"
#include "gomoku/renju.h"
#include "gomoku/solve.h"
#include "gomoku/traits.h"

namespace {

using namespace ply::gomoku;

const std::vector<testing::Puzzle>& puzzles() {
  static const auto list =
      testing::read_puzzles(std::string(PLY_TEST_DATA) + "/gomoku/win_puzzles.jsonl");
  return list;
}

void solve_puzzle(benchmark::State& state) {
  const auto& p = puzzles()[std::size_t(state.range(0))];
  Verdict v;
  for (auto _ : state) v = solve(p.pos, 60000);
  state.SetLabel(p.id +
                 (v.kind == Verdict::WIN ? " win in " + std::to_string(v.plies) : " not solved"));
  state.counters["nodes"] = double(v.nodes);
}

// Level 5 on one of `ply bench`'s middle games for 300,000 nodes (its threat searches included),
// per node.
void level5_search(benchmark::State& state) {
  const char* text = Traits::BENCH_POSITIONS[state.range(0)];
  const Position pos = *parse_position(text, nullptr);
  std::int64_t nodes = 0;
  for (auto _ : state) {
    Engine engine;
    ply::Request request;
    request.level = ply::LEVEL_TOP;
    request.max_nodes = 300'000;
    nodes += std::int64_t(engine.choose(pos, request).thinking.nodes);
  }
  state.SetItemsProcessed(nodes);
  state.SetLabel(text);
}

void level5_puzzle(benchmark::State& state) {
  const auto& p = puzzles()[std::size_t(state.range(0))];
  Decision d;
  for (auto _ : state) {
    Engine engine;
    ply::Request request;
    request.level = ply::LEVEL_TOP;
    request.time_ms = 3000;
    d = engine.choose(p.pos, request);
  }
  state.SetLabel(p.id + (d.thinking.exact && d.thinking.score > 0 ? " proven win" : " not proven"));
}

// The exact check on every empty cell of crowded boards (stones dealt at random in the 9x9 around
// the centre, two Black for each White: many fouls), per cell checked.
void renju_foul_check(benchmark::State& state) {
  std::vector<Position> boards;
  ply::Rng rng(1);
  while (boards.size() < 64) {
    Position pos = empty_board(15, Rule::RENJU);
    for (int placed = 0; placed < 36;) {
      const Cell c = pos.cell(3 + int(rng.below(9)), 3 + int(rng.below(9)));
      if (pos.cells[c] != EMPTY) continue;
      pos.cells[c] = rng.below(3) ? BLACK : WHITE;
      ++placed;
    }
    boards.push_back(pos);
  }
  std::size_t cells = 0, fouls = 0;
  for (auto _ : state)
    for (const Position& pos : boards)
      for (int c = 0; c < pos.cell_count(); ++c) {
        if (pos.cells[c] != EMPTY) continue;
        ++cells;
        fouls += renju_foul(pos.cells.data(), pos.size, Cell(c)) != Foul::NONE;
      }
  state.SetItemsProcessed(std::int64_t(cells));
  state.counters["foul share"] = cells ? double(fouls) / double(cells) : 0;
}
const bool registered = [] {
  benchmark::RegisterBenchmark("gomoku/renju/foul_check", renju_foul_check);
  for (std::size_t i = 0; i < std::size(Traits::BENCH_POSITIONS); ++i)
    benchmark::RegisterBenchmark("gomoku/level5/search", level5_search)
        ->Arg(int(i))
        ->Unit(benchmark::kMillisecond);
  for (std::size_t i = 0; i < puzzles().size(); ++i) {
    benchmark::RegisterBenchmark("gomoku/puzzle/solve", solve_puzzle)
        ->Arg(int(i))
        ->Unit(benchmark::kMillisecond)
        ->Iterations(1);
    benchmark::RegisterBenchmark("gomoku/puzzle/level5", level5_puzzle)
        ->Arg(int(i))
        ->Unit(benchmark::kMillisecond)
        ->Iterations(1);
  }
  return true;
}();

}  // namespace
