// Reversi on every board (the wide ones too): the ladder of levels (core/ladder.h), weakest first.
// The original designs' bots keep their places under their names; the skill levels' temperatures
// are in discs; each level's Elo is measured by `ply ladder reversi` (docs/levels.md).
#pragma once

#include "core/ladder.h"

namespace ply::reversi {

inline constexpr Rung LADDER[] = {
    {.name = "random", .play = Play::RANDOM, .legacy = 1},
    {.name = "greedy", .play = Play::GREEDY, .legacy = 2},
    {.name = "beginner", .play = Play::SKILL, .depth = 1, .temperature = 16},
    {.name = "minimax", .play = Play::SHALLOW, .legacy = 3},
    {.name = "novice", .play = Play::SKILL, .depth = 1, .temperature = 10},
    {.name = "apprentice", .play = Play::SKILL, .depth = 1, .temperature = 6},
    {.name = "casual", .play = Play::SKILL, .depth = 1, .temperature = 4},
    {.name = "classic", .play = Play::CLASSIC, .legacy = 4},
    {.name = "improver", .play = Play::SKILL, .depth = 2, .temperature = 3},
    {.name = "intermediate", .play = Play::SKILL, .depth = 2, .temperature = 1.5},
    {.name = "club", .play = Play::SKILL, .depth = 3, .temperature = 1.5},
    {.name = "advanced", .play = Play::SKILL, .depth = 3, .temperature = 1},
    {.name = "strong", .play = Play::STRONG, .nodes = 1'500},
    {.name = "expert", .play = Play::STRONG, .nodes = 4'000},
    {.name = "candidate", .play = Play::STRONG, .nodes = 16'000},
    {.name = "master", .play = Play::STRONG, .nodes = 64'000},
    {.name = "champion", .play = Play::STRONG, .nodes = 256'000},
    {.name = "grandmaster", .play = Play::STRONG, .nodes = 1'000'000},
    {.name = "max", .play = Play::STRONG, .legacy = 5},
};

// A move that loses more than this (discs) against the best is a mistake: the share of them falls
// level by level (`ply levels reversi --errors`, docs/levels.md).
inline constexpr double MISTAKE = 4;

}  // namespace ply::reversi
