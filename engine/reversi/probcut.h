// Multi-ProbCut's model for Reversi (Buro): the score of a depth-d search predicted from a
// shallower one, per depth and game phase, fitted by tools/mpc on the engine's own games
// (probcut_table.h).
#pragma once

namespace ply::reversi {

// The search cuts at nodes this deep and no deeper than the fitted depths.
constexpr int PROBCUT_MIN_DEPTH = 3, PROBCUT_MAX_DEPTH = 10;
constexpr int PROBCUT_PHASES = 4;

// Game phases by empty squares: 45 and more, 35-44, 25-34, fewer.
constexpr int probcut_phase(int empties) {
  return empties >= 45 ? 0 : empties >= 35 ? 1 : empties >= 25 ? 2 : 3;
}

// About half the depth, of the same parity: scores swing between odd and even depths.
constexpr int probcut_shallow_depth(int depth) {
  const int half = depth / 2;
  if ((depth - half) % 2 == 0) return half;
  return depth % 2 ? half + 1 : half - 1;
}

// deep ≈ slope · shallow + intercept, the error's standard deviation sigma (hundredths of a disc).
struct ProbCutFit {
  double slope, intercept, sigma;
};

}  // namespace ply::reversi
