#include "samples.h"

#include <memory>

#include "gomoku/eval.h"
#include "gomoku/notation.h"
#include "gomoku/quiet.h"

namespace ply::gomoku::fit {

static_assert(COMBO_FEATURES == TERM_COUNT && 330 == COMBO_COUNT);

namespace {

std::string position_features(std::string_view text, Sample& sample,
                              std::vector<ply::fit::Feature>& features) {
  std::string error;
  const auto pos = parse_position(std::string(text), &error);
  if (!pos) return "the position: " + error;
  const auto board = std::make_unique<PatternBoard>(*pos);
  if (!is_quiet(*board)) return "not a quiet position (over, or a five to make)";
  sample.phase = pos->count;
  const Features f = evaluation_features(*board, pos->to_move());
  for (int i = 0; i < TERM_COUNT; ++i)
    if (f.terms[std::size_t(i)]) features.push_back({u32(i), float(f.terms[std::size_t(i)])});
  for (int t = 0; t < 2; ++t)
    for (int k = 0; k < COMBO_COUNT; ++k)
      if (const int n = f.combos[std::size_t(t)][std::size_t(k)])
        features.push_back({u32(feature_of_combo(t, k)), float(n)});
  return "";
}

}  // namespace

bool append_samples(Samples& out, std::string_view text, const std::string& name,
                    std::string* error) {
  return ply::fit::append_samples(out, text, name, error, position_features);
}

std::optional<Samples> read_samples(const std::vector<std::string>& paths) {
  return ply::fit::read_samples(paths, position_features);
}

}  // namespace ply::gomoku::fit
