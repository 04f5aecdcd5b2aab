// ply-tune: chess's evaluation learned from the engine's own games (Texel's method), which
// `ply selfplay chess` plays (cli/chess/selfplay_rules.h: one line per quiet position, White's
// result, White's search score and the FEN).
//   ply-tune fit --data <file> [--epochs <n>] [--result-percent <0..100>] --out <header>
//       fits the evaluation's weights to those results (blended with the search scores: 50% result
//       by default) and writes them as a C++ header
// tools/tune/tune-eval.sh runs both, as used for engine/chess/eval_weights.h.
#include <cstdio>
#include <cstdlib>
#include <map>
#include <string>

#include "../tool_options.h"

#include "texel.h"

namespace {

[[noreturn]] void usage(const std::string& error) {
  std::fprintf(stderr, "ply-tune: %s\n", error.c_str());
  std::fprintf(stderr,
               "usage: ply-tune fit --data <file> [--epochs <n>] [--result-percent <0..100>] --out "
               "<header>\n");
  std::exit(2);
}

std::map<std::string, std::string> options(int argc, char** argv) {
  return ply::tools::name_values(argc, argv, usage);
}

long long number(const std::map<std::string, std::string>& found, const std::string& name,
                 long long fallback, long long min = 1) {
  const auto it = found.find(name);
  if (it == found.end()) return fallback;
  char* end = nullptr;
  const long long n = std::strtoll(it->second.c_str(), &end, 10);
  if (*end || n < min) usage("--" + name + " must be a number from " + std::to_string(min));
  return n;
}

std::FILE* open_out(const std::map<std::string, std::string>& found) {
  if (!found.count("out")) usage("--out is required");
  std::FILE* out = std::fopen(found.at("out").c_str(), "w");
  if (!out) usage("cannot write '" + found.at("out") + "'");
  return out;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) usage("a command is required");
  const std::string command = argv[1];
  const auto found = options(argc, argv);
  if (command == "fit") {
    if (!found.count("data")) usage("--data is required");
    ply::tune::FitOptions fit;
    fit.epochs = int(number(found, "epochs", fit.epochs, 0));  // 0: the hand-written starting point
    const ply::tune::Samples all = ply::tune::read_samples(found.at("data"));
    // The last tenth of the file is held out (other games than the rest: a game's positions share
    // its result): its loss shows whether the fit learned or memorised.
    ply::tune::Samples train, held_out;
    for (std::size_t i = 0; i < all.samples.size(); ++i) {
      const auto& s = all.samples[i];
      auto& part = i >= all.samples.size() - all.samples.size() / 10 ? held_out : train;
      part.samples.push_back(s);
      part.samples.back().first = ply::u32(part.counts.size());
      part.counts.insert(part.counts.end(), all.counts.begin() + s.first,
                         all.counts.begin() + s.first + s.size);
    }
    ply::tune::Weights w = ply::tune::initial_weights();
    const double k = ply::tune::fit_scale(w, train);
    const double before = ply::tune::loss(w, held_out, k);  // the held-out targets stay the results
    const double result_weight = double(number(found, "result-percent", 50, 0)) / 100;
    ply::tune::set_targets(train, k, result_weight);
    std::fprintf(stderr, "%zu positions (%zu held out), k %.6f, held-out loss %.6f\n",
                 all.samples.size(), held_out.samples.size(), k, before);
    ply::tune::fit(w, train, k, fit, [](int epoch, double l) {
      std::fprintf(stderr, "epoch %d: loss %.6f\n", epoch, l);
    });
    const double train_loss = ply::tune::loss(w, train, k),
                 held_out_loss = ply::tune::loss(w, held_out, k);
    std::fprintf(stderr, "loss %.6f, held-out loss %.6f (from %.6f)\n", train_loss, held_out_loss,
                 before);
    char note[512];
    std::snprintf(
        note, sizeof note,
        "%zu positions, k %.6f, targets %.0f%% result, %d epochs: loss %.6f;\n"
        "held-out positions' loss against their results %.6f (the hand-written weights: %.6f).",
        all.samples.size(), k, 100 * result_weight, fit.epochs, train_loss, held_out_loss, before);
    std::FILE* out = open_out(found);
    std::fputs(ply::tune::weights_header(w, note).c_str(), out);
    std::fclose(out);
    return 0;
  }
  usage("unknown command '" + command + "'");
}
