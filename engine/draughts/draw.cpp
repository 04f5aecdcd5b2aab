#include "draughts/draw.h"

namespace ply::draughts {

namespace {

// The rule for a lone king (one side has a single piece, a king) against `strong`.
DrawRule lone_king_rule(const Position& pos, Bitboard lone, Bitboard strong) {
  const int pieces = popcount(strong), kings = popcount(strong & pos.kings);
  if (kings == 0) return DrawRule::NONE;
  const int plies = pos.balance_plies;
  if (pieces <= 2) return plies >= FEW_PIECES_PLIES ? DrawRule::FEW_PIECES_VS_KING : DrawRule::NONE;
  if (pieces == 3 && holds_long_diagonal(pos, lone) && plies >= LONG_DIAGONAL_PLIES)
    return DrawRule::LONG_DIAGONAL_VS_KING;
  if (kings == pieces && plies >= THREE_KINGS_PLIES) return DrawRule::THREE_KINGS_VS_KING;
  return DrawRule::NONE;
}

}  // namespace

bool holds_long_diagonal(const Position& pos, Bitboard king) {
  return (pos.occupied() & LONG_DIAGONAL) == king;
}

DrawRule draw_rule(const Position& pos) {
  // Nothing can apply before ten plies without a capture or promotion: the common case.
  static_assert(FEW_PIECES_PLIES <= LONG_DIAGONAL_PLIES && FEW_PIECES_PLIES <= KINGS_ONLY_PLIES);
  if (pos.balance_plies < FEW_PIECES_PLIES) return DrawRule::NONE;
  const Bitboard white_kings = pos.white & pos.kings, black_kings = pos.black & pos.kings;
  if (pos.white == white_kings && popcount(pos.white) == 1) {
    const DrawRule rule = lone_king_rule(pos, pos.white, pos.black);
    if (rule != DrawRule::NONE) return rule;
  } else if (pos.black == black_kings && popcount(pos.black) == 1) {
    const DrawRule rule = lone_king_rule(pos, pos.black, pos.white);
    if (rule != DrawRule::NONE) return rule;
  }
  if (pos.king_plies >= KINGS_ONLY_PLIES) return DrawRule::KINGS_ONLY_MOVES;
  if (white_kings && black_kings) {
    const int pieces = popcount(pos.occupied());
    if (pieces >= 4 && pieces <= 5 && pos.balance_plies >= FEW_KINGS_BALANCE_PLIES)
      return DrawRule::UNCHANGED_BALANCE;
    if (pieces >= 6 && pieces <= 7 && pos.balance_plies >= MANY_KINGS_BALANCE_PLIES)
      return DrawRule::UNCHANGED_BALANCE;
  }
  return DrawRule::NONE;
}

bool balance_rules_may_apply(const Position& pos) {
  const Bitboard white_kings = pos.white & pos.kings, black_kings = pos.black & pos.kings;
  const bool white_lone = pos.white == white_kings && popcount(pos.white) == 1;
  const bool black_lone = pos.black == black_kings && popcount(pos.black) == 1;
  if ((white_lone && black_kings) || (black_lone && white_kings))
    return true;  // 7.2.4, 7.2.7, 7.2.8
  const int pieces = popcount(pos.occupied());
  return white_kings && black_kings && pieces >= 4 && pieces <= 7;  // 7.2.6
}

const char* draw_rule_text(DrawRule rule) {
  switch (rule) {
    case DrawRule::THREE_KINGS_VS_KING:
      return "7.2.4: three kings against a lone king did not capture it in 15 moves";
    case DrawRule::KINGS_ONLY_MOVES:
      return "7.2.5: 15 moves of kings only, no man moved and nothing captured";
    case DrawRule::UNCHANGED_BALANCE:
      return "7.2.6: kings on both sides and the balance of forces unchanged for 30 moves "
             "(4-5 pieces) or 60 moves (6-7 pieces)";
    case DrawRule::LONG_DIAGONAL_VS_KING:
      return "7.2.7: three pieces against a lone king on the long diagonal did not win in 5 moves";
    case DrawRule::FEW_PIECES_VS_KING:
      return "7.2.8: one or two pieces with a king against a lone king did not win in 5 moves";
    default:
      return "";
  }
}

int repetitions(std::span<const Position> history) {
  if (history.empty()) return 0;
  const Position& now = history.back();
  // A man move or a capture cannot be undone: earlier positions differ. king_plies counts the plies
  // since then (saturating, so beyond 255 the whole history is compared).
  const std::size_t window = now.king_plies == 255
                                 ? history.size() - 1
                                 : std::min<std::size_t>(now.king_plies, history.size() - 1);
  int count = 1;
  for (std::size_t back = 2; back <= window; back += 2)
    count += history[history.size() - 1 - back].same_placement(now);
  return count;
}

GameEnd game_end(std::span<const Position> history) {
  if (history.empty()) return {};
  const Position& pos = history.back();
  const Result side_to_move_wins = pos.side == WHITE ? Result::WHITE_WINS : Result::BLACK_WINS;
  if (!pos.pieces(~pos.side)) return {side_to_move_wins, EndReason::NO_PIECES, DrawRule::NONE};
  MoveList moves;
  generate_moves(pos, moves);
  if (moves.empty())
    return {pos.side == WHITE ? Result::BLACK_WINS : Result::WHITE_WINS, EndReason::NO_MOVES,
            DrawRule::NONE};
  if (repetitions(history) >= 3) return {Result::DRAW, EndReason::REPETITION, DrawRule::NONE};
  if (const DrawRule rule = draw_rule(pos); rule != DrawRule::NONE)
    return {Result::DRAW, EndReason::DRAW_RULE, rule};
  return {};
}

}  // namespace ply::draughts
