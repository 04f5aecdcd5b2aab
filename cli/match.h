// `ply match`: two levels play paired games from balanced openings, each level once with each colour,
// and the score becomes an Elo difference. The loop is the same for every game; a game supplies a
// Player with its own types and two functions:
//   using Position, Engine, Request   (Request has level, time_ms, max_nodes, seed)
//   static std::vector<Position> balanced_openings(std::size_t count)
//   static double play_game(const Position& opening, Engine* engines[2], Request requests[2], u64 seed)
//       plays one game, engines and requests indexed by colour (0 = the colour that moves first in
//       the game: Black in Reversi, White in draughts); returns colour 0's result: 1, 0.5 or 0.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

#include "args.h"
#include "core/player.h"
#include "elo.h"

namespace ply::cli {

// The `count` candidates a level-5 search to `depth` rates closest to even, most even first: each
// opening is then fair to whoever gets either colour.
template <typename Engine, typename Position>
std::vector<Position> most_even(const std::vector<Position>& candidates, std::size_t count, int depth) {
  Engine engine(4);
  std::vector<std::pair<double, std::size_t>> ranked;
  for (std::size_t i = 0; i < candidates.size(); ++i) {
    Request request;
    request.level = 5;
    request.max_depth = depth;
    ranked.push_back({std::abs(engine.choose(candidates[i], request).thinking.score), i});
  }
  std::stable_sort(ranked.begin(), ranked.end());
  std::vector<Position> openings;
  for (std::size_t i = 0; i < count && i < ranked.size(); ++i)
    openings.push_back(candidates[ranked[i].second]);
  return openings;
}

template <typename Player>
int run_match(const Args& args, int level_min, int level_max) {
  using Request = typename Player::Request;
  allow_only(args, {"a", "b", "games", "time-ms", "nodes"});
  if (args.positional.size() != 1) fail("match: unexpected argument '" + args.positional[1] + "'");
  if (!args.has("a") || !args.has("b")) fail("match: --a and --b (levels 1..5) are required");
  if (args.has("time-ms") && args.has("nodes")) fail("match: give --time-ms or --nodes, not both");
  Request a, b;
  a.level = int(args.integer("a", 5, level_min, level_max));
  b.level = int(args.integer("b", 4, level_min, level_max));
  const i64 pairs = args.integer("games", 20, 1, 5000);
  for (Request* r : {&a, &b}) {
    r->time_ms = args.integer("time-ms", 0, 1, 3600 * 1000);
    r->max_nodes = u64(args.integer("nodes", 0, 1, i64(1) << 40));
    if (!r->time_ms && !r->max_nodes) r->time_ms = 100;
  }

  const auto openings = Player::balanced_openings(std::size_t(pairs));
  typename Player::Engine engine_a, engine_b;
  std::vector<double> results;
  int wins = 0, draws = 0, losses = 0;
  for (std::size_t i = 0; i < openings.size(); ++i) {
    for (int a_first = 1; a_first >= 0; --a_first) {
      engine_a.clear();
      engine_b.clear();
      const u64 seed = 2 * i + u64(a_first);
      typename Player::Engine* engines[2] = {&engine_a, &engine_b};
      Request requests[2] = {a, b};
      if (!a_first) {
        std::swap(engines[0], engines[1]);
        std::swap(requests[0], requests[1]);
      }
      const double first = Player::play_game(openings[i], engines, requests, seed);
      const double result = a_first ? first : 1 - first;
      results.push_back(result);
      (result > 0.5 ? wins : result < 0.5 ? losses : draws)++;
    }
    std::fprintf(stderr, "\ropening %zu/%zu: +%d =%d -%d", i + 1, openings.size(), wins, draws,
                 losses);
  }
  std::fprintf(stderr, "\n");
  const EloEstimate elo = estimate_elo(results);
  const double score = wins + 0.5 * draws;
  std::printf("games %zu (%zu openings, each played with both colours)\n", results.size(),
              openings.size());
  std::printf("level %d vs level %d: +%d =%d -%d, score %.1f/%zu (%.1f%%)\n", a.level, b.level,
              wins, draws, losses, score, results.size(), 100.0 * score / double(results.size()));
  if (elo.one_sided)
    std::printf("elo %s%.0f at 95%% (no game %s)\n", elo.bound > 0 ? "> +" : "< ", elo.bound,
                elo.bound > 0 ? "lost" : "won");
  else
    std::printf("elo %+.0f +/- %.0f (95%%)\n", elo.elo, elo.margin);
  return 0;
}

}  // namespace ply::cli
