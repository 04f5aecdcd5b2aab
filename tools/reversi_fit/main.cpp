// ply-fit-reversi: Reversi's pattern weights (engine/reversi/pattern_eval.h) learned from the
// engine's own games, in two steps that tools/reversi_fit/fit-eval.sh runs:
//
//   ply-fit-reversi games --out <games.txt> [--games <n>] [--seed <n>] [--nodes <n>]
//   [--solve-empties <n>]
//                         [--threads <n>] [--weights <file>]
//   ply-fit-reversi fit --games <games.txt>[,<more.txt>...] --out <weights> [--max-games <n>]
//   [--train-games <n>]
//                       [--search-weight <x>] [--lambda <x>] [--iterations <n>] [--compare
//                       <weights>]
//
// `games` plays (and resumes) the self-play games (games.h); `fit` fits each phase by least squares
// from the last back on the games of every file named (in order, the first --max-games of them),
// every tenth game held out to measure it (and the weights of --compare on the same); --train-games
// fits on fewer of the others, against the same held-out games (how the error falls with the data).
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <map>
#include <stdexcept>
#include <string>

#include "../reversi_weights.h"
#include "../tool_options.h"
#include "core/data_file.h"
#include "games.h"
#include "least_squares.h"
#include "reversi/pattern_weights.h"
#include "samples.h"

using namespace ply;
using namespace ply::reversi;
using namespace ply::reversi::fit;

namespace {

[[noreturn]] void usage(const std::string& why) {
  if (!why.empty()) std::fprintf(stderr, "ply-fit-reversi: %s\n", why.c_str());
  std::fprintf(
      stderr,
      "usage: ply-fit-reversi games --out <games.txt> [--games <n>] [--seed <n>] [--nodes <n>]\n"
      "                             [--solve-empties <n>] [--threads <n>] [--weights <file>]\n"
      "       ply-fit-reversi fit --games <games.txt>[,<more.txt>...] --out <weights> [--max-games "
      "<n>] [--train-games <n>]\n"
      "                           [--search-weight <x>] [--lambda <x>] [--iterations <n>] "
      "[--compare <weights>]\n");
  std::exit(2);
}

using Options = std::map<std::string, std::string>;

std::optional<PatternTable> read_weights(const std::string& path) {
  std::string why;
  const auto bytes = read_data_file(path, &why);  // why: "<path>: <reason>"
  auto table = bytes ? decode_weights(*bytes, &why) : std::nullopt;
  if (!table) std::fprintf(stderr, "%s%s\n", bytes ? (path + ": ").c_str() : "", why.c_str());
  return table;
}

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

int games_command(const Options& args) {
  GamesOptions o;
  o.header.nodes = 10000;
  o.header.solve_empties = 18;
  std::string out, weights = "engine/reversi/weights/pattern8.weights";
  for (const auto& [key, value] : args) {
    if (key == "out")
      out = value;
    else if (key == "games")
      o.games = std::stoi(value);
    else if (key == "seed")
      o.header.seed = std::stoull(value);
    else if (key == "nodes")
      o.header.nodes = std::stoull(value);
    else if (key == "solve-empties")
      o.header.solve_empties = std::stoi(value);
    else if (key == "threads")
      o.threads = std::stoi(value);
    else if (key == "weights")
      weights = value;
    else
      usage("unknown option --" + key);
  }
  if (out.empty()) usage("--out is required");
  // The games are level 5's on these weights: the header names them, so a resumed run plays with
  // the same.
  const auto hash = tools::play_with_weights(weights);
  if (!hash) return 1;
  o.header.weights_hash = *hash;
  std::string why;
  if (!generate_games(out, o, &why)) {
    std::fprintf(stderr, "%s\n", why.c_str());
    return 1;
  }
  return 0;
}

// The fewest empties a phase holds.
int lowest_empties(int phase) {
  return phase == PHASE_COUNT - 1 ? 0 : 60 - PHASE_MOVES * (phase + 1) + 1;
}

double rms_of(const std::vector<Row>& rows, const PatternTable& table, int phase) {
  std::vector<double> w(WEIGHTS_PER_PHASE);
  for (int j = 0; j < WEIGHTS_PER_PHASE; ++j)
    w[std::size_t(j)] = table[std::size_t(phase) * WEIGHTS_PER_PHASE + std::size_t(j)];
  return rms_error(rows, w);
}

int fit_command(const Options& args) {
  std::string games_path, out, compare;
  u64 max_games = ~0ull, train_games = ~0ull;
  double search_weight = 0.5, lambda = 20;
  int iterations = 150;
  for (const auto& [key, value] : args) {
    if (key == "games")
      games_path = value;
    else if (key == "out")
      out = value;
    else if (key == "max-games")
      max_games = std::stoull(value);
    else if (key == "train-games")
      train_games = std::stoull(value);
    else if (key == "search-weight")
      search_weight = std::stod(value);
    else if (key == "lambda")
      lambda = std::stod(value);
    else if (key == "iterations")
      iterations = std::stoi(value);
    else if (key == "compare")
      compare = value;
    else
      usage("unknown option --" + key);
  }
  if (games_path.empty() || out.empty()) usage("--games and --out are required");
  std::optional<PatternTable> before;
  if (!compare.empty() && !(before = read_weights(compare))) return 1;

  const auto start = std::chrono::steady_clock::now();
  std::vector<std::vector<Sample>> train(PHASE_COUNT), test(PHASE_COUNT);
  u64 games = 0, trained = 0;
  for (std::size_t from = 0; from < games_path.size() && games < max_games;) {
    const std::size_t comma = std::min(games_path.find(',', from), games_path.size());
    const std::string path = games_path.substr(from, comma - from);
    from = comma + 1;
    std::ifstream in(path);
    std::string line;
    if (!in || !std::getline(in, line) || !parse_header(line)) {
      std::fprintf(stderr, "%s: not a games file\n", path.c_str());
      return 1;
    }
    for (int number = 2; games < max_games && std::getline(in, line); ++number) {
      std::string why;
      const auto game = parse_record(line, &why);
      if (!game) {
        std::fprintf(stderr, "%s:%d: %s\n", path.c_str(), number, why.c_str());
        return 1;
      }
      ++games;
      const bool held_out = game->index % 10 == 9;
      if (!held_out && trained++ >= train_games) continue;
      auto& into = held_out ? test : train;
      for (const Sample& s : samples_of(*game, search_weight))
        into[std::size_t(phase_of(s.pos.empty_count()))].push_back(s);
    }
  }
  std::fprintf(stderr, "%llu games read in %.0f s\n", static_cast<unsigned long long>(games),
               seconds_since(start));

  const auto rows_of = [](const std::vector<Sample>& samples) {
    std::vector<Row> rows;
    rows.reserve(samples.size());
    for (const Sample& s : samples) rows.push_back({features(s.pos), double(s.label)});
    return rows;
  };
  PatternTable table(std::size_t(PHASE_COUNT) * WEIGHTS_PER_PHASE);
  std::vector<double> prior(WEIGHTS_PER_PHASE);
  std::printf("phase  empties  train pos  test pos  train rms  test rms%s  seconds\n",
              before ? "  before" : "");
  for (int phase = PHASE_COUNT - 1; phase >= 0; --phase) {
    const auto phase_start = std::chrono::steady_clock::now();
    const auto train_rows = rows_of(train[std::size_t(phase)]),
               test_rows = rows_of(test[std::size_t(phase)]);
    const FitResult fit = least_squares(train_rows, prior, lambda, iterations);
    for (int j = 0; j < WEIGHTS_PER_PHASE; ++j) {
      // Within ±MAX_WEIGHT, so the file's differences between phases fit in 16 bits.
      const double w = std::clamp(std::round(fit.weights[std::size_t(j)]), double(-MAX_WEIGHT),
                                  double(MAX_WEIGHT));
      table[std::size_t(phase) * WEIGHTS_PER_PHASE + std::size_t(j)] = std::int16_t(w);
    }
    prior = fit.weights;
    std::printf("%5d  %2d-%-2d    %9zu  %8zu  %9.2f  %8.2f", phase, lowest_empties(phase),
                60 - PHASE_MOVES * phase, train_rows.size(), test_rows.size(),
                rms_of(train_rows, table, phase), rms_of(test_rows, table, phase));
    if (before) std::printf("  %6.2f", rms_of(test_rows, *before, phase));
    std::printf("  %7.0f\n", seconds_since(phase_start));
    std::fflush(stdout);
  }

  const auto bytes = encode_weights(table);
  std::ofstream file(out, std::ios::binary);
  file.write(reinterpret_cast<const char*>(bytes.data()), std::streamsize(bytes.size()));
  if (!file) {
    std::fprintf(stderr, "cannot write %s\n", out.c_str());
    return 1;
  }
  std::fprintf(stderr, "%s: %zu bytes, sha256 %s, %.0f s in all\n", out.c_str(), bytes.size(),
               sha256_hex(bytes).c_str(), seconds_since(start));
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) usage("");
  const std::string command = argv[1];
  const Options args = tools::name_values(argc, argv, usage);
  try {
    if (command == "games") return games_command(args);
    if (command == "fit") return fit_command(args);
  } catch (const std::logic_error&) {  // std::stoi and the like on a value that is no number
    usage("a value is not a number");
  }
  usage("unknown command '" + command + "'");
}
