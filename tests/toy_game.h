// A small game made up for the core's tests: every rule the core knows (a rule outcome, no move,
// captures that must be taken and quiescence over them, transpositions) shows up within a few
// plies, driven by a hash of the position.
#pragma once

#include "core/game.h"

namespace ply::testing {

struct ToyGame {
  struct Position {
    u32 value = 1;        // what the position is; moves transpose often (value is taken modulo 512)
    u8 material = 6;      // captures take one each; none left, no capture
    bool second = false;  // the second player is to move
    // Plies played: positions transpose only at the same distance from the root (as in Reversi), so
    // a table entry never stands for a deeper search than the reference makes there.
    u8 plies = 0;
  };
  using Move = u8;  // 0-2 quiet moves, 3-4 captures
  using MoveList = ply::MoveList<Move, 5>;
  static constexpr int HISTORY_KEYS = 5;
  static constexpr Move FIRST_CAPTURE = 3;

  static u64 mix(u64 x) {
    x += 0x9e3779b97f4a7c15ULL;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
  }
  static u64 hash(const Position& pos) {
    return mix(((u64(pos.plies) * 512 + pos.value) * 8 + pos.material) * 2 + pos.second);
  }
  static u64 trait(const Position& pos, int salt) { return mix(hash(pos) + u64(salt)); }

  // A capture is pending: only captures may be played, as in draughts.
  static bool capture_pending(const Position& pos) {
    return pos.material > 0 && trait(pos, 1) % 4 == 0;
  }
  static int quiet_count(const Position& pos) { return int(trait(pos, 2) % 4); }  // 0-3
  static int capture_count(const Position& pos) {
    return pos.material == 0      ? 0
           : capture_pending(pos) ? 1 + int(trait(pos, 3) % 2)
                                  : int(trait(pos, 3) % 3);
  }

  static void generate_moves(const Position& pos, MoveList& list) {
    if (!capture_pending(pos))
      for (int m = 0; m < quiet_count(pos); ++m) list.push(Move(m));
    generate_captures(pos, list);
  }
  static void generate_captures(const Position& pos, MoveList& list) {
    for (int m = 0; m < capture_count(pos); ++m) list.push(Move(FIRST_CAPTURE + m));
  }

  static Position play(const Position& pos, Move m) {
    Position next = pos;
    next.value = (pos.value * 7 + m * 13 + 1) % 512;
    next.material = u8(pos.material - (m >= FIRST_CAPTURE));
    next.second = !pos.second;
    next.plies = u8(pos.plies + 1);
    return next;
  }

  // One position in eleven is drawn by rule, one in seventeen lost by rule for the side to move.
  static Score rule_outcome(const Position& pos, int ply) {
    const u64 t = trait(pos, 4);
    return t % 11 == 0 ? 0 : t % 17 == 0 ? lost_by(0, ply) : SCORE_NONE;
  }
  static Score no_move_score(const Position& pos, int ply) {
    return trait(pos, 5) % 2 ? lost_by(0, ply) : won_by(100, ply);
  }

  static bool may_stand_pat(const Position& pos) { return !capture_pending(pos); }
  static void generate_tactical(const Position& pos, MoveList& list) {
    generate_captures(pos, list);
  }

  static int move_order(const Position&, Move m) { return m; }
  static MoveCode move_code(Move m) { return m; }
  static int history_key(Move m) { return m; }
};

struct ToyEval {
  Score operator()(const ToyGame::Position& pos) const {
    return Score(ToyGame::trait(pos, 6) % 1000) - 500;
  }
};

// Full width, no pruning, no table: the score AlphaBeta must find. At depth 0 it stands pat where
// the game allows it and searches every capture (all moves where one is pending) to the end.
inline Score reference(const ToyGame::Position& pos, int depth, int ply = 0) {
  using G = ToyGame;
  if (const Score outcome = G::rule_outcome(pos, ply); outcome != SCORE_NONE) return outcome;
  G::MoveList moves;
  G::generate_moves(pos, moves);
  if (moves.empty()) return G::no_move_score(pos, ply);
  if (ply >= MAX_PLY - 1) return ToyEval{}(pos);
  Score best = -SCORE_INFINITE;
  if (depth <= 0) {
    if (G::may_stand_pat(pos)) best = ToyEval{}(pos);
    moves.clear();
    G::generate_tactical(pos, moves);
  }
  for (const G::Move m : moves)
    best = std::max(best, -reference(G::play(pos, m), depth - 1, ply + 1));
  return best;
}

}  // namespace ply::testing
