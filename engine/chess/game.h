// Chess as a ply::Game: what the shared search needs to know of it.
#pragma once

#include "chess/rules.h"
#include "chess/see.h"
#include "core/game.h"

namespace ply::chess {

// Piece values in centipawns, for ordering captures and the simple evaluations.
constexpr Score PIECE_VALUE[PIECE_TYPES] = {100, 320, 330, 500, 900, 0};

struct Chess {
  using Position = chess::Position;
  using Move = chess::Move;
  using MoveList = chess::MoveList;
  static constexpr int HISTORY_KEYS = 64 * 64;  // from and to
  static constexpr SearchPolicy POLICY = {
      .history_malus = true,  // +30 ± 23 at fixed nodes
      .stand_pat_has_a_move = true,
      .futility_margin = 120,  // a bit more than a pawn a ply
  };

  static void generate_moves(const Position& pos, MoveList& list) { generate_legal(pos, list); }
  static Position play(const Position& pos, Move m) { return chess::play(pos, m); }

  // The fifty-move rule (unless the side to move is mated) and dead positions are draws.
  static Score rule_outcome(const Position& pos, int ply) {
    if (insufficient_material(pos)) return 0;
    if (pos.halfmove_clock < 100) return SCORE_NONE;
    if (!pos.in_check()) return 0;
    MoveList moves;
    generate_legal(pos, moves);
    return moves.empty() ? lost_by(0, ply) : 0;
  }

  // No legal move: mated, or stalemate.
  static Score no_move_score(const Position& pos, int ply) {
    return pos.in_check() ? lost_by(0, ply) : 0;
  }

  static u64 hash(const Position& pos) { return pos.key; }
  static int repetition_window(const Position& pos) { return pos.halfmove_clock; }

  // Captures (and promotions) are what a capture search looks at; in check, every legal move.
  static void generate_tactical(const Position& pos, MoveList& list) {
    if (pos.in_check())
      generate_legal(pos, list);
    else
      generate_captures(pos, list);
  }
  static bool may_stand_pat(const Position& pos) { return !pos.in_check(); }

  // Most valuable victim first, least valuable attacker first; promotions by the piece they make.
  static int move_order(const Position& pos, Move m) {
    const Piece victim =
        kind_of(m) == EN_PASSANT ? make_piece(~pos.side, PAWN) : pos.piece_on(to_square(m));
    int merit = 0;
    if (victim != NO_PIECE)
      merit += 10 * PIECE_VALUE[type_of(victim)] -
               PIECE_VALUE[type_of(pos.piece_on(from_square(m)))] / 10 + 10000;
    if (kind_of(m) == PROMOTION) merit += PIECE_VALUE[promotion_type(m)] + 5000;
    return merit;
  }

  static bool in_check(const Position& pos) { return pos.in_check(); }
  static bool is_quiet(const Position& pos, Move m) {
    return kind_of(m) == CASTLING ||
           (kind_of(m) == NORMAL && pos.piece_on(to_square(m)) == NO_PIECE);
  }
  // A pass: the other side moves, no en-passant right left.
  static Position play_null(const Position& pos) {
    Position next = pos;
    if (pos.en_passant != NO_SQUARE) next.key ^= ZOBRIST.en_passant_file[file_of(pos.en_passant)];
    next.en_passant = NO_SQUARE;
    next.side = ~pos.side;
    next.key ^= ZOBRIST.black_to_move;
    next.halfmove_clock = 0;  // nothing before a pass repeats after it
    return next;
  }
  // Zugzwang makes a pass prove nothing when the side to move has only its king and pawns.
  static bool null_move_allowed(const Position& pos) {
    return pos.pieces(pos.side) & ~(pos.pieces(PAWN) | pos.pieces(KING));
  }
  static bool loses_material(const Position& pos, Move m) { return see(pos, m) < 0; }

  static MoveCode move_code(Move m) { return m; }
  static int history_key(Move m) { return m & 0xfff; }
};

}  // namespace ply::chess
