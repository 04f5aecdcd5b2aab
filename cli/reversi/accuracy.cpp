// `ply accuracy reversi --file <f> [--level L] [--time-ms T | --nodes N] [--first i --last j]`: the
// level's move in each position of an accuracy file (accuracy_positions.h), scored against every
// move's exact value: its disc loss (best value − its value). Each position starts a fresh search
// (an empty table), as a game's first move would. Prints, by empties and overall: positions, mean
// disc loss per move, share of best moves, and the time the searches took.
#include <chrono>
#include <cstdio>
#include <map>
#include <string>

#include "commands.h"
#include "reversi/accuracy.h"
#include "reversi/accuracy_positions.h"
#include "reversi/engine.h"
#include "reversi/traits.h"

namespace ply::cli {

namespace {

struct Tally {
  int positions = 0;
  int best = 0;
  long long loss = 0;
  double seconds = 0;
  void add(int move_loss, double s) {
    ++positions;
    best += move_loss == 0;
    loss += move_loss;
    seconds += s;
  }
};

void print_row(const std::string& label, const Tally& t) {
  std::printf("%-9s %9d %10.3f %8.1f%% %10.1f\n", label.c_str(), t.positions,
              double(t.loss) / t.positions, 100.0 * t.best / t.positions, t.seconds);
}

}  // namespace

int run_accuracy(const Args& args) {
  using namespace reversi;
  allow_only(args, {"file", "level", "time-ms", "nodes", "first", "last", "data"});
  if (args.positional.size() != 1 || args.positional[0] != "reversi")
    fail("accuracy: expected 'ply accuracy reversi --file <file>' (the yardstick is Reversi's)");
  load_game_data<Traits>(args);
  if (!args.has("file")) fail("accuracy: --file is required");
  if (args.has("time-ms") && args.has("nodes")) fail("accuracy: --time-ms or --nodes, not both");
  const std::string path = args.text("file");
  std::string error;
  const auto positions = parse_accuracy_file(read_input_file(path, "accuracy"), &error);
  if (!positions) fail("accuracy: " + excerpt(path) + ": " + error);
  const i64 first = args.integer("first", 1, 1, 1 << 30);
  const i64 last = args.integer("last", 1 << 30, 1, 1 << 30);

  Request request;
  request.level = read_level(args, Engine::LADDER, "level", LEVEL_TOP);
  request.max_nodes = u64(args.integer("nodes", 0, 1, i64(1) << 62));
  request.time_ms = args.integer("time-ms", args.has("nodes") ? 0 : 100, 1, 3600 * 1000);
  Engine engine;
  engine.prepare();

  std::map<int, Tally> by_empties;
  Tally all;
  for (i64 number = first; number <= last && number <= i64(positions->size()); ++number) {
    const AccuracyPosition& p = (*positions)[std::size_t(number - 1)];
    engine.clear();
    const auto start = std::chrono::steady_clock::now();
    const auto decision = engine.choose(p.pos, request);
    const double seconds = seconds_since(start);
    const auto loss = disc_loss(p, decision.move);
    if (!loss)
      fail("accuracy: position " + std::to_string(number) + ": the level played no legal move");
    by_empties[p.pos.empty_count()].add(*loss, seconds);
    all.add(*loss, seconds);
    if (number % 50 == 0)
      std::fprintf(stderr, "accuracy: %lld positions\n", (long long)(number - first + 1));
  }
  if (all.positions == 0)
    fail("accuracy: no position of " + excerpt(path) + " in " + std::to_string(first) + ".." +
         std::to_string(last));
  std::printf("level %d, %s a move, positions %lld..%lld of %s\n", request.level,
              request.max_nodes ? (std::to_string(request.max_nodes) + " nodes").c_str()
                                : (std::to_string(request.time_ms) + " ms").c_str(),
              (long long)first, (long long)(first + all.positions - 1), path.c_str());
  std::printf("empties   positions  mean loss     best   time (s)\n");
  for (const auto& [empties, tally] : by_empties) print_row(std::to_string(empties), tally);
  print_row("all", all);
  return EXIT_OK;
}

}  // namespace ply::cli
