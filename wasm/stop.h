// The page's stop signal. A search in the worker holds its thread, so no message can reach it; the page
// raises a flag in a SharedArrayBuffer instead, and the search asks JavaScript about it with its budget
// checks (the module's `shouldStop`, set by the worker; ply.d.ts). Without it a search is never stopped
// from outside, and the page falls back to terminating the worker.
#pragma once

#include <emscripten/emscripten.h>

#include "core/search_control.h"

// clang-format off
EM_JS(int, ply_should_stop, (), {
  const shouldStop = Module['shouldStop'];
  return typeof shouldStop === 'function' && shouldStop() ? 1 : 0;
});
// clang-format on

namespace ply::wasm {

inline bool page_asks_to_stop() { return ply_should_stop() != 0; }

inline StopSignal page_stop_signal() { return StopSignal(&page_asks_to_stop); }

}  // namespace ply::wasm
