// ply-fit-draughts: level 5's evaluation (engine/draughts/pattern_eval.h) learned from its own
// games, labelled by its own search and by the games' results (`ply selfplay draughts`,
// cli/draughts/selfplay_rules.h); tools/draughts_fit/fit-eval.sh runs both.
//
//   ply-fit-draughts fit --data <file>[,<file>...] [--held-out <file>[,...]] [--out <header>]
//   [--lambda <x>]
//                        [--iterations <n>] [--scale <x>] [--result-weight <x>] [--rate <x>]
//       the weights (pattern_weights.h) fitted to the files' positions (fit.h); the held-out error
//       by pieces on the board, before and after, on stderr: of every tenth game, or of
//       --held-out's games
#include <cstdio>
#include <cstdlib>
#include <string>

#include "../tool_options.h"
#include "fit.h"

using namespace ply;
using namespace ply::draughts;
using namespace ply::draughts::fit;

namespace {

[[noreturn]] void usage(const std::string& why) {
  if (!why.empty()) std::fprintf(stderr, "ply-fit-draughts: %s\n", why.c_str());
  std::fprintf(stderr,
               "usage: ply-fit-draughts fit --data <file>[,<file>...] [--held-out <file>[,...]] "
               "[--out <header>] [--lambda <x>]\n"
               "                            [--iterations <n>] [--scale <x>] [--result-weight <x>] "
               "[--rate <x>]\n");
  std::exit(2);
}

int fit_command(int argc, char** argv) {
  FitOptions o;
  for (const auto& [key, value] : tools::name_values(argc, argv, usage)) {
    if (key == "data")
      o.data = tools::comma_list(value);
    else if (key == "held-out")
      o.held_out = tools::comma_list(value);
    else if (key == "out")
      o.out = value;
    else if (!ply::fit::texel_option(key, value, o.texel, usage))
      usage("unknown option --" + key);
  }
  if (o.data.empty()) usage("--data is required");
  o.command = ply::tools::command_line("ply-fit-draughts", argc, argv);
  return fit_weights(o);
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) usage("");
  const std::string command = argv[1];
  if (command == "fit") return fit_command(argc, argv);
  usage("unknown command '" + command + "'");
}
