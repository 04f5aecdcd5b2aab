#include "reversi/notation.h"

#include <algorithm>
#include <cctype>
#include <cstring>
#include <utility>

#include "core/refusal.h"
#include "core/text.h"
#include "reversi/variant.h"

namespace ply::reversi {

namespace {

// The side of the board that stores a board of `size`: 8 (6x6 in its middle) or 12 (10x10 in its
// middle).
constexpr int stride_of(int size) { return is_wide(size) ? WIDE_SIDE : 8; }

// The stored square of a board of `size`'s row and column.
int square_of(int row, int col, int size) {
  const int stride = stride_of(size), margin = (stride - size) / 2;
  return (row + margin) * stride + col + margin;
}

// What reading a position needs of its bit set: 8x8 (6x6 and 8x8) or wide (10x10 and 12x12).
template <typename P>
struct Storage;
template <>
struct Storage<Position> {
  using Bits = Bitboard;
  static Bits bit(int sq) { return reversi::bit(sq); }
  static Bits ring(int size) { return size == 6 ? RING : 0; }
  static constexpr bool fits(int size) { return !is_wide(size); }
  static Position start(const Variant& v) { return start_position(v, 0); }
};
template <>
struct Storage<WidePosition> {
  using Bits = WideBits;
  static Bits bit(int sq) { return wide_bit(sq); }
  static Bits ring(int size) { return size == 10 ? wide::RING : WideBits{}; }
  static constexpr bool fits(int size) { return is_wide(size); }
  static WidePosition start(const Variant& v) { return wide_start_position(v, 0); }
};

// The square count of a text's board: the run of characters before its first space.
std::size_t board_length(std::string_view text) {
  const auto space = text.find_first_of(" \t");
  return space == std::string_view::npos ? text.size() : space;
}

// The board's squares in the order its text writes them, row 1 first.
std::vector<int> board_squares(int size) {
  std::vector<int> squares;
  for (int row = 0; row < size; ++row)
    for (int col = 0; col < size; ++col) squares.push_back(square_of(row, col, size));
  return squares;
}

template <typename P>
std::optional<P> read_position(std::string_view text, std::string* error) {
  using S = Storage<P>;
  using Bits = typename S::Bits;
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
    if (variant.size && !S::fits(variant.size)) {
      fail(error, "position: " + std::to_string(variant.size) + "x" + std::to_string(variant.size) +
                      " is not played on this board");
      return std::nullopt;
    }
    text = trim(text.substr(colon + 1));
    if (text.empty()) {
      if (variant.black_hole && variant.hole == Variant::NO_HOLE) {
        fail(error, "position: the black hole needs its square here (e.g. blackhole=c6)");
        return std::nullopt;
      }
      return S::start(variant);
    }
  }
  // The board's size: the words', else 6x6 for a text too short for 64 squares (the words' black
  // hole is then named on the 6x6 board).
  const int size = variant.size        ? variant.size
                   : S::fits(12)       ? (board_length(text) == 100 ? 10 : 12)
                   : text.size() >= 64 ? 8
                   : text.size() > 36  ? 6
                                       : 8;
  if (size != 8 && !variant.size) {
    const auto sized = parse_variant(
        std::to_string(size) + "x" + std::to_string(size) + " " + std::string(words), error);
    if (!sized) return std::nullopt;
    variant = *sized;
  }
  const int count = size * size;
  if (const auto space = text.find_first_of(" \t");
      space != std::string_view::npos && int(space) != count &&
      ((int(space) < count && int(text.size()) >= count) || space == 36 || space == 64 ||
       space == 100 || space == 144)) {
    fail(error, "position: the board has " + std::to_string(space) + " squares; a " +
                    std::to_string(size) + "x" + std::to_string(size) + " board has " +
                    std::to_string(count));
    return std::nullopt;
  }
  if (int(text.size()) < count) {
    fail(error, "position: expected " + std::to_string(count) +
                    " squares and the side to move, got " + std::to_string(text.size()) +
                    " characters");
    return std::nullopt;
  }
  Bits black{}, white{}, hole{};
  int hole_square = Variant::NO_HOLE;
  const std::vector<int> squares = board_squares(size);
  for (int i = 0; i < count; ++i) {
    const int sq = squares[std::size_t(i)];
    const char c = char(std::toupper(static_cast<unsigned char>(text[std::size_t(i)])));
    if (c == 'X' || c == '*' || c == 'B')
      black |= S::bit(sq);
    else if (c == 'O' || c == 'W')
      white |= S::bit(sq);
    else if (c == '#' && !hole) {
      hole = S::bit(sq);
      hole_square = sq;
    } else if (c == '#') {
      fail(error, "position: a second black hole at " + move_to_string(sq, size) + " (one is at " +
                      move_to_string(hole_square, size) + ")");
      return std::nullopt;
    } else if (c != '-' && c != '.') {
      fail(error, "position: unexpected character '" +
                      whole_characters(text, std::size_t(i), std::size_t(i) + 1) + "' at square " +
                      move_to_string(sq, size));
      return std::nullopt;
    }
  }
  if (variant.black_hole && !hole) {
    fail(error, "position: the variant has a black hole but the board shows none ('#')");
    return std::nullopt;
  }
  if (variant.hole != Variant::NO_HOLE && variant.hole != hole_square) {
    fail(error, "position: the variant's black hole is on " + move_to_string(variant.hole, size) +
                    " but the board's on " + move_to_string(hole_square, size));
    return std::nullopt;
  }
  const std::string_view side = trim(text.substr(std::size_t(count)));
  if (side.size() != 1) {
    fail(error, "position: expected the side to move ('X' or 'O') after the " +
                    std::to_string(count) + " squares");
    return std::nullopt;
  }
  const char s = char(std::toupper(static_cast<unsigned char>(side[0])));
  if (s != 'X' && s != 'O' && s != '*' && s != 'B' && s != 'W') {
    fail(error,
         "position: side to move must be 'X' or 'O', not '" + whole_characters(side, 0, 1) + "'");
    return std::nullopt;
  }
  const bool black_to_move = s == 'X' || s == '*' || s == 'B';
  P pos;
  pos.player = black_to_move ? black : white;
  pos.opponent = black_to_move ? white : black;
  pos.black_to_move = black_to_move;
  pos.anti = variant.anti;
  pos.size = u8(size);
  pos.blocked = hole | S::ring(size);
  return pos;
}

// A transcript's refusal of its move `number`, text[begin, end) as it was read.
void refuse_transcript_move(Refusal* refusal, int number, std::string_view text, std::size_t begin,
                            std::size_t end, Reason reason) {
  const std::string move = whole_characters(text, begin, end);
  const std::string why = reason == Reason::UNREADABLE  ? " is not a move"
                          : reason == Reason::AFTER_END ? " comes after the end of the game"
                                                        : " is not legal here";
  Refusal refused;
  refuse(&refused, reason, quoted(move) + why, excerpt(move));
  refuse_move(refusal, number, "move " + std::to_string(number) + ": ", std::move(refused));
}

}  // namespace

int board_size(std::string_view text) {
  text = trim(text);
  if (const auto colon = text.find(':'); colon != std::string_view::npos) {
    const auto v = parse_variant(text.substr(0, colon));
    if (v && v->size) return v->size;
    text = trim(text.substr(colon + 1));
  }
  const std::size_t length = board_length(text);
  return length == 144 ? 12 : length == 100 ? 10 : length == 36 ? 6 : 8;
}

std::optional<Position> parse_position(std::string_view text, std::string* error) {
  return read_position<Position>(text, error);
}

std::optional<WidePosition> parse_wide_position(std::string_view text, std::string* error) {
  return read_position<WidePosition>(text, error);
}

namespace {

template <typename P>
std::string squares_of(const P& pos) {
  std::string out;
  for (int sq : board_squares(pos.size))
    out += pos.black().has(sq) ? 'X' : pos.white().has(sq) ? 'O' : pos.blocked.has(sq) ? '#' : '-';
  return out;
}

}  // namespace

std::string squares_string(const Position& pos) {
  std::string out;
  for (int sq : board_squares(pos.size))
    out += (pos.black() & bit(sq))   ? 'X'
           : (pos.white() & bit(sq)) ? 'O'
           : (pos.blocked & bit(sq)) ? '#'
                                     : '-';
  return out;
}

std::string squares_string(const WidePosition& pos) { return squares_of(pos); }

std::string to_string(const Position& pos) {
  return (pos.anti ? "anti: " : "") + squares_string(pos) + (pos.black_to_move ? " X" : " O");
}

// The size always leads: a wide board's text is long enough to misread.
std::string to_string(const WidePosition& pos) {
  const std::string size = std::to_string(pos.size);
  return size + "x" + size + (pos.anti ? " anti: " : ": ") + squares_string(pos) +
         (pos.black_to_move ? " X" : " O");
}

std::optional<int> parse_move(std::string_view text, int size) {
  text = trim(text);
  if (text.size() == 4) {
    std::string lower;
    for (char c : text) lower += char(std::tolower(static_cast<unsigned char>(c)));
    if (lower == "pass") return is_wide(size) ? int(WIDE_PASS) : int(PASS);
    return std::nullopt;
  }
  if (text.size() != 2 && text.size() != 3) return std::nullopt;
  const int file = std::tolower(static_cast<unsigned char>(text[0])) - 'a';
  int rank = -1;
  for (std::size_t i = 1; i < text.size(); ++i) {
    if (!std::isdigit(static_cast<unsigned char>(text[i])) || (i == 1 && text[i] == '0'))
      return std::nullopt;
    rank = (rank < 0 ? 0 : rank * 10) + (text[i] - '0');
  }
  --rank;
  if (file < 0 || file >= size || rank < 0 || rank >= size) return std::nullopt;
  return square_of(rank, file, size);
}

std::string move_to_string(int move, int size) {
  if (move == (is_wide(size) ? int(WIDE_PASS) : int(PASS))) return "pass";
  const int stride = stride_of(size), margin = (stride - size) / 2;
  return char('a' + move % stride - margin) + std::to_string(move / stride - margin + 1);
}

int board_index(int move, int size) {
  if (move == (is_wide(size) ? int(WIDE_PASS) : int(PASS))) return -1;
  const int stride = stride_of(size), margin = (stride - size) / 2;
  return (move / stride - margin) * size + move % stride - margin;
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

std::optional<Transcript> parse_transcript(std::string_view text, Refusal* refusal) {
  Transcript game;
  text = trim(text);
  // A start position leads when the first line begins with 64 square characters or has a variant's
  // colon (no move does either).
  const std::size_t line_end = text.find('\n');
  const std::string_view first_line = trim(text.substr(0, line_end));
  const auto is_square_char = [](char c) { return std::strchr("XOxo-.*#", c) != nullptr && c; };
  if (first_line.find(':') != std::string_view::npos ||
      (first_line.size() >= 36 &&
       std::all_of(first_line.begin(), first_line.begin() + 36, is_square_char))) {
    std::string why;
    const auto start = parse_position(first_line, &why);
    if (!start) {
      refuse(refusal, Reason::BAD_POSITION, why);
      return std::nullopt;
    }
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
    const bool legal =
        move && (*move == PASS ? must_pass(pos) : (legal_moves(pos) & bit(*move)) != 0);
    if (!legal) {
      // A move is quoted as it was read; what is no move, as the whole word it begins ('zz9', not
      // 'zz').
      refuse_transcript_move(refusal, number, text, i - token.size(), move ? i : word_end(text, i),
                             !move          ? Reason::UNREADABLE
                             : is_over(pos) ? Reason::AFTER_END
                                            : Reason::ILLEGAL);
      return std::nullopt;
    }
    game.moves.push_back(*move);
    pos = play(pos, *move);
  }
  return game;
}

}  // namespace ply::reversi

namespace ply::reversi {

std::string to_string(const WideTranscript& game) {
  std::string text = to_string(game.start) + "\n";
  for (std::size_t i = 0; i < game.moves.size(); ++i) {
    if (i) text += ' ';
    text += move_to_string(game.moves[i], game.start.size);
  }
  return text;
}

std::optional<WideTranscript> parse_wide_transcript(std::string_view text, Refusal* refusal) {
  text = trim(text);
  // The start position leads, on its own line (it names the board).
  const std::size_t line_end = text.find('\n');
  std::string why;
  const auto start = parse_wide_position(trim(text.substr(0, line_end)), &why);
  if (!start) {
    refuse(refusal, Reason::BAD_POSITION, why);
    return std::nullopt;
  }
  WideTranscript game{*start, {}};
  text = line_end == std::string_view::npos ? std::string_view() : text.substr(line_end + 1);
  WidePosition pos = game.start;
  std::size_t i = 0;
  while (i < text.size()) {
    if (std::isspace(static_cast<unsigned char>(text[i]))) {
      ++i;
      continue;
    }
    // A square is a letter and its row's digits, so moves may run together ("a10b3").
    std::size_t end = i + 1;
    if (text.size() - i >= 4 && parse_move(text.substr(i, 4), pos.size) == int(WIDE_PASS))
      end = i + 4;
    else
      while (end < text.size() && end - i < 3 &&
             std::isdigit(static_cast<unsigned char>(text[end])))
        ++end;
    const std::string_view token = text.substr(i, end - i);
    i = end;
    const auto move = parse_move(token, pos.size);
    const bool legal = move && (*move == WIDE_PASS ? must_pass(pos) : legal_moves(pos).has(*move));
    if (!legal) {
      refuse_transcript_move(refusal, int(game.moves.size()) + 1, text, i - token.size(),
                             move ? i : word_end(text, i),
                             !move          ? Reason::UNREADABLE
                             : is_over(pos) ? Reason::AFTER_END
                                            : Reason::ILLEGAL);
      return std::nullopt;
    }
    game.moves.push_back(*move);
    pos = play(pos, *move);
  }
  return game;
}

}  // namespace ply::reversi
