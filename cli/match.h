// `ply match`: two players play paired games from balanced openings, each once with each colour,
// and the score becomes an Elo difference. Written once for every game (T: its traits). A player is
// a level of this build, or of another build of ply (`--a-cmd <path>`): that one is asked for each
// move through its `best` command, so two builds can be compared at equal terms; or one of the
// game's outside engines (`--b uci:stockfish --b-option UCI_Elo=2000`), given the same openings and
// the same time: the type Engines its declaration names (external.h; cli/<game>/game_cli.cpp).
#pragma once

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <memory>
#include <set>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "args.h"
#include "commands.h"
#include "core/traits.h"
#include "elo.h"
#include "external.h"
#include "game_cli.h"
#include "ladder_results.h"

namespace ply::cli {

// The moves openings are made of: T::opening_moves where a game has it (gomoku: the cells around
// the centre, not every empty cell), else every legal move.
template <GameTraits T>
void opening_moves(const typename T::Position& pos, typename T::MoveList& list) {
  if constexpr (requires { T::opening_moves(pos, list); })
    T::opening_moves(pos, list);
  else
    T::legal_moves(pos, list);
}

// The openings T::MATCH_OPENINGS lists for `start` (those whose text is start's, a space and more
// moves), in the list's order, where a game has such a list and it has some for this start.
template <GameTraits T>
std::vector<typename T::Position> listed_openings(std::size_t count,
                                                  const typename T::Position& start) {
  std::vector<typename T::Position> openings;
  if constexpr (requires { std::span<const char* const>(T::MATCH_OPENINGS); }) {
    const std::string prefix = T::position_text(start) + ' ';
    for (const char* text : T::MATCH_OPENINGS) {
      const std::string_view opening(text);
      if (openings.size() == count || !opening.starts_with(prefix)) continue;
      std::string error;
      const auto pos = T::parse_position(opening, &error);
      if (!pos) fail("match: the listed opening '" + std::string(opening) + "': " + error);
      openings.push_back(*pos);
    }
  }
  return openings;
}

// The listed openings (above), else the game's named openings from `start` (T::named_openings:
// draughts' standard Russian openings) and, when more are asked for than there are, the distinct
// positions T::OPENING_PLIES from `start` (two move orders that reach the same position are one
// opening) after them; each group most even first by a level-5 search to T::OPENING_RANK_DEPTH
// (without a book): each opening is then fair to whoever gets either colour. The first n openings
// are the same whatever the count asked for.
template <GameTraits T>
std::vector<typename T::Position> balanced_openings(std::size_t count,
                                                    const typename T::Position& start) {
  using Position = typename T::Position;
  if (auto listed = listed_openings<T>(count, start); !listed.empty()) return listed;
  std::set<std::string> seen;
  // One game, one opening: T::opening_key where a game has it (gomoku's text keeps the order of the
  // stones, and mirror images of a position are the same game in gomoku and Reversi), else the
  // text.
  const auto identity = [](const Position& pos) {
    if constexpr (requires {
                    { T::opening_key(pos) } -> std::same_as<std::string>;
                  })
      return T::opening_key(pos);
    else
      return T::position_text(pos);
  };
  typename T::Engine engine(4);
  std::vector<Position> openings;
  // Adds the group's positions, most even first, until there are `count`; the generated ones only
  // where no opening before reached the same position.
  const auto add_ranked = [&](const std::vector<Position>& group, bool generated) {
    std::vector<std::pair<double, std::size_t>> ranked;
    for (std::size_t i = 0; i < group.size(); ++i) {
      if (!seen.insert(identity(group[i])).second && generated) continue;
      Request request;
      request.level = LEVEL_TOP;
      request.max_depth = T::OPENING_RANK_DEPTH;
      (void)set_option(options_of<T>(), request.options, "book", 0);
      ranked.push_back({std::abs(engine.choose(group[i], request).thinking.score), i});
    }
    std::stable_sort(ranked.begin(), ranked.end());
    for (std::size_t i = 0; i < ranked.size() && openings.size() < count; ++i)
      openings.push_back(group[ranked[i].second]);
  };
  if constexpr (requires {
                  { T::named_openings(start) } -> std::same_as<std::vector<Position>>;
                })
    add_ranked(T::named_openings(start), false);
  if (openings.size() < count) {
    std::vector<Position> generated;
    const auto collect = [&](const auto& self, const Position& pos, int plies) -> void {
      if (plies == 0) {
        generated.push_back(pos);
        return;
      }
      typename T::MoveList moves;
      opening_moves<T>(pos, moves);
      for (const auto& m : moves) self(self, T::play(pos, m), plies - 1);
    };
    collect(collect, start, T::OPENING_PLIES);
    add_ranked(generated, true);
  }
  return openings;
}

// Appends a batch's line to the results file at `path`.
inline void append_result(const std::string& path, const std::string& a, const std::string& b,
                          const Pairing& p) {
  std::ofstream out(path, std::ios::app);
  out << result_line(a, b, p);
  if (!out.flush()) fail("cannot write '" + excerpt(path) + "'");
}

// A player: a level of this build, of another build (`command`), or one of the game's outside
// engines (Engines, external.h; NoEngines: none).
template <GameTraits T, OutsideEngines<T> Engines = NoEngines>
struct MatchPlayer {
  Request request;
  std::string command;  // another build's ply, or empty for this one
  // its --a-option NAME=VALUE as `best`'s "--NAME", "VALUE"
  std::vector<std::string> command_flags;
  std::unique_ptr<Engines> outside;  // --a <Engines::PREFIX><command>
  // the outside engine's command, and the options of any player (of a level too)
  std::string outside_command, options_text;
  typename T::Engine engine;
  // the longest a move took, answer included (on the searches' clock when in this process)
  i64 longest_ms = 0;

  // A level of this build, searching in this process.
  bool in_process() const { return command.empty() && !outside; }

  std::string name() const {
    const std::string options = options_text.empty() ? "" : " (" + options_text + ")";
    if (outside) return std::string(Engines::PREFIX) + outside_command + options;
    const int level = std::min(request.level, int(T::Engine::LADDER.size()));
    return "level " + std::to_string(level) + (command.empty() ? "" : " (" + command + ")") +
           options;
  }

  // Before each game: a fresh table, or the outside engine's new game ("ucinewgame"). An engine
  // that fails here forfeits the game.
  std::string new_game() {
    engine.clear();
    return outside ? outside->new_game() : "";
  }

  // The move, or (an outside engine only) why it has none: the game is then lost.
  using Answer = EngineMove<typename T::Move>;

  Answer move(const std::vector<typename T::Position>& history,
              const std::vector<typename T::Move>& moves) {
    const auto start = std::chrono::steady_clock::now();
    const Clock search_clock;  // the searches' own (PLY_CPU_CLOCK: this process's CPU time)
    const Answer answer = answer_for(history, moves);
    // A move of this build is timed as its search counts its budget; another process's on the wall.
    const bool here = in_process();
    longest_ms =
        std::max(longest_ms, here ? search_clock.elapsed_ms() : i64(seconds_since(start) * 1000));
    return answer;
  }

 private:
  Answer answer_for(const std::vector<typename T::Position>& history,
                    const std::vector<typename T::Move>& moves) {
    if (outside) return outside->template play<T>(history, moves, request);
    const typename T::Position& pos = history.back();
    if (command.empty()) return {computer_move<T>(engine, history, request).move, ""};
    const std::string text =
        external_best(command, std::string(T::NAME), T::position_text(pos), request, command_flags);
    Refusal refusal;
    const auto m = T::parse_move(pos, text, &refusal);
    if (!m) fail("match: " + command + " answered '" + text + "': " + refusal.text);
    return {*m, ""};
  }
};

// Plays one game; players indexed by colour (0 moves first). Returns colour 0's result: 1, 0.5 or
// 0. A player that cannot give a legal move (an outside engine that crashed, timed out or answered
// an illegal move) loses the game; the reason goes to stderr on its own line. `final_position`
// receives the last position's text (for --games-out).
template <GameTraits T, class Engines>
double play_game(const typename T::Position& opening, MatchPlayer<T, Engines>* players[2], u64 seed,
                 std::string* final_position = nullptr) {
  std::vector<typename T::Position> history{opening};
  std::vector<typename T::Move> moves;
  if (final_position) *final_position = T::position_text(opening);
  for (int colour = 0; colour < 2; ++colour)
    if (const std::string error = players[colour]->new_game(); !error.empty()) {
      std::fprintf(stderr, "\n%s loses by forfeit: %s\n", players[colour]->name().c_str(),
                   error.c_str());
      return colour == 0 ? 0.0 : 1.0;
    }
  for (int ply = 0; ply < T::MAX_GAME_PLIES; ++ply) {
    const Outcome o = T::outcome(history);
    if (final_position) *final_position = T::position_text(history.back());
    if (o.over) return o.winner == 0 ? 1.0 : o.winner == 1 ? 0.0 : 0.5;
    MatchPlayer<T, Engines>& player = *players[o.to_move];
    player.request.seed = seed * 1000 + u64(ply) + 1;
    const auto answer = player.move(history, moves);
    if (!answer.forfeit.empty()) {
      std::fprintf(stderr, "\n%s loses by forfeit at ply %d: %s\n", player.name().c_str(), ply + 1,
                   answer.forfeit.c_str());
      return o.to_move == 0 ? 0.0 : 1.0;
    }
    moves.push_back(answer.move);
    history.push_back(T::play(history.back(), answer.move));
  }
  return 0.5;
}

// A level's choice to measure against another (Request): predicted-iterations=0|1, threads=<n>, or
// one of the game's options (T::OPTIONS: Reversi's probcut=<t>, gomoku's aggressiveness=<a>).
template <GameTraits T>
void read_level_option(const std::string& side, const std::string& option, Request& request) {
  const std::size_t eq = option.find('=');
  const std::string name = option.substr(0, eq),
                    value = eq == std::string::npos ? "" : option.substr(eq + 1);
  char* end = nullptr;
  const double number = value.empty() ? -1 : std::strtod(value.c_str(), &end);
  if (value.empty() || *end || number < 0)
    fail("match: --" + side + "-option " + excerpt(option) + " is not NAME=<number of 0 or more>");
  if (name == "predicted-iterations") {
    request.predicted_iterations = number != 0;
    return;
  }
  if (name == "threads") {
    if (number < 1 || number > MAX_THREADS || number != int(number))
      fail("match: --" + side + "-option " + excerpt(option) +
           ": threads is a whole number from 1 to " + std::to_string(MAX_THREADS));
    request.threads = int(number);
    return;
  }
  if (!find_option(options_of<T>(), name))
    fail("match: --" + side + "-option " + excerpt(name) +
         ": a level knows predicted-iterations, threads" +
         (options_of<T>().empty() ? "" : " and " + option_names(options_of<T>())));
  if (const std::string error = set_option(options_of<T>(), request.options, name, number);
      !error.empty())
    fail("match: --" + side + "-option " + excerpt(option) + ": " + error);
}

// The game that declares the outside engines `spec` names (its prefix, "uci:"), and what they are
// called ("UCI engines"); empty strings when no game does.
inline std::pair<std::string_view, std::string_view> engines_named(const std::string& spec) {
  std::pair<std::string_view, std::string_view> found;
  for_each_game([&]<typename G>() {
    const GameCli& cli = game_cli<G>();
    if (!cli.engine_prefix.empty() && spec.starts_with(cli.engine_prefix))
      found = {G::NAME, cli.engines};
  });
  return found;
}

// --a / --b: a level (read_level) with its --a-option/--b-option NAME=VALUE (read_level_option), or
// one of the game's outside engines, "<Engines::PREFIX><command>", with its NAME=VALUE (a UCI
// engine's "setoption", an NBoard engine's "set depth 10", a Gomocup brain's "INFO timeout_turn
// 200").
template <GameTraits T, class Engines>
void read_player(const Args& args, const std::string& side, int default_level,
                 MatchPlayer<T, Engines>& player) {
  const std::string spec = args.text(side);
  const std::vector<std::string> options = args.all(side + "-option");
  const bool outside = !Engines::PREFIX.empty() && spec.starts_with(Engines::PREFIX);
  if (!outside) {
    if (const auto [game, engines] = engines_named(spec); !game.empty())
      fail("match: " + std::string(engines) + " play " + std::string(game) + ", not " +
           std::string(T::NAME));
    player.request.level = read_level(args, T::Engine::LADDER, side, default_level);
    player.command = args.text(side + "-cmd");
    // Checked before the match: a build that cannot run would stop it at its first move, with a
    // second line from the shell.
    if (!player.command.empty())
      if (const std::string why = cannot_run(player.command, false); !why.empty())
        fail("match: --" + side + "-cmd: " + why);
    // A match measures the search: the opening book (the option `book`, where a game has one) plays
    // only when asked (--a-option book=1). A game without a book refuses the name: nothing to turn
    // off.
    (void)set_option(options_of<T>(), player.request.options, "book", 0);
    for (const std::string& option : options) {
      read_level_option<T>(side, option, player.request);
      player.options_text += (player.options_text.empty() ? "" : ", ") + option;
      if (player.command.empty()) continue;
      // Another build is told its options as flags of its `best` (threads: as --threads).
      const std::string name = option.substr(0, option.find('='));
      if (name == "predicted-iterations")
        fail("match: --" + side +
             "-option predicted-iterations is for this build's levels: `best` has no such flag");
      if (name != "threads")
        player.command_flags.insert(player.command_flags.end(),
                                    {"--" + name, option.substr(name.size() + 1)});
    }
    return;
  }
  if (args.has(side + "-cmd"))
    fail("match: --" + side + "-cmd and an engine for --" + side + " exclude each other");
  player.outside_command = spec.substr(Engines::PREFIX.size());
  if (player.outside_command.empty()) fail("match: --" + side + " " + spec + " names no command");
  // Checked before the match: an engine that cannot start would lose every game by forfeit.
  if (const std::string why = cannot_run(player.outside_command, true); !why.empty())
    fail("match: --" + side + " " + excerpt(spec) + ": " + why);
  std::vector<std::pair<std::string, std::string>> named;
  for (const std::string& option : options) {
    const std::size_t eq = option.find('=');
    if (eq == std::string::npos || eq == 0)
      fail("match: --" + side + "-option " + excerpt(option) + " is not NAME=VALUE");
    named.emplace_back(option.substr(0, eq), option.substr(eq + 1));
    player.options_text += (player.options_text.empty() ? "" : ", ") + option;
  }
  player.outside = std::make_unique<Engines>(player.outside_command, std::move(named));
}

// `ply match` on the board T, with the game's outside engines Engines (external.h: NoEngines for a
// game with none).
template <GameTraits T, OutsideEngines<T> Engines = NoEngines>
int match_command(const Args& args) {
  std::vector<std::string> flags = {"a",        "b",        "a-cmd",   "b-cmd",     "a-option",
                                    "b-option", "games",    "time-ms", "a-time-ms", "b-time-ms",
                                    "nodes",    "position", "variant", "seed",      "games-out",
                                    "results",  "a-name",   "b-name"};
  add_data_flags<T>(flags);
  allow_only(args, flags);
  load_game_data<T>(args);  // for the players in this process
  expect_positionals(args, "ply match " + std::string(T::NAME) + " --a <level> --b <level>", 0);
  if (!args.has("a") || !args.has("b"))
    fail("match: --a and --b (levels: " + level_choices(T::Engine::LADDER) +
         (Engines::PREFIX.empty() ? "" : ", or " + std::string(Engines::PREFIX) + "<engine>") +
         ") are required");
  if (args.has("time-ms") && args.has("nodes")) fail("match: give --time-ms or --nodes, not both");
  MatchPlayer<T, Engines> a, b;
  read_player<T, Engines>(args, "a", LEVEL_TOP, a);
  read_player<T, Engines>(args, "b", LEVEL_TOP, b);
  const i64 pairs = args.integer("games", 20, 1, 5000);
  const i64 time_ms = args.integer("time-ms", 0, 1, 3600 * 1000);
  for (MatchPlayer<T, Engines>* p : {&a, &b}) {
    // --a-time-ms / --b-time-ms: a side's own time a move (an engine that overruns its time is
    // given less, so that both sides' longest moves match).
    const std::string side_time = std::string(p == &a ? "a" : "b") + "-time-ms";
    if (args.has(side_time) && args.has("nodes"))
      fail("match: give --" + side_time + " or --nodes, not both");
    p->request.time_ms = args.integer(side_time, time_ms, 1, 3600 * 1000);
    p->request.max_nodes = u64(args.integer("nodes", 0, 1, i64(1) << 40));
    if (!p->request.time_ms && !p->request.max_nodes) p->request.time_ms = 100;
    if (p->in_process()) p->engine.prepare();
  }

  // --position: where the openings start ("10 freestyle:" plays gomoku on 10x10); --variant.
  const auto start = position_option<T>(args);
  // An outside engine that cannot play this match (its protocol knows no such variant, or no node
  // budget) is refused before the first game.
  for (MatchPlayer<T, Engines>* p : {&a, &b})
    if (p->outside)
      if (const std::string why =
              p->outside->template cannot_play<T>(start, p->request, p == &a ? "a" : "b");
          !why.empty())
        fail("match: " + why);
  // --results: the match's line appended to a ladder's results file (ladder.h), each side under
  // --a-name / --b-name, a level by default under its ladder name.
  std::string result_names[2];
  if (args.has("results"))
    for (int side = 0; side < 2; ++side) {
      const std::string flag = side ? "b-name" : "a-name";
      const MatchPlayer<T, Engines>& p = side ? b : a;
      result_names[side] = args.has(flag) ? args.text(flag)
                           : p.command.empty() && !p.outside
                               ? std::string(rung_of(T::Engine::LADDER, p.request.level).name)
                               : "";
      if (result_names[side].empty() ||
          result_names[side].find_first_of(" \t#") != std::string::npos)
        fail("match: --results needs --" + flag + ", a word naming that side in the results");
    }
  const auto openings = balanced_openings<T>(std::size_t(pairs), start);
  // --games-out: each game's result for player a and its last position, one line a game.
  FILE* games_out = nullptr;
  if (args.has("games-out") && !(games_out = std::fopen(args.text("games-out").c_str(), "w")))
    fail("match: cannot write '" + args.text("games-out") + "'");
  std::vector<double> results;
  int wins = 0, draws = 0, losses = 0;
  for (std::size_t i = 0; i < openings.size(); ++i) {
    for (int a_first = 1; a_first >= 0; --a_first) {
      MatchPlayer<T, Engines>* players[2] = {&a, &b};
      if (!a_first) std::swap(players[0], players[1]);
      std::string final_position;
      const double first =
          play_game<T>(openings[i], players, 2 * i + u64(a_first), &final_position);
      const double result = a_first ? first : 1 - first;
      if (games_out)
        std::fprintf(games_out, "%s a=%s %s\n",
                     result > 0.5   ? "win"
                     : result < 0.5 ? "loss"
                                    : "draw",
                     a_first ? "first" : "second", final_position.c_str());
      results.push_back(result);
      (result > 0.5 ? wins : result < 0.5 ? losses : draws)++;
    }
    std::fprintf(stderr, "\ropening %zu/%zu: +%d =%d -%d", i + 1, openings.size(), wins, draws,
                 losses);
  }
  std::fprintf(stderr, "\n");
  if (games_out) std::fclose(games_out);
  const EloEstimate elo = estimate_elo(results);
  const double score = wins + 0.5 * draws;
  std::printf("games %zu (%zu openings, each played with both colours)\n", results.size(),
              openings.size());
  std::printf("%s vs %s: +%d =%d -%d, score %.1f/%zu (%.1f%%)\n", a.name().c_str(),
              b.name().c_str(), wins, draws, losses, score, results.size(),
              100.0 * score / double(results.size()));
  std::printf("longest move: %s %lld ms, %s %lld ms\n", a.name().c_str(), (long long)a.longest_ms,
              b.name().c_str(), (long long)b.longest_ms);
  std::printf("%s\n", elo_line(elo).c_str());
  if (args.has("results"))
    append_result(args.text("results"), result_names[0], result_names[1],
                  {.wins = double(wins), .draws = double(draws), .losses = double(losses)});
  return 0;
}

}  // namespace ply::cli
