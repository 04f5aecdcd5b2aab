// The Session of any game, written once over its traits (core/traits.h): the game's positions and
// moves, its texts, its outcome and its computer player.
#pragma once

#include <cmath>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "core/text.h"
#include "core/traits.h"
#include "session.h"
#include "stop.h"
#include "threads.h"
#include "values.h"

namespace ply::wasm {

template <GameTraits T>
class BasicSession final : public Session {
 public:
  using Position = typename T::Position;
  using Move = typename T::Move;

  BasicSession() { replay(T::start(), {}); }

  std::string game() const override { return std::string(T::NAME); }

  void reset() override { replay(start_like<T>(positions_.front()), {}); }

  std::string load(const std::string& text) override {
    std::string error;
    const auto pos = T::parse_position(text, &error);
    if (!pos) return refused({Reason::BAD_POSITION, "", 0, "", error});
    replay(*pos, {});
    return accepted();
  }

  std::string position() const override { return T::position_text(current()); }

  std::string setup(const std::string& squares, double to_move, const std::string& extra) override {
    if (to_move != 0 && to_move != 1)
      return refused({Reason::UNREADABLE, "", 0, "", "the side to move is 0 or 1"});
    Refusal refusal;
    const auto pos = T::setup(current(), squares, int(to_move), extra, &refusal);
    if (!pos) return refused(std::move(refusal));
    replay(*pos, {});
    return accepted();
  }
  std::string start_position() const override { return T::position_text(positions_.front()); }
  std::string squares() const override { return T::squares(current()); }
  emscripten::val board() const override { return board_object(T::board(current())); }

  emscripten::val legal_moves() const override { return legal_moves_after(positions_); }

  std::string play(const std::string& text) override {
    if (outcome().over)
      return refused({Reason::AFTER_END, "", 0, excerpt(text), "the game is over"});
    Refusal refusal;
    const auto move = T::parse_move(current(), text, &refusal);
    if (!move) return refused(std::move(refusal));
    positions_.push_back(T::play(current(), *move));
    moves_.push_back(*move);
    return accepted();
  }

  bool undo() override {
    if (moves_.empty()) return false;
    positions_.pop_back();
    moves_.pop_back();
    return true;
  }

  // Each move described in the position it was played in.
  emscripten::val history() const override {
    emscripten::val moves = emscripten::val::array();
    for (std::size_t i = 0; i < moves_.size(); ++i)
      moves.call<void>("push", move_object<T>(positions_[i], moves_[i]));
    return moves;
  }

  emscripten::val position_after(double ply) const override {
    if (!(ply >= 0 && ply <= double(moves_.size()) && ply == std::floor(ply)))
      return emscripten::val::null();
    const std::span<const Position> history(positions_.data(), std::size_t(ply) + 1);
    const Position& pos = history.back();
    emscripten::val o = emscripten::val::object();
    o.set("board", board_object(T::board(pos)));
    o.set("squares", T::squares(pos));
    o.set("position", T::position_text(pos));
    o.set("status", status_object(T::outcome(history)));
    o.set("opening", opening_after(std::size_t(ply)));
    o.set("legal", legal_moves_after(history));
    return o;
  }

  std::string export_game() const override { return T::export_game(positions_, moves_); }

  std::string import_game(const std::string& text) override {
    Refusal refusal;
    const auto record = T::import_game(text, &refusal);
    if (!record) return refused(std::move(refusal));
    replay(record->start, record->moves);
    return accepted();
  }

  emscripten::val refusal() const override {
    return refusal_ ? refusal_object(*refusal_) : emscripten::val::null();
  }

  emscripten::val status() const override { return status_object(outcome()); }

  emscripten::val opening() const override { return opening_after(moves_.size()); }

  emscripten::val variants() const override {
    emscripten::val list = emscripten::val::array();
    for (const VariantChoice& choice : variants_of<T>()) {
      emscripten::val values = emscripten::val::array();
      for (std::string_view v : choice.values) values.call<void>("push", std::string(v));
      emscripten::val o = emscripten::val::object();
      o.set("id", std::string(choice.id));
      o.set("values", values);
      list.call<void>("push", o);
    }
    return list;
  }

  emscripten::val variant_of(const std::string& text) const override {
    return variant_object<T>(text);
  }

  std::string variant_start(emscripten::val values, double seed) const override {
    if constexpr (requires { T::variant_start(VariantValues{}, u64(0)); }) {
      VariantValues wanted;
      const bool object = values.typeOf().as<std::string>() == "object" && !values.isNull();
      for (const VariantChoice& choice : T::VARIANTS) {
        const emscripten::val v =
            object ? values[std::string(choice.id)] : emscripten::val::undefined();
        wanted.push_back(v.typeOf().as<std::string>() == "string" ? v.as<std::string>() : "");
      }
      Numbers numbers;
      const u64 hole_seed = u64(numbers.whole(seed, "seed", 0, MAX_SAFE_INTEGER));
      if (!numbers.ok()) return "";
      return T::variant_start(wanted, hole_seed);
    }
    return "";
  }

  emscripten::val options() const override { return options_object(options_of<T>()); }

  emscripten::val levels() const override { return levels_object(T::Engine::LADDER); }

  emscripten::val search(double level, double time_ms, double seed, emscripten::val options,
                         emscripten::val on_progress) override {
    Numbers numbers;
    Request request;
    request.level = int(numbers.whole(level, "level", 1, i64(T::Engine::LADDER.size())));
    request.time_ms = numbers.whole(std::floor(time_ms), "time (ms)", 0, MAX_TIME_MS);
    request.seed = u64(numbers.whole(seed, "seed", 0, MAX_SAFE_INTEGER));
    numbers.options(options, options_of<T>(), request.options);
    if (!numbers.ok()) return emscripten::val::null();
    if (outcome().over) return emscripten::val::null();
    if (!has_memory_to_search()) return emscripten::val::null();
    const Position& pos = current();
    // on_progress never throws: boundary.js passes the page's callback wrapped, and a throw stops
    // here as `false` does (the wrapper throws the error once this call has returned).
    const bool has_callback = on_progress.typeOf().as<std::string>() == "function";
    const auto report = [&](const Thinking<Move>& thinking) {
      if (!has_callback) return true;
      const emscripten::val keep =
          on_progress(thinking_object(thinking, line_text<T>(pos, thinking.pv)));
      return keep.isUndefined() || keep.isNull() || keep.as<bool>();
    };
    request.stop_signal = page_stop_signal();
    request.threads = threads_;
    const auto decision = computer_move<T>(engine_, positions_, request, report);
    emscripten::val result =
        thinking_object(decision.thinking, line_text<T>(pos, decision.thinking.pv));
    result.set("move", T::move_input(pos, decision.move));
    result.set("timeMs", double(decision.thinking.time_ms));
    return result;
  }

  emscripten::val analyse(double time_ms, double lines, emscripten::val on_progress) override {
    Numbers numbers;
    Request request;
    request.level = LEVEL_TOP;
    request.time_ms = numbers.whole(std::floor(time_ms), "time (ms)", 0, MAX_TIME_MS);
    request.lines = int(numbers.whole(lines, "lines", 1, ply::MAX_LINES));
    request.stop_signal = page_stop_signal();
    request.threads = threads_;
    if (!numbers.ok()) return emscripten::val::null();
    if (outcome().over) return emscripten::val::null();
    if (!has_memory_to_search()) return emscripten::val::null();
    const Position& pos = current();
    const bool has_callback = on_progress.typeOf().as<std::string>() == "function";
    const auto report = [&](const Analysis<Move>& analysis) {
      if (!has_callback) return true;
      const emscripten::val keep = on_progress(analysis_object<T>(pos, analysis));
      return keep.isUndefined() || keep.isNull() || keep.as<bool>();
    };
    return analysis_object<T>(pos, computer_analysis<T>(engine_, positions_, request, report));
  }

  void configure(double threads, double table_mb) override {
    const std::optional<Resources> r = resources_of(threads, table_mb);
    if (!r) return;
    threads_ = r->threads;
    engine_.set_table_megabytes(r->table_mb);
  }

  emscripten::val resources() const override {
    emscripten::val r = emscripten::val::object();
    r.set("threads", threads_);
    r.set("tableMb", double(engine_.table_megabytes()));
    return r;
  }

  void prepare() override {
    if (has_memory_to_search()) engine_.prepare();
  }

  double perft(double depth) const override {
    Numbers numbers;
    const int plies = int(numbers.whole(depth, "perft depth", 0, MAX_PERFT_DEPTH));
    return numbers.ok() ? double(T::perft(current(), plies)) : 0;
  }

 private:
  // The legal moves at the end of `history` (none once the game is over there).
  static emscripten::val legal_moves_after(std::span<const Position> history) {
    emscripten::val moves = emscripten::val::array();
    if (T::outcome(history).over) return moves;
    typename T::MoveList list;
    T::legal_moves(history.back(), list);
    for (const Move& m : list) moves.call<void>("push", move_object<T>(history.back(), m));
    return moves;
  }

  static constexpr i64 MAX_TIME_MS = i64(24) * 3600 * 1000;
  // JavaScript's Number.MAX_SAFE_INTEGER
  static constexpr i64 MAX_SAFE_INTEGER = (i64(1) << 53) - 1;
  static constexpr i64 MAX_PERFT_DEPTH = 20;

  const Position& current() const { return positions_.back(); }

  // Whether the search table, which the first search takes (or prepare()), fits in the heap; if
  // not, the call's error says so, rather than the allocation aborting the module.
  bool has_memory_to_search() const {
    return heap_can_take(engine_.memory_to_prepare(), "the search table");
  }

  Outcome outcome() const { return T::outcome(positions_); }

  // The opening of the game's first `ply` moves, for a game that names its openings.
  emscripten::val opening_after(std::size_t ply) const {
    if constexpr (requires { T::named_opening(std::span(positions_), std::span(moves_)); }) {
      const auto* named =
          T::named_opening(std::span(positions_.data(), ply + 1), std::span(moves_.data(), ply));
      if (named) {
        emscripten::val o = emscripten::val::object();
        o.set("en", named->en);
        o.set("ru", named->ru);
        return o;
      }
    }
    return emscripten::val::null();
  }

  // Takes a game whose moves are known to be legal.
  void replay(const Position& start, const std::vector<Move>& moves) {
    positions_ = ply::replay<T>(start, moves);
    moves_ = moves;
  }

  typename T::Engine
      engine_;       // its transposition table lives as long as the session, across searches
  int threads_ = 1;  // configure()
  // The refusal's text for the caller, the refusal kept for refusal().
  std::string refused(Refusal refusal) {
    refusal_ = std::move(refusal);
    return refusal_->text;
  }
  std::string accepted() {
    refusal_.reset();
    return "";
  }

  std::vector<Position> positions_;  // the start, then the position after each move
  std::vector<Move> moves_;
  std::optional<Refusal> refusal_;  // of the last load, play or import, if it was refused
};

}  // namespace ply::wasm
