// Ratings of many players from the games between them: the maximum-likelihood Elo of each under the
// Bradley-Terry model (as Ordo and BayesElo fit a ladder), a draw counted half a win and half a
// loss, with a 95% error bar from the likelihood's curvature. One player is the anchor, its rating
// given, or several players are pinned at theirs (as Ordo's multiple anchors: chess's levels placed
// by Stockfish's UCI_Elo rungs); the others are placed through every game, not only those against
// them.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace ply::cli {

// The games of one pairing: a's wins, draws and losses against b.
struct Pairing {
  std::size_t a = 0, b = 0;
  double wins = 0, draws = 0, losses = 0;
};

struct Rating {
  double elo = 0;
  double margin = 0;  // half the width of the 95% interval; 0 for the anchor
  double games = 0;
};

struct RatingOptions {
  std::size_t anchor = 0;
  double anchor_elo = 0;
  // Players and their given Elo: when there are any, they are the anchors instead.
  std::vector<std::pair<std::size_t, double>> pinned;
  // Virtual draws added to each pairing that was played: they keep a player who won (or lost)
  // every game at a finite rating, as BayesElo's prior does. 0: the likelihood alone.
  double prior_draws = 1;
  int max_iterations = 100000;
  double tolerance = 1e-9;  // in Elo, the largest change of an iteration
};

namespace ratings_detail {

constexpr double ELO_PER_NATURAL = 400.0 / 2.302585092994046;  // 400 / ln 10

// The inverse of a symmetric positive definite matrix (Gauss-Jordan), or none when it is singular.
inline std::optional<std::vector<std::vector<double>>> inverse(std::vector<std::vector<double>> m) {
  const std::size_t n = m.size();
  std::vector<std::vector<double>> inv(n, std::vector<double>(n, 0));
  for (std::size_t i = 0; i < n; ++i) inv[i][i] = 1;
  for (std::size_t col = 0; col < n; ++col) {
    std::size_t pivot = col;
    for (std::size_t r = col + 1; r < n; ++r)
      if (std::abs(m[r][col]) > std::abs(m[pivot][col])) pivot = r;
    if (std::abs(m[pivot][col]) < 1e-12) return std::nullopt;
    std::swap(m[pivot], m[col]);
    std::swap(inv[pivot], inv[col]);
    const double d = m[col][col];
    for (std::size_t c = 0; c < n; ++c) {
      m[col][c] /= d;
      inv[col][c] /= d;
    }
    for (std::size_t r = 0; r < n; ++r) {
      if (r == col || m[r][col] == 0) continue;
      const double f = m[r][col];
      for (std::size_t c = 0; c < n; ++c) {
        m[r][c] -= f * m[col][c];
        inv[r][c] -= f * inv[col][c];
      }
    }
  }
  return inv;
}

}  // namespace ratings_detail

// The ratings of `players` players, or none when the games do not join them all to the anchor (a
// player, or a group, that met no one connected to it has no place on the scale).
inline std::optional<std::vector<Rating>> fit_ratings(std::size_t players,
                                                      const std::vector<Pairing>& pairings,
                                                      const RatingOptions& options = {}) {
  using namespace ratings_detail;
  if (players == 0 || options.anchor >= players) return std::nullopt;
  // fixed[i]: player i's given strength (10^(elo/400) against the anchor's 1), or 0 if it is free.
  std::vector<double> fixed(players, 0);
  if (options.pinned.empty()) fixed[options.anchor] = 1;
  for (const auto& [player, elo] : options.pinned) {
    if (player >= players || !std::isfinite(elo)) return std::nullopt;
    fixed[player] = std::exp((elo - options.anchor_elo) / ratings_detail::ELO_PER_NATURAL);
  }
  // games[i][j]: the games between i and j; score[i]: i's points, draws and prior halved.
  std::vector<std::vector<double>> games(players, std::vector<double>(players, 0));
  std::vector<double> score(players, 0);
  std::vector<Rating> out(players);
  for (const Pairing& p : pairings) {
    if (p.a >= players || p.b >= players || p.a == p.b) return std::nullopt;
    const double played = p.wins + p.draws + p.losses;
    if (played <= 0) continue;
    const double n = played + options.prior_draws;
    games[p.a][p.b] += n;
    games[p.b][p.a] += n;
    score[p.a] += p.wins + (p.draws + options.prior_draws) / 2;
    score[p.b] += p.losses + (p.draws + options.prior_draws) / 2;
    out[p.a].games += played;
    out[p.b].games += played;
  }
  // Every player joined to an anchor through games.
  std::vector<bool> reached(players, false);
  std::vector<std::size_t> stack;
  for (std::size_t i = 0; i < players; ++i)
    if (fixed[i] > 0) reached[i] = true, stack.push_back(i);
  while (!stack.empty()) {
    const std::size_t i = stack.back();
    stack.pop_back();
    for (std::size_t j = 0; j < players; ++j)
      if (games[i][j] > 0 && !reached[j]) reached[j] = true, stack.push_back(j);
  }
  if (std::find(reached.begin(), reached.end(), false) != reached.end()) return std::nullopt;

  // Hunter's minorization-maximization: strength_i = score_i / sum_j n_ij / (s_i + s_j), which
  // climbs the likelihood at every step. A player without a point (or without a loss) runs off
  // to zero (infinity): the iterations stop at the limit, and its margin says so.
  std::vector<double> strength(players, 1);
  for (std::size_t i = 0; i < players; ++i)
    if (fixed[i] > 0) strength[i] = fixed[i];
  for (int iteration = 0; iteration < options.max_iterations; ++iteration) {
    std::vector<double> next(players);
    for (std::size_t i = 0; i < players; ++i) {
      if (fixed[i] > 0) {
        next[i] = fixed[i];
        continue;
      }
      double sum = 0;
      for (std::size_t j = 0; j < players; ++j)
        if (games[i][j] > 0) sum += games[i][j] / (strength[i] + strength[j]);
      next[i] = std::max(score[i] / sum, 1e-300);
    }
    // One anchor: the scale's level is free, and kept at the anchor's.
    const double scale = options.pinned.empty() ? next[options.anchor] : 1;
    double change = 0;
    for (std::size_t i = 0; i < players; ++i) {
      next[i] /= scale;
      change = std::max(change, ELO_PER_NATURAL * std::abs(std::log(next[i] / strength[i])));
    }
    strength = std::move(next);
    if (change < options.tolerance) break;
  }
  for (std::size_t i = 0; i < players; ++i)
    out[i].elo = options.anchor_elo + ELO_PER_NATURAL * std::log(strength[i]);

  // The error bars: the inverse of the Fisher information in Elo, the anchors' rows and columns
  // left out (their ratings are given).
  std::vector<std::size_t> free;
  for (std::size_t i = 0; i < players; ++i)
    if (fixed[i] == 0) free.push_back(i);
  std::vector<std::vector<double>> information(free.size(), std::vector<double>(free.size(), 0));
  for (std::size_t x = 0; x < free.size(); ++x)
    for (std::size_t j = 0; j < players; ++j) {
      const std::size_t i = free[x];
      if (games[i][j] <= 0) continue;
      const double p = strength[i] / (strength[i] + strength[j]);
      const double f = games[i][j] * p * (1 - p) / (ELO_PER_NATURAL * ELO_PER_NATURAL);
      information[x][x] += f;
      for (std::size_t y = 0; y < free.size(); ++y)
        if (free[y] == j) information[x][y] -= f;
    }
  const auto covariance = inverse(information);
  for (std::size_t x = 0; x < free.size(); ++x)
    out[free[x]].margin =
        covariance && (*covariance)[x][x] > 0 ? 1.96 * std::sqrt((*covariance)[x][x]) : INFINITY;
  return out;
}

}  // namespace ply::cli
