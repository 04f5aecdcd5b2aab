// ply-fit-draughts: level 5's evaluation (engine/draughts/pattern_eval.h) learned from its own
// games, labelled by its own search and by the games' results; scripts/fit-draughts-eval.sh runs
// it.
//
//   ply-fit-draughts selfplay --out <file> [--games <n>] [--seed <n>] [--nodes <n>] [--egdb <dir>]
//                             [--eval learned|hand]
//       level 5 against itself from the standard openings, one thread, <nodes> a move (selfplay.h),
//       games ending where the endgame databases of <dir> hold the position, searching with its
//       learned evaluation or the hand-written one; appends the games the file lacks: a rerun
//       resumes
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
#include "draughts/egdb.h"
#include "fit.h"
#include "fit/selfplay_file.h"
#include "selfplay.h"

using namespace ply;
using namespace ply::draughts;
using namespace ply::draughts::fit;

namespace {

[[noreturn]] void usage(const std::string& why) {
  if (!why.empty()) std::fprintf(stderr, "ply-fit-draughts: %s\n", why.c_str());
  std::fprintf(stderr,
               "usage: ply-fit-draughts selfplay --out <file> [--games <n>] [--seed <n>] [--nodes "
               "<n>] [--egdb <dir>]\n"
               "                                 [--eval learned|hand]\n"
               "       ply-fit-draughts fit --data <file>[,<file>...] [--held-out <file>[,...]] "
               "[--out <header>] [--lambda <x>]\n"
               "                            [--iterations <n>] [--scale <x>] [--result-weight <x>] "
               "[--rate <x>]\n");
  std::exit(2);
}

int selfplay_command(int argc, char** argv) {
  SelfplayOptions o;
  std::string out;
  for (const auto& [key, value] : tools::name_values(argc, argv, usage)) {
    if (key == "out")
      out = value;
    else if (ply::fit::selfplay_option(key, value, o, usage))
      continue;
    else if (key == "eval") {
      if (value != "learned" && value != "hand") usage("--eval: learned or hand");
      o.learned_eval = value == "learned";
    } else if (key == "egdb") {
      std::string error;
      if (!endgame_databases().load_directory(value, &error)) {
        std::fprintf(stderr, "ply-fit-draughts: %s\n", error.c_str());
        return 1;
      }
    } else
      usage("unknown option --" + key);
  }
  if (out.empty()) usage("--out is required");
  return selfplay(o, out);
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
  if (command == "selfplay") return selfplay_command(argc, argv);
  if (command == "fit") return fit_command(argc, argv);
  usage("unknown command '" + command + "'");
}
