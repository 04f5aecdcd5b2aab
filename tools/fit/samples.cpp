#include "samples.h"

#include <cstdio>
#include <fstream>
#include <iterator>
#include <span>

#include "core/data_file.h"

namespace ply::fit {

namespace {

// A whole number, all of `text`.
std::optional<long> whole(std::string_view text) {
  if (text.empty() || text.size() > 9) return std::nullopt;
  std::size_t i = text[0] == '-' ? 1 : 0;
  if (i == text.size()) return std::nullopt;
  long value = 0;
  for (std::size_t k = i; k < text.size(); ++k) {
    if (text[k] < '0' || text[k] > '9') return std::nullopt;
    value = value * 10 + (text[k] - '0');
  }
  return i ? -value : value;
}

// Why the line is no labelled position, or empty; fills `sample` and appends its features.
std::string parse_line(std::string_view line, Sample& sample, std::vector<Feature>& features,
                       const PositionFeatures& position_features) {
  const auto tab = line.find('\t'),
             second = tab == std::string_view::npos ? tab : line.find('\t', tab + 1);
  if (second == std::string_view::npos) return "expected score<TAB>result<TAB>position";
  const std::string_view score = line.substr(0, tab),
                         result = line.substr(tab + 1, second - tab - 1);
  const bool mate = score.starts_with("M") || score.starts_with("-M");
  const auto value = whole(mate ? score.substr(score[0] == '-' ? 2 : 1) : score);
  if (!value || (mate && *value < 0))
    return "the score '" + std::string(score) + "' is no whole number nor [-]M<plies>";
  sample.decisive = mate;
  sample.score = mate ? (score[0] == '-' ? -1.0 : 1.0) : double(*value);
  if (result == "1")
    sample.result = 1;
  else if (result == "0.5")
    sample.result = 0.5;
  else if (result == "0")
    sample.result = 0;
  else
    return "the result '" + std::string(result) + "' is not 1, 0.5 or 0";
  sample.first = u32(features.size());
  const std::string why = position_features(line.substr(second + 1), sample, features);
  sample.end = u32(features.size());
  return why;
}

}  // namespace

bool append_samples(Samples& out, std::string_view text, const std::string& name,
                    std::string* error, const PositionFeatures& position_features) {
  const auto bytes = std::span(reinterpret_cast<const u8*>(text.data()), text.size());
  const std::size_t kept_samples = out.samples.size(), kept_features = out.features.size();
  const int kept_games = out.games;
  std::size_t at = 0;
  int number = 0, positions = 0, games = 0;
  std::string_view first;
  while (at < text.size()) {
    const std::size_t newline = text.find('\n', at);
    const std::string_view line =
        text.substr(at, newline == std::string_view::npos ? std::string_view::npos : newline - at);
    at = newline == std::string_view::npos ? text.size() : newline + 1;
    ++number;
    if (number == 1) first = line;
    if (line.empty()) continue;
    if (line[0] == '#') {
      if (line.starts_with("# game ")) ++games, ++out.games;
      continue;
    }
    Sample s{};
    s.game = out.games;
    if (const std::string why = parse_line(line, s, out.features, position_features);
        !why.empty()) {
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
  out.headers.push_back(name + ": '" + std::string(first) + "', " + std::to_string(games) +
                        " games, " + std::to_string(positions) + " positions, " +
                        std::to_string(text.size()) + " bytes, FNV-1a " + hash);
  return true;
}

std::optional<Samples> read_samples(const std::vector<std::string>& paths,
                                    const PositionFeatures& position_features) {
  Samples out;
  for (const std::string& path : paths) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
      std::fprintf(stderr, "%s: cannot read\n", path.c_str());
      return std::nullopt;
    }
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    std::string error;
    if (!append_samples(out, text, path, &error, position_features)) {
      std::fprintf(stderr, "%s\n", error.c_str());
      return std::nullopt;
    }
  }
  return out;
}

}  // namespace ply::fit
