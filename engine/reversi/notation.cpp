#include "notation.h"

#include <algorithm>
#include <cctype>
#include <cstring>

#include "core/text.h"
#include "variant.h"

namespace ply::reversi {

std::optional<Position> parse_position(std::string_view text, std::string* error) {
  text = trim(text);
  // The side to move follows the board after optional spaces; a trailing ';' (obf) ends the text.
  if (const auto semicolon = text.find(';'); semicolon != std::string_view::npos)
    text = trim(text.substr(0, semicolon));
  // The variant's words lead, before a colon; alone, they stand for the variant's start.
  Variant variant;
  if (const auto colon = text.find(':'); colon != std::string_view::npos) {
    const auto v = parse_variant(text.substr(0, colon), error);
    if (!v) return std::nullopt;
    variant = *v;
    text = trim(text.substr(colon + 1));
    if (text.empty()) {
      if (variant.black_hole && !variant.hole) {
        fail(error, "position: the black hole needs its square here (e.g. blackhole=c6)");
        return std::nullopt;
      }
      return start_position(variant, 0);
    }
  }
  if (text.size() < 64) {
    fail(error, "position: expected 64 squares and the side to move, got " +
                    std::to_string(text.size()) + " characters");
    return std::nullopt;
  }
  Bitboard black = 0, white = 0, hole = 0;
  for (int sq = 0; sq < 64; ++sq) {
    const char c = char(std::toupper(static_cast<unsigned char>(text[sq])));
    if (c == 'X' || c == '*' || c == 'B')
      black |= bit(sq);
    else if (c == 'O' || c == 'W')
      white |= bit(sq);
    else if (c == '#' && !hole)
      hole = bit(sq);
    else if (c == '#') {
      fail(error, "position: a second black hole at " + move_to_string(sq) + " (one is at " +
                      move_to_string(first_square(hole)) + ")");
      return std::nullopt;
    } else if (c != '-' && c != '.') {
      fail(error, "position: unexpected character '" + whole_characters(text, sq, sq + 1) +
                      "' at square " + move_to_string(sq));
      return std::nullopt;
    }
  }
  if (variant.black_hole && !hole) {
    fail(error, "position: the variant has a black hole but the board shows none ('#')");
    return std::nullopt;
  }
  if (variant.hole && variant.hole != hole) {
    fail(error, "position: the variant's black hole is on " + move_to_string(first_square(variant.hole)) +
                    " but the board's on " + move_to_string(first_square(hole)));
    return std::nullopt;
  }
  const std::string_view side = trim(text.substr(64));
  if (side.size() != 1) {
    fail(error, "position: expected the side to move ('X' or 'O') after the 64 squares");
    return std::nullopt;
  }
  const char s = char(std::toupper(static_cast<unsigned char>(side[0])));
  if (s != 'X' && s != 'O' && s != '*' && s != 'B' && s != 'W') {
    fail(error, "position: side to move must be 'X' or 'O', not '" + whole_characters(side, 0, 1) + "'");
    return std::nullopt;
  }
  const bool black_to_move = s == 'X' || s == '*' || s == 'B';
  Position pos = black_to_move ? Position{black, white, true} : Position{white, black, false};
  pos.anti = variant.anti;
  pos.hole = hole;
  return pos;
}

std::string squares_string(const Position& pos) {
  std::string out(64, '-');
  for (int sq = 0; sq < 64; ++sq) {
    if (pos.black() & bit(sq)) out[sq] = 'X';
    if (pos.white() & bit(sq)) out[sq] = 'O';
    if (pos.hole & bit(sq)) out[sq] = '#';
  }
  return out;
}

std::string to_string(const Position& pos) {
  return (pos.anti ? "anti: " : "") + squares_string(pos) + (pos.black_to_move ? " X" : " O");
}

std::optional<int> parse_move(std::string_view text) {
  text = trim(text);
  if (text.size() == 4) {
    std::string lower;
    for (char c : text) lower += char(std::tolower(static_cast<unsigned char>(c)));
    if (lower == "pass") return PASS;
    return std::nullopt;
  }
  if (text.size() != 2) return std::nullopt;
  const int file = std::tolower(static_cast<unsigned char>(text[0])) - 'a';
  const int rank = text[1] - '1';
  if (file < 0 || file > 7 || rank < 0 || rank > 7) return std::nullopt;
  return rank * 8 + file;
}

std::string move_to_string(int move) {
  if (move == PASS) return "pass";
  return {char('a' + move % 8), char('1' + move / 8)};
}

std::string to_string(const Transcript& game) {
  std::string text;
  if (!(game.start == start_position())) text = to_string(game.start) + "\n";
  for (std::size_t i = 0; i < game.moves.size(); ++i) {
    if (i) text += ' ';
    text += move_to_string(game.moves[i]);
  }
  return text;
}

std::optional<Transcript> parse_transcript(std::string_view text, std::string* error) {
  Transcript game;
  text = trim(text);
  // A start position leads when the first line begins with 64 square characters or has a variant's
  // colon (no move does either).
  const std::size_t line_end = text.find('\n');
  const std::string_view first_line = trim(text.substr(0, line_end));
  const auto is_square_char = [](char c) { return std::strchr("XOxo-.*#", c) != nullptr && c; };
  if (first_line.find(':') != std::string_view::npos ||
      (first_line.size() >= 64 && std::all_of(first_line.begin(), first_line.begin() + 64, is_square_char))) {
    const auto start = parse_position(first_line, error);
    if (!start) return std::nullopt;
    game.start = *start;
    text = line_end == std::string_view::npos ? std::string_view() : text.substr(line_end + 1);
  }
  Position pos = game.start;
  std::size_t i = 0;
  while (i < text.size()) {
    if (std::isspace(static_cast<unsigned char>(text[i]))) {
      ++i;
      continue;
    }
    const bool is_pass = text.size() - i >= 4 && parse_move(text.substr(i, 4)) == int(PASS);
    const std::string_view token = text.substr(i, is_pass ? 4 : 2);
    i += token.size();
    const auto move = parse_move(token);
    const int number = int(game.moves.size()) + 1;
    const bool legal = move && (*move == PASS ? must_pass(pos)
                                              : (legal_moves(pos) & bit(*move)) != 0);
    if (!legal) {
      fail(error, "move " + std::to_string(number) + ": '" +
                      whole_characters(text, i - token.size(), i) + "' is " +
                      (move ? "not legal here" : "not a move"));
      return std::nullopt;
    }
    game.moves.push_back(*move);
    pos = play(pos, *move);
  }
  return game;
}

}  // namespace ply::reversi
