#include "texel.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <sstream>

#include "chess/eval.h"
#include "chess/notation.h"

namespace ply::tune {

namespace {

using chess::FULL_PHASE;
namespace term = chess::term;

constexpr const char* PIECE_NAMES[chess::PIECE_TYPES] = {"pawn", "knight", "bishop",
                                                         "rook", "queen",  "king"};

double sigmoid(double x) { return 1 / (1 + std::exp(-x)); }

}  // namespace

void Samples::add(const chess::Position& pos, float result, int score) {
  Sample s;
  s.result = s.target = result;
  s.score = score;
  s.phase = chess::game_phase(pos);
  s.first = u32(counts.size());
  int sum[term::COUNT] = {};
  chess::for_each_term(pos, [&](int index, int count) { sum[index] += count; });
  for (int i = 0; i < term::COUNT; ++i)
    if (sum[i]) counts.push_back({u16(i), std::int16_t(sum[i])});
  s.size = u32(counts.size()) - s.first;
  samples.push_back(s);
}

std::string Samples::add_line(std::string_view line) {
  if (line.empty() || line[0] == '#') return "";  // the header, a game's end
  std::istringstream words{std::string(line)};
  std::string label, second;
  words >> label >> second;
  const float result = label == "1" ? 1.f : label == "0" ? 0.f : label == "0.5" ? 0.5f : -1.f;
  int score = NO_SCORE;
  std::string_view fen = line.substr(std::min(line.size(), label.size() + 1));
  if (!second.empty() &&
      second.find('/') == std::string::npos) {  // a FEN's first field has seven slashes
    score = std::atoi(second.c_str());
    fen = fen.substr(std::min(fen.size(), second.size() + 1));
  }
  std::string error;
  const auto pos = chess::parse_fen(std::string(fen), &error);
  if (result < 0 || !pos) return "expected '<1|0.5|0> [<score>] <fen>' " + error;
  add(*pos, result, score);
  return "";
}

void set_targets(Samples& data, double k, double result_weight) {
  for (Sample& s : data.samples)
    s.target = s.score == NO_SCORE
                   ? s.result
                   : float(result_weight * s.result + (1 - result_weight) * sigmoid(k * s.score));
}

Weights initial_weights() {
  Weights w;
  const auto set = [&](int index, double mg, double eg) {
    w.mg[index] = mg;
    w.eg[index] = eg;
  };
  // Level 5's evaluation as it was written by hand before any fit (commit 799f49d); the terms it
  // did not have start at zero.
  constexpr chess::TermWeight MATERIAL[term::MATERIAL_SIZE] = {
      {90, 115}, {320, 300}, {335, 315}, {480, 530}, {960, 960}};
  for (int t = 0; t < term::MATERIAL_SIZE; ++t)
    set(term::MATERIAL + t, MATERIAL[t].mg, MATERIAL[t].eg);
  for (int t = chess::PAWN; t <= chess::KING; ++t)
    for (chess::Square s = 0; s < 64; ++s) {
      const chess::TermWeight place =
          chess::classic_placement(chess::PieceType(t), chess::WHITE, s);
      set(term::PLACEMENT + t * 64 + s, place.mg, place.eg);
    }
  constexpr chess::TermWeight MOBILITY[] = {
      {4, 4}, {5, 5}, {2, 4}, {1, 2}};  // a square, knight to queen
  const int mobility_first[] = {term::KNIGHT_MOBILITY, term::BISHOP_MOBILITY, term::ROOK_MOBILITY,
                                term::QUEEN_MOBILITY};
  const int mobility_size[] = {term::KNIGHT_MOBILITY_SIZE, term::BISHOP_MOBILITY_SIZE,
                               term::ROOK_MOBILITY_SIZE, term::QUEEN_MOBILITY_SIZE};
  for (int p = 0; p < 4; ++p)
    for (int n = 0; n < mobility_size[p]; ++n)
      set(mobility_first[p] + n, n * MOBILITY[p].mg, n * MOBILITY[p].eg);
  constexpr chess::TermWeight PASSED[8] = {{0, 0},   {5, 10},  {10, 15},  {15, 30},
                                           {30, 55}, {55, 95}, {90, 150}, {0, 0}};
  for (int r = 0; r < 8; ++r) set(term::PASSED + r, PASSED[r].mg, PASSED[r].eg);
  set(term::DOUBLED, -10, -20);
  set(term::ISOLATED, -10, -15);
  set(term::BISHOP_PAIR, 30, 50);
  set(term::ROOK_OPEN_FILE, 25, 10);
  set(term::ROOK_HALF_OPEN_FILE, 10, 5);
  for (int n = 0; n < term::KING_SHIELD_SIZE; ++n) set(term::KING_SHIELD + n, 12 * n, 0);
  for (int n = 0; n < term::KING_ZONE_ATTACKS_SIZE; ++n) set(term::KING_ZONE_ATTACKS + n, 9 * n, 0);
  set(term::TEMPO, 10, 10);
  return w;
}

double evaluate(const Weights& w, const Samples& data, const Sample& s) {
  double mg = 0, eg = 0;
  for (u32 i = s.first; i < s.first + s.size; ++i) {
    const TermCount& c = data.counts[i];
    mg += c.count * w.mg[c.index];
    eg += c.count * w.eg[c.index];
  }
  return (mg * s.phase + eg * (FULL_PHASE - s.phase)) / FULL_PHASE;
}

double loss(const Weights& w, const Samples& data, double k) {
  double total = 0;
  for (const Sample& s : data.samples) {
    const double p = std::clamp(sigmoid(k * evaluate(w, data, s)), 1e-12, 1 - 1e-12);
    total -= s.target * std::log(p) + (1 - s.target) * std::log(1 - p);
  }
  return total / double(data.samples.size());
}

double fit_scale(const Weights& w, const Samples& data) {
  double lo = 1e-4, hi = 0.05;
  const double golden = (std::sqrt(5.0) - 1) / 2;
  for (int i = 0; i < 40; ++i) {
    const double a = hi - golden * (hi - lo), b = lo + golden * (hi - lo);
    if (loss(w, data, a) < loss(w, data, b))
      hi = b;
    else
      lo = a;
  }
  return (lo + hi) / 2;
}

void fit(Weights& w, const Samples& data, double k, const FitOptions& options,
         void (*report)(int, double)) {
  const Weights prior = w;
  constexpr double BETA1 = 0.9, BETA2 = 0.999, EPSILON = 1e-8;
  const int n = term::COUNT;
  std::vector<double> grad(2 * n), m(2 * n, 0.0), v(2 * n, 0.0);
  const double scale = 1.0 / double(data.samples.size());
  const double l2 = options.regularisation * scale;
  for (int epoch = 1; epoch <= options.epochs; ++epoch) {
    std::fill(grad.begin(), grad.end(), 0.0);
    for (const Sample& s : data.samples) {
      // d(loss)/d(eval) for the cross-entropy of a sigmoid: k * (predicted - result).
      const double error = k * (sigmoid(k * evaluate(w, data, s)) - s.target) * scale;
      const double mg_share = error * s.phase / FULL_PHASE,
                   eg_share = error * (FULL_PHASE - s.phase) / FULL_PHASE;
      for (u32 i = s.first; i < s.first + s.size; ++i) {
        const TermCount& c = data.counts[i];
        grad[c.index] += c.count * mg_share;
        grad[n + c.index] += c.count * eg_share;
      }
    }
    // The step shrinks tenfold over the run: large steps find the basin, small ones settle in it.
    const double rate = options.learning_rate * std::pow(0.1, double(epoch) / options.epochs);
    double* weights[2] = {w.mg, w.eg};
    for (int j = 0; j < 2 * n; ++j) {
      double& weight = weights[j / n][j % n];
      const bool material = j % n >= term::MATERIAL && j % n < term::MATERIAL + term::MATERIAL_SIZE;
      const double pulled_to = j < n ? prior.mg[j] : prior.eg[j - n];
      const double g = grad[j] + (material ? 0 : 2 * l2 * (weight - pulled_to));
      m[j] = BETA1 * m[j] + (1 - BETA1) * g;
      v[j] = BETA2 * v[j] + (1 - BETA2) * g * g;
      const double m_hat = m[j] / (1 - std::pow(BETA1, epoch)),
                   v_hat = v[j] / (1 - std::pow(BETA2, epoch));
      weight -= rate * m_hat / (std::sqrt(v_hat) + EPSILON);
    }
    if (report && epoch % 100 == 0) report(epoch, loss(w, data, k));
  }
}

std::string weights_header(const Weights& w, const std::string& note) {
  std::ostringstream out;
  out << "// Generated by tools/tune/tune-eval.sh (`ply fit chess`); edit that, not this "
         "file.\n"
      << "// Level 5's evaluation weights, one {middlegame, endgame} pair in centipawns per term "
         "of\n"
      << "// eval_terms.h, fitted to the results of the engine's own games by Texel's method.\n";
  std::istringstream lines(note);
  for (std::string line; std::getline(lines, line);) out << "// " << line << '\n';
  out << "#pragma once\n\n#include \"eval_terms.h\"\n\nnamespace ply::chess {\n\n"
      << "inline constexpr TermWeight EVAL_WEIGHTS[term::COUNT] = {\n";
  for (const term::Section& section : term::SECTIONS) {
    out << "    // " << section.name << '\n';
    constexpr int per_line = 8;
    for (int i = 0; i < section.size; ++i) {
      const int index = section.first + i;
      if (section.first == term::PLACEMENT && i % 64 == 0)
        out << "    // " << PIECE_NAMES[i / 64] << ", a1 to h8 as its own side sees the board\n";
      if (i % per_line == 0) out << "   ";
      out << " {" << std::lround(w.mg[index]) << ", " << std::lround(w.eg[index]) << "},";
      if (i % per_line == per_line - 1 || i == section.size - 1) out << '\n';
    }
  }
  out << "};\n\n}  // namespace ply::chess\n";
  return out.str();
}

}  // namespace ply::tune
