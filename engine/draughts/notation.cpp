#include "draughts/notation.h"

#include <algorithm>
#include <cctype>

#include "core/text.h"

namespace ply::draughts {

namespace {

// The parts between each separator, each trimmed.
std::vector<std::string_view> trimmed_split(std::string_view s, char separator) {
  std::vector<std::string_view> parts = split(s, separator);
  for (std::string_view& part : parts) part = trim(part);
  return parts;
}

// PDN number 1..32 → square: row 1 of the numbering is rank 8, and on even rows (from the top) the
// dark squares are b, d, f, h.
int square_of_number(int n) {
  const int row = (n - 1) / 4, index = (n - 1) % 4;
  return make_square(2 * index + (row % 2 == 0 ? 1 : 0), 7 - row);
}

std::optional<int> parse_number(std::string_view text) {
  if (text.empty() || text.size() > 2) return std::nullopt;
  int n = 0;
  for (char c : text) {
    if (!std::isdigit(static_cast<unsigned char>(c))) return std::nullopt;
    n = n * 10 + (c - '0');
  }
  if (n < 1 || n > 32) return std::nullopt;
  return n;
}

// Adds the pieces of one FEN list ("Wa1,c1,Ke5" without the colour letter) to `men` and `kings`.
bool parse_pieces(std::string_view list, Bitboard& men, Bitboard& kings, Bitboard& seen,
                  std::string* error) {
  if (list.empty()) return true;
  for (std::string_view token : trimmed_split(list, ',')) {
    if (token.empty()) return fail(error, "position: empty piece in the list");
    const bool king = token[0] == 'K' || token[0] == 'k';
    const std::string_view square_text = king ? trim(token.substr(1)) : token;
    std::vector<int> squares;
    if (const auto dash = square_text.find('-'); dash != std::string_view::npos) {
      const auto first = parse_number(trim(square_text.substr(0, dash)));
      const auto last = parse_number(trim(square_text.substr(dash + 1)));
      if (!first || !last || *first > *last)
        return fail(error, "position: bad square range '" + excerpt(token) + "'");
      for (int n = *first; n <= *last; ++n) squares.push_back(square_of_number(n));
    } else {
      const auto sq = parse_square(square_text);
      if (!sq) return fail(error, "position: '" + excerpt(token) + "' is not a dark square");
      squares.push_back(*sq);
    }
    for (int sq : squares) {
      if (seen & bit(sq))
        return fail(error, "position: square " + square_name(sq) + " is given twice");
      seen |= bit(sq);
      (king ? kings : men) |= bit(sq);
    }
  }
  return true;
}

bool is_separator(char c) { return c == '-' || c == ':' || c == 'x' || c == 'X'; }

// Does `path` (landing squares) contain `wanted` in this order, ending with wanted's last square?
bool matches_path(const std::vector<int>& path, const std::vector<int>& wanted) {
  if (wanted.empty() || path.back() != wanted.back()) return false;
  std::size_t i = 0;
  for (int sq : path)
    if (i + 1 < wanted.size() && sq == wanted[i]) ++i;
  return i + 1 == wanted.size();
}

// How a text's squares name a move: not at all, as landing squares standing in order on one of its
// capture paths, or as the whole of one of its paths (or a quiet move's two squares).
enum class Match { NONE, PART, FULL };

Match move_match(const Position& pos, const Move& m, int from, const std::vector<int>& rest) {
  if (m.from != from || m.to != rest.back()) return Match::NONE;
  if (!m.is_capture()) return rest.size() == 1 ? Match::FULL : Match::NONE;
  Match best = Match::NONE;
  for (const auto& path : capture_paths(pos, m)) {
    if (path == rest) return Match::FULL;
    if (matches_path(path, rest)) best = Match::PART;
  }
  return best;
}

// The landing square of a path farthest from `from` (in diagonal steps), the first of equals.
int turning_square(int from, const std::vector<int>& path) {
  const auto distance = [from](int sq) {
    return std::max(std::abs(file_of(sq) - file_of(from)), std::abs(rank_of(sq) - rank_of(from)));
  };
  return *std::max_element(path.begin(), path.end(),
                           [&](int a, int b) { return distance(a) < distance(b); });
}

std::string join(int from, const std::vector<int>& rest, char separator) {
  std::string text = square_name(from);
  for (int sq : rest) text += separator + square_name(sq);
  return text;
}

// Depth-first: every sequence of jumps over exactly the pieces of m.captured, ending on m.to.
void find_paths(const Position& pos, const Move& m, int sq, bool king, Bitboard left,
                std::vector<int>& path, std::vector<std::vector<int>>& out) {
  if (!left) {
    if (sq == m.to) out.push_back(path);
    return;
  }
  const Bitboard empty = pos.empty() | bit(m.from);
  const Bitboard promotion = promotion_rank(pos.side);
  for (const Direction d : DIRECTIONS) {
    int over = NEXT[d][sq];
    if (king)
      while (empty & square_bb(over)) over = NEXT[d][over];
    if (!(left & square_bb(over))) continue;
    for (int land = NEXT[d][over]; empty & square_bb(land); land = NEXT[d][land]) {
      path.push_back(land);
      find_paths(pos, m, land, king || (square_bb(land) & promotion), left & ~bit(over), path, out);
      path.pop_back();
      if (!king) break;
    }
  }
}

}  // namespace

std::string square_name(int sq) { return {char('a' + file_of(sq)), char('1' + rank_of(sq))}; }

std::optional<int> parse_square(std::string_view text) {
  if (const auto n = parse_number(text)) return square_of_number(*n);
  if (text.size() != 2) return std::nullopt;
  const int file = std::tolower(static_cast<unsigned char>(text[0])) - 'a';
  const int rank = text[1] - '1';
  if (file < 0 || file > 7 || rank < 0 || rank > 7) return std::nullopt;
  const int sq = make_square(file, rank);
  if (!(DARK & bit(sq))) return std::nullopt;
  return sq;
}

std::optional<Position> read_fen(std::string_view text, Refusal* refusal) {
  const auto bad = [&](std::string why, std::string_view cause = {}) {
    refuse(refusal, Reason::BAD_POSITION, std::move(why), {}, cause);
    return std::nullopt;
  };
  text = trim(text);
  if (!text.empty() && text.back() == '.') text = trim(text.substr(0, text.size() - 1));
  const auto fields = trimmed_split(text, ':');
  if (fields.size() < 3 || fields[0].size() != 1)
    return bad("position: expected a PDN FEN such as 'W:Wa1,c1:Bb8,d8', got '" + excerpt(text) +
               "'");
  Position pos;
  const char side = char(std::toupper(static_cast<unsigned char>(fields[0][0])));
  if (side != 'W' && side != 'B')
    return bad(std::string("position: side to move must be 'W' or 'B', not '") + fields[0][0] +
               "'");
  pos.side = side == 'W' ? WHITE : BLACK;
  Bitboard men[2] = {}, kings[2] = {}, seen = 0;
  bool given[2] = {};
  for (std::size_t i = 1; i < fields.size(); ++i) {
    const std::string_view field = fields[i];
    const char tag = field.empty() ? '?' : char(std::toupper(static_cast<unsigned char>(field[0])));
    if ((tag == 'H' || tag == 'F') && i >= 3) continue;  // lidraughts' clock fields
    if (tag != 'W' && tag != 'B')
      return bad("position: expected a piece list starting with 'W' or 'B', got '" +
                 excerpt(field) + "'");
    const int c = tag == 'W' ? WHITE : BLACK;
    if (given[c])
      return bad(std::string("position: the ") + (c == WHITE ? "white" : "black") +
                 " pieces are given twice");
    given[c] = true;
    std::string why;
    if (!parse_pieces(trim(field.substr(1)), men[c], kings[c], seen, &why)) return bad(why);
  }
  if (!given[WHITE] || !given[BLACK])
    return bad("position: both the white (W) and the black (B) pieces must be listed");
  pos.white = men[WHITE] | kings[WHITE];
  pos.black = men[BLACK] | kings[BLACK];
  pos.kings = kings[WHITE] | kings[BLACK];
  if (!placement_allowed(pos, refusal)) return std::nullopt;
  return pos;
}

std::optional<Position> parse_fen(std::string_view text, std::string* error) {
  Refusal refusal;
  auto pos = read_fen(text, &refusal);
  if (!pos) fail(error, refusal.text);
  return pos;
}

bool placement_allowed(const Position& pos, Refusal* refusal) {
  for (const Color c : {WHITE, BLACK}) {
    const char* name = c == WHITE ? "white" : "black";
    if (popcount(pos.pieces(c)) > 12)
      return refuse(refusal, Reason::BAD_POSITION,
                    std::string("position: more than 12 ") + name + " pieces", {}, "too-many");
    if (const Bitboard crowned = pos.pieces(c) & ~pos.kings & promotion_rank(c))
      return refuse(refusal, Reason::BAD_POSITION,
                    std::string("position: a ") + name + " man on " +
                        square_name(first_square(crowned)) + " should be a king (mark it K)",
                    {}, "crowning-row");
  }
  return true;
}

std::string to_fen(const Position& pos) {
  std::string text = pos.side == WHITE ? "W" : "B";
  for (const Color c : {WHITE, BLACK}) {
    text += c == WHITE ? ":W" : ":B";
    bool first = true;
    for (Bitboard b = pos.pieces(c); b; b &= b - 1) {
      const int sq = first_square(b);
      if (!first) text += ',';
      first = false;
      if (pos.kings & bit(sq)) text += 'K';
      text += square_name(sq);
    }
  }
  return text;
}

std::string squares_string(const Position& pos) {
  std::string out(64, '-');
  for (int sq = 0; sq < 64; ++sq) {
    const bool king = pos.kings & bit(sq);
    if (pos.white & bit(sq)) out[sq] = king ? 'W' : 'w';
    if (pos.black & bit(sq)) out[sq] = king ? 'B' : 'b';
  }
  return out;
}

std::vector<std::vector<int>> capture_paths(const Position& pos, const Move& m) {
  std::vector<std::vector<int>> paths;
  std::vector<int> path;
  const bool king = pos.kings & bit(m.from);
  find_paths(pos, m, m.from, king, m.captured, path, paths);
  return paths;
}

std::string move_to_string(const Move& m) {
  return square_name(m.from) + (m.is_capture() ? ':' : '-') + square_name(m.to);
}

std::vector<int> move_path(const Position& pos, const Move& m) {
  const auto paths = m.is_capture() ? capture_paths(pos, m) : std::vector<std::vector<int>>{};
  std::vector<int> path{m.from};
  if (paths.empty())
    path.push_back(m.to);
  else
    path.insert(path.end(), paths[0].begin(), paths[0].end());
  return path;
}

std::string move_to_path_string(const Position& pos, const Move& m) {
  const std::vector<int> path = move_path(pos, m);
  return join(path[0], {path.begin() + 1, path.end()}, m.is_capture() ? ':' : '-');
}

std::string move_to_string(const Position& pos, const Move& m) {
  if (!m.is_capture()) return move_to_string(m);
  MoveList legal;
  generate_moves(pos, legal);
  // The other moves between the same squares, each with all its paths.
  std::vector<std::vector<std::vector<int>>> rivals;
  for (const Move& other : legal)
    if (other.from == m.from && other.to == m.to && !(other == m))
      rivals.push_back(capture_paths(pos, other));
  const auto paths = capture_paths(pos, m);
  const auto unique = [&](const std::vector<int>& rest) {
    for (const auto& rival : rivals)
      for (const auto& p : rival)
        if (matches_path(p, rest)) return false;
    return true;
  };
  // A capture round a ring ends where it began: "c3:c3" would tell a reader nothing, so it names at
  // least its turning square, the landing farthest from the start: "c3:g3:c3".
  if (m.from == m.to && !paths.empty()) {
    const std::vector<int> turn{turning_square(m.from, paths[0]), m.to};
    if (unique(turn)) return join(m.from, turn, ':');
  }
  if (rivals.empty() || paths.empty()) return move_to_string(m);
  const std::vector<int>& path = paths[0];
  // Try the landing squares before the last in subsets of growing size. The full path is the last
  // resort and always names this move: each leg takes one piece, so the landings fix the pieces
  // taken, and parse_move prefers a whole path to a longer capture that passes through its squares.
  const int inner = std::min<int>(int(path.size()) - 1, 16);
  for (int size = 1; size <= inner; ++size) {
    for (u32 subset = 0; subset < (1u << inner); ++subset) {
      if (std::popcount(subset) != size) continue;
      std::vector<int> rest;
      for (int i = 0; i < inner; ++i)
        if (subset & (1u << i)) rest.push_back(path[i]);
      rest.push_back(m.to);
      if (unique(rest)) return join(m.from, rest, ':');
    }
  }
  return join(m.from, path, ':');
}

std::optional<Move> parse_move(const Position& pos, std::string_view text, Refusal* refusal) {
  text = trim(text);
  std::vector<int> squares;
  bool capture_sign = false;
  std::size_t start = 0;
  for (std::size_t i = 0; i <= text.size(); ++i) {
    if (i < text.size() && !is_separator(text[i])) continue;
    if (i < text.size() && text[i] != '-') capture_sign = true;
    const auto sq = parse_square(text.substr(start, i - start));
    if (!sq) {
      refuse(refusal, Reason::UNREADABLE,
             "not a move: '" + excerpt(text) + "' (expected e.g. c3-d4 or c3:e5)", excerpt(text));
      return std::nullopt;
    }
    squares.push_back(*sq);
    start = i + 1;
  }
  if (squares.size() < 2) {
    refuse(refusal, Reason::UNREADABLE,
           "not a move: '" + excerpt(text) + "' (expected e.g. c3-d4 or c3:e5)", excerpt(text));
    return std::nullopt;
  }
  const std::vector<int> rest(squares.begin() + 1, squares.end());
  MoveList legal;
  generate_moves(pos, legal);
  // A text that is one move's whole path names that move, even where a longer capture between the
  // same squares passes through the same landings; otherwise it must fit exactly one move.
  std::vector<Move> full, found;
  for (const Move& m : legal) {
    const Match match = move_match(pos, m, squares[0], rest);
    if (match == Match::FULL) full.push_back(m);
    if (match != Match::NONE) found.push_back(m);
  }
  if (full.size() == 1) return full[0];
  if (found.size() == 1) return found[0];
  if (found.empty()) {
    const std::string why = "illegal move " + excerpt(text);
    if (legal.empty())
      refuse(refusal, Reason::AFTER_END, why + ": the side to move has no legal move",
             excerpt(text));
    else if (legal[0].is_capture() && !capture_sign && squares.size() == 2)
      refuse(refusal, Reason::ILLEGAL, why + ": a capture is compulsory", excerpt(text),
             "capture-compulsory");
    else
      refuse(refusal, Reason::ILLEGAL, why, excerpt(text));
    return std::nullopt;
  }
  std::string options;
  for (const Move& m : found)
    options += (options.empty() ? "" : ", ") + move_to_path_string(pos, m);
  refuse(refusal, Reason::UNREADABLE, "ambiguous move " + excerpt(text) + ": one of " + options,
         excerpt(text), "ambiguous");
  return std::nullopt;
}

}  // namespace ply::draughts
