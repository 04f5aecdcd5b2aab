// Chess: the ladder of levels (core/ladder.h), weakest first. The original
// designs' bots keep their places under their names; the skill levels' temperatures are in pawns;
// each level's Elo is measured by `ply ladder chess` (docs/levels.md).
#pragma once

#include "core/ladder.h"

namespace ply::chess {

inline constexpr Rung LADDER[] = {
    {.name = "random", .play = Play::RANDOM, .legacy = 1},
    {.name = "profit", .play = Play::GREEDY, .legacy = 2},
    {.name = "novice", .play = Play::SKILL, .depth = 1, .temperature = 3},
    {.name = "minimax", .play = Play::SHALLOW, .legacy = 3},
    {.name = "casual", .play = Play::SKILL, .depth = 2, .temperature = 1},
    {.name = "apprentice", .play = Play::SKILL, .depth = 2, .temperature = 0.6},
    {.name = "improver", .play = Play::SKILL, .depth = 2, .temperature = 0.4},
    {.name = "intermediate", .play = Play::SKILL, .depth = 3, .temperature = 0.5},
    {.name = "club", .play = Play::SKILL, .depth = 3, .temperature = 0.25},
    {.name = "classic", .play = Play::CLASSIC, .legacy = 4},
    {.name = "advanced", .play = Play::STRONG, .nodes = 2'000},
    {.name = "strong", .play = Play::STRONG, .nodes = 4'000},
    {.name = "expert", .play = Play::STRONG, .nodes = 8'000},
    {.name = "candidate", .play = Play::STRONG, .nodes = 16'000},
    {.name = "master", .play = Play::STRONG, .nodes = 64'000},
    {.name = "senior", .play = Play::STRONG, .nodes = 128'000},
    {.name = "champion", .play = Play::STRONG, .nodes = 256'000},
    {.name = "grandmaster", .play = Play::STRONG, .nodes = 512'000},
    {.name = "max", .play = Play::STRONG, .legacy = 5},
};

// A move that loses more than this (pawns) against the best is a mistake: the share of them falls
// level by level (`ply levels chess --errors`, docs/levels.md).
inline constexpr double MISTAKE = 1;

}  // namespace ply::chess
