#include "gomoku/fit_rules.h"

#include <cmath>
#include <memory>
#include <sstream>

#include "gomoku/eval.h"
#include "gomoku/eval_weights.h"
#include "gomoku/notation.h"
#include "gomoku/quiet.h"
#include "gomoku/traits.h"

namespace ply::cli::gomoku_fit {

using namespace ply::gomoku;

static_assert(COMBO_FEATURES == TERM_COUNT && 330 == COMBO_COUNT);

Rules::Rules(const Args& args) : TexelRules(args) {
  const std::string name = args.text("model", "combos");
  if (name != "combos" && name != "lines")
    fail("fit: --model must be combos or lines, not '" + excerpt(name) + "'");
  model = name == "combos" ? Model::COMBOS : Model::LINES;
}

std::string Rules::position_features(std::string_view text, fit::Sample& sample,
                                     std::vector<fit::Feature>& features) {
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

// The compiled weights, in evaluation units; the model's own start from them.
void Rules::start(std::vector<double>& w, std::vector<bool>& free) const {
  w.assign(FEATURE_COUNT, 0);
  for (int i = 0; i < TERM_COUNT; ++i)
    w[std::size_t(i)] = double(TERM_WEIGHTS[std::size_t(i)]) / WEIGHTS_PER_UNIT;
  for (int t = 0; t < 2; ++t)
    for (int k = 0; k < COMBO_COUNT; ++k)
      w[std::size_t(feature_of_combo(t, k))] = double(COMBO_WEIGHT_VALUES[t][k]) / WEIGHTS_PER_UNIT;
  free.assign(FEATURE_COUNT, true);
  free[TEMPO] = false;  // having the move is in the own/their split already
  if (model == Model::LINES) {
    for (int f = COMBO_FEATURES; f < FEATURE_COUNT; ++f)
      w[std::size_t(f)] = 0, free[std::size_t(f)] = false;
    return;
  }
  // Each combination takes over its lines' weights: the model starts as the compiled evaluation.
  for (int t = 0; t < 2; ++t)
    for (int k = 1; k < COMBO_COUNT; ++k)
      for (const Pattern p : COMBO_PATTERNS[std::size_t(k)])
        if (p >= B2 && p <= F4)
          w[std::size_t(feature_of_combo(t, k))] +=
              w[std::size_t(t == 0 ? own_lines(p) : their_lines(p))];
  for (int p = B2; p <= F4; ++p) {
    w[std::size_t(own_lines(Pattern(p)))] = w[std::size_t(their_lines(Pattern(p)))] = 0;
    free[std::size_t(own_lines(Pattern(p)))] = free[std::size_t(their_lines(Pattern(p)))] = false;
  }
  free[std::size_t(feature_of_combo(0, 0))] = free[std::size_t(feature_of_combo(1, 0))] =
      false;  // no pattern: 0
}

std::string Rules::weights_text(const FitSettings& settings, const fit::Samples& data,
                                const fit::TexelFit& fit) const {
  static const char* const NAMES[TERM_COUNT] = {"tempo",
                                                "own B2",
                                                "own F2",
                                                "own B3",
                                                "own F3",
                                                "own B4",
                                                "own F4",
                                                "their B2",
                                                "their F2",
                                                "their B3",
                                                "their F3",
                                                "their B4",
                                                "their F4",
                                                "own windows of 1",
                                                "of 2",
                                                "of 3",
                                                "of 4",
                                                "their windows of 1",
                                                "of 2",
                                                "of 3",
                                                "of 4",
                                                "empty windows",
                                                "own four-three",
                                                "own double three",
                                                "own four-three, they can four",
                                                "own double three, they can four",
                                                "their double threats"};
  const auto weight = [&](int f) {
    return std::lround(fit.weights[std::size_t(f)] * WEIGHTS_PER_UNIT);
  };
  std::ostringstream out;
  out << "// Level 5's evaluation weights (eval.h), in twentieths of an evaluation unit: the terms "
         "in Term's order,\n"
         "// then each pattern combination's (combos.h) for the side to move's cells and for its "
         "opponent's.\n"
         "// Generated by `ply fit gomoku` (tools/gomoku_fit/fit-eval.sh), do not edit:\n"
      << "//   " << settings.command << "\n"
      << "// " << (model == Model::COMBOS ? "combinations" : "line terms") << " "
      << texel_summary(texel, data, fit);
  out << "#pragma once\n\n#include \"gomoku/combos.h\"\n\nnamespace ply::gomoku {\n\n"
         "inline constexpr int TERM_WEIGHT_VALUES[] = {\n";
  for (int i = 0; i < TERM_COUNT; ++i) out << "    " << weight(i) << ",  // " << NAMES[i] << "\n";
  out << "};\n\ninline constexpr int COMBO_WEIGHT_VALUES[2][COMBO_COUNT] = {\n";
  for (int t = 0; t < 2; ++t) {
    out << "    {  // " << (t == 0 ? "the side to move's cells" : "its opponent's") << "\n";
    for (int k = 0; k < COMBO_COUNT; ++k)
      out << "        " << weight(feature_of_combo(t, k)) << ",  // " << combo_name(k) << "\n";
    out << "    },\n";
  }
  out << "};\n\n}  // namespace ply::gomoku\n";
  return out.str();
}

int command(const Args& args) { return fit_command<Traits, Rules>(args); }

}  // namespace ply::cli::gomoku_fit
