// A protocol loop (UCI, NBoard, Gomocup) driven as a GUI drives it: lines sent while it runs, the
// end of the input only when the test closes it, and its answers watched as they come. A loop that
// never returns fails the test instead of hanging it (its thread is left behind).
#pragma once

#include <chrono>
#include <condition_variable>
#include <functional>
#include <istream>
#include <memory>
#include <mutex>
#include <ostream>
#include <streambuf>
#include <string>
#include <thread>

namespace ply::protocol_test {

class ProtocolSession {
 public:
  using Loop = std::function<void(std::istream&, std::ostream&)>;

  explicit ProtocolSession(const Loop& loop) : state_(std::make_shared<State>()) {
    std::thread([state = state_, loop] {
      loop(state->in, state->out);
      const std::lock_guard<std::mutex> lock(state->mutex);
      state->done = true;
      state->changed.notify_all();
    }).detach();
  }
  ~ProtocolSession() { close(); }

  void send(const std::string& text) {
    const std::lock_guard<std::mutex> lock(state_->mutex);
    state_->input += text;
    state_->changed.notify_all();
  }
  // The end of the input.
  void close() {
    const std::lock_guard<std::mutex> lock(state_->mutex);
    state_->closed = true;
    state_->changed.notify_all();
  }
  // True once the output holds `text`, false if it does not within `seconds`.
  bool wait_for(const std::string& text, int seconds = 30) {
    std::unique_lock<std::mutex> lock(state_->mutex);
    return state_->changed.wait_for(lock, std::chrono::seconds(seconds),
                                    [&] { return state_->output.find(text) != std::string::npos; });
  }
  // True once the loop has returned, false if it has not within `seconds`.
  bool wait_done(int seconds = 30) {
    std::unique_lock<std::mutex> lock(state_->mutex);
    return state_->changed.wait_for(lock, std::chrono::seconds(seconds),
                                    [&] { return state_->done; });
  }
  std::string output() const {
    const std::lock_guard<std::mutex> lock(state_->mutex);
    return state_->output;
  }

 private:
  struct State;
  // What was sent, one character at a time; at its end, a wait for more or for the close.
  struct Input : std::streambuf {
    explicit Input(State& s) : state(s) {}
    int_type underflow() override {
      std::unique_lock<std::mutex> lock(state.mutex);
      state.changed.wait(lock, [&] { return state.read < state.input.size() || state.closed; });
      if (state.read == state.input.size()) return traits_type::eof();
      current = state.input[state.read++];
      setg(&current, &current, &current + 1);
      return traits_type::to_int_type(current);
    }
    State& state;
    char current = 0;
  };
  struct Output : std::streambuf {
    explicit Output(State& s) : state(s) {}
    int_type overflow(int_type c) override {
      if (c == traits_type::eof()) return traits_type::not_eof(c);
      const std::lock_guard<std::mutex> lock(state.mutex);
      state.output += traits_type::to_char_type(c);
      state.changed.notify_all();
      return c;
    }
    State& state;
  };
  struct State {
    mutable std::mutex mutex;
    std::condition_variable changed;
    std::string input, output;
    std::size_t read = 0;
    bool closed = false, done = false;
    Input input_buffer{*this};
    Output output_buffer{*this};
    std::istream in{&input_buffer};
    std::ostream out{&output_buffer};
  };

  std::shared_ptr<State> state_;
};

}  // namespace ply::protocol_test
