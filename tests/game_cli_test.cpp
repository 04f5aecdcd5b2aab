// Each game's declaration for the command line (cli/<game>/game_cli.cpp, cli/game_cli.h): a game
// without one does not link; these check that the declarations fit together, since `ply` takes
// the first game's command of a name and would quietly hide another's.
#include <gtest/gtest.h>

#include <set>
#include <string>
#include <string_view>
#include <utility>

#include "core/data_file.h"
#include "game_cli.h"
#include "games.h"

namespace ply::cli {
namespace {

// A usage text is whole lines, each starting with its two spaces.
bool whole_lines(std::string_view text) {
  if (text.empty()) return true;
  if (text.back() != '\n') return false;
  for (std::size_t at = 0; at < text.size(); at = text.find('\n', at) + 1)
    if (text.substr(at, 2) != "  ") return false;
  return true;
}

TEST(GameCli, CommandsModesAndEnginesAreEachOneGamesAndTheUsageIsWholeLines) {
  std::set<std::string> commands = {"help",  "perft", "best",     "analyse", "solve",
                                    "bench", "match", "selfplay", "fit"};
  std::set<std::string> bench_flags = {"depth", "threads", "variant", "seed", "solve-empties"};
  std::set<std::string> prefixes, variables;
  for_each_game([&]<typename G>() {
    const GameCli& cli = game_cli<G>();
    SCOPED_TRACE(std::string(G::NAME));
    for (const GameCommand& c : cli.commands) {
      EXPECT_TRUE(commands.emplace(c.name).second) << c.name << " is taken";
      EXPECT_TRUE(whole_lines(c.usage) && !c.usage.empty()) << c.name;
      EXPECT_NE(c.run, nullptr) << c.name;
    }
    for (const GameCommand& c : cli.bench_modes) {
      EXPECT_TRUE(bench_flags.emplace(c.name).second) << "bench --" << c.name << " is taken";
      EXPECT_TRUE(whole_lines(c.usage) && !c.usage.empty()) << c.name;
      EXPECT_NE(c.run, nullptr) << c.name;
    }
    // Its self-play and its fitting (`ply selfplay|fit <game>`): none, or a command of that name,
    // its usage the game's lines about it.
    for (const auto& [name, c] : {std::pair{std::string_view("selfplay"), cli.selfplay},
                                  std::pair{std::string_view("fit"), cli.fit}}) {
      if (!c.run) {
        EXPECT_TRUE(c.name.empty() && c.usage.empty()) << name;
        continue;
      }
      EXPECT_EQ(c.name, name);
      EXPECT_TRUE(c.usage.starts_with("  " + std::string(name) + " " + std::string(G::NAME) + " "));
      EXPECT_TRUE(whole_lines(c.usage)) << name;
    }
    EXPECT_TRUE(whole_lines(cli.usage));
    EXPECT_EQ(cli.notations[0].empty(), cli.notations[1].empty());
    EXPECT_EQ(cli.engine_prefix.empty(), cli.engines.empty());
    if (!cli.engine_prefix.empty()) {
      EXPECT_TRUE(cli.engine_prefix.ends_with(':'));
      EXPECT_TRUE(prefixes.emplace(cli.engine_prefix).second) << cli.engine_prefix;
    }
    for (const DataAlias& alias : cli.environment) {
      EXPECT_TRUE(variables.emplace(alias.variable).second) << alias.variable;
      bool declared = false;
      if constexpr (requires { G::DATA_FILES; })
        declared = find_data_file(G::DATA_FILES, alias.file_name) != nullptr;
      EXPECT_TRUE(declared) << alias.variable << " names no data file of the game";
    }
  });
}

}  // namespace
}  // namespace ply::cli
