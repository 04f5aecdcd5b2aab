// JavaScript values the sessions of every game build the same way: string arrays, the status object
// and search() with its progress callback (shapes in ply.d.ts).
#pragma once

#include <emscripten/val.h>

#include <span>
#include <string>
#include <vector>

#include "core/player.h"

namespace ply::wasm {

inline emscripten::val string_array(const std::vector<std::string>& items) {
  emscripten::val array = emscripten::val::array();
  for (const auto& s : items) array.call<void>("push", s);
  return array;
}

struct Status {
  bool over = false;
  int to_move = 0;   // 0: the side that moves first
  int winner = -1;   // when over: 0, 1, or -1 for a draw
  int counts[2] = {0, 0};
  bool must_pass = false;
  const char* reason = "";
};

inline emscripten::val status_object(const Status& s) {
  emscripten::val o = emscripten::val::object();
  o.set("over", s.over);
  o.set("toMove", s.to_move);
  o.set("winner", s.winner);
  emscripten::val counts = emscripten::val::array();
  counts.call<void>("push", s.counts[0]);
  counts.call<void>("push", s.counts[1]);
  o.set("counts", counts);
  o.set("mustPass", s.must_pass);
  o.set("reason", std::string(s.reason));
  return o;
}

template <typename Move>
emscripten::val thinking_object(const Thinking<Move>& t, const std::vector<std::string>& pv) {
  emscripten::val o = emscripten::val::object();
  o.set("depth", t.depth);
  o.set("score", t.score);
  o.set("exact", t.exact);
  o.set("nodes", double(t.nodes));
  o.set("pv", string_array(pv));
  return o;
}

// Session::search for any game's engine. `line` writes a list of moves from `pos` in the game's
// notation; `move_text` the chosen move. The callback may return false to stop the search.
// `earlier`: the hashes of the game's positions before `pos`, for games whose positions can repeat.
template <typename Engine, typename Position, typename Line, typename MoveText>
emscripten::val run_search(Engine& engine, const Position& pos, int level, double time_ms,
                           double seed, emscripten::val on_progress, Line line, MoveText move_text,
                           const std::vector<u64>& earlier = {}) {
  Request request;
  request.level = level;
  request.time_ms = time_ms > 0 ? i64(time_ms) : 0;
  request.seed = u64(seed >= 0 ? seed : -seed);
  const bool has_callback = on_progress.typeOf().as<std::string>() == "function";
  const auto report = [&](const auto& thinking) {
    if (!has_callback) return true;
    const emscripten::val keep = on_progress(thinking_object(thinking, line(thinking.pv)));
    return keep.isUndefined() || keep.isNull() || keep.as<bool>();
  };
  const auto decision = [&] {
    if constexpr (requires { engine.choose(pos, request, report, std::span<const u64>(earlier)); })
      return engine.choose(pos, request, report, std::span<const u64>(earlier));
    else
      return engine.choose(pos, request, report);
  }();
  emscripten::val result = thinking_object(decision.thinking, line(decision.thinking.pv));
  result.set("move", move_text(decision.move));
  result.set("timeMs", double(decision.thinking.time_ms));
  return result;
}

}  // namespace ply::wasm
