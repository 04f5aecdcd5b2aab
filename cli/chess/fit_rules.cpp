#include "chess/fit_rules.h"

#include <cstdio>

#include "chess/traits.h"

namespace ply::cli::chess_fit {

Rules::Rules(const Args& args) {
  options.epochs = int(args.integer("iterations", options.epochs, 0, 1'000'000));
  result_weight = real_option(args, "result-weight", result_weight, 0, 1);
}

std::optional<std::string> Rules::fit(const FitSettings& settings) const {
  tune::Samples all;
  if (!read_lines(settings.data, [&](const std::string&, int, std::string_view line) {
        return all.add_line(line);
      }))
    return std::nullopt;
  // The last tenth held out: other games than the rest (a game's positions share its result), its
  // loss shows whether the fit learned or memorised.
  tune::Samples train, held_out;
  for (std::size_t i = 0; i < all.samples.size(); ++i) {
    const auto& s = all.samples[i];
    auto& part = i >= all.samples.size() - all.samples.size() / 10 ? held_out : train;
    part.samples.push_back(s);
    part.samples.back().first = u32(part.counts.size());
    part.counts.insert(part.counts.end(), all.counts.begin() + s.first,
                       all.counts.begin() + s.first + s.size);
  }
  if (held_out.samples.empty()) {
    std::fprintf(stderr, "too few positions: %zu, a tenth of them to hold out\n",
                 all.samples.size());
    return std::nullopt;
  }
  tune::Weights w = tune::initial_weights();
  const double k = tune::fit_scale(w, train);
  const double before = tune::loss(w, held_out, k);  // the held-out targets stay the results
  tune::set_targets(train, k, result_weight);
  std::fprintf(stderr, "%zu positions (%zu held out), k %.6f, held-out loss %.6f\n",
               all.samples.size(), held_out.samples.size(), k, before);
  tune::fit(w, train, k, options,
            [](int epoch, double l) { std::fprintf(stderr, "epoch %d: loss %.6f\n", epoch, l); });
  const double train_loss = tune::loss(w, train, k), held_out_loss = tune::loss(w, held_out, k);
  std::fprintf(stderr, "loss %.6f, held-out loss %.6f (from %.6f)\n", train_loss, held_out_loss,
               before);
  char note[512];
  std::snprintf(
      note, sizeof note,
      "%zu positions, k %.6f, targets %.0f%% result, %d epochs: loss %.6f;\n"
      "held-out positions' loss against their results %.6f (the hand-written weights: %.6f).",
      all.samples.size(), k, 100 * result_weight, options.epochs, train_loss, held_out_loss,
      before);
  return tune::weights_header(w, note);
}

int command(const Args& args) { return fit_command<chess::Traits, Rules>(args); }

}  // namespace ply::cli::chess_fit
