// ply-fit-gomoku: level 5's evaluation (engine/gomoku/eval.h) learned from its own games, labelled
// by its own search and by the games' results (`ply selfplay gomoku`, cli/gomoku/selfplay_rules.h);
// tools/gomoku_fit/fit-eval.sh runs both.
//
//   ply-fit-gomoku fit --data <file>[,<file>...] [--out <header>] [--model combos|lines] [--lambda
//   <x>]
//                      [--iterations <n>] [--scale <x>] [--result-weight <x>]
//       the weights (eval_weights.h) fitted to the files' positions (fit.h): the cells' pattern
//       combinations (or the 27 line terms alone); the held-out error by phase, before and after,
//       on stderr
#include <cstdio>
#include <cstdlib>
#include <string>

#include "../tool_options.h"
#include "fit.h"

using namespace ply;
using namespace ply::gomoku;
using namespace ply::gomoku::fit;

namespace {

[[noreturn]] void usage(const std::string& why) {
  if (!why.empty()) std::fprintf(stderr, "ply-fit-gomoku: %s\n", why.c_str());
  std::fprintf(stderr,
               "usage: ply-fit-gomoku fit --data <file>[,<file>...] [--out <header>] [--lambda "
               "<x>] [--iterations <n>]\n"
               "                          [--model combos|lines] [--scale <x>] [--result-weight "
               "<x>] [--rate <x>]\n");
  std::exit(2);
}

int fit_command(int argc, char** argv) {
  FitOptions o;
  for (const auto& [key, value] : tools::name_values(argc, argv, usage)) {
    if (key == "data")
      o.data = tools::comma_list(value);
    else if (key == "out")
      o.out = value;
    else if (ply::fit::texel_option(key, value, o.texel, usage))
      continue;
    else if (key == "model") {
      if (value != "combos" && value != "lines") usage("--model: combos or lines");
      o.model = value == "combos" ? Model::COMBOS : Model::LINES;
    } else
      usage("unknown option --" + key);
  }
  if (o.data.empty()) usage("--data is required");
  o.command = ply::tools::command_line("ply-fit-gomoku", argc, argv);
  return fit_weights(o);
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) usage("");
  const std::string command = argv[1];
  if (command == "fit") return fit_command(argc, argv);
  usage("unknown command '" + command + "'");
}
