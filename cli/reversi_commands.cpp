#include <chrono>
#include <cstdio>

#include "commands.h"
#include "player_io.h"
#include "reversi/endgame.h"
#include "reversi/engine.h"
#include "reversi/notation.h"
#include "reversi/perft.h"

namespace ply::cli {

using namespace ply::reversi;

namespace {

Position position_option(const Args& args) {
  if (!args.has("position")) return start_position();
  std::string error;
  const auto pos = parse_position(args.text("position"), &error);
  if (!pos) fail(error);
  return *pos;
}

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

}  // namespace

int reversi_perft(const Args& args) {
  allow_only(args, {"position"});
  if (args.positional.size() != 2) fail("perft: expected 'ply perft reversi <depth>'");
  const int depth = int(parse_integer(args.positional[1], "perft depth", 0, 20));
  const Position pos = position_option(args);
  const auto start = std::chrono::steady_clock::now();
  const u64 leaves = perft(pos, depth);
  const double seconds = seconds_since(start);
  std::printf("perft %d: %llu leaves in %.3f s (%.0f leaves/s)\n", depth, (unsigned long long)leaves,
              seconds, seconds > 0 ? double(leaves) / seconds : 0.0);
  std::printf("%llu\n", (unsigned long long)leaves);
  return 0;
}

int reversi_best(const Args& args) {
  allow_only(args, {"position", "level", "time-ms", "seed", "nodes", "depth"});
  if (args.positional.size() != 1) fail("best: unexpected argument '" + args.positional[1] + "'");
  if (!args.has("position")) fail("best: --position is required");
  const Position pos = position_option(args);
  const Request request = read_request(args);
  if (is_over(pos)) fail("best: the game is over in this position");
  Engine engine;
  const auto d = engine.choose(pos, request, [](const reversi::Thinking& t) {
    std::string pv;
    for (int m : t.pv) {
      if (!pv.empty()) pv += ' ';
      pv += move_to_string(m);
    }
    print_thinking(t, pv);
    return true;
  });
  std::printf("%s\n", move_to_string(d.move).c_str());
  return 0;
}

int reversi_solve(const Args& args) {
  allow_only(args, {"position", "time-ms"});
  if (args.positional.size() != 1) fail("solve: unexpected argument '" + args.positional[1] + "'");
  if (!args.has("position")) fail("solve: --position is required");
  const Position pos = position_option(args);
  SolveLimits limits;
  limits.time_ms = args.integer("time-ms", 0, 0, i64(1) << 40);
  const auto start = std::chrono::steady_clock::now();
  const Solution s = solve(pos, limits);
  const double seconds = seconds_since(start);
  if (!s.complete) {
    std::fprintf(stderr, "ply: solve: stopped by the time limit after %llu nodes\n",
                 (unsigned long long)s.nodes);
    return 1;
  }
  std::printf("empties %d, %llu nodes in %.3f s (%.0f nodes/s)\n", pos.empty_count(),
              (unsigned long long)s.nodes, seconds, seconds > 0 ? double(s.nodes) / seconds : 0.0);
  std::printf("%+d %s\n", s.score, move_to_string(s.move).c_str());
  return 0;
}

}  // namespace ply::cli
