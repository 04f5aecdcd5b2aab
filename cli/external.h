// Players from outside this build, for `ply match`: another build of ply, asked for one move at a time
// through its `best` command, an NBoard Reversi engine, and a UCI chess engine (Stockfish, Toga II, ...) run as a child process
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

// An engine in a child process, spoken to one line at a time over two pipes: `command` is run by /bin/sh
// (so it may carry arguments), with /usr/games, where Debian puts its engines, at the end of PATH.
class ChildProcess {
 public:
  ChildProcess() = default;
  ~ChildProcess() { close(); }
  ChildProcess(const ChildProcess&) = delete;
  ChildProcess& operator=(const ChildProcess&) = delete;

  // An empty string, or why the command could not be started.
  std::string start(const std::string& command);
  bool running() const { return pid_ >= 0; }
  // "quit", a moment to leave on its own, then the end.
  void close();
  bool send(const std::string& line);
  // The next line within `timeout_ms`; false on timeout or end of output (`why` says which).
  bool read_line(std::string& line, int timeout_ms, std::string& why);
  // Reads until a line starting with `word`; an empty string, or why not.
  std::string await(const std::string& word, int timeout_ms, std::string* found = nullptr);

 private:
  int pid_ = -1, to_engine_ = -1, from_engine_ = -1;
  std::string pending_;  // bytes read past the last whole line
};

// A UCI engine in a child process (ChildProcess). Started on the first request after a construction or a
// failure; `options` go as "setoption name N value V" after the handshake.
class UciProcess {
 public:
  // Answers are waited for this long beyond the move's own time: a slow engine is not a crashed one.
  static constexpr int HANDSHAKE_TIMEOUT_MS = 10000, GRACE_MS = 2000;

  UciProcess(std::string command, std::vector<std::pair<std::string, std::string>> options)
      : command_(std::move(command)), options_(std::move(options)) {}

  // "ucinewgame", then "isready" until "readyok"; an empty string, or why the engine is not ready.
  std::string new_game();
  // "position fen <fen> moves <moves...>" and "go movetime T" (or "go nodes N" when request.max_nodes).
  UciAnswer best_move(const std::string& fen, const std::vector<std::string>& moves, const Request& request);

 private:
  std::string start();

  std::string command_;
  std::vector<std::pair<std::string, std::string>> options_;
  ChildProcess process_;
};

// An NBoard engine (Edax, Egaroucid, `ply nboard`) in a child process, for Reversi. After "nboard 2",
// `settings` go as "set NAME VALUE" (NBoard has no clock: "set depth N" is how its strength is set).
class NboardProcess {
 public:
  // An NBoard engine plays to its depth, not to a clock: its answer is waited for this long.
  static constexpr int HANDSHAKE_TIMEOUT_MS = 10000, MOVE_TIMEOUT_MS = 600000;

  NboardProcess(std::string command, std::vector<std::pair<std::string, std::string>> settings)
      : command_(std::move(command)), settings_(std::move(settings)) {}

  // Started if need be, then "ping" until its "pong": an empty string, or why the engine is not ready.
  std::string new_game();
  // "set game <ggf>" and "go"; the move of its "=== <move>[/eval/time]" answer (also "=== <move> <eval>").
  UciAnswer best_move(const std::string& ggf);

 private:
  std::string command_;
  std::vector<std::pair<std::string, std::string>> settings_;
  ChildProcess process_;
  int pings_ = 0;
};

}  // namespace ply::cli
