#include "notation.h"

#include <algorithm>
#include <cctype>
#include <cstring>

#include "core/text.h"
#include "variant.h"

namespace ply::reversi {

namespace {

// The 8x8 square of a board of `size`'s row and column: a 6x6 board is the middle of the 8x8 one.
int square_of(int row, int col, int size) {
  const int margin = (8 - size) / 2;
  return (row + margin) * 8 + col + margin;
}

// The board's squares in the order its text writes them, row 1 first.
std::vector<int> board_squares(int size) {
  std::vector<int> squares;
  for (int row = 0; row < size; ++row)
    for (int col = 0; col < size; ++col) squares.push_back(square_of(row, col, size));
  return squares;
}

}  // namespace

std::optional<Position> parse_position(std::string_view text, std::string* error) {
  text = trim(text);
  // The side to move follows the board after optional spaces; a trailing ';' (obf) ends the text.
  if (const auto semicolon = text.find(';'); semicolon != std::string_view::npos)
    text = trim(text.substr(0, semicolon));
  // The variant's words lead, before a colon; alone, they stand for the variant's start.
  Variant variant;
  std::string_view words;
  if (const auto colon = text.find(':'); colon != std::string_view::npos) {
    words = text.substr(0, colon);
    const auto v = parse_variant(words, error);
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
  // The board's size: the words', else 6x6 for a text too short for 64 squares and the side to move
  // (the words' black hole is then named on the 6x6 board).
  const int size = variant.size ? variant.size : text.size() > 64 ? 8 : text.size() > 36 ? 6 : 8;
  if (size == 6 && !variant.size) variant = *parse_variant(std::string("6x6 ").append(words), error);
  const int count = size * size;
  if (const auto space = text.find_first_of(" \t"); space != std::string_view::npos && int(space) != count &&
                                                    (space == 36 || space == 64)) {
    fail(error, "position: the board has " + std::to_string(space) + " squares; a " + std::to_string(size) + "x" +
                    std::to_string(size) + " board has " + std::to_string(count));
    return std::nullopt;
  }
  if (int(text.size()) < count) {
    fail(error, "position: expected 64 squares (36 on 6x6) and the side to move, got " +
                    std::to_string(text.size()) + " characters");
    return std::nullopt;
  }
  Bitboard black = 0, white = 0, hole = 0;
  const std::vector<int> squares = board_squares(size);
  for (int i = 0; i < count; ++i) {
    const int sq = squares[std::size_t(i)];
    const char c = char(std::toupper(static_cast<unsigned char>(text[std::size_t(i)])));
    if (c == 'X' || c == '*' || c == 'B')
      black |= bit(sq);
    else if (c == 'O' || c == 'W')
      white |= bit(sq);
    else if (c == '#' && !hole)
      hole = bit(sq);
    else if (c == '#') {
      fail(error, "position: a second black hole at " + move_to_string(sq, size) + " (one is at " +
                      move_to_string(first_square(hole), size) + ")");
      return std::nullopt;
    } else if (c != '-' && c != '.') {
      fail(error, "position: unexpected character '" + whole_characters(text, std::size_t(i), std::size_t(i) + 1) +
                      "' at square " + move_to_string(sq, size));
      return std::nullopt;
    }
  }
  if (variant.black_hole && !hole) {
    fail(error, "position: the variant has a black hole but the board shows none ('#')");
    return std::nullopt;
  }
  if (variant.hole && variant.hole != hole) {
    fail(error, "position: the variant's black hole is on " + move_to_string(first_square(variant.hole), size) +
                    " but the board's on " + move_to_string(first_square(hole), size));
    return std::nullopt;
  }
  const std::string_view side = trim(text.substr(std::size_t(count)));
  if (side.size() != 1) {
    fail(error, "position: expected the side to move ('X' or 'O') after the " + std::to_string(count) + " squares");
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
  pos.size = u8(size);
  pos.blocked = hole | (size == 6 ? RING : 0);
  return pos;
}

std::string squares_string(const Position& pos) {
  std::string out;
  for (int sq : board_squares(pos.size))
    out += (pos.black() & bit(sq)) ? 'X' : (pos.white() & bit(sq)) ? 'O' : (pos.blocked & bit(sq)) ? '#' : '-';
  return out;
}

std::string to_string(const Position& pos) {
  return (pos.anti ? "anti: " : "") + squares_string(pos) + (pos.black_to_move ? " X" : " O");
}

std::optional<int> parse_move(std::string_view text, int size) {
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
  if (file < 0 || file >= size || rank < 0 || rank >= size) return std::nullopt;
  return square_of(rank, file, size);
}

std::string move_to_string(int move, int size) {
  if (move == PASS) return "pass";
  const int margin = (8 - size) / 2;
  return {char('a' + move % 8 - margin), char('1' + move / 8 - margin)};
}

std::string to_string(const Transcript& game) {
  std::string text;
  if (!(game.start == start_position())) text = to_string(game.start) + "\n";
  for (std::size_t i = 0; i < game.moves.size(); ++i) {
    if (i) text += ' ';
    text += move_to_string(game.moves[i], game.start.size);
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
      (first_line.size() >= 36 && std::all_of(first_line.begin(), first_line.begin() + 36, is_square_char))) {
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
    const auto move = parse_move(token, game.start.size);
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
