#include <chrono>
#include <cstdio>

#include "commands.h"
#include "player_io.h"
#include "draughts/engine.h"
#include "draughts/notation.h"
#include "draughts/perft.h"

namespace ply::cli {

using namespace ply::draughts;

namespace {

Position position_option(const Args& args) {
  if (!args.has("position")) return start_position();
  std::string error;
  const auto pos = parse_fen(args.text("position"), &error);
  if (!pos) fail(error);
  return *pos;
}

// The principal variation in notation, each move written in its own position.
std::string line_text(Position pos, const std::vector<Move>& pv) {
  std::string text;
  for (const Move& m : pv) {
    if (!text.empty()) text += ' ';
    text += move_to_string(pos, m);
    pos = play(pos, m);
  }
  return text;
}

}  // namespace

int draughts_perft(const Args& args) {
  allow_only(args, {"position"});
  if (args.positional.size() != 2) fail("perft: expected 'ply perft draughts <depth>'");
  const int depth = int(parse_integer(args.positional[1], "perft depth", 0, 20));
  const Position pos = position_option(args);
  const auto start = std::chrono::steady_clock::now();
  const u64 leaves = perft(pos, depth);
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::printf("perft %d: %llu leaves in %.3f s (%.0f leaves/s)\n", depth, (unsigned long long)leaves,
              seconds, seconds > 0 ? double(leaves) / seconds : 0.0);
  std::printf("%llu\n", (unsigned long long)leaves);
  return 0;
}

int draughts_best(const Args& args) {
  allow_only(args, {"position", "level", "time-ms", "seed", "nodes", "depth"});
  if (args.positional.size() != 1) fail("best: unexpected argument '" + args.positional[1] + "'");
  if (!args.has("position")) fail("best: --position is required");
  const Position pos = position_option(args);
  const Request request = read_request(args);
  draughts::MoveList moves;
  generate_moves(pos, moves);
  if (moves.empty()) fail("best: the game is over in this position (no legal move)");
  Engine engine;
  const auto d = engine.choose(pos, request, [&](const draughts::Thinking& t) {
    print_thinking(t, line_text(pos, t.pv));
    return true;
  });
  std::printf("%s\n", move_to_string(pos, d.move).c_str());
  return 0;
}

}  // namespace ply::cli
