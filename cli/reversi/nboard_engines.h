// NBoard Reversi engines (Edax, Egaroucid, `ply nboard`) as players of `ply match reversi --a
// nboard:<command>`, each in a child process (external.h: ChildProcess; external.h also gives the
// interface a game's outside engines offer the match). NBoard knows the standard rules on 8x8 only.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "args.h"
#include "core/traits.h"
#include "external.h"

namespace ply::cli {

// After "nboard 2", `settings` go as "set NAME VALUE" (NBoard has no clock: "set depth N" is how
// its strength is set).
class NboardProcess {
 public:
  static constexpr std::string_view PREFIX = "nboard:", ENGINES = "NBoard engines";
  // An NBoard engine plays to its depth, not to a clock: its answer is waited for this long.
  static constexpr int HANDSHAKE_TIMEOUT_MS = 10000, MOVE_TIMEOUT_MS = 600000;

  NboardProcess(std::string command, std::vector<std::pair<std::string, std::string>> settings)
      : command_(std::move(command)), settings_(std::move(settings)) {}

  // The standard rules only (T::nboard_plays): no variant, no wide board.
  template <GameTraits T>
  std::string cannot_play(const typename T::Position& start, const Request&,
                          const std::string&) const {
    if constexpr (requires { T::nboard_plays(start); })
      if (T::nboard_plays(start)) return "";
    return std::string(ENGINES) + " play the standard rules only, not " + T::position_text(start);
  }
  // Started if need be, then "ping" until its "pong": an empty string, or why the engine is not
  // ready.
  std::string new_game();
  // The game so far as GGF (T::nboard_game), and its answer as a legal move
  // (T::parse_nboard_answer).
  template <GameTraits T>
  EngineMove<typename T::Move> play(const std::vector<typename T::Position>& history,
                                    const std::vector<typename T::Move>& moves, const Request&) {
    const typename T::Position& pos = history.back();
    if constexpr (requires { T::nboard_game(history, moves); }) {
      const EngineAnswer a = best_move(T::nboard_game(history, moves));
      if (!a.error.empty()) return {{}, a.error};
      const auto m = T::parse_nboard_answer(pos, a.move);
      if (!m) return {{}, "illegal move '" + excerpt(a.move) + "' in " + T::position_text(pos)};
      return {*m, ""};
    } else {
      return {{}, cannot_play<T>(history.front(), {}, "")};  // refused before the match
    }
  }

  // "set game <ggf>" and "go"; the move of its "=== <move>[/eval/time]" answer (also "=== <move>
  // <eval>").
  EngineAnswer best_move(const std::string& ggf);

 private:
  std::string command_;
  std::vector<std::pair<std::string, std::string>> settings_;
  ChildProcess process_;
  int pings_ = 0;
};

}  // namespace ply::cli
