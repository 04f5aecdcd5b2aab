// What `ply best` reads and prints for every game: the level request and the thinking lines.
#pragma once

#include <cstdio>
#include <string>
#include <vector>

#include "args.h"
#include "core/traits.h"

namespace ply::cli {

// The command-line flags of the game's options (T::OPTIONS: gomoku's --aggressiveness), after `common`.
template <GameTraits T>
std::vector<std::string> with_option_flags(std::vector<std::string> common) {
  for (const OptionSpec& spec : options_of<T>()) common.emplace_back(spec.name);
  if constexpr (requires { T::DATA_DIRECTORY_FLAG; }) common.emplace_back(T::DATA_DIRECTORY_FLAG);
  return common;
}

// A directory of the game's data files its engine reads besides those compiled in (draughts' --egdb).
template <GameTraits T>
void load_data_directory(const Args& args) {
  if constexpr (requires { T::DATA_DIRECTORY_FLAG; }) {
    const std::string flag(T::DATA_DIRECTORY_FLAG);
    std::string error;
    if (args.has(flag) && !T::load_data_directory(args.text(flag), &error)) fail("--" + flag + ": " + error);
  }
}

// --level, --time-ms (default 1 s, none when --nodes or --depth bounds the search), --seed, --nodes, --depth, and
// the game's options by name (T::OPTIONS, e.g. gomoku's --aggressiveness 0.5..1), each checked against its range.
template <GameTraits T>
Request read_request(const Args& args) {
  Request request;
  request.level = int(args.integer("level", 5, LEVEL_MIN, LEVEL_MAX));
  request.time_ms = args.integer("time-ms", args.has("nodes") || args.has("depth") ? 0 : 1000, 1, 3600 * 1000);
  request.seed = u64(args.integer("seed", 1, 0, i64(1) << 62));
  request.max_nodes = u64(args.integer("nodes", 0, 0, i64(1) << 62));
  request.max_depth = int(args.integer("depth", 0, 0, 100));
  request.threads = int(args.integer("threads", 1, 1, MAX_THREADS));
  for (const OptionSpec& spec : options_of<T>()) {
    const std::string name(spec.name);
    if (!args.has(name)) continue;
    const double value = args.number(name, spec.default_value, spec.min, spec.max);
    if (const std::string error = set_option(options_of<T>(), request.options, spec.name, value); !error.empty())
      fail("--" + error);
  }
  load_data_directory<T>(args);
  return request;
}

// One line per completed iteration; `pv` is the line already written in the game's notation. A score is
// marked "exact" when proven, "book" when it is an opening book's (no search: depth is the book's).
template <typename Move>
void print_thinking(const Thinking<Move>& t, const std::vector<std::string>& line) {
  std::string pv;
  for (const auto& move : line) pv += (pv.empty() ? "" : " ") + move;
  const double seconds = double(t.time_ms) / 1000.0;
  // A selective search (Multi-ProbCut) says how sure its cuts are; a full-width one says nothing more.
  const std::string selectivity = t.selectivity < 100 ? " selectivity " + std::to_string(t.selectivity) + "%" : "";
  std::printf("depth %d%s score %+.2f%s nodes %llu time %lld ms nps %.0f pv %s\n", t.depth, selectivity.c_str(), t.score,
              t.exact ? " exact" : t.book ? " book" : "", (unsigned long long)t.nodes, (long long)t.time_ms,
              seconds > 0 ? double(t.nodes) / seconds : 0.0, pv.c_str());
}

}  // namespace ply::cli
