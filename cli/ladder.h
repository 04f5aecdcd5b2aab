// `ply levels <game>`: the game's ladder (core/ladder.h), a line a level (with --errors, how often
// each level errs). `ply ladder <game>`: its
// Elo measured, each level against the next ones in paired games from balanced openings (match.h),
// every result fitted at once (ratings.h) on a scale whose zero is the random mover. Written once
// for every game.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "args.h"
#include "commands.h"
#include "ladder_results.h"
#include "match.h"

namespace ply::cli {

// `ply levels <game> --errors <n>`: each level's moves in n positions of play (the balanced
// openings, each taken on by the ladder's middle level a few moves), every move of each position
// valued `--depth` plies deep as the skill levels value them; per level, the mean loss against the
// best move and the share of moves losing more than the game's MISTAKE.
template <GameTraits T>
void print_level_errors(const Args& args) {
  using Engine = typename T::Engine;
  const auto ladder = Engine::LADDER;
  const i64 count = args.integer("errors", 100, 1, 10000);
  const int depth = int(args.integer("depth", 4, 1, 20));
  const auto start = position_option<T>(args);
  const auto openings = balanced_openings<T>(std::size_t(count), start);
  std::vector<typename T::Position> positions;
  Engine engine(16);
  for (std::size_t i = 0; i < openings.size(); ++i) {
    std::vector<typename T::Position> history{openings[i]};
    Request walk;
    walk.level = int(ladder.size() / 2);
    walk.seed = i + 1;
    walk.max_nodes = 20000;
    for (std::size_t ply = 0; ply < i % 16 && !T::outcome(history).over; ++ply)
      history.push_back(T::play(history.back(), computer_move<T>(engine, history, walk).move));
    if (!T::outcome(history).over) positions.push_back(history.back());
  }
  std::vector<Analysis<typename T::Move>> yardstick;
  for (const auto& pos : positions) yardstick.push_back(engine.value_moves(pos, depth, {}));
  std::printf("level name mean-loss share-over-%g (%zu positions, valued %d plies deep)\n",
              Engine::MISTAKE, positions.size(), depth);
  for (std::size_t level = 1; level <= ladder.size(); ++level) {
    double loss = 0, mistakes = 0, moves = 0;
    for (std::size_t i = 0; i < positions.size(); ++i) {
      const auto& values = yardstick[i].moves;
      if (values.empty()) continue;
      Request request;
      request.level = int(level);
      request.seed = i + 1;
      request.time_ms = level == ladder.size() ? 1000 : 0;
      engine.clear();
      const typename T::Position history[] = {positions[i]};
      const auto move = computer_move<T>(engine, history, request).move;
      for (const auto& v : values)
        if (v.move == move) {
          const double lost = std::max(0.0, values[0].value - v.value);
          loss += lost;
          mistakes += lost > Engine::MISTAKE;
          moves += 1;
        }
    }
    std::printf("%zu %s %.2f %.1f%%\n", level, std::string(ladder[level - 1].name).c_str(),
                moves ? loss / moves : 0.0, moves ? 100 * mistakes / moves : 0.0);
  }
}

template <GameTraits T>
int levels_command(const Args& args) {
  allow_only(args, {"variant", "position", "seed", "errors", "depth"});
  expect_positionals(args, "ply levels " + std::string(T::NAME), 0);
  if (args.has("errors")) {
    print_level_errors<T>(args);
    return EXIT_OK;
  }
  const auto ladder = T::Engine::LADDER;
  for (std::size_t i = 0; i < ladder.size(); ++i)
    std::printf("%zu %s %s\n", i + 1, std::string(ladder[i].name).c_str(),
                elo_measured(ladder, i) ? std::to_string(ladder[i].elo).c_str() : "unmeasured");
  return EXIT_OK;
}

// The page's budget of a move at `level`: the top rung thinks for `top_ms`; below it a level's own
// depth or node budget bounds its search, and the time only caps a runaway one.
constexpr i64 LADDER_CAP_MS = 10000;

// The results file at `path` (ladder_results.h); a damaged one stops the command with its reason.
inline LadderResults read_ladder_results(const std::string& path, std::span<const Rung> ladder) {
  std::ifstream in(path);
  std::string error;
  auto results = parse_ladder_results(in, ladder, &error);
  if (!results) fail("ladder: " + excerpt(path) + " " + error);
  return std::move(*results);
}

// Openings a results line is written after: a run stopped loses no more than these.
constexpr std::size_t LADDER_BATCH = 10;

// `ply ladder <game> --results <file>`: plays what the file lacks of each pairing (each level
// against the next --reach levels, --games openings each played with both colours: a pairing short
// of them goes on from the next opening), appending a line every LADDER_BATCH openings, so a run
// stopped resumes; then prints every player's Elo with its 95% margin.
template <GameTraits T>
int ladder_command(const Args& args) {
  std::vector<std::string> flags = {"results", "games",    "reach",   "time-ms", "from",
                                    "to",      "position", "variant", "seed"};
  add_data_flags<T>(flags);
  allow_only(args, flags);
  load_game_data<T>(args);
  expect_positionals(args, "ply ladder " + std::string(T::NAME) + " --results <file>", 0);
  if (!args.has("results"))
    fail("ladder: --results <file> is required (it keeps every game's result)");
  const auto ladder = T::Engine::LADDER;
  const std::size_t levels = ladder.size();
  const std::string path = args.text("results");
  const i64 pairs = args.integer("games", 50, 1, 5000);
  const i64 reach = args.integer("reach", 1, 1, i64(levels) - 1);
  const i64 top_ms = args.integer("time-ms", 2000, 1, 3600 * 1000);
  const int from = read_level(args, ladder, "from", 1),
            to = read_level(args, ladder, "to", int(levels));
  const auto start = position_option<T>(args);

  LadderResults results = read_ladder_results(path, ladder);
  const auto openings = balanced_openings<T>(std::size_t(pairs), start);
  for (int low = from; low < to; ++low)
    for (int high = low + 1; high <= std::min(to, low + int(reach)); ++high) {
      const std::size_t a_index = std::size_t(high - 1), b_index = std::size_t(low - 1);
      std::size_t next = std::size_t(games_between(results.pairings, a_index, b_index)) / 2;
      if (next >= openings.size()) continue;
      MatchPlayer<T> a, b;
      for (const auto& [player, level] : {std::pair{&a, high}, std::pair{&b, low}}) {
        player->request.level = level;
        player->request.time_ms = level == int(levels) ? top_ms : LADDER_CAP_MS;
        (void)set_option(options_of<T>(), player->request.options, "book", 1);
        player->engine.prepare();
      }
      while (next < openings.size()) {
        Pairing p{a_index, b_index};
        for (const std::size_t last = std::min(openings.size(), next + LADDER_BATCH); next < last;
             ++next)
          for (int a_first = 1; a_first >= 0; --a_first) {
            MatchPlayer<T>* players[2] = {&a, &b};
            if (!a_first) std::swap(players[0], players[1]);
            const double first = play_game<T>(openings[next], players, 2 * next + u64(a_first));
            const double result = a_first ? first : 1 - first;
            (result > 0.5 ? p.wins : result < 0.5 ? p.losses : p.draws) += 1;
            std::fprintf(stderr, "\r%s vs %s: opening %zu/%zu +%g =%g -%g",
                         std::string(ladder[a_index].name).c_str(),
                         std::string(ladder[b_index].name).c_str(), next + 1, openings.size(),
                         p.wins, p.draws, p.losses);
          }
        append_result(path, std::string(ladder[a_index].name), std::string(ladder[b_index].name),
                      p);
        results.pairings.push_back(p);
      }
      std::fprintf(stderr, "\n");
    }

  const auto ratings = fit_ladder(results, levels);
  if (!ratings) {
    std::printf("the results do not join every player to level 1 yet\n");
    return EXIT_INCOMPLETE;
  }
  for (std::size_t i = 0; i < ratings->size(); ++i) {
    const std::string name = i < levels ? std::to_string(i + 1) + ' ' + std::string(ladder[i].name)
                                        : results.outside[i - levels];
    const Rating& r = (*ratings)[i];
    if (std::isnan(r.elo))
      std::printf("%s unmeasured\n", name.c_str());
    else
      std::printf("%s %.0f +-%.0f games %.0f\n", name.c_str(), r.elo, r.margin, r.games);
  }
  return EXIT_OK;
}

}  // namespace ply::cli
