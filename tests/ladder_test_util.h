// The levels a test plays to cover a ladder (core/ladder.h): one of each way of playing, and the
// top. Whole games at every level of every ladder would cost the tests minutes for nothing more.
#pragma once

#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "core/ladder.h"

namespace ply::testing {

inline std::vector<int> one_level_of_each_kind(std::span<const Rung> ladder) {
  std::vector<int> levels;
  bool seen[int(Play::STRONG) + 1] = {};
  for (std::size_t i = 0; i < ladder.size(); ++i) {
    const bool top = i + 1 == ladder.size();
    if (seen[int(ladder[i].play)] && !top) continue;
    seen[int(ladder[i].play)] = true;
    levels.push_back(int(i + 1));
  }
  return levels;
}

// A level by its name in `ladder` (the test stops with the name if the ladder lost it).
inline int level(std::span<const Rung> ladder, std::string_view name) {
  const auto found = level_named(ladder, name);
  if (!found) throw std::invalid_argument(std::string(name) + " is not a level of this ladder");
  return *found;
}

}  // namespace ply::testing
