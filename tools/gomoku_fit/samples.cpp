#include "samples.h"

#include <cstdio>
#include <fstream>
#include <iterator>
#include <memory>
#include <span>

#include "core/data_file.h"
#include "gomoku/eval.h"
#include "gomoku/notation.h"
#include "quiet.h"

namespace ply::gomoku::fit {

static_assert(COMBO_FEATURES == TERM_COUNT && 330 == COMBO_COUNT);

namespace {

// A whole number, all of `text`.
std::optional<long> whole(const std::string& text) {
  if (text.empty() || text.size() > 9) return std::nullopt;
  std::size_t i = text[0] == '-' ? 1 : 0;
  if (i == text.size()) return std::nullopt;
  for (std::size_t k = i; k < text.size(); ++k)
    if (text[k] < '0' || text[k] > '9') return std::nullopt;
  return std::stol(text);
}

// Why the line is no labelled position, or empty; fills `sample` and appends its features.
std::string parse_line(const std::string& line, Sample& sample, std::vector<Feature>& features) {
  const auto tab = line.find('\t'), second = tab == std::string::npos ? tab : line.find('\t', tab + 1);
  if (second == std::string::npos) return "expected score<TAB>result<TAB>position";
  const std::string score = line.substr(0, tab), result = line.substr(tab + 1, second - tab - 1);
  const bool mate = score.rfind("M", 0) == 0 || score.rfind("-M", 0) == 0;
  const auto value = whole(mate ? score.substr(score[0] == '-' ? 2 : 1) : score);
  if (!value || (mate && *value < 0)) return "the score '" + score + "' is no whole number nor [-]M<plies>";
  sample.decisive = mate;
  sample.score = mate ? (score[0] == '-' ? -1.0 : 1.0) : double(*value);
  if (result == "1") sample.result = 1;
  else if (result == "0.5") sample.result = 0.5;
  else if (result == "0") sample.result = 0;
  else return "the result '" + result + "' is not 1, 0.5 or 0";
  std::string error;
  const auto pos = parse_position(line.substr(second + 1), &error);
  if (!pos) return "the position: " + error;
  const auto board = std::make_unique<PatternBoard>(*pos);
  if (!is_quiet(*board)) return "not a quiet position (over, or a five to make)";
  sample.stones = pos->count;
  const Features f = evaluation_features(*board, pos->to_move());
  sample.first = u32(features.size());
  for (int i = 0; i < TERM_COUNT; ++i)
    if (f.terms[std::size_t(i)]) features.push_back({u16(i), std::int16_t(f.terms[std::size_t(i)])});
  for (int t = 0; t < 2; ++t)
    for (int k = 0; k < COMBO_COUNT; ++k)
      if (const int n = f.combos[std::size_t(t)][std::size_t(k)]) features.push_back({u16(feature_of_combo(t, k)), std::int16_t(n)});
  sample.end = u32(features.size());
  return "";
}

}  // namespace

bool append_samples(Samples& out, std::string_view text, const std::string& name, std::string* error) {
  const auto bytes = std::span(reinterpret_cast<const u8*>(text.data()), text.size());
  const std::size_t kept_samples = out.samples.size(), kept_features = out.features.size();
  const int kept_games = out.games;
  std::size_t at = 0;
  int number = 0, positions = 0, games = 0;
  std::string first;
  while (at < text.size()) {
    const std::size_t newline = text.find('\n', at);
    const std::string line(text.substr(at, newline == std::string_view::npos ? std::string_view::npos : newline - at));
    at = newline == std::string_view::npos ? text.size() : newline + 1;
    ++number;
    if (number == 1) first = line;
    if (line.empty()) continue;
    if (line[0] == '#') {
      if (line.rfind("# game ", 0) == 0) ++games, ++out.games;
      continue;
    }
    Sample s{};
    s.game = out.games;
    if (const std::string why = parse_line(line, s, out.features); !why.empty()) {
      if (error) *error = name + ":" + std::to_string(number) + ": " + why;
      // Nothing of a refused file stays.
      out.samples.resize(kept_samples);
      out.features.resize(kept_features);
      out.games = kept_games;
      return false;
    }
    out.samples.push_back(s);
    ++positions;
  }
  char hash[17];
  std::snprintf(hash, sizeof hash, "%016llx", (unsigned long long)data_hash(bytes));
  out.headers.push_back(name + ": '" + first + "', " + std::to_string(games) + " games, " +
                        std::to_string(positions) + " positions, " + std::to_string(text.size()) + " bytes, FNV-1a " +
                        hash);
  return true;
}

std::optional<Samples> read_samples(const std::vector<std::string>& paths) {
  Samples out;
  for (const std::string& path : paths) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
      std::fprintf(stderr, "%s: cannot read\n", path.c_str());
      return std::nullopt;
    }
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    std::string error;
    if (!append_samples(out, text, path, &error)) {
      std::fprintf(stderr, "%s\n", error.c_str());
      return std::nullopt;
    }
  }
  return out;
}

}  // namespace ply::gomoku::fit
