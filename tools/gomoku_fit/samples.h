// The labelled positions the fit reads: `ply selfplay gomoku`'s lines (cli/gomoku/selfplay_rules.h)
// turned into the evaluation's features (eval.h, sparse) and their labels, each file's damaged
// lines refused with where and why.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/types.h"
#include "fit/samples.h"

namespace ply::gomoku::fit {

// A feature's place in the fit: the terms (eval.h), then the combinations of the side to move, then
// its opponent's.
constexpr int COMBO_FEATURES = 27;  // TERM_COUNT, checked in samples.cpp
constexpr int feature_of_combo(int table, int combo) {
  return COMBO_FEATURES + table * 330 + combo;
}
constexpr int FEATURE_COUNT = COMBO_FEATURES + 2 * 330;

using ply::fit::Feature;
using ply::fit::Sample;  // phase: the stones on the board
using ply::fit::Samples;

// Reads the files in order; nothing (and the reason on stderr) if a line is damaged.
std::optional<Samples> read_samples(const std::vector<std::string>& paths);

// Adds one file's text (`name` says which in its header and an error): false, with the line and
// why, if a line is damaged, and then nothing of it is added.
bool append_samples(Samples& out, std::string_view text, const std::string& name,
                    std::string* error);

}  // namespace ply::gomoku::fit
