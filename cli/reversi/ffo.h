// `ply bench --ffo <file.obf> [--first N --last M]`: exact solves of FFO-style endgame problems
// (ffo.cpp). Exit status 1 when a score found is not the file's.
#pragma once

#include "args.h"

namespace ply::cli {

int run_ffo_bench(const Args& args);

}  // namespace ply::cli
