// Another build of ply as a match player: asked for one move at a time through its `best` command.
#pragma once

#include <string>

#include "core/player.h"

namespace ply::cli {

// Runs `<command> best <game> --position <position> --level L (--time-ms T | --nodes N) --seed S` and
// returns the last line it prints (the move). Fails the match if the command cannot be run or fails.
std::string external_best(const std::string& command, const std::string& game, const std::string& position,
                          const Request& request);

}  // namespace ply::cli
