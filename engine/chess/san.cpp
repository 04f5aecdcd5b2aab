#include "san.h"

#include "core/text.h"
#include "fen.h"
#include "movegen.h"

namespace ply::chess {

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
      if (!same_file) san += char('a' + file_of(from));
      else if (!same_rank) san += char('1' + rank_of(from));
      else san += square_name(from);
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

// Whether `wanted` is a way of writing m: its SAN, or its piece letter with none, some or all of its
// from-square, the capture mark optional.
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

std::optional<Move> parse_san(const Position& pos, std::string_view text, std::string* error) {
  std::string_view t = trim(text);
  while (!t.empty() && (t.back() == '+' || t.back() == '#' || t.back() == '!' || t.back() == '?')) t.remove_suffix(1);
  std::string wanted(t);
  // Castling written with zeros, and promotions without '=' or in brackets.
  if (wanted == "0-0") wanted = "O-O";
  if (wanted == "0-0-0") wanted = "O-O-O";
  if (wanted.size() >= 3 && wanted.back() == ')' && wanted[wanted.size() - 3] == '(') {
    wanted.erase(wanted.size() - 3, 1);
    wanted.pop_back();
  }
  if (wanted.size() >= 3 && SAN_PIECES.find(wanted.back()) != std::string_view::npos && wanted.back() != ' ' &&
      std::isdigit(u8(wanted[wanted.size() - 2]))) {
    const char piece = wanted.back();
    wanted.back() = '=';
    wanted += piece;
  }

  MoveList legal;
  generate_legal(pos, legal);
  if (wanted.empty()) {
    fail(error, "not a move: " + quoted(text));
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
  if (matches > 1) fail(error, "ambiguous move " + quoted(text) + ": say which piece moves");
  else if (legal.empty()) fail(error, "the game is over: no legal move");
  else fail(error, "illegal move " + quoted(text));
  return std::nullopt;
}

}  // namespace ply::chess
