#include "texel.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace ply::fit {

namespace {

double sigmoid(double x) { return 1 / (1 + std::exp(-x)); }

// The search's score as a chance to win: a proven result is certain.
double score_chance(const Sample& s, double scale) {
  return s.decisive ? (s.score > 0 ? 1 : 0) : sigmoid(s.score / scale);
}

// The scale at which the search's (undecided) scores best predict the results: a search over a
// grid.
double estimate_scale(const std::vector<Sample>& samples) {
  double best = 0, best_error = 1e300;
  for (double scale = 20; scale <= 5000; scale *= 1.02) {
    double error = 0;
    for (const Sample& s : samples)
      if (!s.decisive) error += std::pow(sigmoid(s.score / scale) - s.result, 2);
    if (error < best_error) best_error = error, best = scale;
  }
  return best;
}

double value(const std::vector<Feature>& features, const Sample& s, const std::vector<double>& w) {
  double v = 0;
  for (u32 i = s.first; i < s.end; ++i) v += w[features[i].index] * features[i].value;
  return v;
}

struct Errors {
  std::vector<double> sum;
  std::vector<int> count;
  explicit Errors(std::size_t bands) : sum(bands + 1), count(bands + 1) {}
  void add(std::size_t band, double e) {
    sum[band] += e, ++count[band];
    sum.back() += e, ++count.back();
  }
  double mean(std::size_t band) const { return count[band] ? sum[band] / count[band] : 0; }
};

std::size_t band_of(int phase, std::span<const int> bounds) {
  std::size_t b = 0;
  while (b + 1 < bounds.size() && phase >= bounds[b]) ++b;
  return b;
}

Errors held_out_errors(const std::vector<Feature>& features, const std::vector<Sample>& test,
                       const std::vector<double>& targets, const std::vector<double>& w,
                       double scale, std::span<const int> bounds) {
  Errors e(bounds.size());
  for (std::size_t i = 0; i < test.size(); ++i)
    e.add(band_of(test[i].phase, bounds),
          std::pow(sigmoid(value(features, test[i], w) / scale) - targets[i], 2));
  return e;
}

}  // namespace

std::optional<TexelFit> texel_fit(const Samples& data, const std::vector<double>& start,
                                  const std::vector<bool>& free, const TexelOptions& o,
                                  std::span<const int> bounds, const char* phase_name,
                                  const Samples* held_out) {
  std::vector<Sample> train, test;
  if (held_out)
    train = data.samples, test = held_out->samples;
  else
    for (const Sample& s : data.samples) (held_out_game(u64(s.game)) ? test : train).push_back(s);
  const std::vector<Feature>& test_features = held_out ? held_out->features : data.features;
  if (train.empty() || test.empty()) {
    std::fprintf(stderr, "too few games: %zu positions to fit, %zu to hold out\n", train.size(),
                 test.size());
    return std::nullopt;
  }
  const double scale = o.scale > 0 ? o.scale : estimate_scale(train);
  const auto target = [&](const Sample& s) {
    return (1 - o.result_weight) * score_chance(s, scale) + o.result_weight * s.result;
  };
  std::vector<double> train_targets, test_targets;
  for (const Sample& s : train) train_targets.push_back(target(s));
  for (const Sample& s : test) test_targets.push_back(target(s));

  // Adam on u = w * spread / scale: each feature's step in the logit it moves on a typical
  // position.
  const std::size_t n_features = start.size();
  std::vector<double> spread(n_features, 0);
  for (const Sample& s : train)
    for (u32 i = s.first; i < s.end; ++i)
      spread[data.features[i].index] += double(data.features[i].value) * data.features[i].value;
  for (double& x : spread) x = std::max(1.0, std::sqrt(x / double(train.size())));
  std::vector<double> w = start, m(n_features, 0), m2(n_features, 0), gradient(n_features);
  const double beta1 = 0.9, beta2 = 0.999;
  for (int step = 1; step <= o.iterations; ++step) {
    std::fill(gradient.begin(), gradient.end(), 0);
    for (std::size_t n = 0; n < train.size(); ++n) {
      const Sample& s = train[n];
      const double p = sigmoid(value(data.features, s, w) / scale),
                   d = 2 * (p - train_targets[n]) * p * (1 - p);
      for (u32 i = s.first; i < s.end; ++i)
        gradient[data.features[i].index] += d * data.features[i].value;
    }
    for (std::size_t f = 0; f < n_features; ++f) {
      if (!free[f]) continue;
      // d(loss)/du = d(loss)/d(logit) * x / spread; the pull to the start in u's units.
      const double u_offset = (w[f] - start[f]) * spread[f] / scale;
      const double g = gradient[f] / double(train.size()) / spread[f] + 2 * o.lambda * u_offset;
      m[f] = beta1 * m[f] + (1 - beta1) * g;
      m2[f] = beta2 * m2[f] + (1 - beta2) * g * g;
      const double du = o.rate * (m[f] / (1 - std::pow(beta1, step))) /
                        (std::sqrt(m2[f] / (1 - std::pow(beta2, step))) + 1e-12);
      w[f] -= du * scale / spread[f];
    }
  }

  std::fprintf(stderr,
               "%d games, %zu positions fitted, %zu held out; scale S = %.0f (the search's scores "
               "against the results)\n",
               data.games, train.size(), test.size(), scale);
  const Errors before = held_out_errors(test_features, test, test_targets, start, scale, bounds);
  const Errors after = held_out_errors(test_features, test, test_targets, w, scale, bounds);
  std::fprintf(stderr, "held-out mean squared error  %-9s  positions  start     fitted\n",
               phase_name);
  for (std::size_t p = 0; p <= bounds.size(); ++p) {
    if (p < bounds.size() && !after.count[p]) continue;
    char band[32];
    if (p == bounds.size())
      std::snprintf(band, sizeof band, "all");
    else if (p + 1 == bounds.size())
      std::snprintf(band, sizeof band, "%d+", p ? bounds[p - 1] : 0);
    else
      std::snprintf(band, sizeof band, "%d-%d", p ? bounds[p - 1] : 0, bounds[p] - 1);
    std::fprintf(stderr, "                              %-9s %10d  %.5f   %.5f\n", band,
                 after.count[p], before.mean(p), after.mean(p));
  }
  return TexelFit{std::move(w), scale, train.size(), test.size()};
}

}  // namespace ply::fit
