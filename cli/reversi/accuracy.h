// `ply accuracy reversi --file <f> [--level L] [--time-ms T | --nodes N] [--first i --last j]`: a
// level's disc loss against every move's exact value (accuracy.cpp).
#pragma once

#include "args.h"

namespace ply::cli {

int run_accuracy(const Args& args);

}  // namespace ply::cli
