// The commands every game has, `ply perft|best|analyse|solve|levels|ladder|match <game> ...`, for
// one game: each game's declaration (cli/<game>/game_cli.cpp) points at its own instance, so that
// the game's outside engines are its own and cli/main.cpp names none.
#pragma once

#include <string_view>

#include "args.h"
#include "commands.h"
#include "core/traits.h"
#include "external.h"
#include "game_cli.h"
#include "ladder.h"
#include "match.h"

namespace ply::cli {

// `command` (perft, best, analyse, solve, levels, ladder or match) on the game G, on the board its
// --variant or --position is played on (core/traits.h: with_board); `ply match` plays its outside
// engines Engines (external.h; NoEngines: none).
template <GameTraits G, class Engines = NoEngines>
int run_game_command(std::string_view command, const Args& args) {
  int status = EXIT_OK;
  with_board<G>(args.text("variant"), args.text("position"), [&]<typename T>() {
    if (command == "perft")
      status = perft_command<T>(args);
    else if (command == "best")
      status = best_command<T>(args, game_cli<G>().notations);
    else if (command == "analyse")
      status = analyse_command<T>(args, game_cli<G>().notations);
    else if (command == "solve")
      status = solve_command<T>(args);
    else if (command == "levels")
      status = levels_command<T>(args);
    else if (command == "ladder")
      status = ladder_command<T>(args);
    else
      status = match_command<T, Engines>(args);
  });
  return status;
}

}  // namespace ply::cli
