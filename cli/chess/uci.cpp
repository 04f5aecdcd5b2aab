#include "chess/uci.h"

#include <algorithm>
#include <atomic>
#include <charconv>
#include <cmath>
#include <limits>
#include <memory>
#include <mutex>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "chess/traits.h"
#include "core/text.h"

namespace ply::cli {

namespace {

using chess::Position;
using Traits = chess::Traits;

constexpr int DEFAULT_HASH_MB = 16, MAX_HASH_MB = 1024;
// Of the time left, a move gets this share (or the share movestogo gives), plus most of the
// increment.
constexpr int DEFAULT_MOVES_TO_GO = 30;
// Time kept back for the reply to travel: the budget never comes closer to the flag than this.
constexpr i64 SAFETY_MS = 50;

struct GoCommand {
  Request request;
  bool infinite = false;
};

// A whole number in [min, max], all of `text` ("16abc" and "1e12" are not numbers).
std::optional<i64> whole_number(std::string_view text, i64 min, i64 max) {
  i64 n = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), n);
  if (text.empty() || error != std::errc() || end != text.data() + text.size() || n < min ||
      n > max)
    return std::nullopt;
  return n;
}

class UciEngine {
 public:
  UciEngine(std::ostream& out)
      : out_(out), engine_(std::make_unique<chess::Engine>(DEFAULT_HASH_MB)) {
    history_ = {chess::start_position()};
    engine_->prepare();
  }
  ~UciEngine() { stop(); }

  bool handle(const std::string& line) {
    std::istringstream words(line);
    std::string command;
    words >> command;
    if (command == "uci") {
      say("id name Ply");
      say("id author the Ply developers");
      say("option name Hash type spin default " + std::to_string(DEFAULT_HASH_MB) + " min 1 max " +
          std::to_string(MAX_HASH_MB));
      say("option name Threads type spin default 1 min 1 max " + std::to_string(MAX_THREADS));
      const std::string top = std::to_string(LADDER.size());
      say("option name Level type spin default " + top + " min 1 max " + top);
      // As Stockfish offers them: a level chosen by its Elo (the nearest, `ply levels chess`).
      say("option name UCI_LimitStrength type check default false");
      say("option name UCI_Elo type spin default " + std::to_string(elo_) + " min " +
          std::to_string(LADDER.front().elo) + " max " + std::to_string(top_elo(LADDER)));
      say("uciok");
    } else if (command == "isready") {
      say("readyok");
    } else if (command == "ucinewgame") {
      stop();
      engine_->clear();
    } else if (command == "setoption") {
      stop();
      set_option(words);
    } else if (command == "position") {
      stop();
      set_position(words);
    } else if (command == "go") {
      stop();
      go(words);
    } else if (command == "stop") {
      stop();
    } else if (command == "quit") {
      stop();
      return false;
    } else if (!command.empty()) {
      say("info string unknown command '" + excerpt(command) + "'");
    }
    return true;
  }

 private:
  void say(const std::string& text) {
    const std::lock_guard<std::mutex> lock(output_);
    out_ << text << '\n' << std::flush;
  }

  void set_option(std::istringstream& words) {
    std::string token, name, value;
    bool in_value = false;
    while (words >> token) {
      if (token == "name") continue;
      if (token == "value") {
        in_value = true;
        continue;
      }
      (in_value ? value : name) += (in_value ? value : name).empty() ? token : " " + token;
    }
    // A value out of range or not a whole number is refused, and the option keeps its value.
    const auto refused = [&](int min, int max) {
      say("info string " + name + " must be a whole number from " + std::to_string(min) + " to " +
          std::to_string(max) + ", not '" + excerpt(value) + "' (unchanged)");
    };
    if (name == "Hash") {
      if (const auto mb = whole_number(value, 1, MAX_HASH_MB)) {
        engine_ = std::make_unique<chess::Engine>(std::size_t(*mb));
        // The table taken and cleared now, before "isready" is answered, not inside the next
        // search's time.
        engine_->prepare();
      } else {
        refused(1, MAX_HASH_MB);
      }
    } else if (name == "Threads") {
      if (const auto threads = whole_number(value, 1, MAX_THREADS))
        threads_ = int(*threads);
      else
        refused(1, MAX_THREADS);
    } else if (name == "Level") {
      if (const auto level = whole_number(value, 1, int(LADDER.size())))
        level_ = int(*level);
      else
        refused(1, int(LADDER.size()));
    } else if (name == "UCI_LimitStrength") {
      if (value == "true" || value == "false")
        limit_strength_ = value == "true";
      else
        say("info string UCI_LimitStrength is true or false, not '" + excerpt(value) +
            "' (unchanged)");
    } else if (name == "UCI_Elo") {
      if (const auto elo = whole_number(value, LADDER.front().elo, top_elo(LADDER)))
        elo_ = int(*elo);
      else
        refused(LADDER.front().elo, top_elo(LADDER));
    } else {
      say("info string unknown option '" + excerpt(name) + "'");
    }
  }

  // position startpos|fen <fen> [moves <m>...]. A bad position or move leaves the position as it
  // was.
  void set_position(std::istringstream& words) {
    std::string token;
    words >> token;
    std::vector<Position> history;
    if (token == "startpos") {
      history.push_back(chess::start_position());
      words >> token;
    } else if (token == "fen") {
      std::string fen;
      while (words >> token && token != "moves") fen += (fen.empty() ? "" : " ") + token;
      std::string error;
      const auto pos = chess::parse_fen(fen, &error);
      if (!pos) {
        say("info string " + error);
        return;
      }
      history.push_back(*pos);
    } else {
      say("info string expected 'position startpos' or 'position fen <fen>'");
      return;
    }
    if (token == "moves")
      while (words >> token) {
        Refusal refusal;
        const auto move = chess::parse_uci_move(history.back(), token, &refusal);
        if (!move) {
          say("info string move " + std::to_string(history.size()) + ": " + refusal.text);
          return;
        }
        history.push_back(chess::play(history.back(), *move));
      }
    history_ = std::move(history);
  }

  void go(std::istringstream& words) {
    GoCommand go;
    Request& r = go.request;
    r.level = limit_strength_ ? level_nearest(LADDER, elo_) : level_;
    r.threads = threads_;
    r.stop_signal = &stop_signal_;
    const Position& pos = history_.back();
    i64 time_left = 0, increment = 0, moves_to_go = 0;
    std::vector<std::string> tokens;
    for (std::string token; words >> token;) tokens.push_back(token);
    std::size_t i = 0;
    // The value after a field; a value that is not a whole number of 0 or more is refused and left
    // to be read as the next field, so the fields after it still count ("go depth x movetime 100").
    const auto next_number = [&](const std::string& field) -> std::optional<i64> {
      const std::string value = i < tokens.size() ? tokens[i] : "";
      const auto n = whole_number(value, 0, std::numeric_limits<i64>::max());
      if (n)
        ++i;
      else
        say("info string go: " + field + " needs a whole number of 0 or more, not '" +
            excerpt(value) + "' (ignored)");
      return n;
    };
    while (i < tokens.size()) {
      const std::string& token = tokens[i++];
      // 0 asks for the least search there is: depth 1, the first nodes.
      if (token == "depth") {
        if (const auto n = next_number(token))
          r.max_depth = int(std::clamp<i64>(*n, 1, MAX_PLY - 1));
      } else if (token == "nodes") {
        if (const auto n = next_number(token)) r.max_nodes = u64(std::max<i64>(1, *n));
      } else if (token == "movetime") {
        if (const auto n = next_number(token)) r.time_ms = std::max<i64>(1, *n);
      } else if (token == "infinite") {
        go.infinite = true;
      } else if (token == (pos.side == chess::WHITE ? "wtime" : "btime")) {
        if (const auto n = next_number(token)) time_left = *n;
      } else if (token == (pos.side == chess::WHITE ? "winc" : "binc")) {
        if (const auto n = next_number(token)) increment = *n;
      } else if (token == "movestogo") {
        if (const auto n = next_number(token)) moves_to_go = *n;
      } else if (token == "wtime" || token == "btime" || token == "winc" || token == "binc") {
        next_number(token);
      }
    }
    if (time_left && !r.time_ms) {
      const i64 share =
          time_left / (moves_to_go ? moves_to_go : DEFAULT_MOVES_TO_GO) + increment * 3 / 4;
      r.time_ms = std::clamp<i64>(share, 1, std::max<i64>(1, time_left / 2 - SAFETY_MS));
    }
    // No limit at all is "go infinite" (UCI): the answer waits for "stop", or the end of the input.
    if (!r.time_ms && !r.max_nodes && !r.max_depth) go.infinite = true;
    if (go.infinite) r.max_depth = MAX_PLY - 1;
    stop_signal_ = false;
    thinking_ = std::thread([this, go, history = history_] { search(go, history); });
  }

  void search(const GoCommand& go, const std::vector<Position>& history) {
    const Position& pos = history.back();
    const Clock clock;
    const auto report = [&](const chess::Thinking& t) {
      std::string line = "info depth " + std::to_string(std::max(1, t.depth)) + " score ";
      if (t.exact && std::abs(t.score) > 0) {
        const int plies = int(std::lround(chess::MATE_SCORE - std::abs(t.score)));
        line += "mate " + std::to_string(t.score > 0 ? (plies + 1) / 2 : -(plies / 2));
      } else {
        line += "cp " + std::to_string(std::lround(t.score * 100));
      }
      const i64 ms = std::max<i64>(1, clock.elapsed_ms());
      line += " nodes " + std::to_string(t.nodes) + " nps " +
              std::to_string(t.nodes * 1000 / u64(ms)) + " time " + std::to_string(ms) + " pv";
      for (const auto m : t.pv) {
        line += ' ';
        line += chess::uci_move(m);
      }
      say(line);
      return true;
    };
    std::string best = "0000";  // what UCI says when there is no legal move
    chess::MoveList legal;
    chess::generate_legal(pos, legal);
    if (!legal.empty())
      best = chess::uci_move(computer_move<Traits>(*engine_, history, go.request, report).move);
    // "go infinite" reports its move only once told to stop (or the input ends).
    if (go.infinite)
      while (!stop_signal_.load()) std::this_thread::sleep_for(std::chrono::milliseconds(5));
    say("bestmove " + best);
  }

  void stop() {
    stop_signal_ = true;
    if (thinking_.joinable()) thinking_.join();
  }

 public:
  // The end of the input stops the search under way, which answers with its move (Stockfish reads
  // the end of its input as "quit"): nothing is left searching for a GUI that is gone.
  void finish() { stop(); }

 private:
  std::ostream& out_;
  std::mutex output_;
  std::unique_ptr<chess::Engine> engine_;
  std::vector<Position> history_;
  static constexpr std::span<const Rung> LADDER = chess::Engine::LADDER;
  int level_ = int(LADDER.size());
  bool limit_strength_ = false;
  int elo_ = top_elo(LADDER);
  int threads_ = 1;
  std::atomic<bool> stop_signal_{false};
  std::thread thinking_;
};

}  // namespace

int run_uci(std::istream& in, std::ostream& out) {
  UciEngine engine(out);
  for (std::string line; std::getline(in, line);)
    if (!engine.handle(std::string(trim(line)))) return 0;
  engine.finish();
  return 0;
}

}  // namespace ply::cli
