#include "reversi/accuracy_positions.h"

#include <algorithm>
#include <charconv>

#include "reversi/notation.h"

namespace ply::reversi {

namespace {

constexpr int SCORE_LIMIT = 64;

bool fails(std::string* error, const std::string& why) {
  if (error) *error = why;
  return false;
}

std::string quoted(std::string_view text) {
  std::string out(1, '\'');
  return out.append(text).append(1, '\'');
}

std::vector<std::string_view> words(std::string_view line) {
  std::vector<std::string_view> out;
  std::size_t i = 0;
  while (i < line.size()) {
    while (i < line.size() && (line[i] == ' ' || line[i] == '\t' || line[i] == '\r')) ++i;
    const std::size_t start = i;
    while (i < line.size() && line[i] != ' ' && line[i] != '\t' && line[i] != '\r') ++i;
    if (i > start) out.push_back(line.substr(start, i - start));
  }
  return out;
}

// A whole signed number ("+4", "-12", "0") and nothing else.
std::optional<i64> number(std::string_view text) {
  if (!text.empty() && text[0] == '+') text.remove_prefix(1);
  i64 value = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (text.empty() || ec != std::errc() || end != text.data() + text.size()) return std::nullopt;
  return value;
}

void sort_best_first(std::vector<MoveValue>& moves) {
  std::sort(moves.begin(), moves.end(), [](const MoveValue& a, const MoveValue& b) {
    return a.value != b.value ? a.value > b.value : a.move < b.move;
  });
}

bool read_moves(const std::vector<std::string_view>& tokens, AccuracyPosition& out,
                std::string* error) {
  Bitboard seen = 0;
  const Bitboard legal = legal_moves(out.pos);
  for (const auto token : tokens) {
    const auto colon = token.find(':');
    if (colon == std::string_view::npos)
      return fails(error, quoted(token) + " is not <move>:<value>");
    const auto move = parse_move(token.substr(0, colon));
    if (!move || *move == PASS)
      return fails(error, std::string("bad square ") + quoted(token.substr(0, colon)));
    const auto value = number(token.substr(colon + 1));
    if (!value) return fails(error, std::string("bad value ") + quoted(token.substr(colon + 1)));
    const Bitboard bit = Bitboard(1) << *move;
    if (!(legal & bit)) return fails(error, "illegal move " + move_to_string(*move));
    if (seen & bit) return fails(error, "move " + move_to_string(*move) + " given twice");
    if (*value < -SCORE_LIMIT || *value > SCORE_LIMIT)
      return fails(error, "value " + std::to_string(*value) + " of " + move_to_string(*move) +
                              " is out of -64..64");
    if (*value % 2 != 0)
      return fails(error, "odd value " + std::to_string(*value) + " of " + move_to_string(*move) +
                              " (every final score on 8x8 is even)");
    seen |= bit;
    out.moves.push_back({*move, int(*value)});
  }
  if (seen != legal)
    return fails(error,
                 "legal move " + move_to_string(first_square(legal & ~seen)) + " has no value");
  return true;
}

}  // namespace

std::string accuracy_line(const AccuracyPosition& position) {
  std::string line = to_string(position.pos);
  auto moves = position.moves;
  sort_best_first(moves);
  for (const auto& m : moves) {
    line += ' ' + move_to_string(m.move) + ':' + (m.value > 0 ? "+" : "") + std::to_string(m.value);
  }
  return line + " game=" + std::to_string(position.game);
}

std::optional<AccuracyPosition> parse_accuracy_line(std::string_view line, std::string* error) {
  const auto tokens = words(line);
  if (tokens.size() < 4) {
    fails(error, "expected '<squares> <side> <move>:<value> ... game=<n>'");
    return std::nullopt;
  }
  AccuracyPosition out;
  const std::string position_text = std::string(tokens[0]) + ' ' + std::string(tokens[1]);
  std::string why;
  const auto pos = parse_position(position_text, &why);
  if (!pos) {
    fails(error, why);
    return std::nullopt;
  }
  if (pos->size != 8 || pos->anti || pos->blocked) {
    fails(error, "a variant's position (the yardstick is plain 8x8 Reversi)");
    return std::nullopt;
  }
  out.pos = *pos;
  if (!legal_moves(out.pos)) {
    fails(error, "no legal move to choose from");
    return std::nullopt;
  }
  const std::string_view last = tokens.back();
  const auto game = last.starts_with("game=") ? number(last.substr(5)) : std::nullopt;
  if (!game || *game < 0 || last[5] == '+') {
    fails(error, "the line does not end with game=<n>");
    return std::nullopt;
  }
  out.game = u64(*game);
  if (!read_moves({tokens.begin() + 2, tokens.end() - 1}, out, error)) return std::nullopt;
  sort_best_first(out.moves);
  return out;
}

std::optional<std::vector<AccuracyPosition>> parse_accuracy_file(std::string_view text,
                                                                 std::string* error) {
  std::vector<AccuracyPosition> out;
  std::size_t number = 0;
  for (std::size_t start = 0; start < text.size();) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    const std::string_view line = text.substr(start, end - start);
    start = end + 1;
    ++number;
    if (words(line).empty() || line[0] == '#') continue;
    std::string why;
    auto position = parse_accuracy_line(line, &why);
    if (!position) {
      fails(error, "line " + std::to_string(number) + ": " + why);
      return std::nullopt;
    }
    out.push_back(std::move(*position));
  }
  return out;
}

std::optional<int> disc_loss(const AccuracyPosition& position, int move) {
  int best = -SCORE_LIMIT;
  for (const auto& m : position.moves) best = std::max(best, m.value);
  for (const auto& m : position.moves)
    if (m.move == move) return best - m.value;
  return std::nullopt;
}

}  // namespace ply::reversi
