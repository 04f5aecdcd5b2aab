// JavaScript values every session builds the same way (shapes in ply.d.ts), and the checks on numbers
// that come from JavaScript.
#pragma once

#include <emscripten/val.h>

#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

#include "core/player.h"
#include "core/traits.h"

namespace ply::wasm {

inline emscripten::val string_array(const std::vector<std::string>& items) {
  emscripten::val array = emscripten::val::array();
  for (const auto& s : items) array.call<void>("push", s);
  return array;
}

inline emscripten::val board_object(const BoardShape& shape) {
  emscripten::val o = emscripten::val::object();
  o.set("files", shape.files);
  o.set("ranks", shape.ranks);
  return o;
}

inline emscripten::val status_object(const Outcome& s) {
  emscripten::val o = emscripten::val::object();
  o.set("over", s.over);
  o.set("toMove", s.to_move);
  o.set("winner", s.winner);
  o.set("reason", s.reason);
  emscripten::val summary = emscripten::val::array();
  for (int n : s.summary) summary.call<void>("push", n);
  o.set("summary", summary);
  return o;
}

template <typename Move>
emscripten::val thinking_object(const Thinking<Move>& t, const std::vector<std::string>& pv) {
  emscripten::val o = emscripten::val::object();
  o.set("depth", t.depth);
  o.set("score", t.score);
  o.set("exact", t.exact);
  o.set("nodes", double(t.nodes));
  o.set("selectivity", t.selectivity);
  o.set("pv", string_array(pv));
  return o;
}

// An analysis as ply.d.ts's Analysis: each move as legalMoves() lists it, its line in notation.
template <GameTraits T>
emscripten::val analysis_object(const typename T::Position& pos, const Analysis<typename T::Move>& a) {
  emscripten::val moves = emscripten::val::array();
  for (const auto& v : a.moves) {
    emscripten::val o = emscripten::val::object();
    o.set("move", T::move_input(pos, v.move));
    o.set("value", v.value);
    o.set("exact", v.exact);
    o.set("pv", string_array(line_text<T>(pos, v.pv)));
    moves.call<void>("push", o);
  }
  emscripten::val o = emscripten::val::object();
  o.set("depth", a.depth);
  o.set("nodes", double(a.nodes));
  o.set("timeMs", double(a.time_ms));
  o.set("moves", moves);
  return o;
}

// Throws a JavaScript Error: the caller's mistake, reported where it was made.
[[noreturn]] inline void throw_error(const std::string& message) {
  emscripten::val::global("Error").new_(message).throw_();
}

// A number from JavaScript as a whole number in [min, max]; NaN, infinities, fractions and numbers out
// of range throw an Error naming `what`.
inline i64 whole_number(double value, const char* what, i64 min, i64 max) {
  if (!std::isfinite(value) || value != std::floor(value) || value < double(min) || value > double(max))
    throw_error(std::string(what) + ": " + std::to_string(value) + " is not a whole number in " +
                std::to_string(min) + ".." + std::to_string(max));
  return i64(value);
}

// A number from JavaScript that must be finite and in [min, max]; otherwise a JavaScript Error.
inline double number_in(double value, const char* what, double min, double max) {
  if (!std::isfinite(value) || value < min || value > max) {
    char range[64];
    std::snprintf(range, sizeof range, "%g..%g", min, max);
    throw_error(std::string(what) + ": " + std::to_string(value) + " is not a number in " + range);
  }
  return value;
}

}  // namespace ply::wasm
