// The Session of a game: BasicSession<T>, or for a game whose boards are types of their own
// (T::Boards, core/traits.h: Reversi's) one Session over a BasicSession per board. The game picks
// the board from a loaded position's or imported game's text (T::board_of); the others keep their
// games for when the page goes back to them.
#pragma once

#include <array>
#include <memory>
#include <optional>
#include <string>
#include <utility>

#include "basic_session.h"

namespace ply::wasm {

template <typename Boards>
struct BoardCount;
template <typename... B>
struct BoardCount<BoardTypes<B...>> {
  static constexpr std::size_t value = sizeof...(B);
};

template <GameTraits T>
class BoardsSession final : public Session {
 public:
  using Boards = typename T::Boards;

  std::string game() const override { return std::string(T::NAME); }
  void reset() override { active().reset(); }
  std::string load(const std::string& text) override {
    return switch_to(T::board_of("", text), [&](Session& s) { return s.load(text); });
  }
  std::string position() const override { return active().position(); }
  // On the board of the position shown: a set-up position keeps its board.
  std::string setup(const std::string& squares, double to_move, const std::string& extra) override {
    asked_ = active_;
    return active().setup(squares, to_move, extra);
  }
  std::string start_position() const override { return active().start_position(); }
  std::string squares() const override { return active().squares(); }
  emscripten::val board() const override { return active().board(); }
  emscripten::val legal_moves() const override { return active().legal_moves(); }
  std::string play(const std::string& move) override {
    asked_ = active_;
    return active().play(move);
  }
  bool undo() override { return active().undo(); }
  emscripten::val history() const override { return active().history(); }
  emscripten::val position_after(double ply) const override { return active().position_after(ply); }
  std::string export_game() const override { return active().export_game(); }
  std::string import_game(const std::string& text) override {
    return switch_to(T::board_of("", text), [&](Session& s) { return s.import_game(text); });
  }
  emscripten::val refusal() const override { return boards_[asked_]->refusal(); }
  emscripten::val status() const override { return active().status(); }
  emscripten::val opening() const override { return active().opening(); }
  emscripten::val variants() const override { return active().variants(); }
  // Read on the board the text is on, whichever is active.
  emscripten::val variant_of(const std::string& text) const override {
    emscripten::val o = emscripten::val::null();
    with_board<T>("", text, [&]<typename B>() { o = variant_object<B>(text); });
    return o;
  }
  std::string variant_start(emscripten::val values, double seed) const override {
    return active().variant_start(values, seed);
  }
  emscripten::val options() const override { return active().options(); }
  emscripten::val levels() const override { return active().levels(); }
  emscripten::val search(double level, double time_ms, double seed, emscripten::val options,
                         emscripten::val on_progress) override {
    return active().search(level, time_ms, seed, options, on_progress);
  }
  emscripten::val analyse(double time_ms, double lines, emscripten::val on_progress) override {
    return active().analyse(time_ms, lines, on_progress);
  }
  double perft(double depth) const override { return active().perft(depth); }
  void prepare() override { active().prepare(); }
  // Every board's session, made or made later: the resources are the game's, whichever board it is
  // on.
  void configure(double threads, double table_mb) override {
    if (!resources_of(threads, table_mb)) return;
    configured_ = {threads, table_mb};
    for (auto& session : boards_)
      if (session) session->configure(threads, table_mb);
  }
  emscripten::val resources() const override { return active().resources(); }

 private:
  Session& active() const { return *boards_[active_]; }

  static std::unique_ptr<Session> made(int index) {
    std::unique_ptr<Session> session;
    [&]<typename... B>(BoardTypes<B...>) {
      int i = 0;
      (void)((i++ == index ? (session = std::make_unique<BasicSession<B>>(), true) : false) || ...);
    }(Boards{});
    return session;
  }

  // Runs `take` (a load or an import) on the board's session; it becomes the active one when it
  // succeeds, and nothing changes when it fails.
  template <typename Take>
  std::string switch_to(int index, Take take) {
    auto& session = boards_[std::size_t(index)];
    if (!session) {
      session = made(index);
      if (configured_) session->configure(configured_->first, configured_->second);
    }
    const std::string error = take(*session);
    asked_ = std::size_t(index);
    if (error.empty()) active_ = asked_;
    return error;
  }

  // The first board's session from the start; another's when a position on it first comes.
  std::array<std::unique_ptr<Session>, BoardCount<Boards>::value> boards_{made(0)};
  std::size_t active_ = 0;
  std::size_t asked_ = 0;  // the board whose session took the last load, play or import
  std::optional<std::pair<double, double>>
      configured_;  // configure()'s threads and table size, once called
};

// A new session of the game T.
template <GameTraits T>
Session* new_session() {
  if constexpr (requires { typename T::Boards; })
    return new BoardsSession<T>();
  else
    return new BasicSession<T>();
}

}  // namespace ply::wasm
