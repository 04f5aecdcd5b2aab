// The CLI's commands, each written once for every game (T: a game's traits, core/traits.h). Each
// returns the process's exit status (EXIT_OK, or EXIT_INCOMPLETE when a limit stopped the work);
// bad input never returns: it fails with EXIT_BAD_INPUT (args.h).
#pragma once

#include <array>
#include <chrono>
#include <cstdio>
#include <string>

#include "args.h"
#include "core/traits.h"
#include "game_cli.h"
#include "player_io.h"

namespace ply::cli {

constexpr int EXIT_OK = 0;
// The command ran but a limit stopped it before it had an answer (`solve --time-ms`).
constexpr int EXIT_INCOMPLETE = 1;
// Its output could not be written (a full disk); one line on stderr says why (cli/main.cpp).
constexpr int EXIT_OUTPUT_FAILED = 3;

inline double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// --position, or the game's start position; with --variant (a game with T::variant_position), the
// variant's start, or the position read in the variant. What the variant leaves to chance (a
// black hole with no square) falls where --seed (else the clock) puts it; a variant's start is
// printed first ("start: <position>").
template <GameTraits T>
typename T::Position position_option(const Args& args) {
  std::string error;
  if (args.has("variant")) {
    if constexpr (requires(const std::string* text, std::string* e) {
                    {
                      T::variant_position(std::string_view(), text, u64(0), e)
                      } -> std::same_as<std::optional<typename T::Position>>;
                  }) {
      const std::string text = args.text("position");
      const u64 seed = args.has("seed")
                           ? u64(args.integer("seed", 0, 0, i64(1) << 62))
                           : u64(std::chrono::steady_clock::now().time_since_epoch().count());
      const auto pos = T::variant_position(args.text("variant"),
                                           args.has("position") ? &text : nullptr, seed, &error);
      if (!pos) fail(error);
      if (!args.has("position")) std::printf("start: %s\n", T::position_text(*pos).c_str());
      return *pos;
    } else {
      fail("--variant: " + std::string(T::NAME) +
           " has none (its position text names its variant)");
    }
  }
  if (!args.has("position")) return T::start();
  const auto pos = T::parse_position(args.text("position"), &error);
  if (!pos) fail(error);
  return *pos;
}

// Positionals after the command: the game, then `extra` more.
inline void expect_positionals(const Args& args, const std::string& usage, std::size_t extra) {
  if (args.positional.size() < 1 + extra) fail("expected '" + usage + "'");
  if (args.positional.size() > 1 + extra)
    fail("unexpected argument '" + args.positional[1 + extra] + "' (expected '" + usage + "')");
}

template <GameTraits T>
int perft_command(const Args& args) {
  allow_only(args, {"position", "variant", "seed"});
  expect_positionals(args, "ply perft " + std::string(T::NAME) + " <depth>", 1);
  const int depth = int(parse_integer(args.positional[1], "perft depth", 0, 20));
  const auto pos = position_option<T>(args);
  const auto start = std::chrono::steady_clock::now();
  const u64 leaves = T::perft(pos, depth);
  const double seconds = seconds_since(start);
  std::printf("perft %d: %llu leaves in %.3f s (%.0f leaves/s)\n", depth,
              (unsigned long long)leaves, seconds, seconds > 0 ? double(leaves) / seconds : 0.0);
  std::printf("%llu\n", (unsigned long long)leaves);
  return EXIT_OK;
}

// How `ply best` writes its moves: in the game's notation (T::move_text), or as its input
// (T::move_input) when --notation names that one of the game's two (GameCli::notations).
inline bool moves_as_input(const Args& args, const std::array<std::string_view, 2>& notations) {
  if (!args.has("notation")) return false;
  const std::string notation = args.text("notation");
  if (notations[0].empty()) fail("best: --notation is for " + games_with_notations());
  if (notation != notations[0] && notation != notations[1])
    fail("best: --notation must be " + std::string(notations[0]) + " or " +
         std::string(notations[1]) + ", not '" + excerpt(notation) + "'");
  return notation == notations[1];
}

template <GameTraits T>
int best_command(const Args& args, const std::array<std::string_view, 2>& notations) {
  allow_only(args, with_option_flags<T>({"position", "variant", "level", "elo", "time-ms", "seed",
                                         "nodes", "depth", "threads", "notation"}));
  const bool as_input = moves_as_input(args, notations);
  expect_positionals(args, "ply best " + std::string(T::NAME) + " --position <pos>", 0);
  if (!args.has("position") && !args.has("variant"))
    fail("best: --position (or --variant) is required");
  const typename T::Position history[] = {position_option<T>(args)};
  const Request request = read_request<T>(args);
  if (T::outcome(history).over) fail("best: the game is over in this position");
  typename T::Engine engine;
  // Before the clock starts: filling the table and decoding learned weights take tens of
  // milliseconds (70 ms of CPU on a loaded machine), most of a short budget, and a one-shot process
  // (a match's other build) pays them every move.
  engine.prepare();
  const auto write = [&](const typename T::Position& pos, const typename T::Move& m) {
    return as_input ? T::move_input(pos, m) : T::move_text(pos, m);
  };
  const auto d =
      computer_move<T>(engine, history, request, [&](const Thinking<typename T::Move>& t) {
        print_thinking(t, line_text<T>(history[0], t.pv, write));
        return true;
      });
  std::printf("%s\n", write(history[0], d.move).c_str());
  return EXIT_OK;
}

// `ply analyse`: full strength's analysis of a position, as the page's analysis board gives it: the
// best --lines moves (Reversi and draughts value every legal move and list the best of them; chess
// and gomoku search each line, MultiPV), each with its value for the side to move and its line.
template <GameTraits T>
int analyse_command(const Args& args, const std::array<std::string_view, 2>& notations) {
  allow_only(args, with_option_flags<T>({"position", "variant", "time-ms", "seed", "nodes", "depth",
                                         "threads", "notation", "lines"}));
  const bool as_input = moves_as_input(args, notations);
  expect_positionals(args, "ply analyse " + std::string(T::NAME) + " --position <pos>", 0);
  if (!args.has("position") && !args.has("variant"))
    fail("analyse: --position (or --variant) is required");
  const typename T::Position history[] = {position_option<T>(args)};
  Request request = read_request<T>(args);
  request.lines = int(args.integer("lines", 3, 1, MAX_LINES));
  if (T::outcome(history).over) fail("analyse: the game is over in this position");
  typename T::Engine engine;
  engine.prepare();
  const auto write = [&](const typename T::Position& pos, const typename T::Move& m) {
    return as_input ? T::move_input(pos, m) : T::move_text(pos, m);
  };
  const auto a = computer_analysis<T>(engine, history, request);
  std::printf("depth %d nodes %llu time %lld ms\n", a.depth, (unsigned long long)a.nodes,
              (long long)a.time_ms);
  const std::size_t shown = std::min(a.moves.size(), std::size_t(request.lines));
  for (std::size_t i = 0; i < shown; ++i) {
    const MoveValue<typename T::Move>& m = a.moves[i];
    std::string pv;
    for (const auto& move : line_text<T>(history[0], m.pv, write)) pv += " " + move;
    std::printf("%zu. %s %+.2f%s pv%s\n", i + 1, write(history[0], m.move).c_str(), m.value,
                m.exact  ? " exact"
                : m.book ? " book"
                         : "",
                pv.c_str());
  }
  return EXIT_OK;
}

// Solving, for the games that have it: an exact score (T::solve), or a verdict (T::solve_answer).
template <GameTraits T>
int solve_command(const Args& args) {
  if constexpr (requires(const typename T::Position& pos) {
                  { T::solve_answer(pos, i64(0)) } -> std::same_as<SolveAnswer>;
                }) {
    allow_only(args, {"position", "time-ms"});
    expect_positionals(args, "ply solve " + std::string(T::NAME) + " --position <pos>", 0);
    if (!args.has("position")) fail("solve: --position is required");
    const typename T::Position history[] = {position_option<T>(args)};
    if (T::outcome(history).over) fail("solve: the game is over in this position");
    const i64 time_ms = args.integer("time-ms", 0, 0, i64(1) << 40);
    const auto start = std::chrono::steady_clock::now();
    const SolveAnswer answer = T::solve_answer(history[0], time_ms);
    const double seconds = seconds_since(start);
    std::printf("%llu nodes in %.3f s (%.0f nodes/s)\n", (unsigned long long)answer.nodes, seconds,
                seconds > 0 ? double(answer.nodes) / seconds : 0.0);
    std::printf("%s\n", answer.text.c_str());
    return answer.complete ? EXIT_OK : EXIT_INCOMPLETE;
  } else if constexpr (requires(const typename T::Position& pos) { T::solve(pos, i64(0)); }) {
    allow_only(args, {"position", "variant", "seed", "time-ms"});
    expect_positionals(args, "ply solve " + std::string(T::NAME) + " --position <pos>", 0);
    if (!args.has("position") && !args.has("variant"))
      fail("solve: --position (or --variant) is required");
    const auto pos = position_option<T>(args);
    const i64 time_ms = args.integer("time-ms", 0, 0, i64(1) << 40);
    const auto start = std::chrono::steady_clock::now();
    const auto s = T::solve(pos, time_ms);
    const double seconds = seconds_since(start);
    if (!s.complete) {
      std::fprintf(stderr, "ply: solve: stopped by the time limit after %llu nodes\n",
                   (unsigned long long)s.nodes);
      return EXIT_INCOMPLETE;
    }
    std::printf("empties %d, %llu nodes in %.3f s (%.0f nodes/s)\n", T::empties(pos),
                (unsigned long long)s.nodes, seconds,
                seconds > 0 ? double(s.nodes) / seconds : 0.0);
    std::printf("%+d %s\n", s.score, T::move_text(pos, typename T::Move(s.move)).c_str());
    return EXIT_OK;
  } else {
    fail("solve: not available for " + std::string(T::NAME));
  }
}

// `ply bench` (cli/bench.cpp).
int run_bench(const Args& args);

}  // namespace ply::cli
