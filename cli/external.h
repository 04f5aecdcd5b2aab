// Players from outside this build, for `ply match`: another build of ply, asked for one move at a
// time through its `best` command, and what a game's own outside engines share (each game's in its
// cli/<game>/, spoken to over its protocol): a child process spoken to over two pipes, their
// answers, and the type a game without outside engines plays with (NoEngines).
#pragma once

#include <concepts>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/player.h"
#include "core/traits.h"

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
struct EngineAnswer {
  std::string move;   // empty when `error` says why
  std::string error;  // empty when `move` holds the answer
};

// An engine in a child process, spoken to one line at a time over two pipes: `command` is run by
// /bin/sh (so it may carry arguments), with /usr/games, where Debian puts its engines, at the end
// of PATH. The wasm CLI runs no process: there start() refuses ("outside engines need the native
// build").
class ChildProcess {
 public:
  // `farewell`: the line that asks the engine to leave ("quit", "END").
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

// An outside engine's move as the game's move, or why it has none (`forfeit`: it crashed, timed
// out, answered an illegal move): the game is then lost.
template <class Move>
struct EngineMove {
  Move move{};
  std::string forfeit;
};

// The outside engines a game plays in `ply match --a <PREFIX><command>`, declared by the game
// (cli/<game>/game_cli.cpp: run_game_command<G, Engines>), as its protocol's client, on the board
// T the match is on (core/traits.h: with_board), one of the game's:
//   PREFIX, ENGINES                    "uci:", "UCI engines"
//   Engines(command, options)          the engine's shell command and its NAME=VALUE options
//   cannot_play<T>(start, request, side)   why it cannot play this match (from `start`, with
//                                      `request`'s budget), or "": said before the first game,
//                                      naming the side's flags (`side`: "a" or "b")
//   new_game()                         before each game: "", or why the engine is not ready (it
//                                      forfeits the game)
//   play<T>(history, moves, request)   its move after the positions of `history`
template <class E, class T>
concept OutsideEngines = GameTraits<T> &&
    std::constructible_from<E, std::string, std::vector<std::pair<std::string, std::string>>> &&
    requires(E& engines, const E& idle, const typename T::Position& start, const Request& request,
             const std::string& side, const std::vector<typename T::Position>& history,
             const std::vector<typename T::Move>& moves) {
  { E::PREFIX } -> std::convertible_to<std::string_view>;
  { E::ENGINES } -> std::convertible_to<std::string_view>;
  { idle.template cannot_play<T>(start, request, side) } -> std::same_as<std::string>;
  { engines.new_game() } -> std::same_as<std::string>;
  {
    engines.template play<T>(history, moves, request)
    } -> std::same_as<EngineMove<typename T::Move>>;
};

// A game with no outside engines (no PREFIX: no --a names one), never made.
struct NoEngines {
  static constexpr std::string_view PREFIX = {}, ENGINES = {};
  NoEngines(std::string, std::vector<std::pair<std::string, std::string>>) {}
  template <class T>
  std::string cannot_play(const typename T::Position&, const Request&, const std::string&) const {
    return "";
  }
  std::string new_game() { return ""; }
  template <class T>
  EngineMove<typename T::Move> play(const std::vector<typename T::Position>&,
                                    const std::vector<typename T::Move>&, const Request&) {
    return {};
  }
};

}  // namespace ply::cli
