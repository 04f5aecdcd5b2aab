// Russian draughts as a ply::Game: what the shared search needs to know of it. The draw rules that
// depend on the position alone (draw.h) end the game inside the search too; a repeated position is
// a draw there as well (the caller passes the game's earlier positions to the search).
#pragma once

#include <algorithm>

#include "core/game.h"
#include "draughts/board.h"
#include "draughts/draw.h"
#include "draughts/egdb.h"
#include "draughts/notation.h"

namespace ply::draughts {

struct Draughts {
  using Position = draughts::Position;
  using Move = draughts::Move;
  using MoveList = draughts::MoveList;
  static constexpr int HISTORY_KEYS = 64 * 64;  // from, to

  static void generate_moves(const Position& pos, MoveList& list) {
    draughts::generate_moves(pos, list);
  }

  static Position play(const Position& pos, const Move& m) { return draughts::play(pos, m); }

  // The side that has just moved has no pieces left: the side to move has won (only a set-up
  // position can show this; a game ends as the last piece is taken). A draw rule draws, unless the
  // side to move has no move: then it has lost (draw.h: game_end, in the same order).
  static Score rule_outcome(const Position& pos, int ply) {
    if (!pos.pieces(~pos.side)) return won_by(0, ply);
    if (draw_rule(pos) != DrawRule::NONE && count_moves(pos) > 0) return 0;
    return SCORE_NONE;
  }

  // The endgame databases' value where they hold the material (egdb.h): a win or loss counts the
  // plies to its next conversion as if the game ended there, so a quicker conversion is preferred.
  static Score known_score(const Position& pos, int ply) {
    const Egdb& db = endgame_databases();
    if (popcount(pos.occupied()) > db.max_pieces())
      return SCORE_NONE;  // inline: the common case, every node
    const auto entry = db.probe(pos);
    if (!entry) return SCORE_NONE;
    const int end = std::min(ply + entry->plies, MAX_PLY);
    return entry->wdl == Wdl::WIN ? won_by(0, end) : entry->wdl == Wdl::LOSS ? lost_by(0, end) : 0;
  }

  // No legal move (blocked, or no pieces) loses.
  static Score no_move_score(const Position&, int ply) { return lost_by(0, ply); }

  // Quiescence: while a capture is pending the position is not evaluated, and every legal move (all
  // captures) is searched, so no capture sequence is cut off half-way. A quiet position stands pat.
  static bool may_stand_pat(const Position& pos) { return !has_capture(pos); }
  static void generate_tactical(const Position& pos, MoveList& list) {
    if (has_capture(pos)) draughts::generate_moves(pos, list);
  }

  // Men only move forward and captures cannot be undone: a position can stand earlier only as far
  // back as the last man move or capture, with kings on the board.
  static int repetition_window(const Position& pos) { return pos.kings ? pos.king_plies : 0; }

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

  // The table's key: the hash, plus each draw-rule counter wherever a draw rule could still count
  // it. The search ends games by those counters (rule_outcome), so a score found with one count
  // must not serve a position with another. Where a counter cannot matter the positions share
  // entries:
  //  - king_plies (7.2.5) only grows by king moves; without kings every move resets it.
  //  - balance_plies (7.2.4, 7.2.6-7.2.8) only matters with the material those rules name; the
  //    material changes only by a capture or a promotion, and both reset the counter.
  // A node's own counters decide its rule outcome, which the search asks before the table.
  static u64 tt_key(const Position& pos) {
    u64 key = hash(pos);
    if (pos.kings) key ^= (pos.king_plies + 1ULL) * 0xd6e8feb86659fd93ULL;
    if (balance_rules_may_apply(pos)) key ^= (pos.balance_plies + 1ULL) * 0xa0761d6478bd642fULL;
    return key;
  }

  // Most material taken first; then crowning, then men walking forward.
  static int move_order(const Position& pos, const Move& m) {
    int merit = 0;
    for (Bitboard c = m.captured; c; c &= c - 1)
      merit += pos.kings & bit(first_square(c)) ? 3000 : 1000;
    if (m.promotes) merit += 800;
    return merit;
  }

  // From and to (6 bits each) and 4 bits folded from the captured set: captures between the same
  // two squares mostly differ there.
  static MoveCode move_code(const Move& m) {
    const unsigned captured_bits = unsigned((m.captured * 0x9e3779b97f4a7c15ULL) >> 60);
    return MoveCode(m.from | m.to << 6 | captured_bits << 12);
  }

  static int history_key(const Move& m) { return m.from * 64 + m.to; }
  static_assert(SQUARE_COUNT == 64, "a square fits the 6 bits move_code and history_key give it");
};

}  // namespace ply::draughts
