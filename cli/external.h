// Players from outside this build, for `ply match`: another build of ply, asked for one move at a
// time through its `best` command, an NBoard Reversi engine, a UCI chess engine (Stockfish, Toga
// II, ...) and a Gomocup gomoku brain (Rapfi, `ply gomocup`), each run as a child process and
// spoken to over two pipes.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "core/player.h"

namespace ply::cli {

// Why `program` cannot be run, or an empty string: a path (with a '/') must name an executable
// file, a bare name one on PATH (or /usr/games, as ChildProcess adds). `shell_command`: `program`
// is a shell command line, whose first word is checked, unless it is shell syntax (an assignment, a
// quote).
std::string cannot_run(const std::string& program, bool shell_command);

// Runs `<command> best <game> --position <position> --level L (--time-ms T | --nodes N) --seed S`
// and `flags` (the game's options: "--book", "0") and returns the last line it prints (the move).
// Fails the match if the command cannot be run or fails.
std::string external_best(const std::string& command, const std::string& game,
                          const std::string& position, const Request& request,
                          const std::vector<std::string>& flags);

// What an engine answered: its move in its protocol's notation, or why it has none (it crashed, it
// did not answer in time, it said something that is not a move).
struct UciAnswer {
  std::string move;   // empty when `error` says why
  std::string error;  // empty when `move` holds the answer
};

// An engine in a child process, spoken to one line at a time over two pipes: `command` is run by
// /bin/sh (so it may carry arguments), with /usr/games, where Debian puts its engines, at the end
// of PATH.
class ChildProcess {
 public:
  // `farewell`: the line that asks the engine to leave ("quit"; "END" for a Gomocup brain).
  explicit ChildProcess(std::string farewell = "quit") : farewell_(std::move(farewell)) {}
  ~ChildProcess() { close(); }
  ChildProcess(const ChildProcess&) = delete;
  ChildProcess& operator=(const ChildProcess&) = delete;

  // An empty string, or why the command could not be started.
  std::string start(const std::string& command);
  bool running() const { return pid_ >= 0; }
  // The farewell, a moment to leave on its own, then the end.
  void close();
  bool send(const std::string& line);
  // The next line within `timeout_ms`; false on timeout or end of output (`why` says which).
  bool read_line(std::string& line, int timeout_ms, std::string& why);
  // Reads until a line starting with `word`; an empty string, or why not.
  std::string await(const std::string& word, int timeout_ms, std::string* found = nullptr);

 private:
  std::string farewell_;
  int pid_ = -1, to_engine_ = -1, from_engine_ = -1;
  std::string pending_;  // bytes read past the last whole line
};

// A UCI engine in a child process (ChildProcess). Started on the first request after a construction
// or a failure; `options` go as "setoption name N value V" after the handshake.
class UciProcess {
 public:
  // Answers are waited for this long beyond the move's own time: a slow engine is not a crashed
  // one.
  static constexpr int HANDSHAKE_TIMEOUT_MS = 10000, GRACE_MS = 2000;

  UciProcess(std::string command, std::vector<std::pair<std::string, std::string>> options)
      : command_(std::move(command)), options_(std::move(options)) {}

  // "ucinewgame", then "isready" until "readyok"; an empty string, or why the engine is not ready.
  std::string new_game();
  // "position fen <fen> moves <moves...>" and "go movetime T" (or "go nodes N" when
  // request.max_nodes).
  UciAnswer best_move(const std::string& fen, const std::vector<std::string>& moves,
                      const Request& request);

 private:
  std::string start();

  std::string command_;
  std::vector<std::pair<std::string, std::string>> options_;
  ChildProcess process_;
};

// An NBoard engine (Edax, Egaroucid, `ply nboard`) in a child process, for Reversi. After "nboard
// 2", `settings` go as "set NAME VALUE" (NBoard has no clock: "set depth N" is how its strength is
// set).
class NboardProcess {
 public:
  // An NBoard engine plays to its depth, not to a clock: its answer is waited for this long.
  static constexpr int HANDSHAKE_TIMEOUT_MS = 10000, MOVE_TIMEOUT_MS = 600000;

  NboardProcess(std::string command, std::vector<std::pair<std::string, std::string>> settings)
      : command_(std::move(command)), settings_(std::move(settings)) {}

  // Started if need be, then "ping" until its "pong": an empty string, or why the engine is not
  // ready.
  std::string new_game();
  // "set game <ggf>" and "go"; the move of its "=== <move>[/eval/time]" answer (also "=== <move>
  // <eval>").
  UciAnswer best_move(const std::string& ggf);

 private:
  std::string command_;
  std::vector<std::pair<std::string, std::string>> settings_;
  ChildProcess process_;
  int pings_ = 0;
};

// A Gomocup (Piskvork) brain in a child process, for gomoku. Each game starts with "START <size>"
// and the INFO lines: no match limit, the turn's time, the rule, then `infos` as "INFO NAME VALUE"
// (a later timeout_turn replaces the request's). The game's first question gives the whole board
// (BEGIN on an empty one, else BOARD), the next ones the opponent's last stone (TURN).
class GomocupProcess {
 public:
  // The answer is waited for this long beyond the turn's time: a slow brain is not a crashed one.
  static constexpr int START_TIMEOUT_MS = 10000, GRACE_MS = 2000;

  GomocupProcess(std::string command, std::vector<std::pair<std::string, std::string>> infos)
      : command_(std::move(command)), infos_(std::move(infos)), process_("END") {}

  // The turn's time a brain gets: its timeout_turn among `infos`, else the request's time; 0 when
  // neither says (a node budget means nothing to the protocol).
  i64 turn_ms(const Request& request) const;
  // Started if need be; the next question begins a new game.
  std::string new_game();
  // `stones`: every stone's "x,y" in the order played (Black first); the brain plays the side to
  // move. rule: the protocol's (0 five or more, 1 exactly five).
  UciAnswer best_move(int size, int rule, const std::vector<std::string>& stones,
                      const Request& request);

 private:
  std::string start_game(int size, int rule, const Request& request);
  // The next line that is not a MESSAGE, DEBUG or empty line; an empty string, or why there is
  // none.
  std::string answer_line(int timeout_ms, std::string& line);

  std::string command_;
  std::vector<std::pair<std::string, std::string>> infos_;
  ChildProcess process_;
  bool game_started_ = false;
  std::size_t stones_known_ = 0;  // the stones the brain has on its board
};

}  // namespace ply::cli
