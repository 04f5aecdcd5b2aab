// The games' data files at the module's boundary (core/data_file.h): the module carries none
// compiled in (CMakeLists.txt: PLY_DATA_FETCHED), so that the page's first load stays small. The
// page asks which files a game wants, fetches them when the game's strong level first needs them
// and hands their bytes here; a game without them plays its hand-written evaluation.
#include <emscripten/bind.h>

#include "games.h"

namespace ply::wasm {
namespace {

using emscripten::val;

// [{name, file, bytes, hash}] for the game's files the page is handed (declared PAGE); [] for a
// game without any, or an unknown name.
val data_files(const std::string& game) {
  val list = val::array();
  with_game(game, [&]<typename T>() {
    if constexpr (requires { T::DATA_FILES; }) {
      for (const DataFile& f : T::DATA_FILES) {
        if (!f.page) continue;
        val o = val::object();
        o.set("name", std::string(f.name));
        o.set("file", std::string(f.path));
        o.set("bytes", f.bytes);
        o.set("hash", std::string(f.sha256));
        list.call<void>("push", o);
      }
    }
  });
  return list;
}

// "" once the game uses the file, else why it is refused.
std::string load_data(const std::string& game, const std::string& name, const val& bytes) {
  if (!bytes.instanceof (val::global("Uint8Array"))) return "the bytes must be a Uint8Array";
  const std::vector<std::uint8_t> data =
      emscripten::convertJSArrayToNumberVector<std::uint8_t>(bytes);
  std::string error = "unknown game " + game;
  with_game(game, [&]<typename T>() {
    if constexpr (requires { T::DATA_FILES; })
      error = load_data_file(T::NAME, T::DATA_FILES, name, data);
    else
      error = game + " has no data files";
  });
  return error;
}

}  // namespace
}  // namespace ply::wasm

EMSCRIPTEN_BINDINGS(ply_data) {
  emscripten::function("dataFiles", &ply::wasm::data_files);
  emscripten::function("loadData", &ply::wasm::load_data);
}
