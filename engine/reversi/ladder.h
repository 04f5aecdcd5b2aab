// Reversi on every board (the wide ones too): the ladder of levels (core/ladder.h), weakest first.
// The original designs' bots keep their places under their names; the skill levels' temperatures
// are in discs; each level's Elo is measured by `ply ladder reversi` (docs/levels.md).
#pragma once

#include "core/ladder.h"

namespace ply::reversi {

inline constexpr Rung LADDER[] = {
    {.name = "random", .play = Play::RANDOM, .elo = 0, .legacy = 1},
    {.name = "greedy", .play = Play::GREEDY, .elo = 115, .legacy = 2},
    {.name = "beginner", .play = Play::SKILL, .depth = 1, .temperature = 16, .elo = 360},
    {.name = "minimax", .play = Play::SHALLOW, .elo = 390, .legacy = 3},
    {.name = "novice", .play = Play::SKILL, .depth = 1, .temperature = 10, .elo = 435},
    {.name = "apprentice", .play = Play::SKILL, .depth = 1, .temperature = 6, .elo = 775},
    {.name = "casual", .play = Play::SKILL, .depth = 1, .temperature = 4, .elo = 935},
    {.name = "classic", .play = Play::CLASSIC, .elo = 980, .legacy = 4},
    {.name = "improver", .play = Play::SKILL, .depth = 2, .temperature = 3, .elo = 1135},
    {.name = "intermediate", .play = Play::SKILL, .depth = 2, .temperature = 1.5, .elo = 1315},
    {.name = "club", .play = Play::SKILL, .depth = 3, .temperature = 1.5, .elo = 1420},
    {.name = "advanced", .play = Play::SKILL, .depth = 3, .temperature = 1, .elo = 1535},
    {.name = "strong", .play = Play::STRONG, .nodes = 1'500, .elo = 1805},
    {.name = "expert", .play = Play::STRONG, .nodes = 4'000, .elo = 1815},
    {.name = "candidate", .play = Play::STRONG, .nodes = 16'000, .elo = 2030},
    {.name = "master", .play = Play::STRONG, .nodes = 64'000, .elo = 2200},
    {.name = "champion", .play = Play::STRONG, .nodes = 256'000, .elo = 2340},
    {.name = "grandmaster", .play = Play::STRONG, .nodes = 1'000'000, .elo = 2460},
    {.name = "max", .play = Play::STRONG, .elo = 2590, .legacy = 5},
};

// A move that loses more than this (discs) against the best is a mistake: the share of them falls
// level by level (`ply levels reversi --errors`, docs/levels.md).
inline constexpr double MISTAKE = 4;

}  // namespace ply::reversi
