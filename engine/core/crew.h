// The threads that search beside the calling one (Lazy SMP's helpers, an analysis' share of the
// root moves), and the flag that stops them. Every thread is joined before the crew goes, also when
// the caller leaves by an exception (out of memory in its own search): a thread left joinable would
// end the program.
#pragma once

#include <atomic>
#include <thread>
#include <utility>
#include <vector>

namespace ply {

// Threads the page's single-threaded module cannot start: there every search runs on one.
#if defined(__EMSCRIPTEN__) && !defined(__EMSCRIPTEN_PTHREADS__)
constexpr bool THREADS_AVAILABLE = false;
#else
constexpr bool THREADS_AVAILABLE = true;
#endif

class Crew {
 public:
  Crew() = default;
  Crew(const Crew&) = delete;
  Crew& operator=(const Crew&) = delete;
  ~Crew() { finish(); }

  // A search's stop signal (Limits::stop_signal): raised by finish().
  std::atomic<bool> stop{false};

  template <class F>
  void launch(F&& work) {
    threads_.emplace_back(std::forward<F>(work));
  }

  // Waits for every thread to end by itself.
  void join() {
    for (auto& t : threads_) t.join();
    threads_.clear();
  }

  // Stops every thread and waits for it.
  void finish() {
    stop.store(true, std::memory_order_relaxed);
    join();
  }

 private:
  std::vector<std::thread> threads_;
};

}  // namespace ply
