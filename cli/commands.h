// The CLI's commands; each returns the process exit status.
#pragma once

#include "args.h"

namespace ply::cli {

int reversi_perft(const Args& args);
int reversi_best(const Args& args);
int reversi_solve(const Args& args);
int reversi_match(const Args& args);
int draughts_perft(const Args& args);
int draughts_best(const Args& args);
int draughts_match(const Args& args);
int run_bench(const Args& args);

}  // namespace ply::cli
