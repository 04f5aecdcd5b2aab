// Plain types and score scale shared by every game and the search core.
#pragma once

#include <cstdint>

namespace ply {

using u8 = std::uint8_t;
using u16 = std::uint16_t;
using u32 = std::uint32_t;
using u64 = std::uint64_t;
using i64 = std::int64_t;

// Scores are from the side to move's point of view. Evaluations stay inside ±SCORE_EVAL_MAX; a game
// that has ended scores SCORE_WIN + margin - ply for the winner (the margin is the game's own, e.g.
// 100 per disc in Reversi, 0 in chess), so "won" and "better" never mix up, a quicker win of the
// same margin is preferred, and the transposition table can store wins relative to the node.
using Score = int;
constexpr Score SCORE_INFINITE = 32000;
constexpr Score SCORE_WIN = 20000;
constexpr Score SCORE_EVAL_MAX = SCORE_WIN - 1000;
constexpr Score SCORE_NONE = -SCORE_INFINITE - 1;
constexpr int MAX_PLY = 128;

// A move's code in the transposition table and the killer slots: 16 bits the game defines. Two
// moves of one position may share a code (the search then tries both early: a cost in ordering
// only, never in correctness, since a code is only ever matched against the generated legal moves).
using MoveCode = u16;
constexpr MoveCode NO_MOVE_CODE = 0xffff;

constexpr bool is_decisive(Score s) {
  return s >= SCORE_WIN - MAX_PLY || s <= -SCORE_WIN + MAX_PLY;
}

// The score of an ended game for the side to move, `ply` plies from the root.
constexpr Score won_by(int margin, int ply) { return SCORE_WIN + margin - ply; }
constexpr Score lost_by(int margin, int ply) { return -SCORE_WIN - margin + ply; }

}  // namespace ply
