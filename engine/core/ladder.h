// The levels a player climbs: each game's ladder, from a random mover to full strength, one rung a
// level. A rung is plain data: how it plays (one of the original designs' bots, a skill level, or
// the strong search on a node budget) and its Elo, measured by `ply ladder` (docs/levels.md). A
// game declares its rungs once (Levels::LADDER); levels.h plays them.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "types.h"

namespace ply {

enum class Play : u8 {
  RANDOM,   // a random legal move
  GREEDY,   // the original design's one-move bot (level 2 of the five)
  SHALLOW,  // the original design's shallow look-ahead (level 3)
  CLASSIC,  // the original design's classic search (level 4)
  SKILL,    // every move valued to `depth`, one chosen weighted by what it loses
  STRONG,   // the strong search (the old level 5) on `nodes`; 0: the request's whole budget
};

struct Rung {
  std::string_view name;  // one word, what --level takes: "greedy", "club"
  Play play = Play::STRONG;
  int depth = 0;           // SKILL: plies searched after each move, the move itself counted
  double temperature = 0;  // SKILL: the loss, in the game's unit, at which a move's weight halves
  double careless = 0;     // SKILL: the share of moves played without looking, at random
  u64 nodes = 0;           // STRONG: the node budget of a move; 0 for full strength
  int elo = 0;             // measured: docs/levels.md; the random mover is 0 but in chess
  int legacy = 0;          // the level 1-5 of the five-level ladder this rung was, or 0
};

// Full strength, whatever a ladder's size: a request's level above the top rung plays the top.
constexpr int LEVEL_TOP = 1 << 16;

// The rung a request's level plays: the level's own, the top one above the ladder.
inline const Rung& rung_of(std::span<const Rung> ladder, int level) {
  return ladder[std::size_t(std::clamp(level, 1, int(ladder.size())) - 1)];
}

// A ladder's level by its number (1-based), its name, or "max" (the top rung).
inline std::optional<int> level_named(std::span<const Rung> ladder, std::string_view text) {
  if (text == "max") return int(ladder.size());
  for (std::size_t i = 0; i < ladder.size(); ++i)
    if (ladder[i].name == text) return int(i + 1);
  int number = 0;
  for (const char c : text) {
    if (c < '0' || c > '9' || number > 1000) return std::nullopt;
    number = number * 10 + (c - '0');
  }
  if (text.empty() || number < 1 || number > int(ladder.size())) return std::nullopt;
  return number;
}

// A rung's Elo is measured: level 1's always (the scale's zero, or chess's place on Stockfish's
// scale), any other's 0 means not measured yet.
inline bool elo_measured(std::span<const Rung> ladder, std::size_t index) {
  return index == 0 || ladder[index].elo != 0;
}

// The measured level whose Elo is nearest `elo` (the lower one of two as near).
inline int level_nearest(std::span<const Rung> ladder, double elo) {
  int best = 1;
  for (std::size_t i = 1; i < ladder.size(); ++i)
    if (elo_measured(ladder, i) &&
        std::abs(ladder[i].elo - elo) < std::abs(ladder[std::size_t(best - 1)].elo - elo))
      best = int(i + 1);
  return best;
}

// The highest Elo measured on the ladder.
inline int top_elo(std::span<const Rung> ladder) {
  int top = 0;
  for (const Rung& rung : ladder) top = std::max(top, rung.elo);
  return top;
}

// The level that plays as the five-level ladder's level `old` did (saves and links made before
// the ladder): every ladder has each of the five on a rung, not always in their old order (gomoku's
// look-ahead bot is weaker than the bot it looks ahead with). 1 for a number that was no level.
inline int level_of_legacy(std::span<const Rung> ladder, int old) {
  for (std::size_t i = 0; i < ladder.size(); ++i)
    if (ladder[i].legacy == old) return int(i + 1);
  return 1;
}

// A SKILL rung's choice among moves valued `values[i]` (the game's unit, for the side to move):
// move i weighs 1 / (1 + (loss_i / temperature)^2), loss_i how much it trails the best; a move
// losing more than three temperatures weighs nothing, so a weak level errs as a weak player does,
// by the nearly-as-good move, not by throwing a piece away at random. `draw` in [0, 1). Only +, *
// and / on doubles: the same choice natively and in wasm.
template <typename Values>
std::size_t skill_choice(const Values& values, double temperature, double draw) {
  double best = values[0];
  for (const double v : values) best = std::max(best, v);
  const auto weight = [&](double v) {
    const double loss = (best - v) / temperature;
    return loss > 3 ? 0.0 : 1 / (1 + loss * loss);
  };
  double total = 0;
  for (const double v : values) total += weight(v);
  double left = draw * total;
  std::size_t last = 0;
  for (std::size_t i = 0; i < std::size(values); ++i) {
    const double w = weight(values[i]);
    if (w == 0) continue;
    last = i;
    if (left < w) return i;
    left -= w;
  }
  return last;
}

// A uniform draw in [0, 1) from 53 random bits.
inline double unit_draw(u64 bits) { return double(bits >> 11) * (1.0 / 9007199254740992.0); }

}  // namespace ply
