// Players from outside this build, for `ply match`: another build of ply, asked for one move at a time
// through its `best` command, and a UCI chess engine (Stockfish, Toga II, ...) run as a child process
// and spoken to over two pipes.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "core/player.h"

namespace ply::cli {

// Runs `<command> best <game> --position <position> --level L (--time-ms T | --nodes N) --seed S` and
// returns the last line it prints (the move). Fails the match if the command cannot be run or fails.
std::string external_best(const std::string& command, const std::string& game, const std::string& position,
                          const Request& request);

// What a UCI engine answered to "go": its move in UCI notation, or why it has none (it crashed, it did
// not answer in time, it said something that is not a move).
struct UciAnswer {
  std::string move;   // empty when `error` says why
  std::string error;  // empty when `move` holds the answer
};

// A UCI engine in a child process: `command` is run by /bin/sh (so it may carry arguments), with
// /usr/games, where Debian puts its engines, at the end of PATH. Started on the first request after a
// construction or a failure; `options` go as "setoption name N value V" after the handshake.
class UciProcess {
 public:
  // Answers are waited for this long beyond the move's own time: a slow engine is not a crashed one.
  static constexpr int HANDSHAKE_TIMEOUT_MS = 10000, GRACE_MS = 2000;

  UciProcess(std::string command, std::vector<std::pair<std::string, std::string>> options)
      : command_(std::move(command)), options_(std::move(options)) {}
  ~UciProcess() { close(); }
  UciProcess(const UciProcess&) = delete;
  UciProcess& operator=(const UciProcess&) = delete;

  // "ucinewgame", then "isready" until "readyok"; an empty string, or why the engine is not ready.
  std::string new_game();
  // "position fen <fen> moves <moves...>" and "go movetime T" (or "go nodes N" when request.max_nodes).
  UciAnswer best_move(const std::string& fen, const std::vector<std::string>& moves, const Request& request);

 private:
  std::string start();
  void close();
  bool send(const std::string& line);
  // The next line within `timeout_ms`; false on timeout or end of output (`why` says which).
  bool read_line(std::string& line, int timeout_ms, std::string& why);
  // Reads until a line starting with `word`; an empty string, or why not.
  std::string await(const std::string& word, int timeout_ms, std::string* found = nullptr);

  std::string command_;
  std::vector<std::pair<std::string, std::string>> options_;
  int pid_ = -1, to_engine_ = -1, from_engine_ = -1;
  std::string pending_;  // bytes read past the last whole line
};

}  // namespace ply::cli
