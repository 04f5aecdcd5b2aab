#include "reversi/record.h"

#include <cctype>

#include "core/text.h"

namespace ply::reversi {

namespace {

std::string lower(std::string_view text) {
  std::string out;
  for (char c : text) out += char(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

bool legal(const Position& pos, int move) {
  return move == PASS ? must_pass(pos) : (legal_moves(pos) & bit(move)) != 0;
}

// BO[8 <squares> <side>]: the squares may be split by spaces (GGS writes the rows apart).
std::optional<Position> parse_board(std::string_view value, std::string* error) {
  value = trim(value);
  if (value.empty() || value[0] != '8' ||
      (value.size() > 1 && !std::isspace(static_cast<unsigned char>(value[1])))) {
    fail(error, "GGF: BO must describe an 8x8 board ('BO[8 ...]'), not " + quoted(value));
    return std::nullopt;
  }
  std::string squares;
  for (char c : value.substr(1))
    if (!std::isspace(static_cast<unsigned char>(c))) squares += c;
  if (squares.size() != 65) {
    fail(error, "GGF: BO needs 64 squares and the side to move, got " +
                    std::to_string(squares.size()) + " characters");
    return std::nullopt;
  }
  // Only GGF's square letters: anything else (a ';' above all) would make parse_position read
  // another board.
  if (const auto bad = squares.find_first_not_of("-*Oo"); bad != std::string::npos) {
    fail(error, "GGF: BO: unexpected character " +
                    quoted(std::string_view(squares).substr(bad, 1)) +
                    " (a square is '-', '*' or 'O')");
    return std::nullopt;
  }
  std::string inner_error;
  // The size is given, so the reader never guesses it from the text's length.
  const auto pos =
      parse_position("8x8: " + squares.substr(0, 64) + " " + squares.substr(64), &inner_error);
  if (!pos) fail(error, "GGF: BO: " + inner_error);
  return pos;
}

}  // namespace

std::optional<int> parse_nboard_move(std::string_view text) {
  const std::string move = lower(trim(text));
  if (move == "pa" || move == "pass") return PASS;
  return move.size() == 2 ? parse_move(move) : std::nullopt;
}

std::string nboard_move(int move) {
  if (move == PASS) return "PA";
  return {char('A' + move % 8), char('1' + move / 8)};
}

std::optional<Transcript> parse_ggf(std::string_view text, std::string* error) {
  text = trim(text);
  if (text.substr(0, 2) != "(;") {
    fail(error, "GGF: a game starts with '(;', not " + quoted(text));
    return std::nullopt;
  }
  Transcript game;
  Position pos = game.start;
  std::size_t i = 2;
  for (;;) {
    while (i < text.size() && std::isspace(static_cast<unsigned char>(text[i]))) ++i;
    if (i >= text.size()) {
      fail(error, "GGF: the game does not end with ';)'");
      return std::nullopt;
    }
    if (text.substr(i) == ";)") break;
    const std::size_t name_start = i;
    while (i < text.size() && std::isupper(static_cast<unsigned char>(text[i]))) ++i;
    const std::string_view name = text.substr(name_start, i - name_start);
    if (name.empty() || i >= text.size() || text[i] != '[') {
      fail(error, "GGF: expected a tag such as B[F5] at " + quoted(text.substr(name_start)));
      return std::nullopt;
    }
    const std::size_t close = text.find(']', i);
    if (close == std::string_view::npos) {
      fail(error, "GGF: tag " + std::string(name) + " is not closed with ']'");
      return std::nullopt;
    }
    const std::string_view value = text.substr(i + 1, close - i - 1);
    i = close + 1;
    if (name == "GM" && lower(trim(value)) != "othello") {
      fail(error, "GGF: the game is " + quoted(value) + ", not Othello");
      return std::nullopt;
    }
    // TY: 8, or 8r (a random start, which BO gives); anti, synchro and other sizes are other games.
    if (name == "TY" && lower(trim(value)) != "8" && lower(trim(value)) != "8r") {
      fail(error, "GGF: game type " + quoted(value) + " is not played (only 8x8 Othello: TY[8])");
      return std::nullopt;
    }
    if (name == "BO") {
      if (!game.moves.empty()) {
        fail(error, "GGF: BO comes after the moves");
        return std::nullopt;
      }
      const auto start = parse_board(value, error);
      if (!start) return std::nullopt;
      game.start = pos = *start;
    }
    if (name != "B" && name != "W") continue;
    const std::string_view move_text = value.substr(0, value.find('/'));
    const auto move = parse_nboard_move(move_text);
    const std::string where = "GGF: move " + std::to_string(game.moves.size() + 1) + " " +
                              std::string(name) + "[" + excerpt(move_text) + "]";
    if (!move) {
      fail(error, where + ": not a square or PA");
      return std::nullopt;
    }
    if (is_over(pos)) {
      fail(error, where + ": the game is already over");
      return std::nullopt;
    }
    const bool by_black = name == "B";
    if (by_black != pos.black_to_move && must_pass(pos)) {  // the record left a pass out
      game.moves.push_back(PASS);
      pos = play(pos, PASS);
    }
    if (by_black != pos.black_to_move) {
      fail(error, where + ": " + (pos.black_to_move ? "Black" : "White") + " is to move");
      return std::nullopt;
    }
    if (!legal(pos, *move)) {
      fail(error,
           where + ": " + (*move == PASS ? "cannot pass: a move is available" : "not legal here"));
      return std::nullopt;
    }
    game.moves.push_back(*move);
    pos = play(pos, *move);
  }
  return game;
}

std::string to_ggf(const Transcript& game) {
  std::string squares = squares_string(game.start);
  for (char& c : squares) c = c == 'X' ? '*' : c;
  std::string text =
      "(;GM[Othello]PC[Ply]TY[8]BO[8 " + squares + (game.start.black_to_move ? " *]" : " O]");
  Position pos = game.start;
  for (const int move : game.moves) {
    text += (pos.black_to_move ? "B[" : "W[") + nboard_move(move) + "]";
    pos = play(pos, move);
  }
  return text + ";)";
}

}  // namespace ply::reversi
