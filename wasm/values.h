// JavaScript values every session builds the same way (shapes in ply.d.ts), the checks on numbers
// that come from JavaScript, and how a call reports an error.
#pragma once

#include <emscripten/val.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <span>
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

inline emscripten::val int_array(const std::vector<int>& items) {
  emscripten::val array = emscripten::val::array();
  for (int n : items) array.call<void>("push", n);
  return array;
}

// A move as ply.d.ts's Move: its texts, written in `pos`, where it is played, and its shape there.
template <GameTraits T>
emscripten::val move_object(const typename T::Position& pos, const typename T::Move& m) {
  const MoveShape shape = T::move_shape(pos, m);
  emscripten::val o = emscripten::val::object();
  o.set("input", T::move_input(pos, m));
  o.set("written", T::move_text(pos, m));
  o.set("path", int_array(shape.path));
  o.set("capture", shape.capture);
  o.set("pass", shape.pass);
  o.set("choice", shape.choice);
  return o;
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
  o.set("summary", int_array(s.summary));
  return o;
}

inline emscripten::val refusal_object(const Refusal& r) {
  emscripten::val o = emscripten::val::object();
  o.set("reason", std::string(reason_name(r.reason)));
  o.set("cause", r.cause);
  o.set("moveNumber", r.move_number);
  o.set("move", r.move);
  o.set("text", r.text);
  return o;
}

template <typename Move>
emscripten::val thinking_object(const Thinking<Move>& t, const std::vector<std::string>& pv) {
  emscripten::val o = emscripten::val::object();
  o.set("depth", t.depth);
  o.set("score", t.score);
  o.set("exact", t.exact);
  o.set("book", t.book);
  o.set("nodes", double(t.nodes));
  o.set("selectivity", t.selectivity);
  o.set("pv", string_array(pv));
  return o;
}

// An analysis as ply.d.ts's Analysis: each move as legalMoves() lists it, its line in notation.
template <GameTraits T>
emscripten::val analysis_object(const typename T::Position& pos,
                                const Analysis<typename T::Move>& a) {
  emscripten::val moves = emscripten::val::array();
  for (const auto& v : a.moves) {
    emscripten::val o = emscripten::val::object();
    o.set("move", T::move_input(pos, v.move));
    o.set("value", v.value);
    o.set("exact", v.exact);
    o.set("book", v.book);
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

// Errors. No exception may leave the engine's C++ for JavaScript: built without exception support
// (Emscripten's default, and the engine's speed), a throw across C++ frames skips their epilogues,
// the wasm stack pointer stays where the deepest of them left it, and a few thousand such calls
// overflow the stack into the heap. So a call that fails records its error here and returns
// normally; the module's JavaScript side (boundary.js) takes the error once the call is over and
// throws it there.

// The error of the call in progress; '' while it goes well.
inline std::string& pending_error() {
  static std::string error;
  return error;
}

// Records the call's error; the first one counts.
inline void report_error(const std::string& message) {
  if (pending_error().empty()) pending_error() = message;
}

// The error of the call just made, and none pending after it (the bindings' __plyTakeError).
inline std::string take_error() {
  std::string error;
  error.swap(pending_error());
  return error;
}

// The numbers of one call from JavaScript, each checked as it is read: the first that is not as it
// must be reports the call's error (the others read as their minimum), and ok() is then false. A
// game's options as the page reads them (ply.d.ts: OptionSpec): what its controls are drawn from.
// The variant values of the position a text names ({size: '6', rule: 'anti'}); null for a text
// that is none, or a game without variants.
template <GameTraits T>
emscripten::val variant_object(const std::string& text) {
  if constexpr (requires { T::variant_values(T::start()); }) {
    const auto pos = T::parse_position(text, nullptr);
    if (!pos) return emscripten::val::null();
    const VariantValues values = T::variant_values(*pos);
    emscripten::val o = emscripten::val::object();
    for (std::size_t i = 0; i < values.size(); ++i)
      o.set(std::string(T::VARIANTS[i].id), values[i]);
    return o;
  }
  return emscripten::val::null();
}

inline emscripten::val options_object(std::span<const OptionSpec> declared) {
  emscripten::val list = emscripten::val::array();
  for (const OptionSpec& spec : declared) {
    emscripten::val o = emscripten::val::object();
    o.set("name", std::string(spec.name));
    o.set("type", std::string(spec.type == OptionType::WHOLE ? "whole" : "number"));
    o.set("min", spec.min);
    o.set("max", spec.max);
    o.set("default", spec.default_value);
    o.set("step", spec.step);
    o.set("onPage", spec.on_page);
    list.call<void>("push", o);
  }
  return list;
}

// A ladder (core/ladder.h) as the page reads it: [{name, elo, legacy}], weakest first.
inline emscripten::val levels_object(std::span<const Rung> ladder) {
  emscripten::val list = emscripten::val::array();
  for (const Rung& rung : ladder) {
    emscripten::val o = emscripten::val::object();
    o.set("name", std::string(rung.name));
    o.set("elo", rung.elo);
    o.set("legacy", rung.legacy);
    list.call<void>("push", o);
  }
  return list;
}

class Numbers {
 public:
  // A whole number in [min, max]; NaN, infinities, fractions and numbers out of range are errors
  // naming `what`.
  i64 whole(double value, const char* what, i64 min, i64 max) {
    if (std::isfinite(value) && value == std::floor(value) && value >= double(min) &&
        value <= double(max))
      return i64(value);
    fail(std::string(what) + ": " + text(value) + " is not a whole number in " +
         std::to_string(min) + ".." + std::to_string(max));
    return min;
  }

  // A finite number in [min, max].
  double in_range(double value, const char* what, double min, double max) {
    if (std::isfinite(value) && value >= min && value <= max) return value;
    char range[64];
    std::snprintf(range, sizeof range, "%g..%g", min, max);
    fail(std::string(what) + ": " + text(value) + " is not a number in " + range);
    return min;
  }

  // The page's options ({aggressiveness: 0.6}; undefined or null for none) into the bag: each key
  // an option the game declares (core/options.h), each value a number in its range.
  void options(const emscripten::val& object, std::span<const OptionSpec> declared,
               OptionBag& bag) {
    if (object.isUndefined() || object.isNull()) return;
    if (object.typeOf().as<std::string>() != "object" ||
        emscripten::val::global("Array").call<bool>("isArray", object)) {
      fail("options: not an object of numbers by name");
      return;
    }
    const emscripten::val names =
        emscripten::val::global("Object").call<emscripten::val>("keys", object);
    const int count = names["length"].as<int>();
    for (int i = 0; i < count && ok_; ++i) {
      const std::string name = names[i].as<std::string>();
      const emscripten::val value = object[name];
      if (!find_option(declared, name))
        fail(set_option(declared, bag, name.substr(0, 40), 0));
      else if (value.typeOf().as<std::string>() != "number")
        fail(name + ": not a number");
      else if (const std::string error = set_option(declared, bag, name, value.as<double>());
               !error.empty())
        fail(error);
    }
  }

  bool ok() const { return ok_; }

 private:
  void fail(const std::string& message) {
    if (ok_) report_error(message);
    ok_ = false;
  }
  // As JavaScript would write it, near enough: 'NaN', '-Infinity', '2.5', '1e+300'.
  static std::string text(double value) {
    if (std::isnan(value)) return "NaN";
    if (std::isinf(value)) return value > 0 ? "Infinity" : "-Infinity";
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.15g", value);
    if (std::strtod(buffer, nullptr) != value) std::snprintf(buffer, sizeof buffer, "%.17g", value);
    return buffer;
  }

  bool ok_ = true;
};

// The heap kept free for everything but the search tables: a session's positions and moves, a
// search's own buffers, Reversi's weights, the strings that cross the boundary. A table is taken
// only where this much is left beside it, so nothing smaller ever finds the heap full (a failed
// allocation aborts the module: operator new cannot throw without exception support).
inline constexpr std::size_t HEAP_RESERVE = std::size_t(16) << 20;

// Whether the heap (grown as far as it may) can give `bytes` and keep HEAP_RESERVE beside them; if
// not, reports that memory is exhausted, naming `what` it was for. Takes nothing: the caller
// allocates next.
inline bool heap_can_take(std::size_t bytes, const char* what) {
  // Volatile, or the compiler, which knows malloc, drops an allocation that is freed unused.
  void* volatile block = std::malloc(bytes + HEAP_RESERVE);
  if (block) {
    std::free(block);
    return true;
  }
  const auto mb = [](std::size_t n) { return std::to_string((n + (1 << 20) - 1) >> 20) + " MB"; };
  const std::string advice = "; delete() the sessions no longer used";
  if (bytes > 0)
    report_error("out of memory: " + std::string(what) + " (" + mb(bytes) + ") and the " +
                 mb(HEAP_RESERVE) + " kept free beside it do not fit in the module's heap" +
                 advice);
  else
    report_error("out of memory: the module's heap has less than " + mb(HEAP_RESERVE) +
                 " free for " + what + advice);
  return false;
}

}  // namespace ply::wasm
