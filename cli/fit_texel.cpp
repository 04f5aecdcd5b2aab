#include "fit_texel.h"

#include <cmath>
#include <sstream>

namespace ply::cli {

Texel texel_options(const Args& args, const fit::TexelOptions& defaults) {
  Texel texel{defaults, file_list(args, "held-out")};
  fit::TexelOptions& o = texel.options;
  o.lambda = real_option(args, "lambda", o.lambda, 0, 1);
  o.iterations = int(args.integer("iterations", o.iterations, 0, 1'000'000));
  o.scale = real_option(args, "scale", o.scale, 0, 1e6);
  o.result_weight = real_option(args, "result-weight", o.result_weight, 0, 1);
  o.rate = real_option(args, "rate", o.rate, 0, 1);
  return texel;
}

std::string texel_summary(const Texel& texel, const fit::Samples& data, const fit::TexelFit& fit) {
  const fit::TexelOptions& o = texel.options;
  std::ostringstream out;
  out << "fitted on " << fit.trained << " positions of level 5's own games ("
      << (texel.held_out.empty() ? "every tenth game held out" : "others held out")
      << "), target (1 - " << o.result_weight << ") sigmoid(score / " << std::lround(fit.scale)
      << ") + " << o.result_weight << " result, lambda " << o.lambda << ", " << o.iterations
      << " iterations; the data:\n";
  for (const std::string& h : data.headers) out << "//   " << h << "\n";
  return out.str();
}

}  // namespace ply::cli
