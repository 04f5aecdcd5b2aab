// `ply match`: two levels play paired games from balanced openings, each side with both colours.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "commands.h"
#include "elo.h"
#include "reversi/engine.h"
#include "reversi/notation.h"

namespace ply::cli {

using namespace ply::reversi;

namespace {

constexpr int OPENING_PLIES = 6;

void collect(const Position& pos, int plies, std::set<std::pair<u64, u64>>& seen,
             std::vector<Position>& out) {
  if (plies == 0) {
    if (seen.insert({pos.player, pos.opponent}).second) out.push_back(pos);
    return;
  }
  for (Bitboard moves = legal_moves(pos); moves; moves &= moves - 1)
    collect(play(pos, first_square(moves)), plies - 1, seen, out);
}

// The distinct positions six plies from the start that a short search finds closest to even,
// most even first: each opening is fair to whoever gets either colour.
std::vector<Position> balanced_openings(std::size_t count) {
  std::set<std::pair<u64, u64>> seen;
  std::vector<Position> positions;
  collect(start_position(), OPENING_PLIES, seen, positions);
  Engine engine(4);
  std::vector<std::pair<double, std::size_t>> ranked;
  for (std::size_t i = 0; i < positions.size(); ++i) {
    Request request;
    request.level = 5;
    request.max_depth = 4;
    ranked.push_back({std::abs(engine.choose(positions[i], request).thinking.score), i});
  }
  std::stable_sort(ranked.begin(), ranked.end());
  std::vector<Position> openings;
  for (std::size_t i = 0; i < count && i < ranked.size(); ++i)
    openings.push_back(positions[ranked[i].second]);
  return openings;
}

// Plays one game; returns the final disc difference for Black.
int play_game(Position pos, Engine& black, Engine& white, Request black_request,
              Request white_request, u64 seed) {
  for (int ply = 0; !is_over(pos); ++ply) {
    Request& request = pos.black_to_move ? black_request : white_request;
    request.seed = seed * 1000 + u64(ply) + 1;
    Engine& engine = pos.black_to_move ? black : white;
    pos = play(pos, engine.choose(pos, request).move);
  }
  return popcount(pos.black()) - popcount(pos.white());
}

}  // namespace

int reversi_match(const Args& args) {
  allow_only(args, {"a", "b", "games", "time-ms", "nodes"});
  if (args.positional.size() != 1) fail("match: unexpected argument '" + args.positional[1] + "'");
  if (!args.has("a") || !args.has("b")) fail("match: --a and --b (levels 1..5) are required");
  if (args.has("time-ms") && args.has("nodes")) fail("match: give --time-ms or --nodes, not both");
  Request a, b;
  a.level = int(args.integer("a", 5, LEVEL_MIN, LEVEL_MAX));
  b.level = int(args.integer("b", 4, LEVEL_MIN, LEVEL_MAX));
  const i64 pairs = args.integer("games", 20, 1, 5000);
  for (Request* r : {&a, &b}) {
    r->time_ms = args.integer("time-ms", 0, 1, 3600 * 1000);
    r->max_nodes = u64(args.integer("nodes", 0, 1, i64(1) << 40));
    if (!r->time_ms && !r->max_nodes) r->time_ms = 100;
  }

  const std::vector<Position> openings = balanced_openings(std::size_t(pairs));
  Engine engine_a, engine_b;
  std::vector<double> results;
  int wins = 0, draws = 0, losses = 0;
  for (std::size_t i = 0; i < openings.size(); ++i) {
    for (int a_is_black = 1; a_is_black >= 0; --a_is_black) {
      engine_a.clear();
      engine_b.clear();
      const u64 seed = 2 * i + u64(a_is_black);
      const int black_margin =
          a_is_black ? play_game(openings[i], engine_a, engine_b, a, b, seed)
                     : play_game(openings[i], engine_b, engine_a, b, a, seed);
      const int margin = a_is_black ? black_margin : -black_margin;
      results.push_back(margin > 0 ? 1.0 : margin < 0 ? 0.0 : 0.5);
      (margin > 0 ? wins : margin < 0 ? losses : draws)++;
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
