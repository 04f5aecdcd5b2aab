// Reversi on the command line (game_cli.h): `ply nboard`, `ply accuracy reversi`, `ply bench
// --ffo`, NBoard engines for `ply match`, and PLY_REVERSI_WEIGHTS.
#include <iostream>

#include "game_cli.h"
#include "game_commands.h"
#include "player_io.h"
#include "reversi/accuracy.h"
#include "reversi/ffo.h"
#include "reversi/fit_rules.h"
#include "reversi/nboard.h"
#include "reversi/nboard_engines.h"
#include "reversi/selfplay_rules.h"
#include "reversi/traits.h"

namespace ply::cli {

namespace {

int nboard_command(const Args& args) {
  allow_only(args, {"level", "time-ms", "threads", "data"});
  if (!args.positional.empty())
    fail("nboard: unexpected argument '" + args.positional[0] + "' (it plays reversi)");
  load_game_data<reversi::Traits>(args);
  Request request;
  request.level = read_level(args, reversi::Engine::LADDER, "level", LEVEL_TOP);
  request.time_ms = args.integer("time-ms", 0, 1, 3600 * 1000);
  request.threads = int(args.integer("threads", 1, 1, MAX_THREADS));
  run_nboard(std::cin, std::cout, std::cerr, request);
  return EXIT_OK;
}

constexpr GameCommand COMMANDS[] = {
    {"accuracy",
     R"(  accuracy reversi --file <f> [--level <level>] [--time-ms <t> | --nodes <n>] [--first <i>] [--last <j>]
                                                  the level's move in each position of an accuracy file
                                                  (tests/data/reversi/accuracy.txt) against every move's
                                                  exact value: mean disc loss per move, share of best
                                                  moves, by empties (default 100 ms a move)
)",
     run_accuracy},
    {"nboard", R"(  nboard [--level <level>] [--time-ms <t>] [--threads <n>]
                                                  Reversi over the NBoard protocol on stdin/stdout (for the
                                                  NBoard GUI and matches against Edax); without --time-ms
                                                  the GUI's "set depth" limits each search
)",
     nboard_command, true},
};

constexpr GameCommand BENCH_MODES[] = {
    {"ffo", R"(  bench --ffo <file.obf> [--first <n>] [--last <m>]
                                                  Reversi: exact solves of FFO problems #n-#m (numbered
                                                  from the first number in the file's name), each score
                                                  checked (exit 1 if one is wrong), times and nodes
)",
     run_ffo_bench},
};

// The older spelling of `--data weights=<file>`, for every command (a match's --a-cmd "env
// PLY_REVERSI_WEIGHTS=<file> ply" among them).
constexpr DataAlias ENVIRONMENT[] = {{"PLY_REVERSI_WEIGHTS", "weights"}};

}  // namespace

template <>
const GameCli& game_cli<reversi::Traits>() {
  static constexpr GameCli CLI = {
      .run = run_game_command<reversi::Traits, NboardProcess>,
      .commands = COMMANDS,
      .bench_modes = BENCH_MODES,
      .selfplay = {"selfplay",
                   R"(  selfplay reversi ... [--solve-empties <n>] [--data weights=<file>]
                                                  from the 3000 most balanced openings, 1 to 3 random moves
                                                  before ply 24, the solver's moves from <n> empties
                                                  (selfplay_rules.h; default 50000 games, 10000 nodes, 18
                                                  empties); a line a game, the fit's records
)",
                   reversi_selfplay::command, true},
      .fit = {"fit",
              R"(  fit reversi ... [--max-games <n>] [--train-games <n>] [--search-weight <x>]
        [--lambda <x>] [--iterations <n>] [--compare <weights>]
                                                  pattern8.weights by least squares, each phase from the
                                                  last (fit_rules.h), of `ply selfplay reversi`'s games; the
                                                  phases' errors on stdout
)",
              reversi_fit::command, true},
      .environment = ENVIRONMENT,
      .engine_prefix = NboardProcess::PREFIX,
      .engines = NboardProcess::ENGINES,
      .usage =
          R"(  solve reversi --position "<pos>" [--time-ms <t>] exact final disc difference and a best move
  bench --variant "<words>" ...                   Reversi in a variant: the start's perft and search, an
                                                  exact solve with --solve-empties empties left (as many
                                                  as the start has: 32 on 6x6, the whole game)
  match reversi --a nboard:<engine>               an NBoard Reversi engine (Edax; its "set" by --a-option
                                                  NAME=VALUE, e.g. depth=10); a level's options
                                                  probcut=<t> and book=1 (a match plays without the book)
)",
  };
  return CLI;
}

}  // namespace ply::cli
