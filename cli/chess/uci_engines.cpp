#include "chess/uci_engines.h"

#include <algorithm>

namespace ply::cli {

std::string UciProcess::start() {
  if (std::string error = process_.start(command_); !error.empty()) return error;
  if (!process_.send("uci")) return "it does not read its input";
  if (std::string error = process_.await("uciok", HANDSHAKE_TIMEOUT_MS); !error.empty())
    return error + " (after uci)";
  for (const auto& [name, value] : options_)
    if (!process_.send("setoption name " + name + " value " + value))
      return "it stopped reading its input";
  return "";
}

std::string UciProcess::new_game() {
  if (!process_.running())
    if (std::string error = start(); !error.empty()) {
      process_.close();
      return error;
    }
  if (!process_.send("ucinewgame") || !process_.send("isready"))
    return "it stopped reading its input";
  if (std::string error = process_.await("readyok", HANDSHAKE_TIMEOUT_MS); !error.empty()) {
    process_.close();
    return error + " (after isready)";
  }
  return "";
}

EngineAnswer UciProcess::best_move(const std::string& fen, const std::vector<std::string>& moves,
                                   const Request& request) {
  if (!process_.running())
    if (std::string error = new_game(); !error.empty()) return {"", error};
  std::string position = "position fen " + fen;
  if (!moves.empty()) position += " moves";
  for (const auto& m : moves) position += " " + m;
  const std::string go = request.max_nodes ? "go nodes " + std::to_string(request.max_nodes)
                                           : "go movetime " + std::to_string(request.time_ms);
  if (!process_.send(position) || !process_.send(go)) {
    process_.close();
    return {"", "it stopped reading its input"};
  }
  // A node budget has no clock: a generous one, as a move of 10^6 nodes a second would take.
  const int budget_ms = request.max_nodes ? int(std::min<u64>(request.max_nodes / 1000, 600000))
                                          : int(request.time_ms);
  std::string line;
  if (std::string error = process_.await("bestmove", budget_ms + GRACE_MS, &line); !error.empty()) {
    process_.close();
    return {"", error + " (after " + go + ")"};
  }
  std::string move = line.substr(8);
  const std::size_t first = move.find_first_not_of(' ');
  move = first == std::string::npos ? "" : move.substr(first, move.find(' ', first) - first);
  return {move, move.empty() ? "an empty bestmove" : ""};
}

}  // namespace ply::cli
