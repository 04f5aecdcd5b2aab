// Texel's method (tools/fit/texel.h) as `ply fit` runs it (fit.h) for a game whose rules R give:
//
//   R::TEXEL                         the method's defaults (its lambda)
//   R::PHASE_BOUNDS, R::PHASE_NAME   the bands the held-out error is reported by, and their name
//   R::position_features(text, sample, features)   a labelled line's position as the evaluation's
//                                    sparse features (tools/fit/samples.h), or why it is refused
//   start(weights, free)             where the fit starts, and which weights it may move
//   weights_text(settings, data, fit)   the file of the fitted weights
//
// The method's options, TEXEL_OPTIONS: --held-out <file>[,<file>...] (none: every tenth game of
// the data), --lambda, --iterations, --scale, --result-weight, --rate.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "fit.h"
#include "fit/samples.h"
#include "fit/texel.h"

namespace ply::cli {

inline constexpr std::array<std::string_view, 6> TEXEL_OPTIONS = {
    "held-out", "lambda", "iterations", "scale", "result-weight", "rate"};

// TEXEL_OPTIONS and a game's own.
template <std::size_t N>
constexpr std::array<std::string_view, TEXEL_OPTIONS.size() + N> texel_options_and(
    const std::array<std::string_view, N>& own) {
  std::array<std::string_view, TEXEL_OPTIONS.size() + N> all{};
  for (std::size_t i = 0; i < TEXEL_OPTIONS.size(); ++i) all[i] = TEXEL_OPTIONS[i];
  for (std::size_t i = 0; i < N; ++i) all[TEXEL_OPTIONS.size() + i] = own[i];
  return all;
}

struct Texel {
  fit::TexelOptions options;
  std::vector<std::string> held_out;  // none: every tenth game of the data
};

// The method's options as given, the game's `defaults` where not.
Texel texel_options(const Args& args, const fit::TexelOptions& defaults);

// What the file's header says of the fit: "fitted on <n> positions ... the data:" and a line each
// file read ("//   <file>: <its first line, size and hash>"), each line ended.
std::string texel_summary(const Texel& texel, const fit::Samples& data, const fit::TexelFit& fit);

template <class R>
std::optional<std::string> texel_weights(const FitSettings& settings, const Texel& texel,
                                         const R& rules) {
  const auto data = fit::read_samples(settings.data, R::position_features);
  if (!data) return std::nullopt;
  std::optional<fit::Samples> held_out;
  if (!texel.held_out.empty() &&
      !(held_out = fit::read_samples(texel.held_out, R::position_features)))
    return std::nullopt;
  std::vector<double> start;
  std::vector<bool> free;
  rules.start(start, free);
  const auto fitted = fit::texel_fit(*data, start, free, texel.options, R::PHASE_BOUNDS,
                                     R::PHASE_NAME, held_out ? &*held_out : nullptr);
  if (!fitted) return std::nullopt;
  return rules.weights_text(settings, *data, *fitted);
}

// The rules R of a game fitted by Texel's method hold its options, and fit by it: R derives from
// TexelRules<R>, built from R::TEXEL and the arguments.
template <class R>
struct TexelRules {
  Texel texel;

  explicit TexelRules(const Args& args) : texel(texel_options(args, R::TEXEL)) {}
  std::optional<std::string> fit(const FitSettings& settings) const {
    return texel_weights(settings, texel, static_cast<const R&>(*this));
  }
};

}  // namespace ply::cli
