// Reversi's self-play (cli/selfplay.h): the games its pattern weights are fitted to (`ply fit
// reversi`, fit_rules.h). Level 5's search plays itself from the most balanced openings at a node
// budget, with random moves early for variety, and the exact solver plays the rest perfectly once
// it is in reach, so every game's result is the exact value of its last searched position.
//
// Game i starts from the opening i mod 3000 of the 3000 most balanced (OPENING_PLIES plies from the
// start, ranked by a search), then plays 1 to random_moves_max random moves at plies drawn in
// [OPENING_PLIES, random_plies_max); the search (Multi-ProbCut at 1.5 deviations, as level 5's,
// a table of its own for the game) chooses the others until --solve-empties empties, where the
// solver takes over. The rules choose every move themselves (choose): the search and the solver
// run as they did in tools/reversi_fit before this command, so that a file made then resumes.
//
// The file (record.h, tools/reversi_fit/record.h): its first line
//   # ply-fit-reversi games 1 seed=<n> nodes=<n> solve=<n> weights=<hash>
// names the options and the weights level 5 plays with (--data weights=<file>, else those compiled
// in), then one line a game, "<index> <plies> = <result>": each ply a square and how it was chosen
// (o opening, r random, s<score> the search's, x<score> the solver's, or pass), the result Black's
// final disc difference. A file of other settings is refused; a cut one resumes.
#pragma once

#include <array>
#include <memory>
#include <optional>
#include <set>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "args.h"
#include "core/rng.h"
#include "core/tt.h"
#include "reversi/traits.h"
#include "reversi_fit/record.h"
#include "selfplay.h"

namespace ply::cli::reversi_selfplay {

using reversi::Position;

struct Rules {
  using Sample = reversi::fit::RecordedPly;  // every ply, as the record writes it

  static constexpr std::array<std::string_view, 1> OPTIONS = {"solve-empties"};
  static constexpr int GAMES = 50000;
  static constexpr u64 NODES = 10000;
  static constexpr std::size_t OPENINGS = 3000;  // the most balanced, cycled through

  // A game's own: its plies to play at random, its search's table.
  struct Game {
    u64 index;
    u64 nodes;
    std::set<int> random_plies;
    std::unique_ptr<TranspositionTable> tt = std::make_unique<TranspositionTable>(8);
  };

  int solve_empties = 18;
  int random_plies_max = 24;  // random moves fall in plies [OPENING_PLIES, this)
  int random_moves_max = 3;   // 1 to this many random moves a game
  u64 weights_hash = 0;       // of the weights level 5 plays with
  std::vector<std::vector<int>> openings;

  // The default options, the weights compiled in.
  Rules();
  // The options given, the weights of --data weights=<file> (read by the command) or compiled in.
  explicit Rules(const Args& args);

  std::string first_line(const SelfplaySettings& settings) const;
  std::optional<u64> game_end(std::string_view line) const;
  Game new_game(const SelfplaySettings& settings, u64 index, Rng& rng) const;
  Position opening(u64 index, Rng& rng, reversi::Traits::Engine& engine) const;
  ChosenMove<int, Sample> choose(std::span<const Position> history, int ply, Rng& rng,
                                 Game& game) const;
  std::string game_text(u64 index, const std::vector<Sample>& plies, int winner,
                        const Position& last) const;
};

// The balanced openings (Traits::OPENING_PLIES moves from the start), the most even first.
std::vector<std::vector<int>> opening_lines(std::size_t count);

// `ply selfplay reversi ...`.
int command(const Args& args);

}  // namespace ply::cli::reversi_selfplay
