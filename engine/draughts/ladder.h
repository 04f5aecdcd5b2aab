// Russian draughts: the ladder of levels (core/ladder.h), weakest first. The original
// designs' bots keep their places under their names; the skill levels' temperatures are in men;
// each level's Elo is measured by `ply ladder draughts` (docs/levels.md).
#pragma once

#include "core/ladder.h"

namespace ply::draughts {

inline constexpr Rung LADDER[] = {
    {.name = "random", .play = Play::RANDOM, .elo = 0, .legacy = 1},
    {.name = "greedy", .play = Play::GREEDY, .elo = 35, .legacy = 2},
    {.name = "beginner", .play = Play::SKILL, .depth = 1, .temperature = 3, .elo = 230},
    {.name = "novice", .play = Play::SKILL, .depth = 1, .temperature = 1.7, .elo = 345},
    {.name = "learner", .play = Play::SKILL, .depth = 1, .temperature = 1.3, .elo = 465},
    {.name = "apprentice", .play = Play::SKILL, .depth = 1, .temperature = 1, .elo = 530},
    {.name = "minimax", .play = Play::SHALLOW, .elo = 670, .legacy = 3},
    {.name = "casual", .play = Play::SKILL, .depth = 2, .temperature = 0.5, .elo = 825},
    {.name = "regular", .play = Play::SKILL, .depth = 3, .temperature = 0.4, .elo = 980},
    {.name = "improver", .play = Play::SKILL, .depth = 2, .temperature = 0.25, .elo = 1000},
    {.name = "intermediate", .play = Play::SKILL, .depth = 3, .temperature = 0.25, .elo = 1115},
    {.name = "skilled", .play = Play::SKILL, .depth = 3, .temperature = 0.15, .elo = 1215},
    {.name = "classic", .play = Play::CLASSIC, .elo = 1310, .legacy = 4},
    {.name = "advanced", .play = Play::SKILL, .depth = 4, .temperature = 0.15, .elo = 1315},
    {.name = "club", .play = Play::STRONG, .nodes = 1'000, .elo = 1440},
    {.name = "strong", .play = Play::STRONG, .nodes = 2'000, .elo = 1575},
    {.name = "expert", .play = Play::STRONG, .nodes = 4'000, .elo = 1665},
    {.name = "tournament", .play = Play::STRONG, .nodes = 8'000, .elo = 1765},
    {.name = "master", .play = Play::STRONG, .nodes = 16'000, .elo = 1860},
    {.name = "champion", .play = Play::STRONG, .nodes = 64'000, .elo = 1990},
    {.name = "grandmaster", .play = Play::STRONG, .nodes = 256'000, .elo = 2060},
    {.name = "max", .play = Play::STRONG, .elo = 2185, .legacy = 5},
};

// A move that loses more than this (men) against the best is a mistake: the share of them falls
// level by level (`ply levels draughts --errors`, docs/levels.md).
inline constexpr double MISTAKE = 0.5;

}  // namespace ply::draughts
