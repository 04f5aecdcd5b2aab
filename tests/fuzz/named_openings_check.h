// A game's list of named openings (core/named_openings.h), for its fuzz target: any text is refused
// with the line and its reason, or read as openings whose every move is legal where it is played
// and whose last position is the one recorded.
#pragma once

#include <algorithm>
#include <cstdint>
#include <string>
#include <string_view>

#include "core/named_openings.h"
#include "fuzz_check.h"

template <class T>
void check_named_openings(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  std::string error;
  const auto openings = ply::parse_named_openings<T>(text, &error);
  if (!openings) {
    FUZZ_CHECK(error.starts_with("openings, line "), "a refused list has no reason");
    return;
  }
  for (const auto& o : *openings) {
    FUZZ_CHECK(!o.moves.empty() && !o.en.empty() && !o.ru.empty(),
               "an opening without moves or names");
    typename T::Position pos = T::start();
    for (const auto& m : o.moves) {
      typename T::MoveList legal;
      T::legal_moves(pos, legal);
      FUZZ_CHECK(std::find(legal.begin(), legal.end(), m) != legal.end(),
                 "an illegal opening move");
      pos = T::play(pos, m);
    }
    FUZZ_CHECK(pos == o.tabiya, "the last position is not the moves'");
  }
}
