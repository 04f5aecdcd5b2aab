// A game is registered on the engine's side by two things: its line in engine/games.h and its
// folder's engine/<game>/game.cmake (its sources, tests, fuzz targets). One without the other is a
// game half added.
#include <gtest/gtest.h>

#include <set>
#include <string>
#include <string_view>

#include "games.h"

namespace ply {
namespace {

std::set<std::string> split(std::string_view list) {
  std::set<std::string> names;
  while (!list.empty()) {
    const std::size_t comma = list.find(',');
    names.emplace(list.substr(0, comma));
    if (comma == std::string_view::npos) break;
    list.remove_prefix(comma + 1);
  }
  return names;
}

TEST(GamesRegistry, EveryGameInGamesHHasAFolderWithItsCMakeFragmentAndNoOtherFolderHasOne) {
  std::set<std::string> registered;
  for_each_game([&]<typename T>() { registered.emplace(T::NAME); });
  EXPECT_EQ(registered, split(PLY_GAME_FOLDERS));
}

}  // namespace
}  // namespace ply
