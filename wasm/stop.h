// The page's stop signal. A search in the worker holds its thread, so no message can reach it; the
// page raises a flag in a SharedArrayBuffer instead, and the search asks JavaScript about it with
// its budget checks (the module's `shouldStop`, set by the worker; ply.d.ts). Without it a search
// is never stopped from outside, and the page falls back to terminating the worker.
#pragma once

#include <emscripten/emscripten.h>

#include "core/search_control.h"

// A shouldStop that throws stops the search: what it threw must not pass through the search's C++
// frames (values.h, "Errors"), so it is kept in Module.__plyStopError, the first of a call's, and
// boundary.js throws it once the search has returned.
// clang-format off
EM_JS(int, ply_should_stop, (), {
  const shouldStop = Module['shouldStop'];
  if (typeof shouldStop !== 'function') return 0;
  try {
    return shouldStop() ? 1 : 0;
  } catch (error) {
    if (!Module['__plyStopError']) Module['__plyStopError'] = {error: error};
    return 1;
  }
});
// clang-format on

namespace ply::wasm {

inline bool page_asks_to_stop() { return ply_should_stop() != 0; }

inline StopSignal page_stop_signal() { return StopSignal(&page_asks_to_stop); }

}  // namespace ply::wasm
