// ply-mpc: Reversi's Multi-ProbCut table fitted on the engine's own games (Buro's method).
//   ply-mpc samples --games <n> [--depth <d>] [--seed <n>] --out <file>
//       plays a depth-4 search on level 5's evaluation (FittedEval) against itself from openings of
//       random moves, and for every third position from 52 to 16 empties writes its empties and the
//       score of each iteration of a full-window search to --depth (no selective cut), one line a
//       position
//   ply-mpc fit --data <file> --out <header>
//       fits, for each depth and game phase, the deep score as a linear function of the shallow one
//       (least squares) and the spread of the error, and writes the table as a C++ header
// tools/mpc/fit-probcut.sh runs both, as used for engine/reversi/probcut_table.h.
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "../tool_options.h"

#include "core/rng.h"
#include "core/search.h"
#include "reversi/eval.h"
#include "reversi/game.h"
#include "reversi/level5_eval.h"
#include "reversi/probcut.h"

namespace {

using namespace ply;
using namespace ply::reversi;

// The evaluation level 5's midgame search uses: the table holds for it alone. When level 5 gets
// another evaluation, name it here and run tools/mpc/fit-probcut.sh again.
using FittedEval = Level5Eval;

[[noreturn]] void usage(const std::string& error) {
  std::fprintf(stderr, "ply-mpc: %s\n", error.c_str());
  std::fprintf(stderr,
               "usage: ply-mpc samples --games <n> [--depth <d>] [--seed <n>] --out <file>\n"
               "       ply-mpc fit --data <file> --out <header>\n");
  std::exit(2);
}

std::map<std::string, std::string> options(int argc, char** argv) {
  return ply::tools::name_values(argc, argv, usage);
}

long long number(const std::map<std::string, std::string>& found, const std::string& name,
                 long long fallback) {
  const auto it = found.find(name);
  if (it == found.end()) return fallback;
  char* end = nullptr;
  const long long n = std::strtoll(it->second.c_str(), &end, 10);
  if (*end || n < 1) usage("--" + name + " must be a positive number");
  return n;
}

std::string required(const std::map<std::string, std::string>& found, const std::string& name) {
  if (!found.count(name)) usage("--" + name + " is required");
  return found.at(name);
}

// Openings of this many random moves make the games differ; the samples start after them.
constexpr int RANDOM_PLIES = 8;
constexpr int PLAY_DEPTH = 4;
constexpr int SAMPLE_MAX_EMPTIES = 52, SAMPLE_MIN_EMPTIES = 16, SAMPLE_EVERY = 3;

Reversi::Move searched_move(TranspositionTable& tt, const Position& pos, int depth) {
  AlphaBeta<Reversi, FittedEval> search(tt, FittedEval{});
  Limits limits;
  limits.max_depth = depth;
  return search.run(pos, limits).pv.at(0);
}

int samples(const std::map<std::string, std::string>& found) {
  const int games = int(number(found, "games", 1));
  const int depth = int(number(found, "depth", 11));
  Rng rng(u64(number(found, "seed", 1)));
  std::FILE* out = std::fopen(required(found, "out").c_str(), "w");
  if (!out) usage("cannot write the --out file");
  TranspositionTable tt(16);
  for (int game = 0; game < games; ++game) {
    Position pos = start_position();
    for (int ply = 0; !is_over(pos); ++ply) {
      Reversi::MoveList moves;
      Reversi::generate_moves(pos, moves);
      const int empties = pos.empty_count();
      if (ply >= RANDOM_PLIES && empties <= SAMPLE_MAX_EMPTIES && empties >= SAMPLE_MIN_EMPTIES &&
          empties % SAMPLE_EVERY == 0 && !must_pass(pos)) {
        tt.clear();
        AlphaBeta<Reversi, FittedEval> search(tt, FittedEval{});
        Limits limits;
        limits.max_depth = depth;
        std::vector<Score> scores;
        search.run(pos, limits, [&](const SearchInfo<Reversi>& info) {
          scores.push_back(info.score);
          return true;
        });
        std::fprintf(out, "%d", empties);
        for (const Score s : scores) std::fprintf(out, " %d", s);
        std::fprintf(out, "\n");
        std::fflush(out);
      }
      const Reversi::Move m = ply < RANDOM_PLIES ? moves[int(rng.below(u64(moves.size())))]
                                                 : searched_move(tt, pos, PLAY_DEPTH);
      pos = play(pos, m);
    }
    std::fprintf(stderr, "game %d of %d\n", game + 1, games);
  }
  std::fclose(out);
  return 0;
}

// Least squares of deep on shallow over the samples of one phase: deep ≈ slope·shallow + intercept.
struct Fit {
  double slope = 1, intercept = 0, sigma = 0;
  int count = 0;
};

Fit least_squares(const std::vector<std::pair<double, double>>& points) {
  Fit f;
  f.count = int(points.size());
  if (f.count < 8) return f;
  double sx = 0, sy = 0, sxx = 0, sxy = 0;
  for (const auto& [x, y] : points) {
    sx += x;
    sy += y;
    sxx += x * x;
    sxy += x * y;
  }
  const double n = f.count, var = sxx - sx * sx / n;
  if (var > 0) f.slope = (sxy - sx * sy / n) / var;
  f.intercept = (sy - f.slope * sx) / n;
  double residuals = 0;
  for (const auto& [x, y] : points) residuals += std::pow(y - f.slope * x - f.intercept, 2);
  f.sigma = std::sqrt(residuals / (n - 2));
  return f;
}

int fit(const std::map<std::string, std::string>& found) {
  std::ifstream data(required(found, "data"));
  if (!data) usage("cannot read the --data file");
  // points[phase][depth]: (shallow score, deep score)
  std::vector<std::vector<std::vector<std::pair<double, double>>>> points(
      PROBCUT_PHASES, std::vector<std::vector<std::pair<double, double>>>(PROBCUT_MAX_DEPTH + 1));
  int lines = 0;
  for (std::string line; std::getline(data, line);) {
    std::istringstream in(line);
    int empties = 0;
    in >> empties;
    std::vector<Score> scores{0};  // scores[d]: the iteration at depth d
    for (Score s; in >> s;) scores.push_back(s);
    ++lines;
    for (int d = PROBCUT_MIN_DEPTH; d <= PROBCUT_MAX_DEPTH && d < int(scores.size()); ++d) {
      const Score deep = scores[d], shallow = scores[probcut_shallow_depth(d)];
      if (is_decisive(deep) || is_decisive(shallow) || d >= empties) continue;
      points[probcut_phase(empties)][d].push_back({double(shallow), double(deep)});
    }
  }
  std::FILE* out = std::fopen(required(found, "out").c_str(), "w");
  if (!out) usage("cannot write the --out file");
  std::fprintf(
      out,
      "// Generated by `tools/mpc/fit-probcut.sh` (tools/mpc): do not edit. %d positions.\n"
      "// PROBCUT_TABLE[phase][depth]: the depth-d score predicted from the "
      "depth-probcut_shallow_depth(d)\n"
      "// one, deep = slope * shallow + intercept, with the error's standard deviation "
      "(hundredths\n"
      "// of a disc); a sigma of 0 has too few samples and is never cut on.\n"
      "#pragma once\n\n#include \"reversi/probcut.h\"\n\nnamespace ply::reversi {\n\n"
      "inline constexpr ProbCutFit PROBCUT_TABLE[PROBCUT_PHASES][PROBCUT_MAX_DEPTH + 1] = {\n",
      lines);
  for (int phase = 0; phase < PROBCUT_PHASES; ++phase) {
    std::fprintf(out, "    {\n");
    for (int d = 0; d <= PROBCUT_MAX_DEPTH; ++d) {
      const Fit f = d >= PROBCUT_MIN_DEPTH ? least_squares(points[phase][d]) : Fit{};
      std::fprintf(out, "        {%.4f, %.1f, %.1f},  // depth %d from %d, %d samples\n", f.slope,
                   f.intercept, f.sigma, d, d >= PROBCUT_MIN_DEPTH ? probcut_shallow_depth(d) : 0,
                   f.count);
    }
    std::fprintf(out, "    },\n");
  }
  std::fprintf(out, "};\n\n}  // namespace ply::reversi\n");
  std::fclose(out);
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) usage("a command is required");
  const std::string command = argv[1];
  const auto found = options(argc, argv);
  if (command == "samples") return samples(found);
  if (command == "fit") return fit(found);
  usage("unknown command '" + command + "'");
}
