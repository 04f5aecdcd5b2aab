// The input of a protocol whose commands run one after the other (NBoard, Gomocup), read on a
// thread of its own one line ahead of them: the end of the input is seen while a search runs, and
// stops it, as Stockfish reads the end of its input as "quit". Every line before the end is still
// answered in order.
#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <istream>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>

namespace ply::cli {

class LineReader {
 public:
  explicit LineReader(std::istream& in) : state_(std::make_shared<State>()) {
    thread_ = std::thread([state = state_, &in] {
      std::unique_lock<std::mutex> lock(state->mutex);
      for (;;) {
        // The next line is read only once the last one is taken: the end seen then is the end after
        // it.
        state->changed.wait(lock, [&] { return !state->line || state->closing; });
        if (state->closing) break;
        state->reading = true;
        lock.unlock();
        std::string line;
        const bool read = bool(std::getline(in, line));
        lock.lock();
        state->reading = false;
        if (!read) {
          state->ended = true;
          break;
        }
        state->line = std::move(line);
        state->changed.notify_all();
      }
      state->changed.notify_all();
    });
  }

  // A read of the process's standard input cannot be interrupted: a thread still waiting for a line
  // after "quit" is left to the process's exit.
  ~LineReader() {
    std::unique_lock<std::mutex> lock(state_->mutex);
    state_->closing = true;
    state_->changed.notify_all();
    state_->changed.wait_for(lock, std::chrono::milliseconds(100),
                             [&] { return !state_->reading; });
    const bool idle = !state_->reading;
    lock.unlock();
    if (idle)
      thread_.join();
    else
      thread_.detach();
  }

  LineReader(const LineReader&) = delete;
  LineReader& operator=(const LineReader&) = delete;

  // The next line, or nothing at the end of the input.
  std::optional<std::string> next() {
    std::unique_lock<std::mutex> lock(state_->mutex);
    state_->changed.wait(lock, [&] { return state_->line || state_->ended.load(); });
    std::optional<std::string> line = std::move(state_->line);
    state_->line.reset();
    state_->changed.notify_all();
    return line;
  }

  // Raised at the end of the input: the stop signal of the searches the commands run.
  const std::atomic<bool>* ended() const { return &state_->ended; }

 private:
  struct State {
    std::mutex mutex;
    std::condition_variable changed;
    std::optional<std::string> line;  // read, not yet taken
    bool reading = false, closing = false;
    std::atomic<bool> ended{false};
  };

  std::shared_ptr<State> state_;
  std::thread thread_;
};

}  // namespace ply::cli
