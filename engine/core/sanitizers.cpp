#include "sanitizers.h"

// GCC defines __SANITIZE_ADDRESS__ under -fsanitize=address; Clang answers through __has_feature.
#if defined(__SANITIZE_ADDRESS__)
#define PLY_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define PLY_ASAN 1
#endif
#endif
#if defined(__SANITIZE_THREAD__)
#define PLY_TSAN 1
#elif defined(__has_feature)
#if __has_feature(thread_sanitizer)
#define PLY_TSAN 1
#endif
#endif

namespace ply {

bool built_with_address_sanitizer() {
#ifdef PLY_ASAN
  return true;
#else
  return false;
#endif
}

bool built_with_thread_sanitizer() {
#ifdef PLY_TSAN
  return true;
#else
  return false;
#endif
}

}  // namespace ply
