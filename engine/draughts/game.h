// Russian draughts as a ply::Game: what the shared search needs to know of it. The draw rules that
// depend on the position alone (draw.h) end the game inside the search too; a repeated position is a
// draw there as well (the caller passes the game's earlier positions to the search).
#pragma once

#include "board.h"
#include "core/game.h"
#include "draw.h"
#include "notation.h"

namespace ply::draughts {

struct Draughts {
  using Position = draughts::Position;
  using Move = draughts::Move;
  using MoveList = draughts::MoveList;
  static constexpr int MOVE_KEYS = 64 * 64;  // from, to

  static void generate_moves(const Position& pos, MoveList& list) {
    if (draw_rule(pos) == DrawRule::NONE) draughts::generate_moves(pos, list);
  }

  static Position play(const Position& pos, const Move& m) { return draughts::play(pos, m); }

  static bool is_over(const Position& pos) {
    MoveList list;
    generate_moves(pos, list);
    return list.empty();
  }

  // No legal move loses; a drawn position scores 0.
  static Score final_score(const Position& pos, int ply) {
    return draw_rule(pos) != DrawRule::NONE ? 0 : lost_by(0, ply);
  }

  // A capture is pending: the search does not stop here (core/search.h), so no capture sequence is
  // ever cut off and evaluated half-way.
  static bool is_forcing(const Position& pos) { return has_capture(pos); }

  // Men only move forward: only a position with kings can come again.
  static bool can_repeat(const Position& pos) { return pos.kings != 0; }

  // The placement and the side to move, not the draw-rule counters: what repetition compares.
  static u64 hash(const Position& pos) {
    u64 h = pos.white * 0x9e3779b97f4a7c15ULL;
    h ^= (pos.black + 0x632be59bd9b4e019ULL) * 0xc2b2ae3d27d4eb4fULL;
    h ^= h >> 29;
    h ^= (pos.kings + 0x2545f4914f6cdd1dULL) * 0xbf58476d1ce4e5b9ULL;
    h ^= h >> 32;
    h *= 0x94d049bb133111ebULL;
    return h ^ (h >> 31) ^ (pos.side == WHITE ? 0 : 0x5bd1e9955bd1e995ULL);
  }

  // Most material taken first; then crowning, then men walking forward.
  static int move_order(const Position& pos, const Move& m) {
    int merit = 0;
    for (Bitboard c = m.captured; c; c &= c - 1) merit += pos.kings & bit(first_square(c)) ? 3000 : 1000;
    if (m.promotes) merit += 800;
    return merit;
  }

  static int move_key(const Move& m) { return m.from * 64 + m.to; }
  static std::string move_to_string(const Move& m) { return draughts::move_to_string(m); }
};

}  // namespace ply::draughts
