// ply: the engine on the command line. Every command names its game; bad input gives one line on
// stderr and exit status 2.
#include <cstdio>
#include <string>

#include "args.h"
#include "commands.h"

namespace {

constexpr const char* USAGE = R"(usage: ply <command> [<game>] [options]
  perft <game> <depth> [--position "<pos>"]       leaf count of all move sequences
  best <game> --position "<pos>" --level <1..5> [--time-ms <t>] [--seed <n>]
                                                  the move the level plays
  solve reversi --position "<pos>"                exact final disc difference and a best move
  bench [--depth <d>]                             fixed searches: nodes, time, nodes/s
  match <game> --a <level> --b <level> [--games <pairs>] [--time-ms <t> | --nodes <n>]
                                                  paired games from balanced openings, Elo
<game>: reversi or draughts (Russian draughts).
reversi <pos>: 64 characters a1..h8 row by row (X black, O white, - empty), a space, X or O to move.
draughts <pos>: PDN FEN, e.g. "W:Wa1,c1,Ke5:Bb8,d8" (side to move, white pieces, black pieces; K king).
)";

}  // namespace

int main(int argc, char** argv) {
  using namespace ply::cli;
  if (argc < 2) fail("no command given (try: ply help)");
  const std::string command = argv[1];
  if (command == "help" || command == "--help" || command == "-h") {
    std::fputs(USAGE, stdout);
    return 0;
  }
  const Args args = parse_args(argc, argv, 2);
  if (command == "bench") return run_bench(args);

  const bool known = command == "perft" || command == "best" || command == "solve" || command == "match";
  if (!known) fail("unknown command '" + command + "' (try: ply help)");
  if (args.positional.empty()) fail(command + ": name the game, e.g. 'ply " + command + " reversi'");
  const std::string& game = args.positional[0];
  if (game == "draughts") {
    if (command == "perft") return draughts_perft(args);
    if (command == "best") return draughts_best(args);
    if (command == "match") return draughts_match(args);
    fail(command + ": not available for draughts");
  }
  if (game != "reversi") fail("unknown game '" + game + "' (this build plays: reversi, draughts)");

  if (command == "perft") return reversi_perft(args);
  if (command == "best") return reversi_best(args);
  if (command == "solve") return reversi_solve(args);
  return reversi_match(args);
}
