// Chess: the ladder of levels (core/ladder.h), weakest first. The original
// designs' bots keep their places under their names; the skill levels' temperatures are in pawns;
// each level's Elo is measured by `ply ladder chess` (docs/levels.md).
#pragma once

#include "core/ladder.h"

namespace ply::chess {

inline constexpr Rung LADDER[] = {
    {.name = "random", .play = Play::RANDOM, .elo = -325, .legacy = 1},
    {.name = "profit", .play = Play::GREEDY, .elo = -240, .legacy = 2},
    {.name = "novice", .play = Play::SKILL, .depth = 1, .temperature = 3, .elo = -160},
    {.name = "minimax", .play = Play::SHALLOW, .elo = 15, .legacy = 3},
    {.name = "casual", .play = Play::SKILL, .depth = 2, .temperature = 1, .elo = 185},
    {.name = "learner", .play = Play::SKILL, .depth = 2, .temperature = 0.8, .elo = 375},
    {.name = "trainee", .play = Play::SKILL, .depth = 2, .temperature = 0.7, .elo = 540},
    {.name = "apprentice", .play = Play::SKILL, .depth = 2, .temperature = 0.6, .elo = 640},
    {.name = "skilled", .play = Play::SKILL, .depth = 2, .temperature = 0.5, .elo = 760},
    {.name = "improver", .play = Play::SKILL, .depth = 2, .temperature = 0.4, .elo = 875},
    {.name = "intermediate", .play = Play::SKILL, .depth = 3, .temperature = 0.5, .elo = 940},
    {.name = "regular", .play = Play::SKILL, .depth = 3, .temperature = 0.35, .elo = 1145},
    {.name = "classic", .play = Play::CLASSIC, .elo = 1305, .legacy = 4},
    {.name = "club", .play = Play::SKILL, .depth = 3, .temperature = 0.25, .elo = 1330},
    {.name = "advanced", .play = Play::STRONG, .nodes = 2'000, .elo = 1370},
    {.name = "strong", .play = Play::STRONG, .nodes = 4'000, .elo = 1515},
    {.name = "expert", .play = Play::STRONG, .nodes = 8'000, .elo = 1660},
    {.name = "tournament", .play = Play::STRONG, .nodes = 11'000, .elo = 1715},
    {.name = "candidate", .play = Play::STRONG, .nodes = 16'000, .elo = 1805},
    {.name = "contender", .play = Play::STRONG, .nodes = 32'000, .elo = 1910},
    {.name = "master", .play = Play::STRONG, .nodes = 64'000, .elo = 2015},
    {.name = "international", .play = Play::STRONG, .nodes = 90'000, .elo = 2090},
    {.name = "senior", .play = Play::STRONG, .nodes = 128'000, .elo = 2135},
    {.name = "champion", .play = Play::STRONG, .nodes = 256'000, .elo = 2215},
    {.name = "grandmaster", .play = Play::STRONG, .nodes = 512'000, .elo = 2305},
    {.name = "max", .play = Play::STRONG, .legacy = 5},
};

// A move that loses more than this (pawns) against the best is a mistake: the share of them falls
// level by level (`ply levels chess --errors`, docs/levels.md).
inline constexpr double MISTAKE = 1;

}  // namespace ply::chess
