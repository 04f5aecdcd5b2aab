// Chess: the ladder of levels (core/ladder.h), weakest first. The original
// designs' bots keep their places under their names; the skill levels' temperatures are in pawns;
// each level's Elo is measured by `ply ladder chess` (docs/levels.md).
#pragma once

#include "core/ladder.h"

namespace ply::chess {

inline constexpr Rung LADDER[] = {
    {.name = "random", .play = Play::RANDOM, .elo = -285, .legacy = 1},
    {.name = "profit", .play = Play::GREEDY, .elo = -205, .legacy = 2},
    {.name = "novice", .play = Play::SKILL, .depth = 1, .temperature = 3, .elo = -120},
    {.name = "minimax", .play = Play::SHALLOW, .elo = 55, .legacy = 3},
    {.name = "casual", .play = Play::SKILL, .depth = 2, .temperature = 1, .elo = 225},
    {.name = "learner", .play = Play::SKILL, .depth = 2, .temperature = 0.8, .elo = 415},
    {.name = "trainee", .play = Play::SKILL, .depth = 2, .temperature = 0.7, .elo = 580},
    {.name = "apprentice", .play = Play::SKILL, .depth = 2, .temperature = 0.6, .elo = 680},
    {.name = "skilled", .play = Play::SKILL, .depth = 2, .temperature = 0.5, .elo = 800},
    {.name = "improver", .play = Play::SKILL, .depth = 2, .temperature = 0.4, .elo = 915},
    {.name = "intermediate", .play = Play::SKILL, .depth = 3, .temperature = 0.5, .elo = 975},
    {.name = "regular", .play = Play::SKILL, .depth = 3, .temperature = 0.35, .elo = 1180},
    {.name = "classic", .play = Play::CLASSIC, .elo = 1335, .legacy = 4},
    {.name = "club", .play = Play::SKILL, .depth = 3, .temperature = 0.17, .elo = 1380},
    {.name = "advanced", .play = Play::STRONG, .nodes = 3'000, .elo = 1455},
    {.name = "strong", .play = Play::STRONG, .nodes = 4'000, .elo = 1475},
    {.name = "expert", .play = Play::STRONG, .nodes = 8'000, .elo = 1630},
    {.name = "tournament", .play = Play::STRONG, .nodes = 11'000, .elo = 1695},
    {.name = "candidate", .play = Play::STRONG, .nodes = 16'000, .elo = 1790},
    {.name = "contender", .play = Play::STRONG, .nodes = 32'000, .elo = 1900},
    {.name = "master", .play = Play::STRONG, .nodes = 64'000, .elo = 2005},
    {.name = "international", .play = Play::STRONG, .nodes = 90'000, .elo = 2085},
    {.name = "senior", .play = Play::STRONG, .nodes = 128'000, .elo = 2125},
    {.name = "champion", .play = Play::STRONG, .nodes = 256'000, .elo = 2205},
    {.name = "grandmaster", .play = Play::STRONG, .nodes = 512'000, .elo = 2305},
    {.name = "max", .play = Play::STRONG, .legacy = 5},
};

// A move that loses more than this (pawns) against the best is a mistake: the share of them falls
// level by level (`ply levels chess --errors`, docs/levels.md).
inline constexpr double MISTAKE = 1;

}  // namespace ply::chess
