// Embind bindings: the JavaScript face of the engine (types in ply.d.ts). No game logic here: the
// games come from engine/games.h, each behind the one generic session. No call throws into
// JavaScript from here (values.h, "Errors"): boundary.js, linked after the bindings, wraps the
// calls that can fail and throws their errors once C++ has returned.
#include <emscripten/bind.h>

#include "game_session.h"
#include "games.h"

namespace ply::wasm {
namespace {

using emscripten::val;

// A new session, or null for an unknown game name or when the heap is full (the error then says
// so).
Session* create_session(const std::string& name) {
  Session* session = nullptr;
  if (!heap_can_take(0, "a new session")) return nullptr;
  with_game(name, [&]<typename T>() { session = new_session<T>(); });
  return session;
}

val games() {
  val list = val::array();
  for_each_game([&]<typename T>() { list.call<void>("push", std::string(T::NAME)); });
  return list;
}

double perft(Session& session, double depth) { return session.perft(depth); }

std::string version() { return PLY_VERSION; }

}  // namespace
}  // namespace ply::wasm

EMSCRIPTEN_BINDINGS(ply) {
  using namespace emscripten;
  using ply::wasm::Session;
  class_<Session>("Session")
      .property("game", &Session::game)
      .function("reset", &Session::reset)
      .function("load", &Session::load)
      .function("position", &Session::position)
      .function("setup", &Session::setup)
      .function("startPosition", &Session::start_position)
      .function("squares", &Session::squares)
      .function("board", &Session::board)
      .function("legalMoves", &Session::legal_moves)
      .function("play", &Session::play)
      .function("undo", &Session::undo)
      .function("history", &Session::history)
      .function("positionAfter", &Session::position_after)
      .function("exportGame", &Session::export_game)
      .function("importGame", &Session::import_game)
      .function("refusal", &Session::refusal)
      .function("status", &Session::status)
      .function("opening", &Session::opening)
      .function("variants", &Session::variants)
      .function("variantOf", &Session::variant_of)
      .function("variantStart", &Session::variant_start)
      .function("options", &Session::options)
      .function("levels", &Session::levels)
      .function("search", &Session::search)
      .function("analyse", &Session::analyse)
      .function("prepare", &Session::prepare)
      .function("configure", &Session::configure)
      .function("resources", &Session::resources);
  function("createSession", &ply::wasm::create_session, allow_raw_pointers());
  function("games", &ply::wasm::games);
  function("perft", &ply::wasm::perft);
  function("version", &ply::wasm::version);
  function("maxThreads", &ply::wasm::threads_available);
  // For boundary.js alone, which takes it off the module (ply.d.ts does not declare it).
  function("__plyTakeError", &ply::wasm::take_error);
}
