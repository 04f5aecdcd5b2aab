#include "reversi/fit_rules.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>

#include "core/data_file.h"
#include "core/sha256.h"
#include "fit/samples.h"
#include "reversi/pattern_weights.h"
#include "reversi/traits.h"
#include "reversi_fit/least_squares.h"
#include "reversi_fit/samples.h"

namespace ply::cli::reversi_fit {

using namespace ply::reversi;
using namespace ply::reversi::fit;

namespace {

std::optional<PatternTable> read_weights(const std::string& path) {
  std::string why;
  const auto bytes = read_data_file(path, &why);  // why: "<path>: <reason>"
  auto table = bytes ? decode_weights(*bytes, &why) : std::nullopt;
  if (!table) std::fprintf(stderr, "%s%s\n", bytes ? (path + ": ").c_str() : "", why.c_str());
  return table;
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

std::vector<Row> rows_of(const std::vector<Sample>& samples) {
  std::vector<Row> rows;
  rows.reserve(samples.size());
  for (const Sample& s : samples) rows.push_back({features(s.pos), double(s.label)});
  return rows;
}

}  // namespace

Rules::Rules(const Args& args) {
  constexpr i64 MOST = i64(1) << 62;
  max_games = u64(args.integer("max-games", i64(MOST), 0, MOST));
  train_games = u64(args.integer("train-games", i64(MOST), 0, MOST));
  search_weight = real_option(args, "search-weight", search_weight, 0, 1);
  lambda = real_option(args, "lambda", lambda, 0, 1e12);
  iterations = int(args.integer("iterations", iterations, 0, 1'000'000));
  compare = args.text("compare");
}

std::optional<std::string> Rules::fit(const FitSettings& settings) const {
  std::optional<PatternTable> before;
  if (!compare.empty() && !(before = read_weights(compare))) return std::nullopt;

  const auto start = std::chrono::steady_clock::now();
  std::vector<std::vector<Sample>> train(PHASE_COUNT), test(PHASE_COUNT);
  u64 games = 0, trained = 0;
  std::size_t files = 0;
  const bool read = read_lines(
      settings.data, [&](const std::string&, int number, std::string_view line) -> std::string {
        std::string why;
        if (number == 1) {
          ++files;
          return parse_header(line, &why) ? "" : "not a games file: " + why;
        }
        if (games >= max_games) return "";
        const auto game = parse_record(line, &why);
        if (!game) return why;
        ++games;
        const bool held_out = ply::fit::held_out_game(game->index);
        if (!held_out && trained++ >= train_games) return "";
        auto& into = held_out ? test : train;
        for (const Sample& s : samples_of(*game, search_weight))
          into[std::size_t(phase_of(s.pos.empty_count()))].push_back(s);
        return "";
      });
  if (!read) return std::nullopt;
  if (files < settings.data.size()) {
    std::fprintf(stderr, "an empty file: not a games file\n");
    return std::nullopt;
  }
  std::fprintf(stderr, "%llu games read in %.0f s\n", static_cast<unsigned long long>(games),
               seconds_since(start));

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
  std::fprintf(stderr, "%s: %zu bytes, sha256 %s, %.0f s in all\n", settings.out.c_str(),
               bytes.size(), sha256_hex(bytes).c_str(), seconds_since(start));
  return std::string(bytes.begin(), bytes.end());
}

int command(const Args& args) { return fit_command<Traits, Rules>(args); }

}  // namespace ply::cli::reversi_fit
