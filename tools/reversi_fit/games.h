// Self-play for the fitting: level 5's search plays itself from balanced openings at a node budget,
// with random moves early for variety, and the solver plays the rest perfectly once it is in reach,
// so every game's result is the exact value of its last searched position. Each game depends only
// on the seed, its index and the weights, so a run can stop, resume and be split over threads with
// the same file.
#pragma once

#include <string>

#include "record.h"

namespace ply::reversi::fit {

struct GamesOptions {
  GamesHeader header;
  int games = 50000;
  int threads = 1;
  int openings = 3000;        // the most balanced openings of the match's depth, cycled through
  int random_plies_max = 24;  // random moves fall in plies [OPENING_PLIES, this)
  int random_moves_max = 3;   // 1 to this many random moves a game
};

// The balanced openings (Traits::OPENING_PLIES moves from the start), the most even first.
std::vector<std::vector<int>> opening_lines(std::size_t count);

GameRecord play_game(u64 index, const GamesOptions& options,
                     const std::vector<std::vector<int>>& openings);

// Appends games to `path` until it holds options.games: a file already there must carry the same
// header (its complete lines are kept, a torn last line is dropped). Progress on stderr. false and
// why on error.
bool generate_games(const std::string& path, const GamesOptions& options, std::string* error);

}  // namespace ply::reversi::fit
