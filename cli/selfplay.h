// `ply selfplay <game> --out <file> [--games <n>] [--seed <n>] [--nodes <n>] [--threads <n>]
// [<game's options>]`: level 5 against itself, one thread a game, a fixed node budget a move, each
// position it labels written
// with the game's result: the data a game's evaluation is fitted to (tools/fit, tools/tune).
// Written once for every game that declares its self-play (GameCli::selfplay, game_cli.h): the loop
// over the games, the engine and its request, the loop over a game's moves, the file. What is the
// game's own is its rules R, declared beside it in cli/<game>/selfplay_rules.h:
//
//   R(const Args&)                    its options read (their names: R::OPTIONS)
//   R::GAMES, R::NODES                the defaults of --games and --nodes
//   R::RANDOM_PLIES                   the first plies, where vary() may play another move
//   opening(index, rng, engine)       game `index`'s first position (and the start of a game's
//                                     state, for adjudicate)
//   configure(request)                its options on level 5's request (a book off, an evaluation)
//   sample(pos, thinking)             the labelled position the search's move there gives, if any
//   vary(pos, move, rng)              the move played instead of the search's, early in the game
//   game_text(index, samples, winner, last)   the game's lines in the file
// and optionally:
//   header()                          the words that end the file's first line: a file with a
//                                     header is resumable (below); without one the file is written
//                                     anew and the games draw from one random stream
//   decided(history)                  a result known before the rules end the game (endgame
//                                     databases): the winner, as Outcome::winner
//   adjudicate(history, ply, thinking, game)   a result the searches' scores decide (game: the
//                                     game's own state, new_game's)
//   MAX_PLIES                         a game still going then is a draw
//   new_game(settings, index, rng)    a game's own state (R::Game: its plies to play at random, its
//                                     search's table), drawn before its first move
//   choose(history, ply, rng, game)   the rules' own choice of every move, with its sample
//                                     (ChosenMove): a pass, the exact solver's move once it is in
//                                     reach, a random one, their own search's; without it level 5's
//                                     search chooses (configure, sample, vary, adjudicate)
//   first_line(settings)              the resumable file's first line, where it is not the one
//   below game_end(line)                    the index of the game a line of the file ends, where
//   that is
//                                     not the "# game <index> ..." line below
//
// A resumable file's first line is "# ply-fit-<game> selfplay seed <s> nodes <n> <header()>" (the
// tag the per-game tools that wrote these files before this command gave them, kept so that their
// files still resume); each game's lines end with "# game <index> ...". Games are appended one at a
// time and flushed, so a run stopped at any point resumes where it was, and the same options give
// the same file; game i's random choices come from a stream of its own (game_seed). --threads plays
// that many games at once, each thread with its own engine, and appends them in index order: the
// same file for any number of threads.
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "args.h"
#include "commands.h"
#include "core/rng.h"
#include "core/traits.h"
#include "player_io.h"

namespace ply::cli {

struct SelfplaySettings {
  int games = 0;
  u64 seed = 1;
  u64 nodes = 0;
  std::string out;
  int threads = 1;
};

// A move the rules chose themselves, and what they write of it.
template <class Move, class Sample>
struct ChosenMove {
  Move move;
  Sample sample;
};

// The index of the game a line of a resumable file ends, if it ends one.
using GameEnd = std::function<std::optional<u64>(std::string_view line)>;

// "# game <index> ...": the line that ends a game where the rules say nothing else.
std::optional<u64> marked_game_end(std::string_view line);

// The games `path` holds complete, anything after the last one cut off; -1 (why on stderr) if its
// first line is not `header` (a file made with other options is refused) or a game is out of order.
int complete_games(const std::string& path, const std::string& header, const GameEnd& ends);

// Appends to `path` the games it lacks of 0 .. games-1, each the text `play(index, thread)` returns
// (its last line the one `ends` reads), played on `threads` threads (numbered from 0) and written
// in index order, with progress on stderr. Returns the process's exit status.
int append_games(const std::string& path, const std::string& header, int games, int threads,
                 const GameEnd& ends,
                 const std::function<std::string(u64 index, int thread)>& play);

// Writes `path` anew with games 0 .. games-1, each the text `play(index)` returns, flushed one at a
// time, with progress on stderr. Returns the process's exit status.
int write_games(const std::string& path, int games,
                const std::function<std::string(u64 index)>& play);

// A proven result as the labels write it: M<plies> for the side to move's win, -M<plies> for its
// loss.
inline std::string proven_label(bool won, int plies) {
  return (won ? "M" : "-M") + std::to_string(plies);
}

// A side's result as the labels write it ("1", "0.5" or "0"): side and winner as Outcome's (0 the
// side that moves first; winner -1 a draw).
inline const char* result_label(int winner, int side) {
  return winner < 0 ? "0.5" : winner == side ? "1" : "0";
}

// The seed of game `index`'s random stream in a resumable file.
inline u64 game_seed(u64 seed, u64 index) {
  Rng rng(seed ^ (index * 0x9e3779b97f4a7c15ULL));
  return rng.next();
}

// One game of level 5 against itself under the rules R, as the lines R writes of it.
template <GameTraits T, class R>
std::string play_selfplay_game(const SelfplaySettings& settings, R& rules, u64 index, Rng& rng,
                               typename T::Engine& engine) {
  using Position = typename T::Position;
  [[maybe_unused]] auto game = [&] {
    if constexpr (requires { rules.new_game(settings, index, rng); })
      return rules.new_game(settings, index, rng);
    else
      return 0;  // no state of its own
  }();
  std::vector<Position> history{rules.opening(index, rng, engine)};
  engine.clear();
  Request request;
  request.level = LEVEL_TOP;
  request.max_nodes = settings.nodes;
  request.threads = 1;
  if constexpr (requires { rules.configure(request); }) rules.configure(request);
  std::vector<typename R::Sample> samples;
  int winner = -1;
  for (int ply = 0;; ++ply) {
    if constexpr (requires { R::MAX_PLIES; })
      if (ply >= R::MAX_PLIES) break;
    const std::span<const Position> played(history);
    if (const Outcome outcome = T::outcome(played); outcome.over) {
      winner = outcome.winner;
      break;
    }
    if constexpr (requires { rules.decided(played); })
      if (const std::optional<int> w = rules.decided(played)) {
        winner = *w;
        break;
      }
    if constexpr (requires { rules.choose(played, ply, rng, game); }) {
      const auto chosen = rules.choose(played, ply, rng, game);
      samples.push_back(chosen.sample);
      const Position next = T::play(history.back(), chosen.move);
      history.push_back(next);
    } else {
      const auto d = computer_move<T>(engine, played, request);
      if constexpr (requires { rules.adjudicate(played, ply, d.thinking, game); })
        if (const std::optional<int> w = rules.adjudicate(played, ply, d.thinking, game)) {
          winner = *w;
          break;
        }
      if (auto sample = rules.sample(history.back(), d.thinking)) samples.push_back(*sample);
      auto move = d.move;
      if (ply < R::RANDOM_PLIES) move = rules.vary(history.back(), move, rng);
      const Position next = T::play(history.back(), move);
      history.push_back(next);
    }
  }
  return rules.game_text(index, samples, winner, history.back());
}

// The games under the rules `rules` written to settings.out; the process's exit status.
// Whether the rules' file is resumable: it has a header.
template <class R>
constexpr bool resumable() {
  return requires(const R& rules, const SelfplaySettings& settings) { rules.header(); }
  || requires(const R& rules, const SelfplaySettings& settings) { rules.first_line(settings); };
}

template <GameTraits T, class R>
int selfplay(const SelfplaySettings& settings, R& rules) {
  if constexpr (resumable<R>()) {
    std::string header;
    if constexpr (requires { rules.first_line(settings); })
      header = rules.first_line(settings);
    else
      header = "# ply-fit-" + std::string(T::NAME) + " selfplay seed " +
               std::to_string(settings.seed) + " nodes " + std::to_string(settings.nodes) + " " +
               rules.header();
    GameEnd ends = marked_game_end;
    if constexpr (requires(std::string_view line) { rules.game_end(line); })
      ends = [&](std::string_view line) { return rules.game_end(line); };
    std::vector<std::unique_ptr<typename T::Engine>> engines;
    for (int t = 0; t < settings.threads; ++t)
      engines.push_back(std::make_unique<typename T::Engine>());
    return append_games(
        settings.out, header, settings.games, settings.threads, ends, [&](u64 index, int thread) {
          Rng rng(game_seed(settings.seed, index));
          return play_selfplay_game<T>(settings, rules, index, rng, *engines[std::size_t(thread)]);
        });
  } else {
    typename T::Engine engine;
    Rng rng(settings.seed);
    return write_games(settings.out, settings.games, [&](u64 index) {
      return play_selfplay_game<T>(settings, rules, index, rng, engine);
    });
  }
}

// `ply selfplay <game> ...` for the game T under its rules R: --out, --games, --seed, --nodes,
// --threads (where the file is resumable: other files' games share one random stream), the game's
// data files (--data, its data directory's flag) and R's own options.
template <GameTraits T, class R>
int selfplay_command(const Args& args) {
  std::vector<std::string> allowed = {"out", "games", "seed", "nodes", "data"};
  if constexpr (resumable<R>()) allowed.emplace_back("threads");
  if constexpr (requires { T::DATA_DIRECTORY_FLAG; }) allowed.emplace_back(T::DATA_DIRECTORY_FLAG);
  for (const std::string_view name : R::OPTIONS) allowed.emplace_back(name);
  allow_only(args, allowed);
  expect_positionals(args, "ply selfplay " + std::string(T::NAME) + " --out <file>", 0);
  if (!args.has("out")) fail("selfplay: --out is required");
  SelfplaySettings settings;
  settings.out = args.text("out");
  settings.games = int(args.integer("games", R::GAMES, 0, 10'000'000));
  settings.seed = u64(args.integer("seed", 1, 0, i64(1) << 62));
  settings.nodes = u64(args.integer("nodes", i64(R::NODES), 1, i64(1) << 40));
  settings.threads = int(args.integer("threads", 1, 1, 256));
  load_game_data<T>(args);
  R rules(args);
  return selfplay<T>(settings, rules);
}

}  // namespace ply::cli
