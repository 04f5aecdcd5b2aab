// The threads a search of the page may use. The single-threaded module has one. The threaded one
// (built with pthreads) has the calling thread and the workers of its pool, which the page sizes as
// it creates the module (Module.plyThreadPool): a search takes its helpers' threads from the pool
// synchronously, so it never asks for more than the pool holds (one more would wait for a worker
// that cannot start while the search holds the thread, or, the pool being strict, fail).
#pragma once

#include <emscripten/emscripten.h>

#include <algorithm>
#include <cstddef>
#include <optional>

#include "core/crew.h"
#include "core/player.h"
#include "values.h"

// clang-format off
EM_JS(int, ply_thread_pool, (), {
  return Module['plyThreadPool'] | 0;
});
// clang-format on

namespace ply::wasm {

inline int threads_available() {
  if constexpr (!THREADS_AVAILABLE) return 1;
  return std::clamp(1 + ply_thread_pool(), 1, MAX_THREADS);
}

// What Session.configure() sets.
struct Resources {
  int threads = 1;
  std::size_t table_mb = 16;
};

constexpr i64 MAX_TABLE_MB = 1024;

// The page's numbers, checked (out of range: the error recorded, nothing returned), the threads
// clamped to what the module can start.
inline std::optional<Resources> resources_of(double threads, double table_mb) {
  Numbers numbers;
  const int asked = int(numbers.whole(threads, "threads", 1, MAX_THREADS));
  const auto megabytes = std::size_t(numbers.whole(table_mb, "table size (MB)", 1, MAX_TABLE_MB));
  if (!numbers.ok()) return std::nullopt;
  return Resources{std::min(asked, threads_available()), megabytes};
}

}  // namespace ply::wasm
