// ply-tune: chess's evaluation learned from the engine's own games (Texel's method).
//   ply-tune games --games <n> [--nodes <n>] [--seed <n>] --out <file>
//       level 5 against itself; one line per quiet position: White's result and the FEN
//   ply-tune fit --data <file> [--epochs <n>] --out <header>
//       fits the evaluation's weights to those results and writes them as a C++ header
// scripts/tune-chess.sh runs both, as used for engine/chess/eval_weights.h.
#include <cstdio>
#include <cstdlib>
#include <map>
#include <string>

#include "selfplay.h"

namespace {

[[noreturn]] void usage(const std::string& error) {
  std::fprintf(stderr, "ply-tune: %s\n", error.c_str());
  std::fprintf(stderr,
               "usage: ply-tune games --games <n> [--nodes <n>] [--seed <n>] --out <file>\n"
               "       ply-tune fit --data <file> [--epochs <n>] --out <header>\n");
  std::exit(2);
}

// --name value pairs after the subcommand.
std::map<std::string, std::string> options(int argc, char** argv) {
  std::map<std::string, std::string> found;
  for (int i = 2; i < argc; i += 2) {
    const std::string name = argv[i];
    if (name.rfind("--", 0) != 0 || i + 1 >= argc) usage("expected --name value, got '" + name + "'");
    found[name.substr(2)] = argv[i + 1];
  }
  return found;
}

long long number(const std::map<std::string, std::string>& found, const std::string& name, long long fallback) {
  const auto it = found.find(name);
  if (it == found.end()) return fallback;
  char* end = nullptr;
  const long long n = std::strtoll(it->second.c_str(), &end, 10);
  if (*end || n <= 0) usage("--" + name + " must be a positive number");
  return n;
}

std::FILE* open_out(const std::map<std::string, std::string>& found) {
  if (!found.count("out")) usage("--out is required");
  std::FILE* out = std::fopen(found.at("out").c_str(), "w");
  if (!out) usage("cannot write '" + found.at("out") + "'");
  return out;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) usage("a command is required");
  const std::string command = argv[1];
  const auto found = options(argc, argv);
  if (command == "games") {
    ply::tune::SelfPlayOptions o;
    o.games = int(number(found, "games", o.games));
    o.nodes = ply::u64(number(found, "nodes", ply::i64(o.nodes)));
    o.seed = ply::u64(number(found, "seed", ply::i64(o.seed)));
    std::FILE* out = open_out(found);
    ply::tune::play_games(o, out);
    std::fclose(out);
    return 0;
  }
  usage("unknown command '" + command + "'");
}
