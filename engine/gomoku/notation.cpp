#include "gomoku/notation.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <vector>

#include "core/refusal.h"
#include "core/text.h"
#include "gomoku/renju.h"

namespace ply::gomoku {

namespace {

// Words split at spaces and commas.
std::vector<std::string_view> words(std::string_view text) {
  std::vector<std::string_view> list;
  std::size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && (std::isspace(u8(text[i])) || text[i] == ',')) ++i;
    const std::size_t begin = i;
    while (i < text.size() && !std::isspace(u8(text[i])) && text[i] != ',') ++i;
    if (i > begin) list.push_back(text.substr(begin, i - begin));
  }
  return list;
}

// Plays the moves of `text` (words, or cells written together as in "h8i9h10") on `pos`.
bool play_moves(Position& pos, std::string_view text, Refusal* refusal) {
  for (std::string_view word : words(text)) {
    while (!word.empty()) {
      // One cell: a letter and the digits after it. A word that does not start with a letter is no
      // cell at all, and the message quotes all of it.
      std::size_t end = std::isalpha(u8(word[0])) ? 1 : word.size();
      while (end < word.size() && std::isdigit(u8(word[end]))) ++end;
      const std::string_view cell_text = word.substr(0, end);
      Refusal why;
      // What is no cell is quoted as the rest of its word ('zz9', not 'z'); a cell, as it was read.
      const auto cell = parse_move(pos, is_cell_shaped(cell_text) ? cell_text : word, &why);
      word.remove_prefix(end);
      if (!cell)
        return refuse_move(refusal, pos.count + 1, "move " + std::to_string(pos.count + 1) + ": ",
                           std::move(why));
      pos = play(pos, *cell);
    }
  }
  return true;
}

// A foul's cause in a refusal.
std::string_view foul_cause(Foul foul) {
  return foul == Foul::DOUBLE_THREE  ? "double-three"
         : foul == Foul::DOUBLE_FOUR ? "double-four"
                                     : "overline";
}

}  // namespace

std::string cell_name(const Position& pos, Cell c) {
  std::string name(1, char('a' + pos.column(c)));
  name += std::to_string(pos.row(c) + 1);
  return name;
}

std::string_view rule_name(Rule rule) {
  return rule == Rule::FREESTYLE ? "freestyle" : rule == Rule::STANDARD ? "standard" : "renju";
}

bool is_cell_shaped(std::string_view text) {
  const std::string_view t = trim(text);
  return t.size() >= 2 && t.size() <= 3 && std::isalpha(u8(t[0])) && std::isdigit(u8(t[1])) &&
         (t.size() == 2 || std::isdigit(u8(t[2]))) && t[1] != '0';
}

std::optional<Cell> parse_cell(const Position& pos, std::string_view text, Refusal* refusal) {
  const std::string_view t = trim(text);
  if (!is_cell_shaped(t)) {
    refuse(
        refusal, Reason::UNREADABLE,
        "not a cell: " + quoted(text) + " (expected a column letter and a row number, such as h8)",
        excerpt(text));
    return std::nullopt;
  }
  const int column = std::tolower(u8(t[0])) - 'a';
  const int row = std::stoi(std::string(t.substr(1))) - 1;
  if (!pos.on_board(column, row)) {
    const std::string last = cell_name(pos, pos.cell(pos.size - 1, pos.size - 1));
    refuse(refusal, Reason::UNREADABLE,
           "off the board: " + quoted(text) + " (the board is " + std::to_string(pos.size) + "x" +
               std::to_string(pos.size) + ", a1 to " + last + ")",
           excerpt(text), "off-board");
    return std::nullopt;
  }
  return pos.cell(column, row);
}

std::optional<Cell> parse_move(const Position& pos, std::string_view text, Refusal* refusal) {
  const auto cell = parse_cell(pos, text, refusal);
  if (!cell) return std::nullopt;
  if (pos.over()) {
    refuse(refusal, Reason::AFTER_END, "the game is over", excerpt(text));
    return std::nullopt;
  }
  if (pos.cells[*cell] != EMPTY) {
    refuse(refusal, Reason::ILLEGAL, "illegal move " + quoted(text) + ": the cell is taken",
           excerpt(text), "taken");
    return std::nullopt;
  }
  if (pos.rule == Rule::RENJU && pos.to_move() == BLACK) {
    if (const Foul foul = renju_foul(pos.cells.data(), pos.size, *cell); foul != Foul::NONE) {
      refuse(refusal, Reason::ILLEGAL,
             "illegal move " + quoted(text) + ": " + std::string(foul_name(foul)) +
                 ", forbidden to Black under renju",
             excerpt(text), foul_cause(foul));
      return std::nullopt;
    }
  }
  return cell;
}

namespace {

// A position from its text; a refused move in it is the record's refusal of that move.
std::optional<Position> read_position(std::string_view text, Refusal* refusal) {
  const std::string help =
      " (expected the size, the rule and the moves, e.g. '15 freestyle: h8 i9')";
  const std::size_t colon = text.find(':');
  if (colon == std::string_view::npos) {
    refuse(refusal, Reason::BAD_POSITION, "not a gomoku position: " + quoted(text) + help);
    return std::nullopt;
  }
  const auto head = words(text.substr(0, colon));
  if (head.size() != 2) {
    refuse(refusal, Reason::BAD_POSITION, "not a gomoku position: " + quoted(text) + help);
    return std::nullopt;
  }
  int size = 0;
  for (const char ch : head[0]) {
    if (!std::isdigit(u8(ch)) || size > MAX_SIZE) {
      size = -1;
      break;
    }
    size = size * 10 + (ch - '0');
  }
  if (size < MIN_SIZE || size > MAX_SIZE) {
    refuse(refusal, Reason::BAD_POSITION,
           "board size " + quoted(head[0]) + " is not a number from " + std::to_string(MIN_SIZE) +
               " to " + std::to_string(MAX_SIZE));
    return std::nullopt;
  }
  Rule rule;
  if (head[1] == "freestyle")
    rule = Rule::FREESTYLE;
  else if (head[1] == "standard")
    rule = Rule::STANDARD;
  else if (head[1] == "renju")
    rule = Rule::RENJU;
  else {
    refuse(refusal, Reason::BAD_POSITION,
           "unknown rule " + quoted(head[1]) + " (expected freestyle, standard or renju)");
    return std::nullopt;
  }
  Position pos = empty_board(size, rule);
  if (!play_moves(pos, text.substr(colon + 1), refusal)) return std::nullopt;
  return pos;
}

}  // namespace

std::optional<Position> parse_position(std::string_view text, std::string* error) {
  Refusal why;
  auto pos = read_position(text, &why);
  if (!pos) fail(error, why.text);
  return pos;
}

std::string position_text(const Position& pos) {
  std::string text = std::to_string(pos.size);
  text += ' ';
  text += rule_name(pos.rule);
  text += ':';
  for (int i = 0; i < pos.count; ++i) {
    text += ' ';
    text += cell_name(pos, pos.moves[i]);
  }
  return text;
}

std::optional<Position> setup_position(const Position& like, std::string_view squares, int to_move,
                                       Refusal* refusal) {
  const auto bad = [&](Reason reason, std::string why, std::string_view cause = {}) {
    refuse(refusal, reason, std::move(why), {}, cause);
    return std::nullopt;
  };
  Position pos = empty_board(like.size, like.rule);
  if (int(squares.size()) != pos.cell_count())
    return bad(Reason::UNREADABLE, "the board has " + std::to_string(pos.cell_count()) +
                                       " cells, not " + std::to_string(squares.size()));
  std::vector<Cell> stones[2];
  for (int c = 0; c < pos.cell_count(); ++c) {
    if (squares[c] == '-') continue;
    if (squares[c] != 'X' && squares[c] != 'O')
      return bad(Reason::UNREADABLE,
                 "a cell holds 'X', 'O' or '-', not '" + std::string(1, squares[c]) + "'");
    stones[squares[c] == 'X' ? 0 : 1].push_back(Cell(c));
  }
  const std::size_t black = stones[0].size(), white = stones[1].size();
  if (black != white + std::size_t(to_move == 0 ? 0 : 1))
    return bad(Reason::BAD_POSITION,
               "Black has " + std::to_string(black) + " stones and White " + std::to_string(white) +
                   ": with " + (to_move == 0 ? "Black" : "White") + " to move, Black has " +
                   (to_move == 0 ? "as many as" : "one more than") + " White",
               "count");
  // The order is found from the last stone back: each of Black's is one renju lets Black play on
  // the board as it stood before it (a stone where two lines cross comes first, not last).
  std::array<Stone, MAX_CELLS> cells = pos.cells;
  for (int side = 0; side < 2; ++side)
    for (const Cell c : stones[side]) cells[c] = side == 0 ? BLACK : WHITE;
  std::vector<Cell> order;
  for (int side = to_move == 0 ? 1 : 0; !stones[0].empty() || !stones[1].empty(); side ^= 1) {
    std::vector<Cell>& own = stones[side];
    const auto last = std::find_if(own.begin(), own.end(), [&](Cell c) {
      if (side == 1 || like.rule != Rule::RENJU) return true;
      cells[c] = EMPTY;
      const bool allowed = renju_foul(cells.data(), like.size, c) == Foul::NONE;
      cells[c] = BLACK;
      return allowed;
    });
    if (last == own.end())
      return bad(Reason::BAD_POSITION,
                 "Black's stones cannot all be placed without a foul under renju", "foul");
    cells[*last] = EMPTY;
    order.push_back(*last);
    own.erase(last);
  }
  for (auto c = order.rbegin(); c != order.rend(); ++c) {
    if (pos.over())
      return bad(Reason::BAD_POSITION, "a line of the stones has already ended the game", "five");
    pos = play(pos, *c);
  }
  if (pos.five)
    return bad(Reason::BAD_POSITION, "a line of the stones has already ended the game", "five");
  return pos;
}

std::string game_text(const Position& pos) {
  std::string compact;
  for (int i = 0; i < pos.count; ++i) compact += cell_name(pos, pos.moves[i]);
  return position_text(pos) + "\n" + compact + "\n";
}

std::optional<Position> parse_game(std::string_view text, Refusal* refusal) {
  const std::string_view first_line = trim(text.substr(0, text.find('\n')));
  if (first_line.find(':') != std::string_view::npos) return read_position(first_line, refusal);
  Position pos = empty_board(15, Rule::FREESTYLE);
  if (!play_moves(pos, first_line, refusal)) return std::nullopt;
  return pos;
}

}  // namespace ply::gomoku
