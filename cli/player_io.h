// What `ply best` reads and prints for every game: the level request and the thinking lines.
#pragma once

#include <cstdio>
#include <string>
#include <vector>

#include "args.h"
#include "core/player.h"

namespace ply::cli {

// --level, --time-ms (default 1 s, none when --nodes or --depth bounds the search), --seed, --nodes, --depth, --aggressiveness (gomoku; 0.5..1, default 0.8).
inline Request read_request(const Args& args) {
  Request request;
  request.level = int(args.integer("level", 5, LEVEL_MIN, LEVEL_MAX));
  request.time_ms = args.integer("time-ms", args.has("nodes") || args.has("depth") ? 0 : 1000, 1, 3600 * 1000);
  request.seed = u64(args.integer("seed", 1, 0, i64(1) << 62));
  request.max_nodes = u64(args.integer("nodes", 0, 0, i64(1) << 62));
  request.max_depth = int(args.integer("depth", 0, 0, 100));
  request.aggressiveness =
      args.number("aggressiveness", AGGRESSIVENESS_DEFAULT, AGGRESSIVENESS_MIN, AGGRESSIVENESS_MAX);
  return request;
}

// One line per completed iteration; `pv` is the line already written in the game's notation.
template <typename Move>
void print_thinking(const Thinking<Move>& t, const std::vector<std::string>& line) {
  std::string pv;
  for (const auto& move : line) pv += (pv.empty() ? "" : " ") + move;
  const double seconds = double(t.time_ms) / 1000.0;
  // A selective search (Multi-ProbCut) says how sure its cuts are; a full-width one says nothing more.
  const std::string selectivity = t.selectivity < 100 ? " selectivity " + std::to_string(t.selectivity) + "%" : "";
  std::printf("depth %d%s score %+.2f%s nodes %llu time %lld ms nps %.0f pv %s\n", t.depth, selectivity.c_str(), t.score,
              t.exact ? " exact" : "", (unsigned long long)t.nodes, (long long)t.time_ms,
              seconds > 0 ? double(t.nodes) / seconds : 0.0, pv.c_str());
}

}  // namespace ply::cli
