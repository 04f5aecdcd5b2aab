#include "reversi/nboard_engines.h"

namespace ply::cli {

std::string NboardProcess::new_game() {
  if (!process_.running()) {
    std::string error = process_.start(command_);
    if (error.empty() && !process_.send("nboard 2")) error = "it does not read its input";
    for (const auto& [name, value] : settings_)
      if (error.empty() && !process_.send("set " + name + " " + value))
        error = "it stopped reading its input";
    if (!error.empty()) {
      process_.close();
      return error;
    }
  }
  const std::string ping = "ping " + std::to_string(++pings_);
  if (!process_.send(ping)) return "it stopped reading its input";
  if (std::string error = process_.await("pong " + std::to_string(pings_), HANDSHAKE_TIMEOUT_MS);
      !error.empty()) {
    process_.close();
    return error + " (after " + ping + ")";
  }
  return "";
}

EngineAnswer NboardProcess::best_move(const std::string& ggf) {
  if (!process_.running())
    if (std::string error = new_game(); !error.empty()) return {"", error};
  if (!process_.send("set game " + ggf) || !process_.send("go")) {
    process_.close();
    return {"", "it stopped reading its input"};
  }
  std::string line;
  if (std::string error = process_.await("===", MOVE_TIMEOUT_MS, &line); !error.empty()) {
    process_.close();
    return {"", error + " (after go)"};
  }
  const std::size_t first = line.find_first_not_of(' ', 3);
  const std::string move =
      first == std::string::npos ? "" : line.substr(first, line.find_first_of(" /", first) - first);
  return {move, move.empty() ? "an empty === answer" : ""};
}

}  // namespace ply::cli
