// A game's variants as a new game offers them: a few choices (the board's size, a rule, a start),
// each a list of values, the first its default. The game's traits declare them (VARIANTS), make a
// start position's text out of a value for each (variant_start) and read the values back from a
// game's start (variant_values): the page offers, saves and shows a variant through these alone.
#pragma once

#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace ply {

struct VariantChoice {
  std::string_view id;                       // "size"
  std::span<const std::string_view> values;  // "8", "6", ...: the first is the default
};

// One value a choice, in the order of the game's VARIANTS.
using VariantValues = std::vector<std::string>;

// `wanted` with each value the choice does not list (or leaves out) replaced by its default.
inline VariantValues known_values(std::span<const VariantChoice> choices, VariantValues wanted) {
  wanted.resize(choices.size());
  for (std::size_t i = 0; i < choices.size(); ++i) {
    bool listed = false;
    for (std::string_view v : choices[i].values) listed = listed || v == wanted[i];
    if (!listed) wanted[i] = std::string(choices[i].values.front());
  }
  return wanted;
}

}  // namespace ply
