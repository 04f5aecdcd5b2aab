#include "chess/record.h"

#include <algorithm>
#include <cctype>

#include "chess/notation.h"
#include "core/text.h"

namespace ply::chess {

namespace {

bool is_result(std::string_view token) {
  return token == "1-0" || token == "0-1" || token == "1/2-1/2" || token == "*";
}

// "12." or "12..." (a move number), possibly glued to the move after it ("12.e4").
std::string_view strip_move_number(std::string_view token) {
  std::size_t i = 0;
  while (i < token.size() && std::isdigit(u8(token[i]))) ++i;
  if (i == 0 || i == token.size() || token[i] != '.') return token;
  while (i < token.size() && token[i] == '.') ++i;
  return token.substr(i);
}

// A UTF-8 byte-order mark, which some editors put at the start of a text file.
constexpr std::string_view BYTE_ORDER_MARK = "\xEF\xBB\xBF";

// Where the text from `i` has something other than white space, comments ("{...}", ";" to the end
// of the line) and escape lines ("%" at a line's start): what may follow a game's result, as `ply
// pgn`'s
// "; final FEN" line does. The end of the text if nothing.
std::size_t skip_comments(std::string_view text, std::size_t i) {
  while (i < text.size()) {
    const char c = text[i];
    if (std::isspace(u8(c)))
      ++i;
    else if (c == '{' && text.find('}', i) != std::string_view::npos)
      i = text.find('}', i) + 1;
    else if (c == ';' || (c == '%' && (i == 0 || text[i - 1] == '\n')))
      i = text.find('\n', i) == std::string_view::npos ? text.size() : text.find('\n', i) + 1;
    else
      break;
  }
  return i;
}

}  // namespace

namespace {

constexpr std::string_view SEVEN_TAGS[] = {"Event", "Site",  "Date",  "Round",
                                           "White", "Black", "Result"};

std::string pgn_text(const Position& start, std::span<const Move> moves, std::string_view result,
                     std::span<const std::pair<std::string, std::string>> tags) {
  const std::string start_fen = to_fen(start);
  const bool standard_start = start_fen == START_FEN;
  std::string text;
  const auto tag = [&](std::string_view name, std::string_view value) {
    text += "[";
    text += name;
    text += " \"";
    text += value;
    text += "\"]\n";
  };
  for (const auto& [name, value] : tags) tag(name, value);
  if (!standard_start) {
    tag("SetUp", "1");
    tag("FEN", start_fen);
  }
  text += "\n";
  std::string line;
  const auto word = [&](const std::string& w) {
    if (!line.empty() && line.size() + 1 + w.size() > 79) {
      text += line + "\n";
      line.clear();
    }
    if (!line.empty()) line += ' ';
    line += w;
  };
  Position pos = start;
  for (std::size_t i = 0; i < moves.size(); ++i) {
    // A move number stays on the line of its move.
    const std::string number = pos.side == WHITE ? std::to_string(pos.fullmove) + ". "
                               : i == 0          ? std::to_string(pos.fullmove) + "... "
                                                 : "";
    word(number + to_san(pos, moves[i]));
    pos = play(pos, moves[i]);
  }
  word(std::string(result));
  text += line + "\n";
  return text;
}

}  // namespace

std::string write_pgn(const Position& start, std::span<const Move> moves, std::string_view result) {
  const std::vector<std::pair<std::string, std::string>> tags = {
      {"Event", "Casual game"}, {"Site", "Ply"}, {"Date", "????.??.??"},         {"Round", "-"},
      {"White", "?"},           {"Black", "?"},  {"Result", std::string(result)}};
  return pgn_text(start, moves, result, tags);
}

std::string write_pgn(const PgnGame& game) {
  std::vector<std::pair<std::string, std::string>> tags;
  const auto value_of = [&](std::string_view name) -> std::string {
    for (const auto& [n, v] : game.tags)
      if (n == name) return v;
    return name == "Date" ? "????.??.??" : "?";
  };
  for (const std::string_view name : SEVEN_TAGS)
    tags.emplace_back(name, name == "Result" ? game.result : value_of(name));
  for (const auto& [name, value] : game.tags) {
    bool written = name == "SetUp" || name == "FEN";
    for (const std::string_view seven : SEVEN_TAGS) written = written || name == seven;
    if (!written) tags.emplace_back(name, value);
  }
  return pgn_text(game.start, game.moves, game.result, tags);
}

namespace {

// The text is a FEN and nothing else: a first word of eight ranks (seven '/'), no tag, comment or
// second line.
bool is_bare_fen(std::string_view text) {
  const std::string_view board = text.substr(0, text.find(' '));
  return std::count(board.begin(), board.end(), '/') == 7 &&
         text.find_first_of("[{\n") == std::string_view::npos;
}

}  // namespace

std::optional<PgnGame> read_pgn(std::string_view text, Refusal* refusal, std::size_t* end_of_game) {
  PgnGame game;
  game.start = start_position();
  std::size_t i = text.starts_with(BYTE_ORDER_MARK) ? BYTE_ORDER_MARK.size() : 0;
  const std::size_t first = i;
  // A FEN alone (its board's eight ranks first, no tag, no move) is a game from that position.
  if (const std::string_view bare = trim(text.substr(i)); is_bare_fen(bare)) {
    const auto start = read_fen(bare, refusal);
    if (!start) return std::nullopt;
    game.start = *start;
    if (end_of_game) *end_of_game = text.size();
    return game;
  }
  bool in_moves = false;
  int variation_depth = 0;
  std::optional<Position> pos;
  // The moves start at the first token after the tags, from the FEN tag's position if there is one.
  // A FEN tag the rules cannot play is refused with read_fen's cause.
  const auto begin_moves = [&]() {
    in_moves = true;
    for (const auto& [name, value] : game.tags)
      if (name == "FEN") {
        const auto start = read_fen(value, refusal);
        if (!start) {
          if (refusal) refusal->text = "the FEN tag: " + refusal->text;
          return false;
        }
        game.start = *start;
      }
    pos = game.start;
    return true;
  };
  const auto failed = [&](const std::string& why, Reason reason = Reason::UNREADABLE) {
    refuse(refusal, reason, why);
    return std::nullopt;
  };
  while (i < text.size()) {
    const char c = text[i];
    if (std::isspace(u8(c))) {
      ++i;
      continue;
    }
    if (c == '{') {  // a comment, to its closing brace
      const std::size_t end = text.find('}', i);
      if (end == std::string_view::npos) return failed("a comment '{' is never closed");
      i = end + 1;
      continue;
    }
    if (c == ';' || (c == '%' && (i == first || text[i - 1] == '\n'))) {  // to the end of the line
      const std::size_t end = text.find('\n', i);
      i = end == std::string_view::npos ? text.size() : end + 1;
      continue;
    }
    if (c == '(') {
      ++variation_depth;
      ++i;
      continue;
    }
    if (c == ')') {
      if (variation_depth == 0) return failed("a ')' closes no variation");
      --variation_depth;
      ++i;
      continue;
    }
    if (c == '[' && in_moves) break;  // the next game's tags: this one had no result
    if (c == '[' && !in_moves) {
      const std::size_t end = text.find(']', i);
      const std::size_t open = text.find('"', i);
      const std::size_t close = open == std::string_view::npos ? open : text.find('"', open + 1);
      if (end == std::string_view::npos || open == std::string_view::npos ||
          close == std::string_view::npos || open > end)
        return failed("a tag is not of the form [Name \"value\"]: " + quoted(text.substr(i)));
      const std::size_t tag_end = text.find(']', close);
      if (tag_end == std::string_view::npos)
        return failed("a tag is never closed with ']': " + quoted(text.substr(i)));
      const std::string name(trim(text.substr(i + 1, open - i - 1)));
      const std::string value(text.substr(open + 1, close - open - 1));
      game.tags.emplace_back(name, value);
      i = tag_end + 1;
      continue;
    }
    // A token: up to white space or a bracket.
    std::size_t end = i;
    while (end < text.size() && !std::isspace(u8(text[end])) && text[end] != '{' &&
           text[end] != '(' && text[end] != ')' && text[end] != ';')
      ++end;
    const std::string_view token = text.substr(i, end - i);
    i = end;
    if (!in_moves && !begin_moves()) return std::nullopt;
    if (variation_depth > 0 || token.empty() || token[0] == '$') continue;  // a NAG
    if (is_result(token)) {
      game.result = std::string(token);
      break;
    }
    const std::string_view move_text = strip_move_number(token);
    if (move_text.empty() || std::isdigit(u8(move_text[0]))) continue;  // a bare move number
    Refusal refused;
    const auto move = parse_san(*pos, move_text, &refused);
    if (!move) {
      refuse_move(refusal, pos->fullmove,
                  "move " + std::to_string(pos->fullmove) +
                      (pos->side == WHITE ? " (White): " : " (Black): "),
                  std::move(refused));
      return std::nullopt;
    }
    game.moves.push_back(*move);
    pos = play(*pos, *move);
  }
  if (game.tags.empty() && !in_moves) return failed("no PGN game in the text", Reason::EMPTY);
  if (!in_moves && !begin_moves()) return std::nullopt;
  if (variation_depth > 0) return failed("a variation '(' is never closed");
  if (end_of_game) *end_of_game = i;
  return game;
}

std::optional<std::vector<PgnGame>> read_pgn_games(std::string_view text, Refusal* refusal) {
  std::vector<PgnGame> games;
  if (text.starts_with(BYTE_ORDER_MARK)) text.remove_prefix(BYTE_ORDER_MARK.size());
  std::size_t at = 0;
  for (;;) {
    const std::size_t next = skip_comments(text, at);
    if (next == text.size()) break;
    Refusal why;
    std::size_t length = 0;
    auto game = read_pgn(text.substr(next), &why, &length);
    if (!game) {
      if (refusal) {
        *refusal = std::move(why);
        refusal->text = "game " + std::to_string(games.size() + 1) + ": " + refusal->text;
      }
      return std::nullopt;
    }
    games.push_back(std::move(*game));
    at = next + std::max<std::size_t>(length, 1);
  }
  if (games.empty()) {
    refuse(refusal, Reason::EMPTY, "no PGN game in the text");
    return std::nullopt;
  }
  return games;
}

}  // namespace ply::chess
