// Elo difference from a match score, with a 95% error bar from the spread of the game results.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

namespace ply::cli {

struct EloEstimate {
  double elo = 0;     // positive: the first player is stronger
  double margin = 0;  // half the width of the 95% interval
  // Every game won (or every game lost): the difference has no finite estimate, only a bound at
  // 95% by the rule of three (fewer than 3/n of the games would be lost).
  bool one_sided = false;
  double bound = 0;
};

inline double elo_of(double score_fraction) {
  const double p = std::clamp(score_fraction, 1e-3, 1 - 1e-3);
  return -400.0 * std::log10(1.0 / p - 1.0) + 0.0;  // + 0.0: an even score is +0, not -0
}

// results: one entry per game, 1 win, 0.5 draw, 0 loss, for the first player.
inline EloEstimate estimate_elo(const std::vector<double>& results) {
  if (results.empty()) return {};
  const double n = double(results.size());
  double mean = 0;
  for (double r : results) mean += r;
  mean /= n;
  double variance = 0;
  for (double r : results) variance += (r - mean) * (r - mean);
  variance /= n;
  if (mean == 0 || mean == 1) {
    const double bound = elo_of(std::max(0.5, 1 - 3 / n));
    return {mean == 1 ? INFINITY : -INFINITY, 0, true, mean == 1 ? bound : -bound};
  }
  const double spread = 1.96 * std::sqrt(variance / n);
  return {elo_of(mean), (elo_of(mean + spread) - elo_of(mean - spread)) / 2};
}

// The match's last line: "elo +35 +/- 60 (95%)", or for a one-sided match "elo > +120 at 95% (no
// game lost)" / "elo < -120 at 95% (no game won)".
inline std::string elo_line(const EloEstimate& elo) {
  char line[96];
  if (elo.one_sided) {
    const bool all_won = elo.elo > 0;
    std::snprintf(line, sizeof line, "elo %s%.0f at 95%% (no game %s)", all_won ? "> +" : "< -",
                  std::abs(elo.bound), all_won ? "lost" : "won");
  } else {
    std::snprintf(line, sizeof line, "elo %+.0f +/- %.0f (95%%)", elo.elo, elo.margin);
  }
  return line;
}

}  // namespace ply::cli
