// How a game of chess ends (FIDE Laws): checkmate and stalemate, and the draws that end it at once:
// threefold repetition, the fifty-move rule (100 plies without a capture or pawn move, applied
// automatically as online play does) and insufficient material. A draw by agreement is the page's.
#pragma once

#include <algorithm>
#include <span>
#include <string_view>

#include "chess/movegen.h"

namespace ply::chess {

enum class EndReason { NONE, CHECKMATE, STALEMATE, REPETITION, FIFTY_MOVES, INSUFFICIENT_MATERIAL };

// The status's reason: "checkmate", "stalemate", "repetition", "fifty-moves",
// "insufficient-material".
constexpr std::string_view reason_code(EndReason reason) {
  switch (reason) {
    case EndReason::CHECKMATE:
      return "checkmate";
    case EndReason::STALEMATE:
      return "stalemate";
    case EndReason::REPETITION:
      return "repetition";
    case EndReason::FIFTY_MOVES:
      return "fifty-moves";
    case EndReason::INSUFFICIENT_MATERIAL:
      return "insufficient-material";
    case EndReason::NONE:
      break;
  }
  return "";
}

// Neither side can ever mate: K v K, K+B v K, K+N v K, and kings with bishops all on squares of one
// colour.
inline bool insufficient_material(const Position& pos) {
  if (pos.pieces(PAWN) | pos.pieces(ROOK) | pos.pieces(QUEEN)) return false;
  const Bitboard minors = pos.pieces(KNIGHT) | pos.pieces(BISHOP);
  if (popcount(minors) <= 1) return true;
  constexpr Bitboard DARK_SQUARES = 0xAA55AA55AA55AA55ULL;
  return !pos.pieces(KNIGHT) && (!(minors & DARK_SQUARES) || !(minors & ~DARK_SQUARES));
}

// The position occurs for the third time among `history` (oldest first, the position itself last).
inline bool threefold_repetition(std::span<const Position> history) {
  const Position& pos = history.back();
  int seen = 1;
  // Only positions since the last capture or pawn move can be the same.
  const int window = std::min<int>(pos.halfmove_clock, int(history.size()) - 1);
  for (int back = 2; back <= window; back += 2)
    if (history[history.size() - 1 - back].key == pos.key && ++seen == 3) return true;
  return false;
}

// Why the game of these positions (oldest first) has ended, or NONE. Mate comes before the draw
// rules: a move that mates on the hundredth ply wins.
inline EndReason game_end(std::span<const Position> history) {
  const Position& pos = history.back();
  MoveList moves;
  generate_legal(pos, moves);
  if (moves.empty()) return pos.in_check() ? EndReason::CHECKMATE : EndReason::STALEMATE;
  if (insufficient_material(pos)) return EndReason::INSUFFICIENT_MATERIAL;
  if (pos.halfmove_clock >= 100) return EndReason::FIFTY_MOVES;
  if (threefold_repetition(history)) return EndReason::REPETITION;
  return EndReason::NONE;
}

}  // namespace ply::chess
