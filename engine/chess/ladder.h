// Chess: the ladder of levels (core/ladder.h), weakest first. The original
// designs' bots keep their places under their names; the skill levels' temperatures are in pawns;
// each level's Elo is measured by `ply ladder chess` (docs/levels.md).
#pragma once

#include "core/ladder.h"

namespace ply::chess {

inline constexpr Rung LADDER[] = {
    {.name = "random", .play = Play::RANDOM, .elo = 0, .legacy = 1},
    {.name = "profit", .play = Play::GREEDY, .elo = 90, .legacy = 2},
    {.name = "novice", .play = Play::SKILL, .depth = 1, .temperature = 3, .elo = 170},
    {.name = "minimax", .play = Play::SHALLOW, .elo = 355, .legacy = 3},
    {.name = "casual", .play = Play::SKILL, .depth = 2, .temperature = 1, .elo = 485},
    {.name = "apprentice", .play = Play::SKILL, .depth = 2, .temperature = 0.6, .elo = 990},
    {.name = "improver", .play = Play::SKILL, .depth = 2, .temperature = 0.4, .elo = 1235},
    {.name = "intermediate", .play = Play::SKILL, .depth = 3, .temperature = 0.5, .elo = 1280},
    {.name = "club", .play = Play::SKILL, .depth = 3, .temperature = 0.25, .elo = 1635},
    {.name = "classic", .play = Play::CLASSIC, .elo = 1615, .legacy = 4},
    {.name = "advanced", .play = Play::STRONG, .nodes = 2'000, .elo = 1705},
    {.name = "strong", .play = Play::STRONG, .nodes = 4'000, .elo = 1920},
    {.name = "expert", .play = Play::STRONG, .nodes = 8'000, .elo = 2050},
    {.name = "candidate", .play = Play::STRONG, .nodes = 16'000, .elo = 2355},
    {.name = "master", .play = Play::STRONG, .nodes = 64'000, .elo = 2665},
    {.name = "senior", .play = Play::STRONG, .nodes = 128'000, .elo = 2910},
    {.name = "champion", .play = Play::STRONG, .nodes = 256'000},
    {.name = "grandmaster", .play = Play::STRONG, .nodes = 512'000},
    {.name = "max", .play = Play::STRONG, .legacy = 5},
};

// A move that loses more than this (pawns) against the best is a mistake: the share of them falls
// level by level (`ply levels chess --errors`, docs/levels.md).
inline constexpr double MISTAKE = 1;

}  // namespace ply::chess
