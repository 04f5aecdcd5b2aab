// What every fuzz target shares: a check that stops the run with a finding (libFuzzer saves the
// input that caused it), and the input as text.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>

#define FUZZ_CHECK(condition, what)                                                  \
  do {                                                                               \
    if (!(condition)) {                                                              \
      std::fprintf(stderr, "fuzz finding at %s:%d: %s\n", __FILE__, __LINE__, what); \
      std::abort();                                                                  \
    }                                                                                \
  } while (0)

namespace ply::fuzz {

inline std::string_view text_of(const std::uint8_t* data, std::size_t size) {
  return {reinterpret_cast<const char*>(data), size};
}

}  // namespace ply::fuzz
