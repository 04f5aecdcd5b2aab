// `ply bench`: fixed work at fixed depth, one thread, fresh tables, Reversi then draughts. The node
// counts are a signature of search behaviour: they move only when the search does, and are the same
// natively and in wasm. Time and nodes/s are printed for information.
#include <chrono>
#include <cstdio>

#include "commands.h"
#include "draughts/engine.h"
#include "draughts/notation.h"
#include "draughts/perft.h"
#include "reversi/endgame.h"
#include "reversi/engine.h"
#include "reversi/notation.h"
#include "reversi/perft.h"

namespace ply::cli {

using namespace ply::reversi;

namespace {

// Draughts: the start and four of KestoG's perft positions (K1, K4, K6, K10), searched by level 5 to a
// fixed depth.
constexpr const char* DRAUGHTS_SEARCHED[] = {
    "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12",
    "W:Wa7,a5,b4,c3,f2,h2,g1:Bb8,c7,e7,g7,g5,f4,h4",
    "W:Wc5,b4,d4,f4,a3,f2,h2,g1:Bd8,a7,e7,g7,d6,f6,h6,h4",
    "B:Wb4,d4,f4,a3,e3,g3,b2,d2,f2,a1,e1,g1:Bb8,d8,f8,h8,a7,c7,e7,b6,h6,c5,g5,h4",
    "W:Wd4,f4,a3,c3,e3,d2,f2,h2,c1,e1,g1:Bb8,d8,f8,h8,a7,b6,d6,h6,c5,g5,h4",
};
constexpr int DRAUGHTS_DEPTH = 15;

// Midgame positions (20 to 34 random plies from the start, seeds 101-104 of the tests' generator),
// searched to a fixed depth by the level-5 engine; then FFO problems #1, #5 and #10 (14-15 empties),
// solved exactly.
constexpr const char* SEARCHED[] = {
    "--O-X----OXXX--OO-X-X-O-OXOOXOO-X--OX-------X-------XO---------- X",
    "---OX-----XO-----XXOX-O-XOOOXOO--OOOOOO--O-OXO-----O--O----O---O X",
    "----X----X-XXXX-XXXXXXXO---XXXXO-OOOOOXO--XOOOO---XO-------O---- X",
    "---------O-----OXOOXXXO-XOXOOOXXXXXOOXX---OOXXXOXOXO--XXO--O---- X",
};
constexpr const char* SOLVED[] = {
    "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X",
    "-OOOOO----OXXO-XXXOXOXX-XXOXOXXOXXOOXOOOXXXXOO-OX-XOOO---XXXXX-- X",
    "-XXXX-----OXXX--XOXOXOXXOXOXXOXXOXXOXOOOXXXOXOOX--OXXO---OOOOO-- O",
};

struct Totals {
  u64 nodes = 0;
  double seconds = 0;
  void add(const char* what, u64 nodes_, double seconds_) {
    nodes += nodes_;
    seconds += seconds_;
    std::printf("%-28s %12llu nodes %9.3f s %12.0f nodes/s\n", what, (unsigned long long)nodes_,
                seconds_, seconds_ > 0 ? double(nodes_) / seconds_ : 0.0);
  }
};

template <typename F>
double timed(F&& work) {
  const auto start = std::chrono::steady_clock::now();
  work();
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

Position parse(const char* text) { return *parse_position(text); }

}  // namespace

int run_bench(const Args& args) {
  allow_only(args, {"depth"});
  const int depth = int(args.integer("depth", 11, 1, 30));
  Totals totals;

  u64 leaves = 0;
  double seconds = timed([&] { leaves = perft(start_position(), 10); });
  totals.add("reversi perft 10", leaves, seconds);

  Engine engine;
  for (const char* text : SEARCHED) {
    engine.clear();
    Request request;
    request.level = 5;
    request.max_depth = depth;
    u64 nodes = 0;
    seconds = timed([&] { nodes = engine.choose(parse(text), request).thinking.nodes; });
    totals.add(("reversi search depth " + std::to_string(depth)).c_str(), nodes, seconds);
  }
  for (const char* text : SOLVED) {
    u64 nodes = 0;
    const Position pos = parse(text);
    seconds = timed([&] { nodes = solve(pos).nodes; });
    totals.add(("reversi solve " + std::to_string(pos.empty_count()) + " empties").c_str(), nodes,
               seconds);
  }
  std::printf("Reversi nodes   : %llu\n", (unsigned long long)totals.nodes);
  const u64 reversi_nodes = totals.nodes;

  seconds = timed([&] { leaves = draughts::perft(draughts::start_position(), 10); });
  totals.add("draughts perft 10", leaves, seconds);
  draughts::Engine draughts_engine;
  for (const char* text : DRAUGHTS_SEARCHED) {
    draughts_engine.clear();
    ply::Request request;
    request.level = 5;
    request.max_depth = DRAUGHTS_DEPTH;
    const draughts::Position pos = *draughts::parse_fen(text);
    u64 nodes = 0;
    seconds = timed([&] { nodes = draughts_engine.choose(pos, request).thinking.nodes; });
    totals.add(("draughts search depth " + std::to_string(DRAUGHTS_DEPTH)).c_str(), nodes, seconds);
  }
  std::printf("Draughts nodes  : %llu\n", (unsigned long long)(totals.nodes - reversi_nodes));
  std::printf("Total time (s)  : %.3f\n", totals.seconds);
  std::printf("Nodes/second    : %.0f\n", totals.seconds > 0 ? double(totals.nodes) / totals.seconds : 0);
  std::printf("Total nodes     : %llu\n", (unsigned long long)totals.nodes);
  return 0;
}

}  // namespace ply::cli
