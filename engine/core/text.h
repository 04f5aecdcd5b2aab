// Small text helpers for the parsers of every game.
#pragma once

#include <algorithm>
#include <cctype>
#include <string>
#include <string_view>
#include <vector>

#include "types.h"

namespace ply {

inline std::string_view trim(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  return s;
}

// The parts of `s` between each `separator`, as they are (an empty part where two separators meet).
inline std::vector<std::string_view> split(std::string_view s, char separator) {
  std::vector<std::string_view> parts;
  for (std::size_t start = 0;;) {
    const std::size_t end = s.find(separator, start);
    parts.push_back(s.substr(start, end == std::string_view::npos ? end : end - start));
    if (end == std::string_view::npos) return parts;
    start = end + 1;
  }
}

// Stores a parse error for the caller, when it asked for one; returns false for `return fail(…)`.
inline bool fail(std::string* error, std::string message) {
  if (error) *error = std::move(message);
  return false;
}

// Error messages quote the input, but never much of it: the first line, at most this many bytes.
constexpr std::size_t MAX_EXCERPT_BYTES = 40;

inline bool is_utf8_continuation(char c) { return (u8(c) & 0xc0) == 0x80; }

// text[begin, end) widened to whole UTF-8 characters, so that a quoted piece of the input never
// shows half a character.
inline std::string whole_characters(std::string_view text, std::size_t begin, std::size_t end) {
  end = std::min(end, text.size());
  while (begin > 0 && begin < text.size() && is_utf8_continuation(text[begin])) --begin;
  while (end < text.size() && is_utf8_continuation(text[end])) ++end;
  return std::string(text.substr(begin, end - begin));
}

// Where the word (a run of characters other than spaces) that goes on at `i` ends.
inline std::size_t word_end(std::string_view text, std::size_t i) {
  while (i < text.size() && !std::isspace(u8(text[i]))) ++i;
  return i;
}

// The input as an error message quotes it: its first line, cut between characters after
// MAX_EXCERPT_BYTES, with "…" where it was cut.
inline std::string excerpt(std::string_view text) {
  text = text.substr(0, text.find('\n'));
  if (text.size() <= MAX_EXCERPT_BYTES) return std::string(text);
  std::size_t end = MAX_EXCERPT_BYTES;
  while (end > 0 && is_utf8_continuation(text[end])) --end;
  return std::string(text.substr(0, end)) + "…";
}

// The input in single quotes, as an error message quotes it (excerpt).
inline std::string quoted(std::string_view text) {
  std::string q = "'";
  q += excerpt(text);
  q += '\'';
  return q;
}

}  // namespace ply
