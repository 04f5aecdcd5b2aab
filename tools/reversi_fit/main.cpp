// ply-fit-reversi: the self-play games Reversi's pattern weights (engine/reversi/pattern_eval.h)
// are fitted to by `ply fit reversi` (cli/reversi/fit_rules.h); tools/reversi_fit/fit-eval.sh runs
// both:
//
//   ply-fit-reversi games --out <games.txt> [--games <n>] [--seed <n>] [--nodes <n>]
//                         [--solve-empties <n>] [--threads <n>] [--weights <file>]
//
// plays (and resumes) the self-play games (games.h).
#include <cstdio>
#include <cstdlib>
#include <map>
#include <stdexcept>
#include <string>

#include "../reversi_weights.h"
#include "../tool_options.h"
#include "games.h"

using namespace ply;
using namespace ply::reversi;
using namespace ply::reversi::fit;

namespace {

[[noreturn]] void usage(const std::string& why) {
  if (!why.empty()) std::fprintf(stderr, "ply-fit-reversi: %s\n", why.c_str());
  std::fprintf(
      stderr,
      "usage: ply-fit-reversi games --out <games.txt> [--games <n>] [--seed <n>] [--nodes <n>]\n"
      "                             [--solve-empties <n>] [--threads <n>] [--weights <file>]\n");
  std::exit(2);
}

using Options = std::map<std::string, std::string>;

int games_command(const Options& args) {
  GamesOptions o;
  o.header.nodes = 10000;
  o.header.solve_empties = 18;
  std::string out, weights = "engine/reversi/weights/pattern8.weights";
  for (const auto& [key, value] : args) {
    if (key == "out")
      out = value;
    else if (key == "games")
      o.games = std::stoi(value);
    else if (key == "seed")
      o.header.seed = std::stoull(value);
    else if (key == "nodes")
      o.header.nodes = std::stoull(value);
    else if (key == "solve-empties")
      o.header.solve_empties = std::stoi(value);
    else if (key == "threads")
      o.threads = std::stoi(value);
    else if (key == "weights")
      weights = value;
    else
      usage("unknown option --" + key);
  }
  if (out.empty()) usage("--out is required");
  // The games are level 5's on these weights: the header names them, so a resumed run plays with
  // the same.
  const auto hash = tools::play_with_weights(weights);
  if (!hash) return 1;
  o.header.weights_hash = *hash;
  std::string why;
  if (!generate_games(out, o, &why)) {
    std::fprintf(stderr, "%s\n", why.c_str());
    return 1;
  }
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) usage("");
  const std::string command = argv[1];
  const Options args = tools::name_values(argc, argv, usage);
  try {
    if (command == "games") return games_command(args);
  } catch (const std::logic_error&) {  // std::stoi and the like on a value that is no number
    usage("a value is not a number");
  }
  usage("unknown command '" + command + "'");
}
