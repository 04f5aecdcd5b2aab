// A slow, obvious chess move generator written only for the tests: a board of 64 characters, pieces
// walked square by square, every pseudo-legal move tried and kept when its own king is not attacked
// afterwards. It shares nothing with engine/chess but the rules, so the two check each other.
#pragma once

#include <algorithm>
#include <string>
#include <vector>

namespace ply::chess::reference {

struct Board {
  // a1 first; "PNBRQK" white, "pnbrqk" black, '.' empty
  std::string squares = std::string(64, '.');
  bool white_to_move = true;
  bool castle[4] = {};  // K, Q, k, q
  int en_passant = -1;  // the square a pawn just skipped, after any double step
};

inline bool is_white(char p) { return p >= 'A' && p <= 'Z'; }
inline bool own(char p, bool white) { return p != '.' && is_white(p) == white; }
inline char lower(char p) { return char(p | 0x20); }
inline bool on_board(int f, int r) { return f >= 0 && f < 8 && r >= 0 && r < 8; }

// Whether a piece of the side `by_white` attacks square (f, r).
inline bool attacked(const Board& b, int f, int r, bool by_white) {
  const auto at = [&](int ff, int rr) { return on_board(ff, rr) ? b.squares[rr * 8 + ff] : '#'; };
  const auto is = [&](char p, char kind) {
    return p != '.' && p != '#' && is_white(p) == by_white && lower(p) == kind;
  };
  const int pawn_rank = by_white ? r - 1 : r + 1;
  if (is(at(f - 1, pawn_rank), 'p') || is(at(f + 1, pawn_rank), 'p')) return true;
  static const int knight[8][2] = {{1, 2},   {2, 1},   {2, -1}, {1, -2},
                                   {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
  for (const auto& k : knight)
    if (is(at(f + k[0], r + k[1]), 'n')) return true;
  for (int df = -1; df <= 1; ++df)
    for (int dr = -1; dr <= 1; ++dr) {
      if (!df && !dr) continue;
      if (is(at(f + df, r + dr), 'k')) return true;
      const bool diagonal = df && dr;
      for (int i = 1;; ++i) {
        const char p = at(f + i * df, r + i * dr);
        if (p == '#') break;
        if (p == '.') continue;
        if (is(p, 'q') || is(p, diagonal ? 'b' : 'r')) return true;
        break;
      }
    }
  return false;
}

inline bool king_attacked(const Board& b, bool white) {
  const int k = int(b.squares.find(white ? 'K' : 'k'));
  return attacked(b, k % 8, k / 8, !white);
}

inline std::string name(int s) { return std::string(1, char('a' + s % 8)) + char('1' + s / 8); }

// The board after a move given as from, to and promotion letter (lowercase, or 0).
inline Board apply(const Board& b, int from, int to, char promotion) {
  Board n = b;
  const char p = b.squares[from];
  n.squares[to] = promotion ? (is_white(p) ? char(promotion - 32) : promotion) : p;
  n.squares[from] = '.';
  if (lower(p) == 'p' && to == b.en_passant) n.squares[to + (is_white(p) ? -8 : 8)] = '.';
  if (lower(p) == 'k' && std::abs(to - from) == 2) {
    const int rook_from = to > from ? from + 3 : from - 4,
              rook_to = to > from ? from + 1 : from - 1;
    n.squares[rook_to] = n.squares[rook_from];
    n.squares[rook_from] = '.';
  }
  n.en_passant = lower(p) == 'p' && std::abs(to - from) == 16 ? (from + to) / 2 : -1;
  // A right is lost when its king or rook leaves its square or is captured there.
  const int corner[4] = {7, 0, 63, 56}, king_home[4] = {4, 4, 60, 60};
  for (int i = 0; i < 4; ++i)
    if (from == corner[i] || to == corner[i] || from == king_home[i]) n.castle[i] = false;
  n.white_to_move = !b.white_to_move;
  return n;
}

// Every legal move in UCI notation, sorted.
inline std::vector<std::string> legal_moves(const Board& b) {
  const bool white = b.white_to_move;
  std::vector<std::string> moves;
  const auto add = [&](int from, int to, char promotion) {
    if (king_attacked(apply(b, from, to, promotion), white)) return;
    moves.push_back(name(from) + name(to) + (promotion ? std::string(1, promotion) : ""));
  };
  for (int from = 0; from < 64; ++from) {
    const char p = b.squares[from];
    if (!own(p, white)) continue;
    const int f = from % 8, r = from / 8;
    const auto empty = [&](int ff, int rr) {
      return on_board(ff, rr) && b.squares[rr * 8 + ff] == '.';
    };
    const auto enemy = [&](int ff, int rr) {
      return on_board(ff, rr) && b.squares[rr * 8 + ff] != '.' &&
             !own(b.squares[rr * 8 + ff], white);
    };
    switch (lower(p)) {
      case 'p': {
        const int up = white ? 1 : -1, last = white ? 7 : 0, start = white ? 1 : 6;
        const auto pawn_to = [&](int ff, int rr) {
          if (rr == last)
            for (const char q : {'q', 'r', 'b', 'n'}) add(from, rr * 8 + ff, q);
          else
            add(from, rr * 8 + ff, 0);
        };
        if (empty(f, r + up)) {
          pawn_to(f, r + up);
          if (r == start && empty(f, r + 2 * up)) add(from, (r + 2 * up) * 8 + f, 0);
        }
        for (const int df : {-1, 1}) {
          if (enemy(f + df, r + up)) pawn_to(f + df, r + up);
          if (on_board(f + df, r + up) && (r + up) * 8 + f + df == b.en_passant)
            add(from, b.en_passant, 0);
        }
        break;
      }
      case 'n': {
        static const int steps[8][2] = {{1, 2},   {2, 1},   {2, -1}, {1, -2},
                                        {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
        for (const auto& s : steps)
          if (empty(f + s[0], r + s[1]) || enemy(f + s[0], r + s[1]))
            add(from, (r + s[1]) * 8 + f + s[0], 0);
        break;
      }
      default: {
        const char kind = lower(p);
        for (int df = -1; df <= 1; ++df)
          for (int dr = -1; dr <= 1; ++dr) {
            if (!df && !dr) continue;
            const bool diagonal = df && dr;
            if ((kind == 'b' && !diagonal) || (kind == 'r' && diagonal)) continue;
            for (int i = 1; i <= (kind == 'k' ? 1 : 7); ++i) {
              const int ff = f + i * df, rr = r + i * dr;
              if (empty(ff, rr))
                add(from, rr * 8 + ff, 0);
              else {
                if (enemy(ff, rr)) add(from, rr * 8 + ff, 0);
                break;
              }
            }
          }
        if (kind == 'k') {
          // Castling: the right, the squares between king and rook empty, the king not in check and
          // not passing through or landing on an attacked square.
          const int base = white ? 0 : 56, right = white ? 0 : 2;
          const bool in_check = attacked(b, f, r, !white);
          if (b.castle[right] && !in_check && b.squares[base + 5] == '.' &&
              b.squares[base + 6] == '.' && !attacked(b, 5, r, !white) &&
              !attacked(b, 6, r, !white))
            add(from, base + 6, 0);
          if (b.castle[right + 1] && !in_check && b.squares[base + 3] == '.' &&
              b.squares[base + 2] == '.' && b.squares[base + 1] == '.' &&
              !attacked(b, 3, r, !white) && !attacked(b, 2, r, !white))
            add(from, base + 2, 0);
        }
      }
    }
  }
  std::sort(moves.begin(), moves.end());
  return moves;
}

}  // namespace ply::chess::reference
