// The session of a game whose larger boards have traits of their own (T::Wide: Reversi's 10x10 and
// 12x12, engine/games.h): one Session to the page, which plays on the traits the loaded position or
// game names (T::is_wide) and keeps the other board's session for when the page goes back to it.
#pragma once

#include <memory>
#include <string>

#include "basic_session.h"

namespace ply::wasm {

template <GameTraits T>
class WideningSession final : public Session {
 public:
  std::string game() const override { return std::string(T::NAME); }
  void reset() override { active().reset(); }
  std::string load(const std::string& text) override {
    return switch_to(T::is_wide("", text), [&](Session& s) { return s.load(text); });
  }
  std::string position() const override { return active().position(); }
  std::string start_position() const override { return active().start_position(); }
  std::string squares() const override { return active().squares(); }
  emscripten::val board() const override { return active().board(); }
  emscripten::val legal_moves() const override { return active().legal_moves(); }
  std::string play(const std::string& move) override { return active().play(move); }
  bool undo() override { return active().undo(); }
  emscripten::val history() const override { return active().history(); }
  std::string export_game() const override { return active().export_game(); }
  std::string import_game(const std::string& text) override {
    return switch_to(T::is_wide("", text), [&](Session& s) { return s.import_game(text); });
  }
  emscripten::val status() const override { return active().status(); }
  emscripten::val options() const override { return active().options(); }
  emscripten::val search(double level, double time_ms, double seed, emscripten::val options,
                         emscripten::val on_progress) override {
    return active().search(level, time_ms, seed, options, on_progress);
  }
  emscripten::val analyse(double time_ms, emscripten::val on_progress) override {
    return active().analyse(time_ms, on_progress);
  }
  double perft(double depth) const override { return active().perft(depth); }
  void prepare() override { active().prepare(); }

 private:
  Session& active() const { return wide_active_ ? *wide_ : *narrow_; }

  // Runs `take` (a load or an import) on the board's session; it becomes the active one when it
  // succeeds, and nothing changes when it fails.
  template <typename Take>
  std::string switch_to(bool wide, Take take) {
    auto& session = wide ? wide_ : narrow_;
    if (!session) session = wide ? std::unique_ptr<Session>(new BasicSession<typename T::Wide>())
                                 : std::unique_ptr<Session>(new BasicSession<T>());
    const std::string error = take(*session);
    if (error.empty()) wide_active_ = wide;
    return error;
  }

  std::unique_ptr<Session> narrow_ = std::make_unique<BasicSession<T>>();
  std::unique_ptr<Session> wide_;  // made when a wide position first comes
  bool wide_active_ = false;
};

}  // namespace ply::wasm
