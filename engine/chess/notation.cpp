#include "chess/notation.h"

#include <cctype>
#include <vector>

#include "chess/movegen.h"
#include "core/refusal.h"
#include "core/text.h"

namespace ply::chess {

namespace {

constexpr std::string_view PIECE_LETTERS = "PNBRQK";

std::vector<std::string_view> fields_of(std::string_view text) {
  std::vector<std::string_view> fields;
  std::size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && std::isspace(u8(text[i]))) ++i;
    const std::size_t begin = i;
    while (i < text.size() && !std::isspace(u8(text[i]))) ++i;
    if (i > begin) fields.push_back(text.substr(begin, i - begin));
  }
  return fields;
}

std::optional<int> number(std::string_view text, int max) {
  if (text.empty() || text.size() > 5) return std::nullopt;
  int n = 0;
  for (const char c : text) {
    if (!std::isdigit(u8(c))) return std::nullopt;
    n = n * 10 + (c - '0');
  }
  if (n > max) return std::nullopt;
  return n;
}

std::optional<Square> parse_square(std::string_view text) {
  if (text.size() != 2 || text[0] < 'a' || text[0] > 'h' || text[1] < '1' || text[1] > '8')
    return std::nullopt;
  return make_square(text[0] - 'a', text[1] - '1');
}

}  // namespace

std::string square_name(Square s) {
  std::string name(1, char('a' + file_of(s)));
  name += char('1' + rank_of(s));
  return name;
}

std::optional<Position> read_fen(std::string_view fen, Refusal* refusal) {
  const auto bad = [&](const std::string& why, std::string_view cause) {
    refuse(refusal, Reason::BAD_POSITION, "bad FEN " + quoted(fen) + ": " + why, {}, cause);
    return std::nullopt;
  };
  const auto fields = fields_of(fen);
  if (fields.size() != 6 && fields.size() != 4) {
    return bad(
        "expected 6 fields (pieces, side, castling, en passant, halfmove clock, move number)", {});
  }
  Position pos;
  int rank = 7, file = 0;
  for (const char c : fields[0]) {
    if (c == '/') {
      if (file != 8 || rank == 0) {
        return bad(rank == 0 ? "the board has more than 8 ranks"
                             : "rank " + std::to_string(rank + 1) + " has " + std::to_string(file) +
                                   " squares, not 8",
                   {});
      }
      --rank;
      file = 0;
    } else if (c >= '1' && c <= '9') {
      file += c - '0';
      if (file > 8) {
        return bad("rank " + std::to_string(rank + 1) + " has more than 8 squares", {});
      }
    } else {
      const std::size_t type = PIECE_LETTERS.find(char(std::toupper(u8(c))));
      if (type == std::string_view::npos || file > 7) {
        return bad(type == std::string_view::npos
                       ? "unknown piece '" + std::string(1, c) + "'"
                       : "rank " + std::to_string(rank + 1) + " has more than 8 squares",
                   {});
      }
      pos.put(make_piece(std::isupper(u8(c)) ? WHITE : BLACK, PieceType(type)),
              make_square(file++, rank));
    }
  }
  if (rank != 0 || file != 8) {
    return bad(rank != 0 ? "the board has " + std::to_string(8 - rank) + " ranks, not 8"
                         : "rank 1 has " + std::to_string(file) + " squares, not 8",
               {});
  }
  for (const Color c : {WHITE, BLACK})
    if (popcount(pos.pieces(c, KING)) != 1) {
      return bad(std::string(c == WHITE ? "White" : "Black") + " must have exactly one king",
                 "kings");
    }
  if (pos.pieces(PAWN) & (rank_bb(0) | rank_bb(7))) {
    return bad("a pawn stands on the first or last rank", "pawn-rank");
  }

  if (fields[1] != "w" && fields[1] != "b") {
    return bad("the side to move must be w or b", {});
  }
  pos.side = fields[1] == "w" ? WHITE : BLACK;
  if (pos.side == BLACK) pos.key ^= ZOBRIST.black_to_move;
  if (pos.attacked(pos.king(~pos.side), pos.side)) {
    return bad("the side not to move is in check", "check");
  }

  if (fields[2] != "-") {
    for (const char c : fields[2]) {
      const std::size_t right = std::string_view("KQkq").find(c);
      if (right == std::string_view::npos || (pos.castling & (1 << right))) {
        return bad("castling rights must be '-' or some of KQkq, in that order", "castling");
      }
      const Color color = right < 2 ? WHITE : BLACK;
      const int home = color == WHITE ? 0 : 7;
      const Square rook = make_square(right % 2 == 0 ? 7 : 0, home);
      if (pos.piece_on(make_square(4, home)) != make_piece(color, KING) ||
          pos.piece_on(rook) != make_piece(color, ROOK)) {
        return bad("castling right '" + std::string(1, c) +
                       "' needs its king and rook on their first squares",
                   "castling");
      }
      pos.castling |= u8(1 << right);
    }
    pos.key ^= ZOBRIST.castling[pos.castling];
  }

  if (fields[3] != "-") {
    const auto target = parse_square(fields[3]);
    const Color them = ~pos.side;
    const bool shaped = target && rank_of(*target) == (pos.side == WHITE ? 5 : 2) &&
                        pos.piece_on(*target - pawn_push(pos.side)) == make_piece(them, PAWN) &&
                        pos.piece_on(*target) == NO_PIECE &&
                        pos.piece_on(*target + pawn_push(pos.side)) == NO_PIECE;
    if (!shaped) {
      return bad("en passant square " + quoted(fields[3]) + " does not follow a double pawn step",
                 "en-passant");
    }
    pos.en_passant = legal_en_passant(pos, *target);
    if (pos.en_passant != NO_SQUARE) pos.key ^= ZOBRIST.en_passant_file[file_of(pos.en_passant)];
  }

  if (fields.size() == 6) {
    const auto clock = number(fields[4], 255);
    const auto move = number(fields[5], 65535);
    if (!clock || !move || *move == 0) {
      return bad("the halfmove clock (0-255) and move number (1-65535) must be whole numbers", {});
    }
    pos.halfmove_clock = u8(*clock);
    pos.fullmove = u16(*move);
  }
  return pos;
}

std::optional<Position> parse_fen(std::string_view fen, std::string* error) {
  Refusal refusal;
  auto pos = read_fen(fen, &refusal);
  if (!pos) fail(error, refusal.text);
  return pos;
}

std::string to_fen(const Position& pos) {
  std::string fen;
  for (int rank = 7; rank >= 0; --rank) {
    int empty = 0;
    for (int file = 0; file < 8; ++file) {
      const Piece p = pos.piece_on(make_square(file, rank));
      if (p == NO_PIECE) {
        ++empty;
        continue;
      }
      if (empty) fen += char('0' + empty);
      empty = 0;
      const char letter = PIECE_LETTERS[type_of(p)];
      fen += color_of(p) == WHITE ? letter : char(std::tolower(u8(letter)));
    }
    if (empty) fen += char('0' + empty);
    if (rank) fen += '/';
  }
  fen += pos.side == WHITE ? " w " : " b ";
  if (!pos.castling) fen += '-';
  for (int right = 0; right < 4; ++right)
    if (pos.castling & (1 << right)) fen += "KQkq"[right];
  fen += ' ';
  fen += pos.en_passant == NO_SQUARE ? "-" : square_name(pos.en_passant);
  fen += ' ';
  fen += std::to_string(pos.halfmove_clock);
  fen += ' ';
  fen += std::to_string(pos.fullmove);
  return fen;
}

std::string uci_move(Move m) {
  std::string text = square_name(from_square(m)) + square_name(to_square(m));
  if (kind_of(m) == PROMOTION) text += "nbrq"[promotion_type(m) - KNIGHT];
  return text;
}

std::optional<Move> parse_uci_move(const Position& pos, std::string_view text, Refusal* refusal) {
  MoveList moves;
  generate_legal(pos, moves);
  for (const Move m : moves)
    if (uci_move(m) == text) return m;
  const bool shaped =
      (text.size() == 4 || text.size() == 5) && parse_square(text.substr(0, 2)) &&
      parse_square(text.substr(2, 2)) &&
      (text.size() == 4 || std::string_view("nbrq").find(text[4]) != std::string_view::npos);
  if (!shaped)
    refuse(refusal, Reason::UNREADABLE,
           "not a move: " + quoted(text) + " (expected UCI notation such as e2e4, e7e8q or e1g1)",
           excerpt(text));
  else if (moves.empty())
    refuse(refusal, Reason::AFTER_END, "the game is over: no legal move", excerpt(text));
  else
    refuse(refusal, Reason::ILLEGAL, "illegal move " + quoted(text), excerpt(text));
  return std::nullopt;
}

namespace {

constexpr std::string_view SAN_PIECES = " NBRQK";  // by PieceType; a pawn has no letter

// The move without its check mark.
std::string san_body(const Position& pos, Move m, const MoveList& legal) {
  const Square from = from_square(m), to = to_square(m);
  if (kind_of(m) == CASTLING) return to > from ? "O-O" : "O-O-O";
  const PieceType type = type_of(pos.piece_on(from));
  const bool capture = pos.piece_on(to) != NO_PIECE || kind_of(m) == EN_PASSANT;
  std::string san;
  if (type == PAWN) {
    if (capture) san += char('a' + file_of(from));
  } else {
    san += SAN_PIECES[type];
    // The other pieces of this type that could go to the same square decide what must be said.
    bool same_file = false, same_rank = false, others = false;
    for (const Move other : legal) {
      if (other == m || to_square(other) != to || from_square(other) == from ||
          type_of(pos.piece_on(from_square(other))) != type)
        continue;
      others = true;
      same_file |= file_of(from_square(other)) == file_of(from);
      same_rank |= rank_of(from_square(other)) == rank_of(from);
    }
    if (others) {
      if (!same_file)
        san += char('a' + file_of(from));
      else if (!same_rank)
        san += char('1' + rank_of(from));
      else
        san += square_name(from);
    }
  }
  if (capture) san += 'x';
  san += square_name(to);
  if (kind_of(m) == PROMOTION) {
    san += '=';
    san += SAN_PIECES[promotion_type(m)];
  }
  return san;
}

// Whether `wanted` is a way of writing m: its SAN, or its piece letter with none, some or all of
// its from-square, the capture mark optional.
bool spellings(const Position& pos, Move m, const MoveList& legal, const std::string& wanted) {
  const std::string canonical = san_body(pos, m, legal);
  if (wanted == canonical) return true;
  const PieceType type = type_of(pos.piece_on(from_square(m)));
  if (kind_of(m) == CASTLING || type == PAWN) return false;
  std::string rest = square_name(to_square(m));
  const std::string from = square_name(from_square(m));
  const bool capture = pos.piece_on(to_square(m)) != NO_PIECE;
  for (const std::string& which : {std::string(), from.substr(0, 1), from.substr(1, 1), from})
    for (const bool x : {false, true}) {
      if (x && !capture) continue;
      if (wanted == std::string(1, SAN_PIECES[type]) + which + (x ? "x" : "") + rest) return true;
    }
  return false;
}

}  // namespace

std::string to_san(const Position& pos, Move m) {
  MoveList legal;
  generate_legal(pos, legal);
  std::string san = san_body(pos, m, legal);
  const Position next = play(pos, m);
  if (next.in_check()) {
    MoveList replies;
    generate_legal(next, replies);
    san += replies.empty() ? '#' : '+';
  }
  return san;
}

std::optional<Move> parse_san(const Position& pos, std::string_view text, Refusal* refusal) {
  std::string_view t = trim(text);
  while (!t.empty() && (t.back() == '+' || t.back() == '#' || t.back() == '!' || t.back() == '?'))
    t.remove_suffix(1);
  std::string wanted(t);
  // Castling written with zeros, and promotions without '=' or in brackets.
  if (wanted == "0-0") wanted = "O-O";
  if (wanted == "0-0-0") wanted = "O-O-O";
  if (wanted.size() >= 3 && wanted.back() == ')' && wanted[wanted.size() - 3] == '(') {
    wanted.erase(wanted.size() - 3, 1);
    wanted.pop_back();
  }
  if (wanted.size() >= 3 && SAN_PIECES.find(wanted.back()) != std::string_view::npos &&
      wanted.back() != ' ' && std::isdigit(u8(wanted[wanted.size() - 2]))) {
    const char piece = wanted.back();
    wanted.back() = '=';
    wanted += piece;
  }

  MoveList legal;
  generate_legal(pos, legal);
  if (wanted.empty()) {
    refuse(refusal, Reason::UNREADABLE, "not a move: " + quoted(text), excerpt(text));
    return std::nullopt;
  }
  // Every spelling of each legal move: no, some or full disambiguation, with or without 'x'. One
  // legal move must answer to the text.
  std::optional<Move> found;
  int matches = 0;
  for (const Move m : legal) {
    if (spellings(pos, m, legal, wanted)) {
      found = m;
      ++matches;
    }
  }
  if (matches == 1) return found;
  if (matches > 1)
    refuse(refusal, Reason::UNREADABLE,
           "ambiguous move " + quoted(text) + ": say which piece moves", excerpt(text),
           "ambiguous");
  else if (legal.empty())
    refuse(refusal, Reason::AFTER_END, "the game is over: no legal move", excerpt(text));
  else
    refuse(refusal, Reason::ILLEGAL, "illegal move " + quoted(text), excerpt(text));
  return std::nullopt;
}

}  // namespace ply::chess
