// Chess on the command line (game_cli.h): `ply uci`, `ply pgn`, UCI engines for `ply match`, and
// `ply best --notation san|uci`.
#include <iostream>

#include "chess/fit_rules.h"
#include "chess/pgn.h"
#include "chess/selfplay_rules.h"
#include "chess/traits.h"
#include "chess/uci.h"
#include "chess/uci_engines.h"
#include "game_cli.h"
#include "game_commands.h"

namespace ply::cli {

namespace {

int uci_command(const Args& args) {
  allow_only(args, {});
  if (!args.positional.empty()) fail("uci: takes no arguments (it plays chess)");
  return run_uci(std::cin, std::cout);
}

constexpr GameCommand COMMANDS[] = {
    {"uci",
     R"(  uci                                             chess over UCI on stdin/stdout (for GUIs and match tools)
)",
     uci_command, true},
    {"pgn",
     R"(  pgn <file|->                                    chess games read and checked move by move, written back
                                                  as PGN, each with "; final FEN <fen>" after it
)",
     run_pgn},
};

}  // namespace

template <>
const GameCli& game_cli<chess::Traits>() {
  static constexpr GameCli CLI = {
      .run = run_game_command<chess::Traits, UciProcess>,
      .commands = COMMANDS,
      .selfplay = {"selfplay",
                   R"(  selfplay chess ... [--eval classic|network] [--network <file>]
                                                  from random balanced openings (selfplay_rules.h),
                                                  level 5 on its hand-written evaluation or its network
                                                  (--network's file) (default 1000 games, 5000
                                                  nodes)
)",
                   chess_selfplay::command, true},
      .fit = {"fit",
              R"(  fit chess ... [--iterations <n>] [--result-weight <x>]
                                                  eval_weights.h by its own Texel's method (fit_rules.h),
                                                  the file's last tenth held out (default 2000 iterations,
                                                  the result half the target)
)",
              chess_fit::command, true},
      .notations = {"san", "uci"},
      .engine_prefix = UciProcess::PREFIX,
      .engines = UciProcess::ENGINES,
      .usage =
          R"(  best chess ... [--notation san|uci]             the move in SAN, or with --notation uci as the uci
                                                  command writes it (e2e4, e7e8q)
  match chess --a uci:<engine>                    a UCI chess engine (its setoption by --a-option
                                                  NAME=VALUE, e.g. UCI_Elo=2000)
)",
  };
  return CLI;
}

}  // namespace ply::cli
