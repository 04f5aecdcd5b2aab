// Small text helpers for the parsers of every game.
#pragma once

#include <cctype>
#include <string>
#include <string_view>

namespace ply {

inline std::string_view trim(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  return s;
}

// Stores a parse error for the caller, when it asked for one; returns false for `return fail(…)`.
inline bool fail(std::string* error, std::string message) {
  if (error) *error = std::move(message);
  return false;
}

}  // namespace ply
