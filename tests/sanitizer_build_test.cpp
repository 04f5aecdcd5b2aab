// The asan and tsan presets must instrument the engine, not only the test files: a sanitizer flag
// that reaches the tests alone would let an out-of-bounds write, or a race between the search's
// threads, in the engine pass unseen.
#include <gtest/gtest.h>

#include "core/sanitizers.h"

namespace ply {
namespace {

TEST(Build, EngineIsInstrumentedExactlyWhenTheBuildAsksForSanitizers) {
  EXPECT_EQ(built_with_address_sanitizer(), bool(PLY_SANITIZE_EXPECTED))
      << "PLY_SANITIZE is " << (PLY_SANITIZE_EXPECTED ? "ON" : "OFF")
      << ": the sanitizer flags must be set before the engine target is created";
}

// In the tsan preset's filter (its name says Thread), so that stage shows its own build
// instrumented.
TEST(Build, EngineIsInstrumentedForThreadsExactlyWhenTheBuildAsksForThreadSanitizer) {
  EXPECT_EQ(built_with_thread_sanitizer(), bool(PLY_TSAN_EXPECTED))
      << "PLY_TSAN is " << (PLY_TSAN_EXPECTED ? "ON" : "OFF")
      << ": the sanitizer flags must be set before the engine target is created";
}

}  // namespace
}  // namespace ply
