// ply-fit-reversi: Reversi's pattern weights (engine/reversi/pattern_eval.h) fitted from the engine's
// own games; scripts/fit-reversi-eval.sh runs it. Each phase is labelled and fitted from the end of
// the game back (Logistello's bootstrapping): positions the solver reaches cheaply get their exact
// score; earlier ones the score of a search down into the next phase, already fitted.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <string>

#include "least_squares.h"
#include "reversi/pattern_weights.h"
#include "samples.h"

using namespace ply;
using namespace ply::reversi;
using namespace ply::reversi::fit;

namespace {

struct Options {
  GameOptions games;
  int solve_empties = 16;  // exact labels up to this many empties
  double lambda = 20;
  int iterations = 150;
  std::string out;
};

int usage() {
  std::fprintf(stderr,
               "usage: ply-fit-reversi --out <file> [--games <n>] [--seed <n>] [--nodes <n>] [--openings <n>]\n"
               "                       [--random-percent <n>] [--solve-empties <n>] [--lambda <x>] [--iterations <n>]\n");
  return 2;
}

bool parse(int argc, char** argv, Options& o) {
  for (int i = 1; i + 1 < argc; i += 2) {
    const std::string key = argv[i], value = argv[i + 1];
    if (key == "--out") o.out = value;
    else if (key == "--games") o.games.games = std::stoi(value);
    else if (key == "--seed") o.games.seed = std::stoull(value);
    else if (key == "--nodes") o.games.nodes = std::stoull(value);
    else if (key == "--openings") o.games.openings = std::stoi(value);
    else if (key == "--random-percent") o.games.random_percent = std::stoi(value);
    else if (key == "--solve-empties") o.solve_empties = std::stoi(value);
    else if (key == "--lambda") o.lambda = std::stod(value);
    else if (key == "--iterations") o.iterations = std::stoi(value);
    else return false;
  }
  return argc % 2 == 1 && !o.out.empty();
}

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// The fewest empties a phase holds: its leaves are the positions with fewer.
int lowest_empties(int phase) { return phase == PHASE_COUNT - 1 ? 0 : 60 - PHASE_MOVES * (phase + 1) + 1; }

}  // namespace

int main(int argc, char** argv) {
  Options options;
  if (!parse(argc, argv, options)) return usage();
  const auto start = std::chrono::steady_clock::now();
  const std::vector<Position> positions = self_play_positions(options.games);
  std::fprintf(stderr, "%zu positions from %d games in %.0f s\n", positions.size(), options.games.games,
               seconds_since(start));

  std::vector<std::vector<Position>> by_phase(PHASE_COUNT);
  for (const Position& pos : positions) by_phase[std::size_t(phase_of(pos.empty_count()))].push_back(pos);

  PatternTable table(std::size_t(PHASE_COUNT) * WEIGHTS_PER_PHASE);
  std::vector<double> prior(WEIGHTS_PER_PHASE);
  std::printf("phase  empties  positions  train rms  test rms (discs)  seconds\n");
  for (int phase = PHASE_COUNT - 1; phase >= 0; --phase) {
    const auto phase_start = std::chrono::steady_clock::now();
    const int leaves = lowest_empties(phase);
    std::vector<Row> train, test;
    for (std::size_t i = 0; i < by_phase[std::size_t(phase)].size(); ++i) {
      const Position& pos = by_phase[std::size_t(phase)][i];
      const Score label = pos.empty_count() <= options.solve_empties ? exact_label(pos)
                                                                      : search_label(pos, leaves, table);
      // Every tenth position is kept out of the fit, to measure it.
      (i % 10 == 9 ? test : train).push_back({features(pos), double(label)});
    }
    const FitResult fit = least_squares(train, prior, options.lambda, options.iterations);
    std::vector<double> rounded(WEIGHTS_PER_PHASE);
    for (int j = 0; j < WEIGHTS_PER_PHASE; ++j) {
      // Within ±16383, so the file's differences between phases fit in 16 bits.
      const double w = std::clamp(std::round(fit.weights[std::size_t(j)]), -16383.0, 16383.0);
      table[std::size_t(phase) * WEIGHTS_PER_PHASE + std::size_t(j)] = std::int16_t(w);
      rounded[std::size_t(j)] = w;
    }
    prior = fit.weights;
    std::printf("%5d  %2d-%-2d    %9zu  %9.2f  %9.2f  %16.0f\n", phase, leaves, 60 - PHASE_MOVES * phase,
                train.size() + test.size(), rms_error(train, rounded), rms_error(test, rounded),
                seconds_since(phase_start));
    std::fflush(stdout);
  }

  const auto bytes = encode_weights(table);
  std::ofstream out(options.out, std::ios::binary);
  out.write(reinterpret_cast<const char*>(bytes.data()), std::streamsize(bytes.size()));
  if (!out) {
    std::fprintf(stderr, "cannot write %s\n", options.out.c_str());
    return 1;
  }
  std::fprintf(stderr, "%s: %zu bytes, %.0f s in all\n", options.out.c_str(), bytes.size(), seconds_since(start));
  return 0;
}
