// The labelled positions a fit reads: self-play lines "score<TAB>result<TAB>position"
// (`ply selfplay <game>`, cli/selfplay.h), the score the search's for the side to move in
// evaluation units or [-]M<plies> for a proven result (M0: proven, the distance unknown), the
// result 1, 0.5 or 0 for the side to move. Each game reads the position and gives its evaluation's
// features (sparse); a damaged line is refused with where and why.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/types.h"

namespace ply::fit {

struct Sample {
  u32 first, end;  // its features in Samples::features
  double score;    // the search's, in evaluation units; decisive: +-1
  bool decisive;
  double result;  // 1, 0.5, 0 for the side to move
  int phase;      // what the errors are reported by: the stones or pieces on the board
  int game;       // the game's number across the files read
  bool operator==(const Sample&) const = default;
};

struct Feature {
  u32 index;
  float value;
  bool operator==(const Feature&) const = default;
};

struct Samples {
  std::vector<Sample> samples;
  std::vector<Feature> features;
  int games = 0;
  std::vector<std::string> headers;  // each file's first line, and its size and hash
  bool operator==(const Samples&) const = default;
};

// The game's reader of a line's position: why it is no position the evaluation is fitted on, or
// empty after setting sample.phase and appending its features.
using PositionFeatures = std::function<std::string(std::string_view position, Sample& sample,
                                                   std::vector<Feature>& features)>;

// Every tenth game is held out to measure a fit: a game's positions share its result, so only
// other games than those fitted tell learning from memorising.
constexpr bool held_out_game(u64 game) { return game % 10 == 9; }

// Adds one file's text (`name` says which in its header and an error): false, with the line and
// why, if a line is damaged, and then nothing of it is added.
bool append_samples(Samples& out, std::string_view text, const std::string& name,
                    std::string* error, const PositionFeatures& features);

// Reads the files in order; nothing (and the reason on stderr) if one is missing or a line damaged.
std::optional<Samples> read_samples(const std::vector<std::string>& paths,
                                    const PositionFeatures& features);

}  // namespace ply::fit
