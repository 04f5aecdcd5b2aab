// Russian draughts: the ladder of levels (core/ladder.h), weakest first. The original
// designs' bots keep their places under their names; the skill levels' temperatures are in men;
// each level's Elo is measured by `ply ladder draughts` (docs/levels.md).
#pragma once

#include "core/ladder.h"

namespace ply::draughts {

inline constexpr Rung LADDER[] = {
    {.name = "random", .play = Play::RANDOM, .elo = 0, .legacy = 1},
    {.name = "greedy", .play = Play::GREEDY, .elo = 20, .legacy = 2},
    {.name = "beginner", .play = Play::SKILL, .depth = 1, .temperature = 3, .elo = 100},
    {.name = "novice", .play = Play::SKILL, .depth = 1, .temperature = 1.7, .elo = 180},
    {.name = "apprentice", .play = Play::SKILL, .depth = 1, .temperature = 1, .elo = 395},
    {.name = "minimax", .play = Play::SHALLOW, .elo = 540, .legacy = 3},
    {.name = "casual", .play = Play::SKILL, .depth = 2, .temperature = 0.5, .elo = 655},
    {.name = "intermediate", .play = Play::SKILL, .depth = 3, .temperature = 0.25, .elo = 1075},
    {.name = "classic", .play = Play::CLASSIC, .elo = 1280, .legacy = 4},
    {.name = "advanced", .play = Play::SKILL, .depth = 4, .temperature = 0.15, .elo = 1320},
    {.name = "club", .play = Play::STRONG, .nodes = 1'000, .elo = 1385},
    {.name = "strong", .play = Play::STRONG, .nodes = 2'000, .elo = 1510},
    {.name = "expert", .play = Play::STRONG, .nodes = 4'000, .elo = 1605},
    {.name = "master", .play = Play::STRONG, .nodes = 16'000, .elo = 1805},
    {.name = "champion", .play = Play::STRONG, .nodes = 64'000, .elo = 1960},
    {.name = "grandmaster", .play = Play::STRONG, .nodes = 256'000, .elo = 2105},
    {.name = "max", .play = Play::STRONG, .legacy = 5},
};

// A move that loses more than this (men) against the best is a mistake: the share of them falls
// level by level (`ply levels draughts --errors`, docs/levels.md).
inline constexpr double MISTAKE = 0.5;

}  // namespace ply::draughts
