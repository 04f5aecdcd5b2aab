// UCI chess engines (Stockfish, Toga II, ...) as players of `ply match chess --a uci:<command>`,
// each in a child process (external.h: ChildProcess), given the same openings and the same time as
// a level (external.h: the interface a game's outside engines offer the match).
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "args.h"
#include "core/traits.h"
#include "external.h"

namespace ply::cli {

// Started on the first request after a construction or a failure; `options` go as "setoption name
// N value V" after the handshake.
class UciProcess {
 public:
  static constexpr std::string_view PREFIX = "uci:", ENGINES = "UCI engines";
  // Answers are waited for this long beyond the move's own time: a slow engine is not a crashed
  // one.
  static constexpr int HANDSHAKE_TIMEOUT_MS = 10000, GRACE_MS = 2000;

  UciProcess(std::string command, std::vector<std::pair<std::string, std::string>> options)
      : command_(std::move(command)), options_(std::move(options)) {}

  template <GameTraits T>
  std::string cannot_play(const typename T::Position&, const Request&, const std::string&) const {
    return "";
  }
  // "ucinewgame", then "isready" until "readyok"; an empty string, or why the engine is not ready.
  std::string new_game();
  // The game from its start position's FEN and the moves in UCI's notation (T::move_input); the
  // answer must be exactly a legal move so written (SAN or a near miss is an illegal answer).
  template <GameTraits T>
  EngineMove<typename T::Move> play(const std::vector<typename T::Position>& history,
                                    const std::vector<typename T::Move>& moves,
                                    const Request& request) {
    std::vector<std::string> played;
    for (std::size_t i = 0; i < moves.size(); ++i)
      played.push_back(T::move_input(history[i], moves[i]));
    const EngineAnswer a = best_move(T::position_text(history.front()), played, request);
    if (!a.error.empty()) return {{}, a.error};
    const typename T::Position& pos = history.back();
    const auto m = T::parse_move(pos, a.move, nullptr);
    if (!m || T::move_input(pos, *m) != a.move)
      return {{}, "illegal move '" + excerpt(a.move) + "' in " + T::position_text(pos)};
    return {*m, ""};
  }

  // "position fen <fen> moves <moves...>" and "go movetime T" (or "go nodes N" when
  // request.max_nodes).
  EngineAnswer best_move(const std::string& fen, const std::vector<std::string>& moves,
                         const Request& request);

 private:
  std::string start();

  std::string command_;
  std::vector<std::pair<std::string, std::string>> options_;
  ChildProcess process_;
};

}  // namespace ply::cli
