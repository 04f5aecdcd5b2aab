// ply-fit-gomoku: level 5's evaluation weights (engine/gomoku/eval.h) fitted to a stronger engine's
// evaluations of positions from games; scripts/fit-gomoku-eval.sh runs it.
//
//   ply-fit-gomoku positions < games      the positions worth a label from `ply match --games-out` lines:
//                                          every other ply from the fourth, none with a five-point
//   ply-fit-gomoku fit [--lambda x] [--iterations n] < labelled
//                                          "<eval>\t<depth>\t<position>" lines (the judge's evaluation
//                                          for the side to move, scripts/gomoku-openings.mjs evaluate)
//                                          in; eval_weights.h's lines out, the fit's error on stderr
//
// The fit (Texel's method): the weights w minimising the squared difference between sigmoid(w.terms / S)
// and sigmoid(eval / S) over the positions, S being the judge's scale (Rapfi: 200 is a 73% chance to
// win), plus lambda |w|^2; by Adam on the full batch. The weights come out in eval_weights.h's units: the
// judge's units times UNITS_PER_JUDGE, times WEIGHTS_PER_UNIT.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <iostream>
#include <regex>
#include <string>
#include <vector>

#include "gomoku/eval.h"
#include "gomoku/notation.h"

using namespace ply;
using namespace ply::gomoku;

namespace {

constexpr double JUDGE_SCALE = 200;
// Our units for one of the judge's: an open three, about 40 of ours, moves Rapfi's evaluation by about 80.
constexpr double UNITS_PER_JUDGE = 0.5;
// A forced win the judge found, or an evaluation past this, counts as this (a 98% chance).
constexpr double JUDGE_LIMIT = 800;

// A position where the evaluation is asked for: the game goes on, and neither side has a five to make
// (the search never evaluates those: it plays or blocks the five).
bool quiet(const Position& pos, const PatternBoard& board) {
  return !pos.over() && !board.has_five_point(BLACK) && !board.has_five_point(WHITE);
}

int positions() {
  const std::regex position_pattern(R"(\d+ (freestyle|standard):.*)");
  std::string line;
  int game = 0;
  while (std::getline(std::cin, line)) {
    std::smatch found;
    if (!std::regex_search(line, found, position_pattern)) continue;
    std::string error;
    const auto end = parse_position(found.str(), &error);
    if (!end) {
      std::fprintf(stderr, "skipped: %s\n", error.c_str());
      continue;
    }
    Position pos = empty_board(end->size, end->rule);
    for (int i = 0; i < end->count; ++i) {
      if (i >= 4 && i % 2 == game % 2 && quiet(pos, PatternBoard(pos))) std::printf("%s\n", position_text(pos).c_str());
      pos = play(pos, end->moves[i]);
    }
    ++game;
  }
  return 0;
}

struct Sample {
  Terms terms;
  double target;  // the judge's chance for the side to move
};

double sigmoid(double x) { return 1 / (1 + std::exp(-x)); }

double judged(const std::string& eval) {
  if (eval.find('M') != std::string::npos) return eval[0] == '-' ? -JUDGE_LIMIT : JUDGE_LIMIT;
  return std::clamp(std::stod(eval), -JUDGE_LIMIT, JUDGE_LIMIT);
}

double mean_error(const std::vector<Sample>& samples, const std::vector<double>& w) {
  double sum = 0;
  for (const Sample& s : samples) {
    double x = 0;
    for (int i = 0; i < TERM_COUNT; ++i) x += w[std::size_t(i)] * s.terms[std::size_t(i)];
    sum += std::pow(sigmoid(x / JUDGE_SCALE) - s.target, 2);
  }
  return sum / double(samples.size());
}

int fit(double lambda, int iterations) {
  std::vector<Sample> train, test;
  std::string line;
  int count = 0;
  while (std::getline(std::cin, line)) {
    const auto tab = line.find('\t'), second = line.find('\t', tab + 1);
    if (tab == std::string::npos || second == std::string::npos) continue;
    std::string error;
    const auto pos = parse_position(line.substr(second + 1), &error);
    if (!pos) continue;
    const PatternBoard board(*pos);
    if (!quiet(*pos, board)) continue;
    const Sample s{evaluation_terms(board, pos->to_move()), sigmoid(judged(line.substr(0, tab)) / JUDGE_SCALE)};
    // Every tenth position is kept out of the fit, to measure it.
    (++count % 10 == 0 ? test : train).push_back(s);
  }
  if (train.empty()) {
    std::fprintf(stderr, "no labelled positions\n");
    return 1;
  }
  // Adam on terms scaled to unit spread, so that counts in the hundreds and flags of 0 or 1 learn alike.
  std::vector<double> spread(TERM_COUNT, 1);
  for (int i = 1; i < TERM_COUNT; ++i) {
    double sum = 0;
    for (const Sample& s : train) sum += double(s.terms[std::size_t(i)]) * s.terms[std::size_t(i)];
    spread[std::size_t(i)] = std::max(1.0, std::sqrt(sum / double(train.size())));
  }
  std::vector<double> v(TERM_COUNT, 0), m(TERM_COUNT, 0), m2(TERM_COUNT, 0);  // v: weights times spread
  const auto weights = [&] {
    std::vector<double> w(TERM_COUNT);
    for (int i = 0; i < TERM_COUNT; ++i) w[std::size_t(i)] = v[std::size_t(i)] / spread[std::size_t(i)] * JUDGE_SCALE;
    return w;
  };
  const double rate = 0.02, beta1 = 0.9, beta2 = 0.999;
  for (int step = 1; step <= iterations; ++step) {
    std::vector<double> gradient(TERM_COUNT, 0);
    for (const Sample& s : train) {
      double x = 0;
      for (int i = 0; i < TERM_COUNT; ++i) x += v[std::size_t(i)] * s.terms[std::size_t(i)] / spread[std::size_t(i)];
      const double p = sigmoid(x), d = 2 * (p - s.target) * p * (1 - p);
      for (int i = 0; i < TERM_COUNT; ++i) gradient[std::size_t(i)] += d * s.terms[std::size_t(i)] / spread[std::size_t(i)];
    }
    for (int i = 0; i < TERM_COUNT; ++i) {
      const std::size_t k = std::size_t(i);
      const double g = gradient[k] / double(train.size()) + (i == TEMPO ? 0 : 2 * lambda * v[k]);
      m[k] = beta1 * m[k] + (1 - beta1) * g;
      m2[k] = beta2 * m2[k] + (1 - beta2) * g * g;
      v[k] -= rate * (m[k] / (1 - std::pow(beta1, step))) / (std::sqrt(m2[k] / (1 - std::pow(beta2, step))) + 1e-9);
    }
  }
  const std::vector<double> w = weights();
  std::vector<double> ours(TERM_COUNT), zero(TERM_COUNT, 0);
  for (int i = 0; i < TERM_COUNT; ++i) ours[std::size_t(i)] = TERM_WEIGHTS[std::size_t(i)] / (UNITS_PER_JUDGE * WEIGHTS_PER_UNIT);
  std::fprintf(stderr, "%zu positions fitted, %zu kept out; mean squared error kept out: %.5f (compiled weights %.5f, none %.5f)\n",
               train.size(), test.size(), mean_error(test, w), mean_error(test, ours), mean_error(test, zero));
  static const char* const NAMES[TERM_COUNT] = {
      "tempo", "own B2", "own F2", "own B3", "own F3", "own B4", "own F4", "their B2", "their F2", "their B3",
      "their F3", "their B4", "their F4", "own windows of 1", "of 2", "of 3", "of 4", "their windows of 1",
      "of 2", "of 3", "of 4", "empty windows", "own four-three", "own double three",
      "own four-three, they can four", "own double three, they can four", "their double threats"};
  std::printf("// Fitted by scripts/fit-gomoku-eval.sh (tools/gomoku_fit): %zu positions.\n", train.size());
  for (int i = 0; i < TERM_COUNT; ++i)
    std::printf("%ld,  // %s\n", std::lround(w[std::size_t(i)] * UNITS_PER_JUDGE * WEIGHTS_PER_UNIT), NAMES[i]);
  return 0;
}

int usage() {
  std::fprintf(stderr, "usage: ply-fit-gomoku positions < games | fit [--lambda <x>] [--iterations <n>] < labelled\n");
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) return usage();
  const std::string command = argv[1];
  if (command == "positions" && argc == 2) return positions();
  if (command != "fit") return usage();
  double lambda = 1e-4;
  int iterations = 2000;
  for (int i = 2; i + 1 < argc; i += 2) {
    const std::string key = argv[i];
    if (key == "--lambda") lambda = std::stod(argv[i + 1]);
    else if (key == "--iterations") iterations = std::stoi(argv[i + 1]);
    else return usage();
  }
  return argc % 2 == 0 ? fit(lambda, iterations) : usage();
}
