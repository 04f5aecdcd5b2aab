#include "gomoku/gomocup.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cstdio>
#include <istream>
#include <ostream>

#include "core/text.h"
#include "gomoku/gomocup_coordinates.h"
#include "gomoku/notation.h"
#include "line_reader.h"

#ifndef PLY_VERSION
#define PLY_VERSION "dev"
#endif

namespace ply::cli {

using gomoku::Cell;
using gomoku::Position;

namespace {

// Every move keeps this much of its turn for the reply and the search's overshoot past its clock
// (the search reads it once per 1024 nodes).
constexpr i64 MARGIN_MS = 30;
constexpr i64 UNLIMITED_TIME_LEFT = 2147483647;  // the protocol's "no match limit" in time_left
constexpr std::size_t DEFAULT_TABLE_MB = 16;

std::string upper(std::string_view text) {
  std::string s(text);
  for (char& c : s) c = char(std::toupper(u8(c)));
  return s;
}

// The first word and the rest.
std::pair<std::string_view, std::string_view> split_word(std::string_view line) {
  line = trim(line);
  const std::size_t end = std::min(line.find_first_of(" \t"), line.size());
  return {line.substr(0, end), trim(line.substr(end))};
}

std::optional<i64> whole_number(std::string_view text) {
  text = trim(text);
  i64 value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (text.empty() || error != std::errc() || end != text.data() + text.size()) return std::nullopt;
  return value;
}

// "a,b" or "a,b,c" (spaces allowed around the commas) as numbers.
std::optional<std::vector<i64>> numbers(std::string_view text, std::size_t count) {
  std::vector<i64> list;
  while (true) {
    const std::size_t comma = text.find(',');
    const auto n = whole_number(text.substr(0, comma));
    if (!n) return std::nullopt;
    list.push_back(*n);
    if (comma == std::string_view::npos) break;
    text.remove_prefix(comma + 1);
  }
  if (list.size() != count) return std::nullopt;
  return list;
}

std::string error(const std::string& message) { return "ERROR " + message; }

// The stones of `pos` replayed under another rule.
Position with_rule(const Position& pos, gomoku::Rule rule) {
  Position again = gomoku::empty_board(pos.size, rule);
  for (int i = 0; i < pos.count; ++i) again = gomoku::play(again, pos.moves[i]);
  return again;
}

// Some stone on the board is part of a winning line.
bool has_five(const Position& pos) {
  for (int c = 0; c < pos.cell_count(); ++c) {
    if (pos.cells[c] == gomoku::EMPTY) continue;
    for (const gomoku::Direction d : gomoku::DIRECTIONS)
      if (gomoku::wins(
              pos.rule, pos.cells[c],
              gomoku::run_through(pos, pos.column(Cell(c)), pos.row(Cell(c)), d, pos.cells[c])
                  .length()))
        return true;
  }
  return false;
}

}  // namespace

i64 gomocup_think_ms(const GomocupLimits& limits, int empty_cells) {
  if (limits.turn_ms == 0) return 1;  // "as fast as possible"
  i64 budget = limits.turn_ms;
  if (limits.time_left_ms >= 0 && limits.time_left_ms != UNLIMITED_TIME_LEFT) {
    // About as many moves of ours remain as a fifth of the empty cells, and at least ten.
    const i64 moves_left = std::max<i64>(10, empty_cells / 5);
    budget = std::min(budget, limits.time_left_ms / moves_left);
  }
  return std::max<i64>(1, std::min(budget * 9 / 10, budget - MARGIN_MS));
}

GomocupBrain::GomocupBrain(const Request& request) : request_(request) {}

// The protocol's rule is a set of bits: 1 exactly five, 4 renju (exactly five for Black, anyway), 2
// a continuous game and 8 caro, which Ply does not play.
constexpr int PLAYABLE_RULE_BITS = 1 | 4;

gomoku::Rule GomocupBrain::rule() const {
  return limits_.rule & 4   ? gomoku::Rule::RENJU
         : limits_.rule & 1 ? gomoku::Rule::STANDARD
                            : gomoku::Rule::FREESTYLE;
}

// Why no game can be played now: the rule is not Ply's, or no board was started.
std::optional<std::string> GomocupBrain::unplayable() const {
  if (limits_.rule & ~PLAYABLE_RULE_BITS)
    return "rule " + std::to_string(limits_.rule) +
           " is not supported (Ply plays 0, five or more, 1, exactly five, and 4, renju)";
  if (!pos_) return std::string("no board: START comes first");
  return std::nullopt;
}

std::vector<std::string> GomocupBrain::answer(std::string_view line) {
  if (in_board_) return board_line(line);
  const auto [word, args] = split_word(line);
  if (word.empty()) return {};
  const std::string command = upper(word);
  if (command == "INFO") return info(args);
  if (command == "END") {
    ended_ = true;
    return {};
  }
  if (command == "ABOUT")
    return {"name=\"Ply\", version=\"" PLY_VERSION
            "\", author=\"the Ply developers\", country=\"n/a\""};
  if (command == "START" || command == "RECTSTART") return start(args, command == "RECTSTART");
  const bool game_command = command == "RESTART" || command == "BEGIN" || command == "TURN" ||
                            command == "BOARD" || command == "TAKEBACK";
  if (!game_command) return {"UNKNOWN " + excerpt(word) + " is not a command Ply knows"};
  if (const auto why = unplayable()) {
    if (command == "BOARD") {  // its data lines follow all the same
      in_board_ = true;
      board_error_ = *why;
      own_.clear(), theirs_.clear();
      return {};
    }
    return {error(*why)};
  }
  if (command == "RESTART") {
    pos_ = gomoku::empty_board(pos_->size, rule());
    make_engine();
    return {"OK"};
  }
  if (command == "BEGIN") {
    if (pos_->count) return {error("BEGIN on a board that is not empty")};
    return think();
  }
  if (command == "TURN") return turn(args);
  if (command == "TAKEBACK") return takeback(args);
  in_board_ = true;  // BOARD
  board_error_.clear();
  own_.clear(), theirs_.clear();
  return {};
}

std::vector<std::string> GomocupBrain::start(std::string_view args, bool rectangular) {
  std::optional<i64> size;
  if (rectangular) {
    const auto wh = numbers(args, 2);
    if (!wh) return {error("RECTSTART expects the width and height, e.g. 'RECTSTART 15,15'")};
    if ((*wh)[0] != (*wh)[1]) return {error("Ply plays only square boards")};
    size = (*wh)[0];
  } else {
    size = whole_number(args);
    if (!size) return {error("START expects the board's size, e.g. 'START 15'")};
  }
  if (*size < gomoku::MIN_SIZE || *size > gomoku::MAX_SIZE)
    return {error("unsupported size " + std::to_string(*size) + " (Ply plays 5x5 to 19x19)")};
  if (limits_.rule & ~PLAYABLE_RULE_BITS) return {error(*unplayable())};
  pos_ = gomoku::empty_board(int(*size), rule());
  make_engine();
  return {"OK"};
}

std::vector<std::string> GomocupBrain::turn(std::string_view args) {
  const auto xy = numbers(args, 2);
  if (!xy) return {error("TURN expects the opponent's move as x,y, e.g. 'TURN 7,7'")};
  const auto c = gomoku::gomocup_cell(*pos_, (*xy)[0], (*xy)[1]);
  if (!c) return {error("TURN " + excerpt(args) + ": off the board")};
  if (pos_->over()) return {error("TURN " + excerpt(args) + ": the game is over")};
  if (pos_->cells[*c] != gomoku::EMPTY)
    return {error("TURN " + excerpt(args) + ": the cell is taken")};
  pos_ = gomoku::play(*pos_, *c);
  if (pos_->over()) return {error("the game is over")};
  return think();
}

// One line after BOARD: "x,y,field" (1 own stone, 2 the opponent's) or DONE.
std::vector<std::string> GomocupBrain::board_line(std::string_view line) {
  if (trim(line).empty()) return {};
  if (upper(trim(line)) != "DONE") {
    if (!board_error_.empty()) return {};
    const auto xyf = numbers(line, 3);
    std::optional<Cell> c;
    if (!xyf)
      board_error_ = "BOARD line '" + excerpt(line) + "' is not x,y,field";
    else if ((*xyf)[2] != 1 && (*xyf)[2] != 2)
      board_error_ = "BOARD field " + std::to_string((*xyf)[2]) +
                     " is not supported (1 own stone, 2 the opponent's)";
    else if (!(c = gomoku::gomocup_cell(*pos_, (*xyf)[0], (*xyf)[1])))
      board_error_ = "BOARD " + excerpt(line) + ": off the board";
    else if (std::count(own_.begin(), own_.end(), *c) ||
             std::count(theirs_.begin(), theirs_.end(), *c))
      board_error_ = "BOARD " + excerpt(line) + ": the cell is given twice";
    else
      ((*xyf)[2] == 1 ? own_ : theirs_).push_back(*c);
    return {};
  }
  in_board_ = false;
  if (!board_error_.empty()) return {error(board_error_)};
  // The brain is to move: with as many stones as the opponent it is Black, with one fewer White.
  const bool black = own_.size() == theirs_.size();
  if (!black && own_.size() + 1 != theirs_.size())
    return {error("BOARD: " + std::to_string(own_.size()) + " own stones against " +
                  std::to_string(theirs_.size()) + " cannot be a position with Ply to move")};
  const std::vector<Cell>& blacks = black ? own_ : theirs_;
  const std::vector<Cell>& whites = black ? theirs_ : own_;
  // Any order of the stones gives the same board; a five is checked on the whole board afterwards.
  Position pos = gomoku::empty_board(pos_->size, rule());
  for (std::size_t i = 0; i < blacks.size(); ++i) {
    pos = gomoku::play(pos, blacks[i]);
    if (i < whites.size()) pos = gomoku::play(pos, whites[i]);
  }
  if (has_five(pos)) return {error("BOARD: the game is over, a line of five is on the board")};
  if (pos.full()) return {error("BOARD: the board is full")};
  pos_ = pos;
  return think();
}

std::vector<std::string> GomocupBrain::takeback(std::string_view args) {
  const auto xy = numbers(args, 2);
  const auto c = xy ? gomoku::gomocup_cell(*pos_, (*xy)[0], (*xy)[1]) : std::nullopt;
  if (!c) return {error("TAKEBACK expects a stone as x,y, e.g. 'TAKEBACK 7,7'")};
  if (pos_->count == 0 || pos_->last() != *c)
    return {error("TAKEBACK " + excerpt(args) + ": not the last stone played")};
  Position back = gomoku::empty_board(pos_->size, pos_->rule);
  for (int i = 0; i + 1 < pos_->count; ++i) back = gomoku::play(back, pos_->moves[i]);
  pos_ = back;
  return {"OK"};
}

// INFO has no answer; what Ply cannot honour (a caro rule) shows in the answers to the game's
// commands. A number it cannot read is reported by a MESSAGE (which a manager shows or logs) and
// changes nothing.
std::vector<std::string> GomocupBrain::info(std::string_view args) {
  const auto [word, value_text] = split_word(args);
  const std::string key = upper(word);
  const bool numeric = key == "TIMEOUT_TURN" || key == "TIMEOUT_MATCH" || key == "TIME_LEFT" ||
                       key == "MAX_MEMORY" || key == "RULE" || key == "THREAD_NUM";
  if (!numeric) return {};  // folder, evaluate and keys Ply does not use
  const auto value = whole_number(value_text);
  // A match's time left may run below 0 (a brain over its time): that is none left.
  if (!value || (*value < 0 && key != "TIME_LEFT"))
    return {"MESSAGE INFO " + excerpt(word) + ": '" + excerpt(value_text) +
            "' is not a whole number of 0 or more (ignored)"};
  if (key == "TIMEOUT_TURN")
    limits_.turn_ms = *value;
  else if (key == "TIMEOUT_MATCH")
    limits_.match_ms = *value;
  else if (key == "TIME_LEFT")
    limits_.time_left_ms = std::max<i64>(0, *value);
  else if (key == "THREAD_NUM")
    request_.threads = int(std::clamp<i64>(*value, 1, MAX_THREADS));  // 0: one
  else if (key == "MAX_MEMORY") {
    limits_.max_memory = *value;
    engine_.reset();
  } else if (key == "RULE") {
    limits_.rule = int(std::min<i64>(*value, 1 << 20));
    if (pos_ && !(limits_.rule & ~PLAYABLE_RULE_BITS) && pos_->rule != rule())
      pos_ = with_rule(*pos_, rule());
  }
  return {};
}

// The table takes at most a quarter of the memory limit. Made at START, whose time is not the
// turn's (clearing the table takes a noticeable part of a short turn).
void GomocupBrain::make_engine() {
  if (engine_) return;
  const std::size_t limit_mb = std::size_t(limits_.max_memory >> 20) / 4;
  engine_.emplace(limits_.max_memory ? std::clamp<std::size_t>(limit_mb, 1, DEFAULT_TABLE_MB)
                                     : DEFAULT_TABLE_MB);
  engine_->prepare();
}

std::vector<std::string> GomocupBrain::think() {
  make_engine();
  Request request = request_;
  request.time_ms = gomocup_think_ms(limits_, pos_->cell_count() - pos_->count);
  request.seed = request_.seed + u64(pos_->count);
  const gomoku::Decision d = engine_->choose(*pos_, request);
  const auto& t = d.thinking;
  std::string pv;
  Position line = *pos_;
  for (const Cell c : t.pv) {
    pv += ' ';
    pv += gomoku::gomocup_xy(line, c);
    line = gomoku::play(line, c);
  }
  char message[160];
  std::snprintf(message, sizeof message, "MESSAGE depth %d score %+.2f nodes %llu time %lld ms pv",
                t.depth, t.score, (unsigned long long)t.nodes, (long long)t.time_ms);
  const std::string move = gomoku::gomocup_xy(*pos_, d.move);
  pos_ = gomoku::play(*pos_, d.move);
  return {message + pv, move};
}

void run_gomocup(std::istream& in, std::ostream& out, const Request& request) {
  LineReader lines(in);
  Request stopped_at_the_end = request;
  stopped_at_the_end.stop_signal = lines.ended();
  GomocupBrain brain(stopped_at_the_end);
  while (!brain.ended())
    if (const auto line = lines.next())
      for (const std::string& reply : brain.answer(*line)) out << reply << std::endl;
    else
      break;
}

}  // namespace ply::cli
