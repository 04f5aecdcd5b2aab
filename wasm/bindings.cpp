// Embind bindings: the JavaScript face of the engine (types in ply.d.ts). No game logic here.
#include <emscripten/bind.h>

#include "session.h"

namespace ply::wasm {
namespace {

using emscripten::val;

Session* create_session(const std::string& game) {
  if (game == "reversi") return make_reversi_session().release();
  if (game == "draughts") return make_draughts_session().release();
  return nullptr;
}

val games() {
  val list = val::array();
  list.call<void>("push", std::string("reversi"));
  list.call<void>("push", std::string("draughts"));
  return list;
}

double perft(Session& session, int depth) { return session.perft(depth); }

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
      .function("squares", &Session::squares)
      .function("legalMoves", &Session::legal_moves)
      .function("play", &Session::play)
      .function("undo", &Session::undo)
      .function("history", &Session::history)
      .function("exportGame", &Session::export_game)
      .function("importGame", &Session::import_game)
      .function("status", &Session::status)
      .function("search", &Session::search);
  function("createSession", &ply::wasm::create_session, allow_raw_pointers());
  function("games", &ply::wasm::games);
  function("perft", &ply::wasm::perft);
  function("version", &ply::wasm::version);
}
