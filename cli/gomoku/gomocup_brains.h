// Gomocup (Piskvork) gomoku brains (Rapfi, `ply gomocup`) as players of `ply match gomoku --a
// gomocup:<command>`, each in a child process (external.h: ChildProcess; external.h also gives the
// interface a game's outside engines offer the match).
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "args.h"
#include "core/traits.h"
#include "external.h"

namespace ply::cli {

// Each game starts with "START <size>" and the INFO lines: no match limit, the turn's time, the
// rule, then `infos` as "INFO NAME VALUE" (a later timeout_turn replaces the request's). The game's
// first question gives the whole board (BEGIN on an empty one, else BOARD), the next ones the
// opponent's last stone (TURN).
class GomocupProcess {
 public:
  static constexpr std::string_view PREFIX = "gomocup:", ENGINES = "Gomocup brains";
  // The answer is waited for this long beyond the turn's time: a slow brain is not a crashed one.
  static constexpr int START_TIMEOUT_MS = 10000, GRACE_MS = 2000;

  GomocupProcess(std::string command, std::vector<std::pair<std::string, std::string>> infos)
      : command_(std::move(command)), infos_(std::move(infos)), process_("END") {}

  // The protocol has no node budget: a brain is told its time.
  template <GameTraits T>
  std::string cannot_play(const typename T::Position&, const Request& request,
                          const std::string& side) const {
    if (turn_ms(request)) return "";
    return "a Gomocup brain needs a time a move: --time-ms, or --" + side +
           "-option timeout_turn=<ms>";
  }
  // Started if need be; the next question begins a new game.
  std::string new_game();
  // The board's size, the protocol's rule and the stones (T::gomocup_rule, T::gomocup_stones), and
  // its answer as a legal move (T::parse_gomocup_answer).
  template <GameTraits T>
  EngineMove<typename T::Move> play(const std::vector<typename T::Position>& history,
                                    const std::vector<typename T::Move>&, const Request& request) {
    const typename T::Position& pos = history.back();
    const EngineAnswer a =
        best_move(T::board(pos).files, T::gomocup_rule(pos), T::gomocup_stones(pos), request);
    if (!a.error.empty()) return {{}, a.error};
    const auto m = T::parse_gomocup_answer(pos, a.move);
    if (!m) return {{}, "illegal move '" + excerpt(a.move) + "' in " + T::position_text(pos)};
    return {*m, ""};
  }

  // The turn's time a brain gets: its timeout_turn among `infos`, else the request's time; 0 when
  // neither says (a node budget means nothing to the protocol).
  i64 turn_ms(const Request& request) const;
  // `stones`: every stone's "x,y" in the order played (Black first); the brain plays the side to
  // move. rule: the protocol's (0 five or more, 1 exactly five).
  EngineAnswer best_move(int size, int rule, const std::vector<std::string>& stones,
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
