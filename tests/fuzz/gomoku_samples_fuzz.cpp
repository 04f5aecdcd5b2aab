// The labelled positions `ply fit gomoku` reads (tools/fit/samples.h through
// cli/gomoku/fit_rules.h): any text is refused
// with its line and reason, leaving what was read before untouched, or read as one sample a
// position line, each with its features in range and in order.
#include <algorithm>

#include "fuzz_check.h"
#include "gomoku/fit_rules.h"

using namespace ply::cli::gomoku_fit;
using ply::fit::Feature;
using ply::fit::Sample;
using ply::fit::Samples;

namespace {

bool append_samples(Samples& out, std::string_view text, const std::string& name,
                    std::string* error) {
  return ply::fit::append_samples(out, text, name, error, Rules::position_features);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  Samples samples;
  const std::string kept = "9\t1\t15 freestyle: h8 i9 h9";
  FUZZ_CHECK(append_samples(samples, kept, "kept", nullptr), "the kept line is refused");
  const Samples before = samples;
  std::string error;
  if (!append_samples(samples, text, "f", &error)) {
    FUZZ_CHECK(error.starts_with("f:"), "a refused file has no line and reason");
    FUZZ_CHECK(samples == before, "a refused file left something behind");
    return 0;
  }
  std::size_t lines = 0;
  for (std::size_t at = 0; at < text.size();) {
    const std::size_t end = std::min(text.find('\n', at), text.size());
    if (end > at && text[at] != '#') ++lines;
    at = end + 1;
  }
  FUZZ_CHECK(samples.samples.size() == before.samples.size() + lines,
             "not one sample a position line");
  for (const Sample& s : samples.samples) {
    FUZZ_CHECK(s.first <= s.end && s.end <= samples.features.size(),
               "a sample's features out of range");
    FUZZ_CHECK(s.result == 0 || s.result == 0.5 || s.result == 1,
               "a result that is not 0, 0.5 or 1");
  }
  for (const Feature& f : samples.features)
    FUZZ_CHECK(f.index < FEATURE_COUNT, "a feature beyond the fit's");
  return 0;
}
