// Gomoku on the command line (game_cli.h): `ply gomocup`, and Gomocup brains for `ply match`.
#include <iostream>

#include "game_cli.h"
#include "game_commands.h"
#include "gomoku/fit_rules.h"
#include "gomoku/gomocup.h"
#include "gomoku/gomocup_brains.h"
#include "gomoku/selfplay_rules.h"
#include "gomoku/traits.h"
#include "player_io.h"

namespace ply::cli {

namespace {

int gomocup_command(const Args& args) {
  allow_only(args, with_option_flags<gomoku::Traits>({"level", "seed", "threads"}));
  if (!args.positional.empty())
    fail("gomocup: unexpected argument '" + args.positional[0] + "' (try: ply help)");
  run_gomocup(std::cin, std::cout, read_request<gomoku::Traits>(args));
  return EXIT_OK;
}

constexpr GameCommand COMMANDS[] = {
    {"gomocup", R"(  gomocup [--level <level>] [--aggressiveness <a>] [--seed <n>] [--threads <n>]
                                                  gomoku over the Gomocup (Piskvork) protocol on stdin/stdout
                                                  (INFO thread_num sets the threads too)
)",
     gomocup_command, true},
};

}  // namespace

template <>
const GameCli& game_cli<gomoku::Traits>() {
  static constexpr GameCli CLI = {
      .run = run_game_command<gomoku::Traits, GomocupProcess>,
      .commands = COMMANDS,
      .selfplay = {"selfplay",
                   R"(  selfplay gomoku ... [--size <9..>] [--rule freestyle|standard|renju]
                                                  from 3 to 5 random stones around the centre
                                                  (selfplay_rules.h; default 100 games, 50000 nodes,
                                                  15x15 freestyle)
)",
                   gomoku_selfplay::command, true},
      .fit = {"fit",
              R"(  fit gomoku ... [--model combos|lines] [--held-out <files>] [--lambda <x>]
        [--iterations <n>] [--scale <x>] [--result-weight <x>] [--rate <x>]
                                                  eval_weights.h by Texel's method (fit_rules.h): the
                                                  pattern combinations, or the 27 line terms alone (default
                                                  lambda 1e-5, 1000 iterations)
)",
              gomoku_fit::command, true},
      .engine_prefix = GomocupProcess::PREFIX,
      .engines = GomocupProcess::ENGINES,
      .usage =
          R"(  best gomoku ... [--aggressiveness <0.5..1>]     how much the level attacks rather than defends
  solve gomoku --position "<pos>" [--time-ms <t>]  win <move> <plies>, loss, or unknown (exit 1)
  match gomoku --a gomocup:<brain>                a Gomocup brain (Rapfi, ply gomocup; its INFO by
                                                  --a-option NAME=VALUE, e.g. timeout_turn=200)
)",
  };
  return CLI;
}

}  // namespace ply::cli
