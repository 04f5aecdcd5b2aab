// Whether the engine library itself was compiled with AddressSanitizer, or with ThreadSanitizer.
// The answer is computed in the engine's own translation unit (sanitizers.cpp), so a test can tell
// an instrumented engine from one where only the test files got the flags.
#pragma once

namespace ply {

bool built_with_address_sanitizer();
bool built_with_thread_sanitizer();

}  // namespace ply
