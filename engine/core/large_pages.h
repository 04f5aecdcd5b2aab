// Memory for the big tables read at random (the transposition table): on Linux in 2 MB pages where
// the kernel gives them on request (transparent huge pages in "madvise" mode, Debian's default). On
// 4 KB pages a 16 MB table spans 4096 of them, more than the processor's address cache holds, so
// most probes also miss that cache: measured, the probe's wait was a tenth of Reversi's midgame
// search.
#pragma once

#include <cstddef>
#include <cstdlib>
#include <new>

#if defined(__linux__) && !defined(__EMSCRIPTEN__)
#include <sys/mman.h>
#endif

namespace ply {

template <class T>
struct LargePageAllocator {
  using value_type = T;
  static constexpr std::size_t LARGE_PAGE = std::size_t(2) << 20;

  LargePageAllocator() = default;
  template <class U>
  LargePageAllocator(const LargePageAllocator<U>&) {}

  T* allocate(std::size_t n) {
    const std::size_t bytes = n * sizeof(T);
    // Small tables keep the type's alignment; large ones start on a page and fill whole pages.
    const std::size_t align = bytes >= LARGE_PAGE          ? LARGE_PAGE
                              : alignof(T) < sizeof(void*) ? sizeof(void*)
                                                           : alignof(T);
    void* p = std::aligned_alloc(align, (bytes + align - 1) / align * align);
    if (!p) throw std::bad_alloc();
#if defined(__linux__) && !defined(__EMSCRIPTEN__) && defined(MADV_HUGEPAGE)
    if (bytes >= LARGE_PAGE)
      madvise(p, bytes, MADV_HUGEPAGE);  // a request: refused, the table still works
#endif
    return static_cast<T*>(p);
  }
  void deallocate(T* p, std::size_t) { std::free(p); }

  template <class U>
  bool operator==(const LargePageAllocator<U>&) const {
    return true;
  }
};

}  // namespace ply
