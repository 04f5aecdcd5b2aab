#include "least_squares.h"

#include <cmath>

namespace ply::reversi::fit {

namespace {

double predict(const Features& f, const std::vector<double>& w) {
  double s = w[MOBILITY_WEIGHT] * f.mobility + w[POTENTIAL_WEIGHT] * f.potential +
             w[PARITY_WEIGHT] * f.parity;
  for (int i : f.index) s += w[std::size_t(i)];
  return s;
}

// g += value * (the row's feature vector)
void add_row(const Features& f, double value, std::vector<double>& g) {
  for (int i : f.index) g[std::size_t(i)] += value;
  g[MOBILITY_WEIGHT] += value * f.mobility;
  g[POTENTIAL_WEIGHT] += value * f.potential;
  g[PARITY_WEIGHT] += value * f.parity;
}

// (A^T A + lambda I) v
std::vector<double> normal_product(const std::vector<Row>& rows, const std::vector<double>& v,
                                   double lambda) {
  std::vector<double> out(v.size());
  for (const Row& r : rows) add_row(r.features, predict(r.features, v), out);
  for (std::size_t j = 0; j < v.size(); ++j) out[j] += lambda * v[j];
  return out;
}

double dot(const std::vector<double>& a, const std::vector<double>& b) {
  double s = 0;
  for (std::size_t i = 0; i < a.size(); ++i) s += a[i] * b[i];
  return s;
}

}  // namespace

FitResult least_squares(const std::vector<Row>& rows, const std::vector<double>& prior,
                        double lambda, int iterations) {
  // Solve for the difference d = w - prior: (A^T A + lambda I) d = A^T (y - A prior).
  std::vector<double> rhs(prior.size());
  for (const Row& r : rows) add_row(r.features, r.label - predict(r.features, prior), rhs);
  std::vector<double> d(prior.size()), residual = rhs, direction = rhs;
  double rr = dot(residual, residual);
  for (int it = 0; it < iterations && rr > 1e-9; ++it) {
    const std::vector<double> q = normal_product(rows, direction, lambda);
    const double step = rr / dot(direction, q);
    for (std::size_t j = 0; j < d.size(); ++j) {
      d[j] += step * direction[j];
      residual[j] -= step * q[j];
    }
    const double next = dot(residual, residual);
    for (std::size_t j = 0; j < d.size(); ++j)
      direction[j] = residual[j] + next / rr * direction[j];
    rr = next;
  }
  FitResult result;
  result.weights = prior;
  for (std::size_t j = 0; j < d.size(); ++j) result.weights[j] += d[j];
  result.rms = rms_error(rows, result.weights);
  return result;
}

double rms_error(const std::vector<Row>& rows, const std::vector<double>& weights) {
  if (rows.empty()) return 0;
  double sum = 0;
  for (const Row& r : rows) {
    const double e = predict(r.features, weights) - r.label;
    sum += e * e;
  }
  return std::sqrt(sum / double(rows.size())) / 100;
}

}  // namespace ply::reversi::fit
