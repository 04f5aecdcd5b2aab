// `ply gomocup`: Ply as a gomoku "brain" for the Gomocup (Piskvork) managers, over the protocol of
// https://plastovicka.github.io/protocl2en.htm: one command a line on stdin, one answer a line on
// stdout. Coordinates are the protocol's "x,y" (gomoku/gomocup_coordinates.h).
#pragma once

#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/player.h"
#include "gomoku/engine.h"

namespace ply::cli {

// What the manager told the brain (INFO): the time and memory limits and the rule.
struct GomocupLimits {
  i64 turn_ms = 5000;     // INFO timeout_turn (0: as fast as possible); 5 s until told
  i64 match_ms = 0;       // INFO timeout_match (0: no limit)
  i64 time_left_ms = -1;  // INFO time_left before each move; -1 until told
  i64 max_memory = 0;     // INFO max_memory in bytes (0: no limit)
  int rule = 0;  // INFO rule: 0 freestyle, 1 exactly five, 4 renju; anything else is not played
};

// The time a move may take under the limits: a share of what is left of the match, never more than
// the turn's limit, less a margin for reading, writing and the search's own overshoot.
i64 gomocup_think_ms(const GomocupLimits& limits, int empty_cells);

class GomocupBrain {
 public:
  // request: the level and aggressiveness to play with (level 5 for tournaments); its time comes
  // from the limits.
  explicit GomocupBrain(const Request& request);

  // The lines to send back for one line from the manager (none for INFO, END, BOARD's data lines).
  std::vector<std::string> answer(std::string_view line);

  // END was received: the brain must stop.
  bool ended() const { return ended_; }
  const std::optional<gomoku::Position>& position() const { return pos_; }

 private:
  std::vector<std::string> start(std::string_view args, bool rectangular);
  std::vector<std::string> turn(std::string_view args);
  std::vector<std::string> board_line(std::string_view line);
  std::vector<std::string> takeback(std::string_view args);
  std::vector<std::string> info(std::string_view args);
  std::vector<std::string> think();
  void make_engine();
  std::optional<std::string> unplayable() const;
  gomoku::Rule rule() const;

  Request request_;
  GomocupLimits limits_;
  std::optional<gomoku::Engine> engine_;  // made at the first move, its table sized by max_memory
  std::optional<gomoku::Position> pos_;
  bool ended_ = false;
  // Between BOARD and DONE: the stones given so far, and the first thing wrong with them.
  bool in_board_ = false;
  std::vector<gomoku::Cell> own_, theirs_;
  std::string board_error_;
};

// Reads commands from `in` until END or the end of the input; answers on `out`, each line flushed.
void run_gomocup(std::istream& in, std::ostream& out, const Request& request);

}  // namespace ply::cli
