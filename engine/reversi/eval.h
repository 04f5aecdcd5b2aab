// Reversi evaluations, each a score for the side to move in hundredths of a disc.
#pragma once

#include "core/types.h"
#include "reversi/board.h"

namespace ply::reversi {

// The player's discs that can never be turned over: on lines that are full or anchored, in all four
// line directions, to the edge or to other such discs. A lower bound of the true stable set.
Bitboard stable_discs(Bitboard player, Bitboard opponent);
// The same where some squares are blocked (a variant's): a line whose other squares are all taken
// or blocked can see no move, and a blocked square next to a disc is an edge to it.
Bitboard stable_discs(Bitboard player, Bitboard opponent, Bitboard blocked);

// Level 3: the disc difference alone (the other way round in anti-reversi).
struct DiscDifference {
  Score operator()(const Position& pos) const {
    const Score diff = 100 * (popcount(pos.player) - popcount(pos.opponent));
    return pos.anti ? -diff : diff;
  }
};

// Level 4, the heuristic of the original design, computed for each side and subtracted:
// corner 200, stable disc 5, interior (quiet: no empty neighbour) disc 3, edge disc 1, each disc 1,
// and −50 for a disc on an X-square next to an empty corner. The search supplies "minus the
// opponent's best reply".
struct ClassicEval {
  Score operator()(const Position& pos) const;
};

// Level 5: mobility, potential mobility, corners, the squares next to empty corners, stability and
// parity, weighted by the stage of the game.
struct StrongEval {
  Score operator()(const Position& pos) const;
};

// StrongEval's terms, each the side to move's count less the opponent's, counted on any board (the
// wide boards count them on their own corners and edges), and the stage on the 8x8 scale: `opening`
// 60 empties at the start, 0 at the end.
struct StrongTerms {
  int mobility, potential, corners, corner_risk, stable, discs, empty_count, opening;
};
Score strong_score(const StrongTerms& t, bool anti);

}  // namespace ply::reversi
