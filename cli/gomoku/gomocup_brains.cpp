#include "gomoku/gomocup_brains.h"

#include <algorithm>
#include <chrono>
#include <cstdlib>

#include "core/text.h"

namespace ply::cli {

std::string GomocupProcess::new_game() {
  game_started_ = false;
  if (process_.running()) return "";
  if (std::string error = process_.start(command_); !error.empty()) {
    process_.close();
    return error;
  }
  return "";
}

std::string GomocupProcess::answer_line(int timeout_ms, std::string& line) {
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeout_ms);
  for (;;) {
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
        deadline - std::chrono::steady_clock::now());
    std::string why;
    if (!process_.read_line(line, std::max<int>(1, int(left.count())), why))
      return process_.running() ? "no answer within " + std::to_string(timeout_ms) + " ms" : why;
    const std::string_view text = trim(line);
    if (text.empty() || text.rfind("MESSAGE", 0) == 0 || text.rfind("DEBUG", 0) == 0) continue;
    if (text.rfind("ERROR", 0) == 0 || text.rfind("UNKNOWN", 0) == 0)
      return "it said '" + excerpt(text) + "'";
    line = std::string(text);
    return "";
  }
}

std::string GomocupProcess::start_game(int size, int rule, const Request& request) {
  const std::string start = "START " + std::to_string(size);
  if (!process_.send(start)) return "it does not read its input";
  std::string line;
  if (std::string error = answer_line(START_TIMEOUT_MS, line); !error.empty())
    return error + " (after " + start + ")";
  if (line != "OK") return "it answered '" + excerpt(line) + "' to " + start;
  bool sent =
      process_.send("INFO timeout_match 0") && process_.send("INFO rule " + std::to_string(rule));
  if (request.time_ms)
    sent = sent && process_.send("INFO timeout_turn " + std::to_string(request.time_ms));
  for (const auto& [name, value] : infos_)
    sent = sent && process_.send("INFO " + name + " " + value);
  if (!sent) return "it stopped reading its input";
  game_started_ = true;
  stones_known_ = 0;
  return "";
}

EngineAnswer GomocupProcess::best_move(int size, int rule, const std::vector<std::string>& stones,
                                       const Request& request) {
  if (!process_.running())
    if (std::string error = new_game(); !error.empty()) return {"", error};
  const auto fail_with = [&](const std::string& error) {
    process_.close();
    return EngineAnswer{"", error};
  };
  if (!game_started_)
    if (std::string error = start_game(size, rule, request); !error.empty())
      return fail_with(error);
  bool sent = true;
  std::string question;
  if (stones.empty())
    sent = process_.send(question = "BEGIN");
  else if (stones.size() == stones_known_ + 1)
    sent = process_.send(question = "TURN " + stones.back());
  else {
    // 1 the brain's own stones (the side to move's), 2 the opponent's.
    sent = process_.send(question = "BOARD");
    for (std::size_t i = 0; i < stones.size() && sent; ++i)
      sent = process_.send(stones[i] + "," + (i % 2 == stones.size() % 2 ? "1" : "2"));
    sent = sent && process_.send("DONE");
  }
  if (!sent) return fail_with("it stopped reading its input");
  std::string move;
  if (std::string error = answer_line(int(turn_ms(request)) + GRACE_MS, move); !error.empty())
    return fail_with(error + " (after " + question + ")");
  stones_known_ = stones.size() + 1;
  return {move, ""};
}

i64 GomocupProcess::turn_ms(const Request& request) const {
  for (const auto& [name, value] : infos_)
    if (name == "timeout_turn") return std::strtoll(value.c_str(), nullptr, 10);
  return request.time_ms;
}

}  // namespace ply::cli
