// ply: the engine on the command line. Every command but bench names its game (engine/games.h).
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
#include "games.h"
#include "gomocup.h"
#include "match.h"
#include "nboard.h"
#include "pgn.h"
#include "reversi/traits.h"
#include "uci.h"

namespace {

constexpr const char* USAGE = R"(usage: ply <command> [<game>] [options]
  perft <game> <depth> [--position "<pos>"]       leaf count of all move sequences
  best <game> --position "<pos>" [--level <1..5>] [--time-ms <t>] [--nodes <n>] [--depth <d>] [--seed <n>]
       [--threads <n>] [--<option> <value>]       the move the level plays (options: the game's, e.g.
       [--notation san|uci]                       gomoku's --aggressiveness <0.5..1>), written in the
                                                  game's notation: chess in SAN, or with --notation uci
                                                  as the uci command writes it (e2e4, e7e8q)
  solve reversi --position "<pos>" [--time-ms <t>] exact final disc difference and a best move
  solve gomoku --position "<pos>" [--time-ms <t>]  win <move> <plies>, loss, or unknown (exit 1)
  bench [--depth <d>] [--threads <n>]             fixed searches of every game: nodes, time, nodes/s
  bench --variant "<words>" [--seed <n>] [--depth <d>] [--solve-empties <n>]
                                                  Reversi in a variant: perft, a search, an exact solve
                                                  (of the start with as many empties as it has: 32 on 6x6)
  bench --ffo <file.obf> [--first <n>] [--last <m>]
                                                  Reversi: exact solves of FFO problems #n-#m (numbered
                                                  from the first number in the file's name), each score
                                                  checked (exit 1 if one is wrong), times and nodes
  accuracy reversi --file <f> [--level <1..5>] [--time-ms <t> | --nodes <n>] [--first <i>] [--last <j>]
                                                  the level's move in each position of an accuracy file
                                                  (tests/data/reversi/accuracy.txt) against every move's
                                                  exact value: mean disc loss per move, share of best
                                                  moves, by empties (default 100 ms a move)
  uci                                             chess over UCI on stdin/stdout (for GUIs and match tools)
  match <game> --a <level> --b <level> [--a-cmd <ply>] [--b-cmd <ply>] [--games <pairs>]
        [--time-ms <t> | --nodes <n>] [--games-out <file>] [--a-option|--b-option NAME=VALUE]
                                                  paired games from balanced openings, Elo
                                                  (--a-cmd: that side is another build's ply; --a uci:<engine>:
                                                  a UCI chess engine, nboard:<engine> a Reversi one,
                                                  gomocup:<brain> a gomoku brain; --games-out: each game's result and last
                                                  position; a level's options: predicted-iterations=0 (the
                                                  time manager's 3/5 rule alone), probcut=<t> and book=1
                                                  (Reversi, draughts: a match plays without the opening
                                                  book); draughts plays from the standard openings
  pgn <file|->                                    chess games read and checked move by move, written back
                                                  as PGN, each with "; final FEN <fen>" after it
  gomocup [--level <1..5>] [--aggressiveness <a>] [--seed <n>] [--threads <n>]
                                                  gomoku over the Gomocup (Piskvork) protocol on stdin/stdout
                                                  (INFO thread_num sets the threads too)
  nboard [--level <1..5>] [--time-ms <t>] [--threads <n>]
                                                  Reversi over the NBoard protocol on stdin/stdout (for the
                                                  NBoard GUI and matches against Edax); without --time-ms
                                                  the GUI's "set depth" limits each search
  --data NAME=PATH (best, match, accuracy, nboard; once a file)
                                                  the game plays the data file at PATH in place of its own
                                                  file NAME: reversi's weights or book, draughts' egdb (a
                                                  pack of tables) or book; PLY_REVERSI_WEIGHTS=<file> is
                                                  --data weights=<file> for every command
  --egdb DIR (draughts: best, match)              the endgame tables in DIR (w01b03.egdb, ...)
exit status: 0 done, 1 stopped by a limit before an answer (solve), 2 bad input, 3 output not written
)";

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

// PLY_REVERSI_WEIGHTS=<file>: the older spelling of `--data weights=<file>` for Reversi, for every
// command (a match's --a-cmd "env PLY_REVERSI_WEIGHTS=<file> ply" among them).
void load_weights_from_environment() {
  const char* path = std::getenv("PLY_REVERSI_WEIGHTS");
  if (path && *path)
    ply::cli::load_data_file_from<ply::reversi::Traits>("weights", path, "PLY_REVERSI_WEIGHTS");
}

int run(int argc, char** argv) {
  using namespace ply;
  using namespace ply::cli;
  if (argc < 2) fail("no command given (try: ply help)");
  const std::string command = argv[1];
  if (command == "help" || command == "--help" || command == "-h") {
    std::fputs(USAGE, stdout);
    for_each_game([]<typename T>() {
      std::printf("%s <pos>: %s\n", std::string(T::NAME).c_str(),
                  std::string(T::POSITION_HELP).c_str());
    });
    return EXIT_OK;
  }
  const Args args = parse_args(argc, argv, 2);
  load_weights_from_environment();
  if (command == "bench") return run_bench(args);
#ifdef __EMSCRIPTEN__
  // Under Node the wasm CLI has no standard input to read a protocol from.
  if (command == "uci" || command == "gomocup" || command == "nboard")
    fail(command + ": needs the native build (build/native/ply)");
#endif
  if (command == "uci") {
    allow_only(args, {});
    if (!args.positional.empty()) fail("uci: takes no arguments (it plays chess)");
    return run_uci(std::cin, std::cout);
  }
  if (command == "pgn") return run_pgn(args);
  if (command == "accuracy") return run_accuracy(args);
  if (command == "gomocup") {
    allow_only(args, with_option_flags<gomoku::Traits>({"level", "seed", "threads"}));
    if (!args.positional.empty())
      fail("gomocup: unexpected argument '" + args.positional[0] + "' (try: ply help)");
    run_gomocup(std::cin, std::cout, read_request<gomoku::Traits>(args));
    return EXIT_OK;
  }

  if (command == "nboard") {
    allow_only(args, {"level", "time-ms", "threads", "data"});
    if (!args.positional.empty())
      fail("nboard: unexpected argument '" + args.positional[0] + "' (it plays reversi)");
    load_game_data<reversi::Traits>(args);
    Request request;
    request.level = int(args.integer("level", LEVEL_MAX, LEVEL_MIN, LEVEL_MAX));
    request.time_ms = args.integer("time-ms", 0, 1, 3600 * 1000);
    request.threads = int(args.integer("threads", 1, 1, MAX_THREADS));
    run_nboard(std::cin, std::cout, std::cerr, request);
    return EXIT_OK;
  }

  const bool known =
      command == "perft" || command == "best" || command == "solve" || command == "match";
  if (!known) fail("unknown command '" + command + "' (try: ply help)");
  if (args.positional.empty()) fail(command + ": name the game (" + game_names() + ")");
  const std::string& game = args.positional[0];
  int status = EXIT_OK;
  const bool found = with_game(game, [&]<typename G>() {
    with_board<G>(args.text("variant"), args.text("position"), [&]<typename T>() {
      if (command == "perft")
        status = perft_command<T>(args);
      else if (command == "best")
        status = best_command<T>(args);
      else if (command == "solve")
        status = solve_command<T>(args);
      else
        status = match_command<T>(args);
    });
  });
  if (!found) fail("unknown game '" + game + "' (this build plays: " + game_names() + ")");
  return status;
}

}  // namespace

int main(int argc, char** argv) { return with_output_written(run(argc, argv)); }
