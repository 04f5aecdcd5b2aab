// Russian draughts on the command line (game_cli.h): no commands of its own; its endgame tables
// from a directory (--egdb DIR, its traits' DATA_DIRECTORY_FLAG) and its matches from the standard
// openings.
#include "game_cli.h"
#include "draughts/fit_rules.h"
#include "draughts/selfplay_rules.h"
#include "draughts/traits.h"
#include "game_commands.h"

namespace ply::cli {

template <>
const GameCli& game_cli<draughts::Traits>() {
  static constexpr GameCli CLI = {
      .run = run_game_command<draughts::Traits>,
      .selfplay = {"selfplay",
                   R"(  selfplay draughts ... [--eval learned|hand] [--egdb DIR]
                                                  from the standard openings (selfplay_rules.h), with
                                                  level 5's learned evaluation or the hand-written one;
                                                  a game ends where DIR's tables hold its position
                                                  (default 100 games, 10000 nodes)
)",
                   draughts_selfplay::command, true},
      .fit = {"fit",
              R"(  fit draughts ... [--held-out <files>] [--lambda <x>] [--iterations <n>]
        [--scale <x>] [--result-weight <x>] [--rate <x>]
                                                  pattern_weights.h by Texel's method (fit_rules.h; default
                                                  lambda 1e-7, 1000 iterations, the result half the target)
)",
              draughts_fit::command, true},
      .usage =
          R"(  --egdb DIR (best, match)                        the endgame tables in DIR (w01b03.egdb, ...); --data
                                                  egdb=PATH: a pack of them
  match draughts ...                              from the standard openings; a level's option book=1 (a
                                                  match plays without the book)
)",
  };
  return CLI;
}

}  // namespace ply::cli
