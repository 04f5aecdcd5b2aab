#include "chess/engine.h"

#include "chess/network.h"
#include "chess/options.h"

namespace ply::chess {

namespace {

constexpr int PROFIT_VALUE[PIECE_TYPES] = {1, 3, 3, 5, 9, 100};
constexpr int MINIMAX_DEPTH = 2;
constexpr int UNBOUNDED_DEPTH = 8;
// Of a move's time, this share is kept back for unwinding the search and answering: a budget is
// never overrun (a match measures the whole answer).
constexpr i64 TIME_RESERVE_DIVISOR = 20;

double to_pawns(Score s) {
  if (!is_decisive(s)) return s / 100.0;
  const int plies = SCORE_WIN - (s > 0 ? s : -s);
  return s > 0 ? MATE_SCORE - plies : -(MATE_SCORE - plies);
}

}  // namespace

const ScoreDisplay Levels::DISPLAY = {to_pawns, true};

int profit(const Position& pos, Move m) {
  const Square from = from_square(m), to = to_square(m);
  const Color them = ~pos.side;
  const PieceType mover = type_of(pos.piece_on(from));
  int gain = 0;
  if (kind_of(m) == EN_PASSANT)
    gain += PROFIT_VALUE[PAWN];
  else if (pos.piece_on(to) != NO_PIECE)
    gain += PROFIT_VALUE[type_of(pos.piece_on(to))];
  const bool attacked_before = pos.attacked(from, them);
  const Position after = play(pos, m);
  const bool attacked_after = after.attacked(to, them);
  if (attacked_before && !attacked_after) gain += PROFIT_VALUE[mover];
  if (!attacked_before && attacked_after) gain -= PROFIT_VALUE[mover];
  return gain;
}

Move Levels::shallow_move(const Position& pos, const Request& request, Rng& rng) {
  TranspositionTable tt(1);
  Limits limits;
  limits.max_depth = MINIMAX_DEPTH;
  limits.time_ms = request.time_ms;
  const Decision d = search_decision<Chess, MaterialEval>(tt, pos, limits, {}, DISPLAY);
  if (!d.thinking.pv.empty()) return d.move;
  MoveList moves;
  generate_legal(pos, moves);
  return moves[int(rng.below(u32(moves.size())))];
}

Decision Levels::strong(TranspositionTable& tt, const Position& pos, const Request& request,
                        const ProgressFn& progress, std::span<const u64> earlier) {
  Limits limits = level_limits(request, 0, UNBOUNDED_DEPTH);
  if (limits.time_ms > 1) limits.time_ms -= limits.time_ms / TIME_RESERVE_DIVISOR;
  if (request.options.get(NETWORK.name, NETWORK.default_value) != 0 && learned_network())
    return search_decision<Chess, NetEval>(tt, pos, limits, progress, DISPLAY, earlier);
  return search_decision<Chess, StrongEval>(tt, pos, limits, progress, DISPLAY, earlier);
}

}  // namespace ply::chess

template class ply::LevelEngine<ply::chess::Levels>;
