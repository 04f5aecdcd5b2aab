// Gomoku on every size and rule: the ladder of levels (core/ladder.h), weakest first. The original
// designs' bots keep their places under their names; the skill levels' temperatures are in stones;
// each level's Elo is measured by `ply ladder gomoku` (docs/levels.md).
#pragma once

#include "core/ladder.h"

namespace ply::gomoku {

inline constexpr Rung LADDER[] = {
    {.name = "random", .play = Play::RANDOM, .elo = 0, .legacy = 1},
    {.name = "newcomer",
     .play = Play::SKILL,
     .depth = 1,
     .temperature = 1000,
     .careless = 0.92,
     .elo = 145},
    {.name = "learner",
     .play = Play::SKILL,
     .depth = 1,
     .temperature = 1000,
     .careless = 0.7,
     .elo = 295},
    {.name = "beginner",
     .play = Play::SKILL,
     .depth = 1,
     .temperature = 64,
     .careless = 0.5,
     .elo = 500},
    {.name = "pupil",
     .play = Play::SKILL,
     .depth = 1,
     .temperature = 64,
     .careless = 0.25,
     .elo = 665},
    {.name = "lookahead", .play = Play::SHALLOW, .elo = 710, .legacy = 3},
    {.name = "novice", .play = Play::SKILL, .depth = 1, .temperature = 16, .elo = 725},
    {.name = "trainee", .play = Play::SKILL, .depth = 1, .temperature = 4, .elo = 785},
    {.name = "apprentice", .play = Play::SKILL, .depth = 1, .temperature = 1.5, .elo = 955},
    {.name = "casual", .play = Play::SKILL, .depth = 1, .temperature = 1, .elo = 1050},
    {.name = "original", .play = Play::GREEDY, .elo = 1080, .legacy = 2},
    {.name = "regular", .play = Play::SKILL, .depth = 1, .temperature = 0.6, .elo = 1145},
    {.name = "improver", .play = Play::SKILL, .depth = 1, .temperature = 0.5, .elo = 1215},
    {.name = "skilled", .play = Play::SKILL, .depth = 2, .temperature = 0.4, .elo = 1350},
    {.name = "intermediate", .play = Play::SKILL, .depth = 2, .temperature = 0.25, .elo = 1435},
    {.name = "classic", .play = Play::CLASSIC, .elo = 1545, .legacy = 4},
    {.name = "club", .play = Play::STRONG, .nodes = 1'000, .elo = 1770},
    {.name = "advanced", .play = Play::STRONG, .nodes = 2'000, .elo = 1880},
    {.name = "strong", .play = Play::STRONG, .nodes = 4'000, .elo = 1930},
    {.name = "expert", .play = Play::STRONG, .nodes = 16'000, .elo = 2040},
    {.name = "master", .play = Play::STRONG, .nodes = 256'000, .elo = 2210},
    {.name = "max", .play = Play::STRONG, .legacy = 5},
};

// A move that loses more than this (stones) against the best is a mistake: the share of them falls
// level by level (`ply levels gomoku --errors`, docs/levels.md).
inline constexpr double MISTAKE = 1;

}  // namespace ply::gomoku
