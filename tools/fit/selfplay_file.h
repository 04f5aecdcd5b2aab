// A self-play file: its first line names the options it was made with, then each game's lines end
// with
// "# game <index> ...". Games are appended one at a time and flushed, so a run stopped at any point
// resumes where it was and the same options give the same file.
#pragma once

#include <functional>
#include <string>

#include "core/types.h"
#include "tool_options.h"

namespace ply::fit {

// The games `path` holds complete, anything after the last one cut off; -1 (why on stderr) if its
// first line is not `header`: a file made with other options is refused.
int complete_games(const std::string& path, const std::string& header);

// Appends to `path` the games it lacks of 0 .. games-1, each the text `play(index)` returns (its
// last line
// "# game <index> ..."), with progress on stderr. Returns the process's exit status.
int append_games(const std::string& path, const std::string& header, int games,
                 const std::function<std::string(u64 index)>& play);

// Reads the options every game's selfplay has (--games, --seed, --nodes) into o.games, o.seed and
// o.nodes: false if `key` is none of them.
template <typename Options, typename Usage>
bool selfplay_option(const std::string& key, const std::string& value, Options& o, Usage usage) {
  if (key == "games")
    o.games = int(tools::whole_number(key, value, 0, 10'000'000, usage));
  else if (key == "seed")
    o.seed = u64(tools::whole_number(key, value, 0, 1LL << 62, usage));
  else if (key == "nodes")
    o.nodes = u64(tools::whole_number(key, value, 1, 1LL << 40, usage));
  else
    return false;
  return true;
}

}  // namespace ply::fit
