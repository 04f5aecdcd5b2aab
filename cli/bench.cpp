// `ply bench`: fixed work at fixed depth for every game, one thread, fresh tables: each game's
// perft from its start, level-5 searches of its bench positions, and its exact solves (where it
// has T::BENCH_SOLVED). The
// node counts are a signature of search behaviour: they move only when the search does, and are the
// same natively and in wasm. Time and nodes/s are printed for information. `--threads N` runs the
// searches on N threads (Lazy SMP): their time to the same depth and their nodes/s against one
// thread's; their node counts then vary from run to run.
#include <cstdio>
#include <span>
#include <string>

#include "commands.h"
#include "core/rng.h"
#include "games.h"

namespace ply::cli {

namespace {

void print_line(const std::string& what, u64 nodes, double seconds) {
  std::printf("%-30s %12llu nodes %9.3f s %12.0f nodes/s\n", what.c_str(),
              (unsigned long long)nodes, seconds, seconds > 0 ? double(nodes) / seconds : 0.0);
}

struct Totals {
  u64 nodes = 0;
  double seconds = 0;
  void add(const std::string& what, u64 nodes_, double seconds_) {
    nodes += nodes_;
    seconds += seconds_;
    print_line(what, nodes_, seconds_);
  }
};

// A level-5 request at `depth` that searches: the opening book (the option `book`, where the game
// has one) would answer a position it holds without a search, and the bench measures the search.
template <GameTraits T>
Request searching_request(int depth, int threads = 1) {
  Request request;
  request.level = LEVEL_TOP;
  request.max_depth = depth;
  request.threads = threads;
  (void)set_option(options_of<T>(), request.options, "book",
                   0);  // a game without a book refuses: nothing to turn off
  return request;
}

template <GameTraits T>
void bench_game(Totals& totals, int depth_option, int threads) {
  const std::string name(T::NAME);
  const u64 before = totals.nodes;
  auto start = std::chrono::steady_clock::now();
  const u64 leaves = T::perft(T::start(), T::BENCH_PERFT_DEPTH);
  totals.add(name + " perft " + std::to_string(T::BENCH_PERFT_DEPTH), leaves, seconds_since(start));

  const int depth = depth_option ? depth_option : T::BENCH_SEARCH_DEPTH;
  typename T::Engine engine;
  // The searches again with the game's BENCH_ALSO option set to 1 (chess: level 5 on its network),
  // so that the signature covers what that option plays too.
  std::string also;
  if constexpr (requires { T::BENCH_ALSO; }) also = T::BENCH_ALSO;
  const auto search_all = [&](const std::string& option) {
    Totals searches;
    for (const char* text : T::BENCH_POSITIONS) {
      const auto pos = *T::parse_position(text, nullptr);
      engine.clear();
      Request request = searching_request<T>(depth, threads);
      if (!option.empty()) (void)set_option(options_of<T>(), request.options, option, 1);
      start = std::chrono::steady_clock::now();
      const u64 nodes = engine.choose(pos, request).thinking.nodes;
      const double seconds = seconds_since(start);
      totals.add(
          name + " search depth " + std::to_string(depth) + (option.empty() ? "" : ", " + option),
          nodes, seconds);
      searches.nodes += nodes;
      searches.seconds += seconds;
    }
    print_line(name + " searches" + (option.empty() ? "" : ", " + option), searches.nodes,
               searches.seconds);
  };
  search_all("");
  if (!also.empty()) search_all(also);
  if constexpr (requires { T::BENCH_SOLVED; }) {
    for (const char* text : T::BENCH_SOLVED) {
      const auto pos = *T::parse_position(text, nullptr);
      start = std::chrono::steady_clock::now();
      const u64 nodes = T::solve(pos, 0).nodes;
      totals.add(name + " solve " + std::to_string(T::empties(pos)) + " empties", nodes,
                 seconds_since(start));
    }
  }
  std::printf("%-16s: %llu\n", (name + " nodes").c_str(),
              (unsigned long long)(totals.nodes - before));
}

// `ply bench --variant <words>`: a game in one of its variants (T::variant_position): perft from
// its start, a level-5 search of the start, and (where the game solves: T::solve) an exact solve of
// the position a fixed random playout leaves with --solve-empties empties (the board's default,
// T::VARIANT_SOLVE_EMPTIES; as many as the start has: the start itself). What the variant leaves
// to chance (a black hole with no square) falls where --seed (default 1) puts it. T: the traits of
// the board the variant is played on.
template <GameTraits T>
void bench_variant(Totals& totals, const Args& args, int depth_option) {
  constexpr bool SOLVES = requires(const typename T::Position& pos) { T::solve(pos, i64(0)); };
  int solve_empties = 0;
  if constexpr (SOLVES)
    solve_empties = int(args.integer("solve-empties", T::VARIANT_SOLVE_EMPTIES, 0, 140));
  std::string error;
  const auto start = T::variant_position(args.text("variant"), nullptr,
                                         u64(args.integer("seed", 1, 0, i64(1) << 62)), &error);
  if (!start) fail(error);
  std::printf("start: %s\n", T::position_text(*start).c_str());
  auto clock = std::chrono::steady_clock::now();
  const u64 leaves = T::perft(*start, T::BENCH_PERFT_DEPTH);
  totals.add("perft " + std::to_string(T::BENCH_PERFT_DEPTH), leaves, seconds_since(clock));

  typename T::Engine engine;
  const Request request = searching_request<T>(depth_option ? depth_option : T::BENCH_SEARCH_DEPTH);
  clock = std::chrono::steady_clock::now();
  const u64 nodes = engine.choose(*start, request).thinking.nodes;
  totals.add("search depth " + std::to_string(request.max_depth), nodes, seconds_since(clock));

  if constexpr (SOLVES) {
    const auto over = [](const typename T::Position& p) {
      return T::outcome(std::span<const typename T::Position>(&p, 1)).over;
    };
    typename T::Position pos = *start;
    Rng rng(2);
    while (T::empties(pos) > solve_empties && !over(pos)) {
      typename T::MoveList moves;
      T::legal_moves(pos, moves);
      pos = T::play(pos, moves[rng.below(u32(moves.size()))]);
    }
    if (over(pos)) return;
    std::printf("solved: %s\n", T::position_text(pos).c_str());
    clock = std::chrono::steady_clock::now();
    const auto s = T::solve(pos, 0);
    const double seconds = seconds_since(clock);
    char score[16];
    std::snprintf(score, sizeof score, "%+d", s.score);
    totals.add("solve " + std::to_string(T::empties(pos)) + " empties: " + score, s.nodes, seconds);
  }
}

// The games that have variants (T::variant_position), by name.
std::string games_with_variants() {
  std::string names;
  for_each_game([&]<typename G>() {
    if constexpr (requires(const std::string* text, std::string* e) {
                    G::variant_position(std::string_view(), text, u64(0), e);
                  })
      names += (names.empty() ? "" : ", ") + std::string(G::NAME);
  });
  return names;
}

}  // namespace

int run_bench(const Args& args) {
  if (args.has("variant")) {
    allow_only(args, {"variant", "seed", "depth", "solve-empties"});
    // The game named, else the one game that has variants.
    const std::string variants = games_with_variants();
    if (args.positional.size() > 1) fail("bench: unexpected argument '" + args.positional[1] + "'");
    const std::string game = args.positional.empty() ? variants : args.positional[0];
    if (variants.find(',') != std::string::npos && args.positional.empty())
      fail("bench: --variant: name the game (" + variants + ")");
    Totals totals;
    const int depth = int(args.integer("depth", 0, 1, 30));
    bool has_variants = false;
    const bool found = with_game(game, [&]<typename G>() {
      if constexpr (requires(const std::string* text, std::string* e) {
                      G::variant_position(std::string_view(), text, u64(0), e);
                    }) {
        has_variants = true;
        with_board<G>(args.text("variant"), "",
                      [&]<typename T>() { bench_variant<T>(totals, args, depth); });
      }
    });
    if (!found || !has_variants)
      fail("bench: unexpected argument '" + game + "' (--variant is for " + variants + ")");
    std::printf("Total time (s)  : %.3f\n", totals.seconds);
    std::printf("Total nodes     : %llu\n", (unsigned long long)totals.nodes);
    return EXIT_OK;
  }
  allow_only(args, {"depth", "threads"});
  if (!args.positional.empty()) fail("bench: unexpected argument '" + args.positional[0] + "'");
  const int depth = int(args.integer("depth", 0, 1, 30));
  const int threads = int(args.integer("threads", 1, 1, MAX_THREADS));
  Totals totals;
  for_each_game([&]<typename T>() { bench_game<T>(totals, depth, threads); });
  std::printf("Total time (s)  : %.3f\n", totals.seconds);
  std::printf("Nodes/second    : %.0f\n",
              totals.seconds > 0 ? double(totals.nodes) / totals.seconds : 0);
  std::printf("Total nodes     : %llu\n", (unsigned long long)totals.nodes);
  return EXIT_OK;
}

}  // namespace ply::cli
