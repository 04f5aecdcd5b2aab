// The labelled positions `ply fit draughts` reads (tools/fit/samples.h through
// cli/draughts/fit_rules.h): any text is refused with its line and reason, leaving what was read
// before untouched, or read as one sample a position line, each with its features in range; a
// position written back as a FEN and read again gives the same features.
#include <algorithm>

#include "draughts/fit_rules.h"
#include "draughts/notation.h"
#include "draughts/pattern_eval.h"
#include "fuzz_check.h"

using namespace ply::draughts;
constexpr auto draughts_features = &ply::cli::draughts_fit::Rules::position_features;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  ply::fit::Samples samples;
  const std::string kept = "12\t1\tW:Wa3,c3:Bf6,h6";
  FUZZ_CHECK(ply::fit::append_samples(samples, kept, "kept", nullptr, draughts_features),
             "the kept line is refused");
  const ply::fit::Samples before = samples;
  std::string error;
  if (!ply::fit::append_samples(samples, text, "f", &error, draughts_features)) {
    FUZZ_CHECK(error.starts_with("f:"), "a refused file has no line and reason");
    FUZZ_CHECK(samples == before, "a refused file left something behind");
    return 0;
  }
  std::size_t lines = 0;
  for (std::size_t at = 0; at < text.size();) {
    const std::size_t end = std::min(text.find('\n', at), text.size());
    const std::string_view line = text.substr(at, end - at);
    if (!line.empty() && line[0] != '#') {
      ++lines;
      // The FEN after the second tab, written back and read again: the same features.
      const std::string_view fen = line.substr(line.find('\t', line.find('\t') + 1) + 1);
      const auto pos = parse_fen(fen);
      FUZZ_CHECK(pos.has_value(), "an accepted line's FEN does not parse");
      ply::fit::Sample first{}, again{};
      std::vector<ply::fit::Feature> a, b;
      FUZZ_CHECK(draughts_features(fen, first, a).empty() &&
                     draughts_features(to_fen(*pos), again, b).empty(),
                 "an accepted position is refused written back");
      FUZZ_CHECK(a.size() == b.size() &&
                     std::equal(a.begin(), a.end(), b.begin(),
                                [](const auto& x, const auto& y) {
                                  return x.index == y.index && x.value == y.value;
                                }) &&
                     first.phase == again.phase,
                 "a position written back has other features");
    }
    at = end + 1;
  }
  FUZZ_CHECK(samples.samples.size() == before.samples.size() + lines,
             "not one sample a position line");
  for (const ply::fit::Sample& s : samples.samples) {
    FUZZ_CHECK(s.first <= s.end && s.end <= samples.features.size(),
               "a sample's features out of range");
    FUZZ_CHECK(s.result == 0 || s.result == 0.5 || s.result == 1,
               "a result that is not 0, 0.5 or 1");
  }
  for (const ply::fit::Feature& f : samples.features)
    FUZZ_CHECK(f.index < 2 * FEATURE_COUNT, "a feature beyond the fit's");
  return 0;
}
