// ply: the engine on the command line. Every command but bench names its game (engine/games.h);
// a game's own commands, and what else it adds, are its declaration's (game_cli.h), which this file
// reads through the registry, naming no game.
// Exit status: 0 done; 1 a limit stopped the command before it had an answer (solve --time-ms);
// 2 bad input (one line on stderr: unknown command, game or option, a malformed position, a bad
// number); 3 the output could not be written (a full disk).
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <string>

#include "args.h"
#include "commands.h"
#include "game_cli.h"
#include "games.h"
#include "player_io.h"

namespace {

// The commands of every game; each game's own lines follow (game_cli.h: GameCli's usage).
constexpr const char* USAGE = R"(usage: ply <command> [<game>] [options]
  perft <game> <depth> [--position "<pos>"]       leaf count of all move sequences
  best <game> --position "<pos>" [--level <level> | --elo <e>] [--time-ms <t>] [--nodes <n>] [--depth <d>] [--seed <n>]
       [--threads <n>] [--<option> <value>]       the move the level plays (options: the game's, below),
       [--notation <name>]                        written in the game's notation (or in its other one,
                                                  where it has two: below)
  analyse <game> --position "<pos>" [--lines <n>] [--time-ms <t>] [--nodes <n>] [--depth <d>] [--threads <n>]
       [--notation <name>]                        full strength's best <n> moves (3; 1..64), each with
                                                  its value for the side to move and its line
  solve <game> --position "<pos>" [--time-ms <t>] the game's exact answer, where it has a solver (below)
  levels <game>                                   the levels, weakest first: number, name, Elo
                                                  (`--level` takes the number, the name or max; `--elo E`
                                                  the level nearest E)
  ladder <game> --results <file> [--games <pairs>] [--reach <n>] [--time-ms <top>] [--from <l>] [--to <l>]
                                                  measures the levels' Elo: each against the next <n>
                                                  (paired games, the top level at <top> ms a move),
                                                  results kept in <file> (a rerun resumes), all fitted
  bench [--depth <d>] [--threads <n>]             fixed searches of every game: nodes, time, nodes/s
  bench [<game>] --variant "<words>" [--seed <n>] [--depth <d>] [--solve-empties <n>]
                                                  the game with variants (below) in one: perft, a search,
                                                  an exact solve
  match <game> --a <level> --b <level> [--a-cmd <ply>] [--b-cmd <ply>] [--games <pairs>]
        [--time-ms <t> | --nodes <n>] [--games-out <file>] [--a-option|--b-option NAME=VALUE]
                                                  paired games from balanced openings, Elo
                                                  (--a-cmd: that side is another build's ply; --a
                                                  <protocol>:<engine>: an engine of the game's protocol,
                                                  below; --games-out: each game's result and last
                                                  position; a level's options: predicted-iterations=0
                                                  (the time manager's 3/5 rule alone), threads=<n> and
                                                  the game's)
  selfplay <game> --out <file> [--games <n>] [--seed <n>] [--nodes <n>] [--threads <n>]
        [--<game's option> <value>]
                                                  level 5 against itself, one thread a game, <nodes> a move:
                                                  each labelled position with the game's result, the
                                                  data its evaluation is fitted to (a game's options
                                                  and lines: below); a rerun on a file cut short
                                                  resumes it, where the game's file has a header (there
                                                  --threads games at once, the same file)
  fit <game> --data <file>[,<file>...] --out <file> [--<game's option> <value>]
                                                  level 5's evaluation weights fitted to the labelled
                                                  positions (selfplay's), written as the file the game
                                                  is built or played with; the fit's error on held-out
                                                  games on stderr (a game's method and options: below)
  --data NAME=PATH (best, match and the games' commands that play; once a file)
                                                  the game plays the data file at PATH in place of its own
                                                  file NAME (its files: below)
)";

constexpr const char* EXIT_STATUS =
    "exit status: 0 done, 1 stopped by a limit before an answer (solve), 2 bad input, 3 output not "
    "written\n";

// `ply help`: the commands, then each game's options, data files and lines (about the commands
// above, then its own), then its positions.
void print_usage() {
  using namespace ply;
  using namespace ply::cli;
  std::fputs(USAGE, stdout);
  for_each_game([]<typename G>() {
    const GameCli& cli = game_cli<G>();
    std::string files;
    if constexpr (requires { G::DATA_FILES; })
      for (const DataFile& file : G::DATA_FILES)
        files += (files.empty() ? "" : ", ") + std::string(file.name);
    std::printf("%s: options %s; data files %s\n", std::string(G::NAME).c_str(),
                option_names(options_of<G>()).c_str(), files.empty() ? "none" : files.c_str());
    std::fputs(std::string(cli.usage).c_str(), stdout);
    for (const GameCommand& c : cli.bench_modes) std::fputs(std::string(c.usage).c_str(), stdout);
    std::fputs(std::string(cli.selfplay.usage).c_str(), stdout);
    std::fputs(std::string(cli.fit.usage).c_str(), stdout);
    for (const GameCommand& c : cli.commands) std::fputs(std::string(c.usage).c_str(), stdout);
    for (const DataAlias& alias : cli.environment) {
      const std::string flag = std::string(alias.variable) + "=<file>";
      std::printf("  %-47s --data %s=<file>, for every command\n", flag.c_str(),
                  std::string(alias.file_name).c_str());
    }
  });
  std::fputs(EXIT_STATUS, stdout);
  for_each_game([]<typename T>() {
    std::printf("%s <pos>: %s\n", std::string(T::NAME).c_str(),
                std::string(T::POSITION_HELP).c_str());
  });
}

// Output that could not be all written (a full disk) is a failure, not the command's status:
// whoever reads the output would otherwise take a cut answer for a whole one. Checked once, at the
// end, where every buffered line is flushed.
int with_output_written(int status) {
  errno = 0;
  const bool flushed = std::fflush(stdout) == 0;
  const int error = errno;
  if (flushed && !std::ferror(stdout) && std::cout.good()) return status;
  std::fprintf(stderr, "ply: cannot write the output%s%s\n", error ? ": " : "",
               error ? std::strerror(error) : "");
  return ply::cli::EXIT_OUTPUT_FAILED;
}

// The environment variables that hand a game a data file for every command (GameCli::environment:
// PLY_REVERSI_WEIGHTS=<file> is --data weights=<file>).
void load_data_files_from_environment() {
  ply::for_each_game([]<typename G>() {
    for (const ply::cli::DataAlias& alias : ply::cli::game_cli<G>().environment) {
      const std::string variable(alias.variable);
      const char* path = std::getenv(variable.c_str());
      if (path && *path)
        ply::cli::load_data_file_from<G>(std::string(alias.file_name), path, variable);
    }
  });
}

// The command a game declares by that name (`ply uci`), or among the modes of `ply bench` the one
// whose option is given (`ply bench --ffo`); null if none.
const ply::cli::GameCommand* game_command(const std::string& command, const ply::cli::Args& args) {
  const ply::cli::GameCommand* found = nullptr;
  ply::for_each_game([&]<typename G>() {
    const ply::cli::GameCli& cli = ply::cli::game_cli<G>();
    for (const ply::cli::GameCommand& c : command == "bench" ? cli.bench_modes : cli.commands)
      if (!found && (command == "bench" ? args.has(std::string(c.name)) : c.name == command))
        found = &c;
  });
  return found;
}

// `ply selfplay|fit <game> ...`: the game's declaration's (GameCli::selfplay, GameCli::fit), what
// `declared` names.
int declared_command(const std::string& command,
                     const ply::cli::GameCommand ply::cli::GameCli::*declared,
                     const ply::cli::Args& args) {
  using namespace ply;
  using namespace ply::cli;
  std::string with;
  for_each_game([&]<typename G>() {
    if ((game_cli<G>().*declared).run) with += (with.empty() ? "" : ", ") + std::string(G::NAME);
  });
  if (args.positional.empty()) fail(command + ": name the game (" + with + ")");
  const std::string& game = args.positional[0];
  int status = EXIT_OK;
  const bool found = with_game(game, [&]<typename G>() {
    const GameCommand& own = game_cli<G>().*declared;
    if (!own.run) fail(command + ": " + game + " has none here (games with it: " + with + ")");
#ifdef __EMSCRIPTEN__
    fail(command + ": needs the native build (build/native/ply)");
#endif
    status = own.run(args);
  });
  if (!found) fail("unknown game '" + game + "' (this build plays: " + game_names() + ")");
  return status;
}

int run(int argc, char** argv) {
  using namespace ply;
  using namespace ply::cli;
  if (argc < 2) fail("no command given (try: ply help)");
  const std::string command = argv[1];
  if (command == "help" || command == "--help" || command == "-h") {
    print_usage();
    return EXIT_OK;
  }
  const Args args = parse_args(argc, argv, 2);
  load_data_files_from_environment();
  if (const GameCommand* own = game_command(command, args)) {
#ifdef __EMSCRIPTEN__
    // Under Node the wasm CLI has no standard input to read a protocol from.
    if (own->native_only) fail(command + ": needs the native build (build/native/ply)");
#endif
    return own->run(args);
  }
  if (command == "bench") return run_bench(args);
  if (command == "selfplay") return declared_command(command, &GameCli::selfplay, args);
  if (command == "fit") return declared_command(command, &GameCli::fit, args);

  const bool known = command == "perft" || command == "best" || command == "analyse" ||
                     command == "solve" || command == "match" || command == "levels" ||
                     command == "ladder";
  if (!known) fail("unknown command '" + command + "' (try: ply help)");
  if (args.positional.empty()) fail(command + ": name the game (" + game_names() + ")");
  const std::string& game = args.positional[0];
  int status = EXIT_OK;
  const bool found =
      with_game(game, [&]<typename G>() { status = game_cli<G>().run(command, args); });
  if (!found) fail("unknown game '" + game + "' (this build plays: " + game_names() + ")");
  return status;
}

}  // namespace

int main(int argc, char** argv) { return with_output_written(run(argc, argv)); }
