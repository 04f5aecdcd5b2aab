#include "draughts/record.h"

#include <cctype>

#include "core/refusal.h"
#include "core/text.h"
#include "draughts/notation.h"

namespace ply::draughts {

namespace {

bool fail(Refusal* refusal, std::string message, Reason reason = Reason::UNREADABLE) {
  return refuse(refusal, reason, "PDN: " + std::move(message));
}

bool is_space(char c) { return std::isspace(static_cast<unsigned char>(c)); }

// "2-0" for the result tokens PDN allows, "" for anything else.
std::string normal_result(std::string_view token) {
  if (token == "2-0" || token == "1-0") return "2-0";
  if (token == "0-2" || token == "0-1") return "0-2";
  if (token == "1-1" || token == "1/2-1/2") return "1-1";
  if (token == "*") return "*";
  return "";
}

bool is_symbol_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

// Reads `[Name "value"]` at text[i] (i at '['); advances i past it. The name is a PDN symbol
// (letters, digits, '_'); in the value `\"` stands for '"' and `\\` for '\', as in PGN.
bool read_tag(std::string_view text, std::size_t& i, std::string& name, std::string& value,
              Refusal* error) {
  const std::size_t at = i;
  const auto malformed = [&] {
    return fail(error, "malformed tag pair near '" + excerpt(text.substr(at)) + "'");
  };
  const auto skip_spaces = [&] {
    while (i < text.size() && is_space(text[i])) ++i;
  };
  ++i;
  skip_spaces();
  const std::size_t name_start = i;
  while (i < text.size() && is_symbol_char(text[i])) ++i;
  if (i == name_start) return fail(error, "tag pair without a name");
  name = std::string(text.substr(name_start, i - name_start));
  skip_spaces();
  if (i >= text.size() || text[i] != '"') return malformed();
  value.clear();
  for (++i; i < text.size() && text[i] != '"'; ++i) {
    if (text[i] == '\\' && i + 1 < text.size() && (text[i + 1] == '"' || text[i + 1] == '\\')) ++i;
    value += text[i];
  }
  if (i >= text.size()) return malformed();  // no closing quote
  ++i;
  skip_spaces();
  if (i >= text.size() || text[i] != ']') return malformed();
  ++i;
  return true;
}

std::string quoted_tag_value(std::string_view value) {
  std::string out = "\"";
  for (char c : value) {
    if (c == '"' || c == '\\') out += '\\';
    out += c;
  }
  return out + '"';
}

// Skips a {comment} or a (variation), nested; i at the opening bracket.
bool skip_bracketed(std::string_view text, std::size_t& i, Refusal* error) {
  const char open = text[i], close = open == '{' ? '}' : ')';
  int depth = 0;
  for (; i < text.size(); ++i) {
    if (text[i] == open) ++depth;
    if (text[i] == close && --depth == 0) {
      ++i;
      return true;
    }
  }
  return fail(error, std::string("unclosed '") + open + "'");
}

// Removes a leading move number ("12." or "12...") from a token.
std::string_view strip_move_number(std::string_view token) {
  std::size_t digits = 0;
  while (digits < token.size() && std::isdigit(static_cast<unsigned char>(token[digits]))) ++digits;
  if (digits == 0 || digits == token.size() || token[digits] != '.') return token;
  std::size_t end = digits;
  while (end < token.size() && token[end] == '.') ++end;
  return token.substr(end);
}

}  // namespace

std::vector<Position> positions_of(const PdnGame& game) {
  std::vector<Position> positions{game.start};
  for (const Move& m : game.moves) positions.push_back(play(positions.back(), m));
  return positions;
}

namespace {

// The text is a FEN and nothing else: the side to move, a colon, and no tag or second line.
bool is_bare_fen(std::string_view text) {
  return text.size() > 2 && (text[0] == 'W' || text[0] == 'B') && text[1] == ':' &&
         text.find_first_of("[{\n") == std::string_view::npos;
}

// The game's start from a FEN (`what`: where it stood), or a bad position refused.
bool read_start(std::string_view fen, std::string_view what, PdnGame& game, Refusal* error) {
  const auto start = read_fen(fen, error);
  if (!start) {
    if (error) error->text = "PDN: " + std::string(what) + ": " + error->text;
    return false;
  }
  game.start = *start;
  return true;
}

}  // namespace

std::optional<PdnGame> parse_pdn(std::string_view text, Refusal* error) {
  PdnGame game;
  std::size_t i = 0;
  // A FEN alone ("W:W21,22:B1,2", no tag, no move) is a game from that position.
  if (const std::string_view bare = trim(text); is_bare_fen(bare)) {
    if (!read_start(bare, "FEN", game, error)) return std::nullopt;
    return game;
  }
  std::string tag_result;
  // Tag pairs.
  for (;;) {
    while (i < text.size() && is_space(text[i])) ++i;
    if (i >= text.size() || text[i] != '[') break;
    std::string name, value;
    if (!read_tag(text, i, name, value, error)) return std::nullopt;
    if (name == "GameType") {
      if (value.substr(0, value.find(',')) != "25") {
        fail(error, "GameType " + value + " is not Russian draughts (25)", Reason::OTHER_GAME);
        return std::nullopt;
      }
    } else if (name == "FEN") {
      if (!read_start(value, "FEN tag", game, error)) return std::nullopt;
    } else if (name == "Result") {
      tag_result = normal_result(value);
    } else {
      game.tags.emplace_back(name, value);
    }
  }
  // Move text.
  Position pos = game.start;
  std::string result;
  while (i < text.size()) {
    if (is_space(text[i])) {
      ++i;
      continue;
    }
    if (text[i] == '{' || text[i] == '(') {
      if (!skip_bracketed(text, i, error)) return std::nullopt;
      continue;
    }
    std::size_t end = i;
    while (end < text.size() && !is_space(text[end]) && text[end] != '{' && text[end] != '(') ++end;
    std::string_view token = text.substr(i, end - i);
    i = end;
    if (!result.empty()) {
      fail(error, "text after the result: '" + excerpt(token) + "'");
      return std::nullopt;
    }
    if (const std::string r = normal_result(token); !r.empty()) {
      result = r;
      continue;
    }
    if (token[0] == '$') continue;  // a numeric annotation glyph
    token = strip_move_number(token);
    while (!token.empty() && (token.back() == '!' || token.back() == '?')) token.remove_suffix(1);
    if (token.empty()) continue;  // a bare move number
    Refusal why;
    const auto move = parse_move(pos, token, &why);
    if (!move) {
      const int number = int(game.moves.size() / 2 + 1);
      refuse_move(error, number, "PDN: move " + std::to_string(number) + ": ", std::move(why));
      return std::nullopt;
    }
    game.moves.push_back(*move);
    pos = play(pos, *move);
  }
  game.result = !result.empty() ? result : !tag_result.empty() ? tag_result : "*";
  return game;
}

std::string to_pdn(const PdnGame& game) {
  std::string out;
  for (const auto& [name, value] : game.tags)
    out += "[" + name + " " + quoted_tag_value(value) + "]\n";
  out += "[GameType \"25\"]\n";
  if (!(game.start == start_position())) out += "[FEN \"" + to_fen(game.start) + "\"]\n";
  out += "[Result \"" + game.result + "\"]\n\n";

  std::string line;
  const auto emit = [&](const std::string& word) {
    if (!line.empty() && line.size() + 1 + word.size() > 79) {
      out += line + "\n";
      line.clear();
    }
    line += (line.empty() ? "" : " ") + word;
  };
  Position pos = game.start;
  int number = 1;
  for (std::size_t k = 0; k < game.moves.size(); ++k) {
    const Move& m = game.moves[k];
    if (pos.side == WHITE)
      emit(std::to_string(number) + ". " + move_to_string(pos, m));
    else if (k == 0)
      emit(std::to_string(number) + "... " + move_to_string(pos, m));
    else
      emit(move_to_string(pos, m));
    if (pos.side == BLACK) ++number;
    pos = play(pos, m);
  }
  emit(game.result);
  return out + line + "\n";
}

}  // namespace ply::draughts
