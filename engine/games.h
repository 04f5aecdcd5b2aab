// Every game Ply plays, one line each. The wasm bindings, the CLI and the benchmarks take their
// games from here: adding a game is its engine folder, its traits (core/traits.h), one line below,
// its page module and its strings.
#pragma once

#include <string>
#include <string_view>

#include "chess/traits.h"
#include "draughts/traits.h"
#include "gomoku/traits.h"
#include "reversi/traits.h"

namespace ply {

template <GameTraits... T>
struct GameList {};

using Games = GameList<reversi::Traits, draughts::Traits, gomoku::Traits, chess::Traits>;

// Calls f.template operator()<T>() for each game, in the order above.
template <typename F>
void for_each_game(F&& f) {
  [&]<typename... T>(GameList<T...>) { (f.template operator()<T>(), ...); }(Games{});
}

// Calls f.template operator()<T>() for the game named `name`; false when no game has that name.
template <typename F>
bool with_game(std::string_view name, F&& f) {
  bool found = false;
  for_each_game([&]<typename T>() {
    if (!found && name == T::NAME) {
      found = true;
      f.template operator()<T>();
    }
  });
  return found;
}

// "reversi, draughts, gomoku".
inline std::string game_names() {
  std::string names;
  for_each_game([&]<typename T>() {
    if (!names.empty()) names += ", ";
    names += T::NAME;
  });
  return names;
}

}  // namespace ply
