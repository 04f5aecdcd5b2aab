#include "reversi/nboard.h"

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <istream>
#include <ostream>

#include "core/text.h"
#include "core/traits.h"
#include "line_reader.h"
#include "reversi/traits.h"

namespace ply::cli {

using reversi::Position;
using reversi::Transcript;

namespace {

// With neither "set depth" nor a time given, a move takes this long.
constexpr i64 DEFAULT_MOVE_MS = 1000;
constexpr int MAX_DEPTH = 60;

// The first word and the rest.
std::pair<std::string_view, std::string_view> split_word(std::string_view line) {
  line = trim(line);
  const std::size_t end = std::min(line.find_first_of(" \t"), line.size());
  return {line.substr(0, end), trim(line.substr(end))};
}

std::optional<int> whole_number(std::string_view text) {
  int value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (text.empty() || error != std::errc() || end != text.data() + text.size()) return std::nullopt;
  return value;
}

std::string fixed(double value, int decimals) {
  char text[32];
  std::snprintf(text, sizeof text, "%.*f", decimals, value);
  return text;
}

std::vector<Position> positions_of(const Transcript& game) {
  std::vector<Position> history{game.start};
  for (const int move : game.moves) history.push_back(reversi::play(history.back(), move));
  return history;
}

}  // namespace

NboardEngine::NboardEngine(const Request& request, std::ostream& errors)
    : request_(request), errors_(errors) {
  engine_.prepare();  // before the GUI's first "go" starts a move's clock
}

Position NboardEngine::position() const { return positions_of(game_).back(); }

void NboardEngine::refuse(const std::string& message) {
  errors_ << "ply nboard: " << message << std::endl;
}

std::vector<std::string> NboardEngine::answer(std::string_view line) {
  const auto [command, args] = split_word(line);
  if (command.empty()) return {};
  if (command == "nboard") {
    if (args != "2") refuse("protocol version " + quoted(args) + ": Ply speaks version 2");
  } else if (command == "set") {
    set(args);
  } else if (command == "move") {
    move(args);
  } else if (command == "go") {
    return go();
  } else if (command == "hint") {
    return hint(args);
  } else if (command == "ping") {
    return {"pong " + std::string(args)};
  } else if (command == "learn") {
    return {"learned"};  // no book to learn into
  } else if (command == "analyze") {
    refuse("analyze is not supported");
  } else if (command == "quit") {
    quit_ = true;
  } else {
    refuse("unknown command " + quoted(command) + " (ignored)");
  }
  return {};
}

void NboardEngine::set(std::string_view args) {
  const auto [name, value] = split_word(args);
  if (name == "depth") {
    const auto depth = whole_number(value);
    if (!depth || *depth < 1 || *depth > MAX_DEPTH)
      return refuse("set depth: expected a number from 1 to " + std::to_string(MAX_DEPTH) +
                    ", not " + quoted(value));
    depth_ = *depth;
  } else if (name == "game") {
    std::string error;
    const auto game = reversi::parse_ggf(value, &error);
    if (!game) return refuse("set game: " + error + " (the game is unchanged)");
    game_ = *game;
  } else if (name == "contempt") {
    // Accepted: Ply plays for the most discs whatever the draw is worth.
    if (!whole_number(value)) refuse("set contempt: expected a whole number, not " + quoted(value));
  } else {
    refuse("set: unknown setting " + quoted(name) + " (ignored)");
  }
}

void NboardEngine::move(std::string_view text) {
  const std::string_view move_text = trim(text.substr(0, text.find('/')));
  const auto move = reversi::parse_nboard_move(move_text);
  const Position pos = position();
  const std::string refused = "move " + quoted(move_text) + ": ";
  if (!move) return refuse(refused + "not a square such as F5, or PA (the game is unchanged)");
  if (reversi::is_over(pos)) return refuse(refused + "the game is over (the game is unchanged)");
  if (*move == reversi::PASS ? !reversi::must_pass(pos)
                             : (reversi::legal_moves(pos) & reversi::bit(*move)) == 0)
    return refuse(refused +
                  (*move == reversi::PASS ? "cannot pass: a move is available" : "not legal here") +
                  " (the game is unchanged)");
  game_.moves.push_back(*move);
}

Request NboardEngine::request_for_move() const {
  Request request = request_;
  request.max_depth = depth_;
  if (!request.time_ms && !depth_) request.time_ms = DEFAULT_MOVE_MS;
  return request;
}

std::vector<std::string> NboardEngine::go() {
  const std::vector<Position> history = positions_of(game_);
  if (reversi::is_over(history.back())) {
    refuse("go: the game is over");
    return {};
  }
  const Clock clock;
  const auto d = computer_move<reversi::Traits>(engine_, history, request_for_move());
  const double seconds = double(clock.elapsed_ms()) / 1000;
  return {"status Thinking",
          "nodestats " + std::to_string(d.thinking.nodes) + " " + fixed(seconds, 2),
          "=== " + reversi::nboard_move(d.move) + "/" + fixed(d.thinking.score, 2) + "/" +
              fixed(seconds, 1),
          "status"};
}

// Each legal move's value: a search of the position after it, seen from the side to move here.
std::vector<std::string> NboardEngine::hint(std::string_view count_text) {
  const auto count = whole_number(count_text);
  if (!count || *count < 1) {
    refuse("hint: expected the number of moves to show, not " + quoted(count_text));
    return {};
  }
  const Position pos = position();
  if (reversi::is_over(pos)) {
    refuse("hint: the game is over");
    return {};
  }
  reversi::Reversi::MoveList moves;
  reversi::Reversi::generate_moves(pos, moves);
  Request request = request_for_move();
  if (request.max_depth) request.max_depth = std::max(1, request.max_depth - 1);
  request.time_ms /= i64(moves.size());  // the whole hint takes a move's time
  if (request_for_move().time_ms) request.time_ms = std::max<i64>(1, request.time_ms);

  struct Value {
    double score;
    int move, depth;
  };
  std::vector<Value> values;
  for (const auto m : moves) {
    const Position next = reversi::play(pos, m);
    if (reversi::is_over(next)) {
      values.push_back({double(-reversi::final_margin(next.player, next.opponent)), m, 1});
      continue;
    }
    const Position history[] = {next};
    const auto d = computer_move<reversi::Traits>(engine_, history, request);
    values.push_back({-d.thinking.score, m, d.thinking.depth + 1});
  }
  std::stable_sort(values.begin(), values.end(),
                   [](const Value& a, const Value& b) { return a.score > b.score; });
  std::vector<std::string> lines{"status Thinking"};
  for (std::size_t i = 0; i < values.size() && i < std::size_t(*count); ++i)
    lines.push_back("search " + reversi::nboard_move(values[i].move) + " " +
                    fixed(values[i].score, 2) + " 0 " + std::to_string(values[i].depth));
  lines.push_back("status");
  return lines;
}

void run_nboard(std::istream& in, std::ostream& out, std::ostream& errors, const Request& request) {
  LineReader lines(in);
  Request stopped_at_the_end = request;
  stopped_at_the_end.stop_signal = lines.ended();
  NboardEngine engine(stopped_at_the_end, errors);
  while (!engine.quit())
    if (const auto line = lines.next())
      for (const std::string& reply : engine.answer(*line)) out << reply << std::endl;
    else
      break;
}

}  // namespace ply::cli
