// What `ply best` reads and prints for every game: the level request and the thinking lines.
#pragma once

#include <cstdio>
#include <string>
#include <vector>

#include "args.h"
#include "core/data_file.h"
#include "core/traits.h"

namespace ply::cli {

// The flags that hand the game data files (below): --data, and a directory of them if the game
// reads one.
template <GameTraits T>
void add_data_flags(std::vector<std::string>& flags) {
  flags.emplace_back("data");
  if constexpr (requires { T::DATA_DIRECTORY_FLAG; }) flags.emplace_back(T::DATA_DIRECTORY_FLAG);
}

// The command-line flags of the game's options (T::OPTIONS: gomoku's --aggressiveness) and data
// files, after `common`.
template <GameTraits T>
std::vector<std::string> with_option_flags(std::vector<std::string> common) {
  for (const OptionSpec& spec : options_of<T>()) common.emplace_back(spec.name);
  add_data_flags<T>(common);
  return common;
}

// The game plays the file at `path` in place of its data file `name` (T::DATA_FILES), read and
// decoded as the page's module reads its files but for the declared size and hash: another version,
// or a file just fitted, to meet the committed one in a match (as Stockfish's EvalFile replaces its
// embedded network). What cannot be read or decoded stops the command, naming `flag` and the
// reason.
template <GameTraits T>
void load_data_file_from(const std::string& name, const std::string& path,
                         const std::string& flag) {
  if constexpr (requires { T::DATA_FILES; }) {
    if (const DataFile* file = find_data_file(T::DATA_FILES, name)) {
      std::string error;
      const auto bytes = read_data_file(path, &error);
      if (!bytes || !file->load(*bytes, &error)) fail(flag + ": " + error);
      return;
    }
    std::string names;
    for (const DataFile& file : T::DATA_FILES)
      names += (names.empty() ? "" : ", ") + std::string(file.name);
    fail(flag + ": " + std::string(T::NAME) + " has no data file '" + excerpt(name) +
         "' (its files: " + names + ")");
  } else {
    (void)path;
    fail(flag + ": " + std::string(T::NAME) + " has no data files ('" + excerpt(name) + "')");
  }
}

// The hash (data_hash) of the game's data file `name` as the command plays it: the file at `path`
// if given, else the one --data <name>=PATH names, else the one compiled in; what a file made with
// it names so that a resumed run plays the same. A file that cannot be read fails as bad input.
template <GameTraits T>
u64 played_data_hash(const Args& args, std::string_view name, std::string path = "") {
  const std::string prefix = std::string(name) + "=";
  for (const std::string& given : args.all("data"))
    if (path.empty() && given.starts_with(prefix)) path = given.substr(prefix.size());
  if (path.empty()) {
    const DataFile* file = find_data_file(T::DATA_FILES, name);
    return file ? data_hash(file->builtin()) : 0;
  }
  std::string why;
  const auto bytes = read_data_file(path, &why);
  if (!bytes) fail("--data " + std::string(name) + ": " + why);
  return data_hash(*bytes);
}

// The data files the command line hands the game: each --data NAME=PATH (once a file), and the
// directory of the game's files it reads besides those compiled in (draughts' --egdb DIR, its
// tables).
template <GameTraits T>
void load_game_data(const Args& args) {
  for (const std::string& given : args.all("data")) {
    const std::size_t eq = given.find('=');
    if (eq == std::string::npos || eq == 0 || eq + 1 == given.size())
      fail("--data: expected NAME=PATH (a data file's name and where it is), got '" +
           excerpt(given) + "'");
    load_data_file_from<T>(given.substr(0, eq), given.substr(eq + 1),
                           "--data " + given.substr(0, eq));
  }
  if constexpr (requires { T::DATA_DIRECTORY_FLAG; }) {
    const std::string flag(T::DATA_DIRECTORY_FLAG);
    std::string error;
    if (args.has(flag) && !T::load_data_directory(args.text(flag), &error))
      fail("--" + flag + ": " + error);
  }
}

// The levels of `ladder` a flag can name: "1 to 13, a level's name (`ply levels <game>`) or max".
inline std::string level_choices(std::span<const Rung> ladder) {
  return "1 to " + std::to_string(ladder.size()) + ", a name of `ply levels` or max";
}

// The level `--<flag>` names (a number, a name of the ladder, or max), else the one nearest
// `--elo` where `elo_flag` is given, else `fallback`.
inline int read_level(const Args& args, std::span<const Rung> ladder, const std::string& flag,
                      int fallback, const std::string& elo_flag = "") {
  if (!elo_flag.empty() && args.has(elo_flag)) {
    if (args.has(flag)) fail("--" + flag + " and --" + elo_flag + " exclude each other");
    return level_nearest(ladder, double(args.integer(elo_flag, 0, -10000, 10000)));
  }
  if (!args.has(flag)) return fallback;
  const std::string text = args.text(flag);
  const auto level = level_named(ladder, text);
  if (!level)
    fail("--" + flag + ": '" + excerpt(text) + "' is no level (" + level_choices(ladder) + ")");
  return *level;
}

// --level or --elo (read_level; default full strength), --time-ms (default 1 s, none when --nodes
// or --depth bounds the search), --seed,
// --nodes, --depth, and the game's options by name (T::OPTIONS, e.g. gomoku's --aggressiveness
// 0.5..1), each checked against its range.
template <GameTraits T>
Request read_request(const Args& args) {
  Request request;
  request.level = read_level(args, T::Engine::LADDER, "level", LEVEL_TOP, "elo");
  request.time_ms =
      args.integer("time-ms", args.has("nodes") || args.has("depth") ? 0 : 1000, 1, 3600 * 1000);
  request.seed = u64(args.integer("seed", 1, 0, i64(1) << 62));
  request.max_nodes = u64(args.integer("nodes", 0, 0, i64(1) << 62));
  request.max_depth = int(args.integer("depth", 0, 0, 100));
  request.threads = int(args.integer("threads", 1, 1, MAX_THREADS));
  for (const OptionSpec& spec : options_of<T>()) {
    const std::string name(spec.name);
    if (!args.has(name)) continue;
    const double value = args.number(name, spec.default_value, spec.min, spec.max);
    if (const std::string error = set_option(options_of<T>(), request.options, spec.name, value);
        !error.empty())
      fail("--" + error);
  }
  load_game_data<T>(args);
  return request;
}

// One line per completed iteration; `pv` is the line already written in the game's notation. A
// score is marked "exact" when proven, "book" when it is an opening book's (no search: depth is the
// book's).
template <typename Move>
void print_thinking(const Thinking<Move>& t, const std::vector<std::string>& line) {
  std::string pv;
  for (const auto& move : line) pv += (pv.empty() ? "" : " ") + move;
  const double seconds = double(t.time_ms) / 1000.0;
  // A selective search (Multi-ProbCut) says how sure its cuts are; a full-width one says nothing
  // more.
  const std::string selectivity =
      t.selectivity < 100 ? " selectivity " + std::to_string(t.selectivity) + "%" : "";
  std::printf("depth %d%s score %+.2f%s nodes %llu time %lld ms nps %.0f pv %s\n", t.depth,
              selectivity.c_str(), t.score,
              t.exact  ? " exact"
              : t.book ? " book"
                       : "",
              (unsigned long long)t.nodes, (long long)t.time_ms,
              seconds > 0 ? double(t.nodes) / seconds : 0.0, pv.c_str());
}

}  // namespace ply::cli
