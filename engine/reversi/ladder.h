// Reversi on every board (the wide ones too): the ladder of levels (core/ladder.h), weakest first.
// The original designs' bots keep their places under their names; the skill levels' temperatures
// are in discs; each level's Elo is measured by `ply ladder reversi` (docs/levels.md).
#pragma once

#include "core/ladder.h"

namespace ply::reversi {

inline constexpr Rung LADDER[] = {
    {.name = "random", .play = Play::RANDOM, .elo = 0, .legacy = 1},
    {.name = "greedy", .play = Play::GREEDY, .elo = 135, .legacy = 2},
    {.name = "newcomer", .play = Play::SKILL, .depth = 1, .temperature = 28, .elo = 180},
    {.name = "beginner", .play = Play::SKILL, .depth = 1, .temperature = 16, .elo = 280},
    {.name = "minimax", .play = Play::SHALLOW, .elo = 295, .legacy = 3},
    {.name = "novice", .play = Play::SKILL, .depth = 1, .temperature = 10, .elo = 390},
    {.name = "learner", .play = Play::SKILL, .depth = 1, .temperature = 8, .elo = 470},
    {.name = "apprentice", .play = Play::SKILL, .depth = 1, .temperature = 6, .elo = 670},
    {.name = "casual", .play = Play::SKILL, .depth = 1, .temperature = 4, .elo = 860},
    {.name = "classic", .play = Play::CLASSIC, .elo = 880, .legacy = 4},
    {.name = "improver", .play = Play::SKILL, .depth = 2, .temperature = 3, .elo = 1030},
    {.name = "regular", .play = Play::SKILL, .depth = 2, .temperature = 2.2, .elo = 1165},
    {.name = "intermediate", .play = Play::SKILL, .depth = 2, .temperature = 1.5, .elo = 1280},
    {.name = "club", .play = Play::SKILL, .depth = 3, .temperature = 1.5, .elo = 1465},
    {.name = "advanced", .play = Play::SKILL, .depth = 3, .temperature = 1, .elo = 1545},
    {.name = "skilled", .play = Play::SKILL, .depth = 4, .temperature = 0.75, .elo = 1760},
    {.name = "strong", .play = Play::STRONG, .nodes = 1'500, .elo = 1815},
    {.name = "expert", .play = Play::STRONG, .nodes = 4'000, .elo = 1880},
    {.name = "tournament", .play = Play::STRONG, .nodes = 8'000, .elo = 2010},
    {.name = "candidate", .play = Play::STRONG, .nodes = 16'000, .elo = 2110},
    {.name = "master", .play = Play::STRONG, .nodes = 64'000, .elo = 2305},
    {.name = "champion", .play = Play::STRONG, .nodes = 256'000, .elo = 2445},
    {.name = "grandmaster", .play = Play::STRONG, .nodes = 1'000'000, .elo = 2580},
    {.name = "max", .play = Play::STRONG, .elo = 2715, .legacy = 5},
};

// A move that loses more than this (discs) against the best is a mistake: the share of them falls
// level by level (`ply levels reversi --errors`, docs/levels.md).
inline constexpr double MISTAKE = 4;

}  // namespace ply::reversi
