// Russian draughts evaluations, each a score for the side to move in hundredths of a man.
#pragma once

#include "core/types.h"
#include "draughts/board.h"

namespace ply::draughts {

// Level 2's gain: the material a move takes, a king counting more than a man.
constexpr int MAN_GAIN = 2, KING_GAIN = 5;
int material_gain(const Position& pos, const Move& m);

// Level 3: material alone, a man 100 and a king 250.
struct MaterialEval {
  Score operator()(const Position& pos) const;
};

// Level 4, the classic terms computed for each side and subtracted: material (man 100, king 250),
// advancement (4 per rank a man has walked), centre (10 for a man on c5, d4, e5, f4), back rank
// (8 for a man still on its first rank while the opponent has men) and tempo (10 for the side to
// move).
struct ClassicEval {
  Score operator()(const Position& pos) const;
};

// Level 5: material with the king's worth rising as the board empties, advancement weighted by the
// stage of the game, men about to crown, centre, the back-rank guard, formations that leave a man
// hanging, mobility, kings on the long and double-corner diagonals, and endgame knowledge (a lone
// king that holds the long diagonal, few pieces against a lone king: drawn by rule 7.2.7/7.2.8).
struct StrongEval {
  Score operator()(const Position& pos) const;
};

// The endgame knowledge both strong evaluations apply to their score: a lone king against few
// pieces or holding the long diagonal (drawn by rule 7.2.7/7.2.8), kings on both sides with no
// great edge.
Score rule_scaled(const Position& pos, Score score);

}  // namespace ply::draughts
