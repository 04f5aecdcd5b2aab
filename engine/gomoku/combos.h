// A cell's pattern combination for one side: the multiset of its four line patterns (the order of
// the directions does not matter), as first-rank classical engines weigh cells. 8 patterns taken 4
// at a time with repetition: 330 combinations. A cell's code packs its four patterns as they lie (3
// bits each); a table built at compile time maps a code to its combination.
#pragma once

#include <array>
#include <string>

#include "gomoku/patterns.h"

namespace ply::gomoku {

constexpr int COMBO_COUNT = 330;
constexpr int COMBO_CODES = 1 << 12;
constexpr int COMBO_BITS = 3;

// The combination tables: the side to move's cells, its opponent's.
enum ComboTable : int { OWN_COMBOS, THEIR_COMBOS };

constexpr int combo_shift(int dir) { return COMBO_BITS * dir; }
constexpr u16 combo_code(Pattern a, Pattern b, Pattern c, Pattern d) {
  return u16(a | b << combo_shift(1) | c << combo_shift(2) | d << combo_shift(3));
}

// The combination of each code: the sorted multisets numbered in order (the strongest pattern
// first, NONE NONE NONE NONE is 0).
inline constexpr std::array<u16, COMBO_CODES> COMBO_OF_CODE = [] {
  std::array<u16, COMBO_CODES> of_sorted{}, of_code{};
  int n = 0;
  for (int a = 0; a < PATTERN_COUNT; ++a)
    for (int b = 0; b <= a; ++b)
      for (int c = 0; c <= b; ++c)
        for (int d = 0; d <= c; ++d)
          of_sorted[combo_code(Pattern(a), Pattern(b), Pattern(c), Pattern(d))] = u16(n++);
  for (int code = 0; code < COMBO_CODES; ++code) {
    int p[4];
    for (int dir = 0; dir < 4; ++dir) p[dir] = code >> combo_shift(dir) & 7;
    // Sorted, strongest first: four elements, by insertion.
    for (int i = 1; i < 4; ++i)
      for (int j = i; j > 0 && p[j] > p[j - 1]; --j) std::swap(p[j], p[j - 1]);
    of_code[code] =
        of_sorted[combo_code(Pattern(p[0]), Pattern(p[1]), Pattern(p[2]), Pattern(p[3]))];
  }
  return of_code;
}();

// The four patterns of combination `combo`, strongest first.
inline constexpr std::array<std::array<Pattern, 4>, COMBO_COUNT> COMBO_PATTERNS = [] {
  std::array<std::array<Pattern, 4>, COMBO_COUNT> patterns{};
  int n = 0;
  for (int a = 0; a < PATTERN_COUNT; ++a)
    for (int b = 0; b <= a; ++b)
      for (int c = 0; c <= b; ++c)
        for (int d = 0; d <= c; ++d)
          patterns[n++] = {Pattern(a), Pattern(b), Pattern(c), Pattern(d)};
  return patterns;
}();

inline std::string combo_name(int combo) {
  static const char* const NAMES[PATTERN_COUNT] = {"-", "B2", "F2", "B3", "F3", "B4", "F4", "FIVE"};
  std::string name;
  for (const Pattern p : COMBO_PATTERNS[std::size_t(combo)])
    name += std::string(name.empty() ? "" : " ") + NAMES[p];
  return name;
}

}  // namespace ply::gomoku
