// `ply nboard`: Reversi over the NBoard protocol (Chris Welty's NBoard GUI, version 2), so that Ply
// plays in NBoard and in matches against Edax and other NBoard engines. One command a line on
// stdin; answers on stdout, each line flushed; refusals go to stderr, which NBoard ignores.
//
// Commands: nboard <version>, set depth <n>, set game <GGF>, set contempt <n>, move
// <mv>[/eval/time], go (answers "=== <mv>/<eval>/<seconds>"), hint <n> (a "search <mv> <eval> 0
// <depth>" line for each of the n best moves), ping <n> (answers "pong <n>" after everything before
// it), learn (answers "learned"), quit. Moves are NBoard's: "F5", "PA" for a pass. The search runs
// to its end before the next command is read, so a pong always follows the answers of the commands
// before its ping; the end of the input stops it (its move is still answered).
#pragma once

#include <iosfwd>
#include <string>
#include <string_view>
#include <vector>

#include "core/player.h"
#include "reversi/engine.h"
#include "reversi/record.h"

namespace ply::cli {

class NboardEngine {
 public:
  // request: the level, and the time a move may take (0: "set depth" alone limits the search).
  // Refusals (an illegal move, a malformed game) are written to `errors`, one line each.
  NboardEngine(const Request& request, std::ostream& errors);

  // The lines to send back for one line from the GUI.
  std::vector<std::string> answer(std::string_view line);

  bool quit() const { return quit_; }
  const reversi::Transcript& game() const { return game_; }
  reversi::Position position() const;

 private:
  std::vector<std::string> go();
  std::vector<std::string> hint(std::string_view count);
  void set(std::string_view args);
  void move(std::string_view text);
  Request request_for_move() const;
  void refuse(const std::string& message);

  Request request_;
  std::ostream& errors_;
  reversi::Engine engine_;
  reversi::Transcript game_;
  int depth_ = 0;  // "set depth"; 0 until told
  bool quit_ = false;
};

// Reads commands from `in` until "quit" or the end of the input; answers on `out`, refusals on
// `errors`.
void run_nboard(std::istream& in, std::ostream& out, std::ostream& errors, const Request& request);

}  // namespace ply::cli
