// What a game adds to the command line, declared once in its own folder cli/<game>/game_cli.cpp:
// its own commands (`ply uci`, `ply accuracy`), the modes it adds to `ply bench`, its self-play
// (`ply selfplay`, selfplay.h) and fitting (`ply fit`, fit.h), the environment variables that hand
// it a data file, its notations for `ply best --notation`, the outside engines `ply match` plays it
// against, and its lines of `ply help`. cli/main.cpp reads every game's declaration through
// engine/games.h (for_each_game) and names no game itself.
#pragma once

#include <array>
#include <span>
#include <string>
#include <string_view>

#include "args.h"
#include "games.h"

namespace ply::cli {

// A command of one game: `ply <name> ...`, or for a mode of `ply bench`, `ply bench --<name> ...`.
struct GameCommand {
  std::string_view name;
  std::string_view usage;  // its lines in `ply help`, each ending in '\n'
  int (*run)(const Args& args);
  // It speaks a protocol on standard input and output: the wasm CLI (under Node) has none to read.
  bool native_only = false;
};

// An environment variable that hands the game one of its data files for every command:
// `<variable>=<file>` is `--data <file_name>=<file>` (an older spelling kept working).
struct DataAlias {
  std::string_view variable;
  std::string_view file_name;
};

struct GameCli {
  // `ply perft|best|solve|match <game>`: run_game_command<G, its outside engines>
  // (game_commands.h). A reference, so that a declaration without it does not compile.
  int (&run)(std::string_view command, const Args& args);
  std::span<const GameCommand> commands = {};
  std::span<const GameCommand> bench_modes = {};
  // `ply selfplay <game> ...`: selfplay_command<G, its rules> (selfplay.h), its usage the game's
  // options for it; none (run null) for a game whose self-play is still its own tool's.
  GameCommand selfplay = {};
  // `ply fit <game> ...`: fit_command<G, its rules> (fit.h), its usage the game's method and
  // options; none (run null) for a game without one.
  GameCommand fit = {};
  std::span<const DataAlias> environment = {};
  // `ply best --notation <name>`, where the game writes its moves two ways: the name of
  // T::move_text's notation (the default), then T::move_input's.
  std::array<std::string_view, 2> notations = {};
  // Its outside engines for `ply match --a <engine_prefix><command>` ("uci:", "UCI engines"): the
  // PREFIX and ENGINES of the type its `run` plays them with.
  std::string_view engine_prefix = {}, engines = {};
  // Its lines in `ply help` about the shared commands (its solver, its variants, its data files),
  // each ending in '\n'.
  std::string_view usage = {};
};

// The declaration of the game G (engine/games.h), defined by its cli/<game>/game_cli.cpp. A game
// of the registry without one leaves `ply` unlinked: "undefined reference to
// ply::cli::game_cli<...>()". The build declares each game's (generated cli/game_clis.h), as C++
// asks of an explicit specialization before it is used.
template <GameTraits G>
const GameCli& game_cli();
#include "cli/game_clis.h"

// "chess (san or uci)": the games that write their moves two ways, for a message.
inline std::string games_with_notations() {
  std::string games;
  for_each_game([&]<typename G>() {
    const auto& n = game_cli<G>().notations;
    if (n[0].empty()) return;
    games += (games.empty() ? "" : ", ") + std::string(G::NAME) + " (" + std::string(n[0]) +
             " or " + std::string(n[1]) + ")";
  });
  return games;
}

}  // namespace ply::cli
