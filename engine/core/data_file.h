// A game's data file: learned weights, an opening book, an endgame database. Each is a versioned
// file in the game's folder, declared by one line of its game.cmake (cmake/data_files.cmake), from
// which the build makes the game's DATA_FILES (<game>/data_files.h) with the file's size and
// SHA-256. The CLI and the tests carry the files declared EMBED compiled in; the page's module
// carries none and is handed each PAGE file when its game first needs it (wasm/data.cpp), so that a
// damaged or stale file is refused, with its reason, rather than read.
#pragma once

#include <cstdint>
#include <cstdio>
#include <forward_list>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/sha256.h"

namespace ply {

struct DataFile {
  const char* name;  // what the game calls it: "weights"
  const char* path;  // under engine/: "reversi/weights/pattern8.weights"
  // its size (of the bytes inside, for a file stored gzipped: "egdb4.pack.gz")
  std::uint32_t bytes;
  const char* sha256;  // their SHA-256, 64 hex digits
  // Decodes the file and makes it the one the game plays with; false and why if it is refused (what
  // the game had stays): LoadedData::load.
  bool (*load)(std::span<const std::uint8_t> bytes, std::string* error);
  // The bytes compiled in: the file itself where it is embedded, else none.
  std::span<const std::uint8_t> (*builtin)();
  bool embedded;  // compiled into the CLI and the tests (not into the page's module)
  bool page;      // handed to the page's module
};

// The bytes of the file at `path`, or nullopt and why ("<path>: <reason>"): what is not a regular
// file (a directory, a FIFO, which would block, a device) is refused before it is read, as is a
// file that cannot be opened or read. Every data file read from disk (the CLI's --data, a directory
// of tables) comes through here.
std::optional<std::vector<std::uint8_t>> read_data_file(const std::string& path,
                                                        std::string* error);

// FNV-1a, 64 bits: a quick fingerprint of a file (a tool's note of the weights it measured, a
// samples file).
constexpr std::uint64_t data_hash(std::span<const std::uint8_t> bytes) {
  std::uint64_t h = 14695981039346656037ull;
  for (std::uint8_t b : bytes) h = (h ^ b) * 1099511628211ull;
  return h;
}

// FNV-1a, 32 bits: the hash a data file's header gives of its payload (a check that the payload is
// the one written, before it is decoded).
constexpr std::uint32_t payload_hash(std::span<const std::uint8_t> bytes) {
  std::uint32_t h = 2166136261u;
  for (std::uint8_t b : bytes) h = (h ^ b) * 16777619u;
  return h;
}

// Data files are little-endian: `v`'s low `bytes` bytes appended, and read back from `at`.
inline void put_le(std::vector<std::uint8_t>& out, std::uint64_t v, int bytes) {
  for (int i = 0; i < bytes; ++i) out.push_back(static_cast<std::uint8_t>(v >> (8 * i)));
}
inline std::uint64_t get_le(std::span<const std::uint8_t> b, std::size_t at, int bytes) {
  std::uint64_t v = 0;
  for (int i = 0; i < bytes; ++i) v |= std::uint64_t(b[at + std::size_t(i)]) << (8 * i);
  return v;
}

// The fingerprint as 16 hex digits: "0262919140723ac1".
inline std::string hex_hash(std::uint64_t hash) {
  char text[17];
  std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(hash));
  return text;
}

// "" when the bytes are the declared file, else why not (truncated or too long, or another file).
inline std::string check_data_file(const DataFile& file, std::span<const std::uint8_t> bytes) {
  if (bytes.size() != file.bytes)
    return std::string(file.path) + ": " + std::to_string(bytes.size()) + " bytes, expected " +
           std::to_string(file.bytes) + (bytes.size() < file.bytes ? " (truncated)" : "");
  if (sha256_hex(bytes) != file.sha256)
    return std::string(file.path) +
           ": not the file this build expects (its hash differs: damaged, or another version)";
  return "";
}

// The file of `files` named `name`, or nullptr.
inline const DataFile* find_data_file(std::span<const DataFile> files, std::string_view name) {
  for (const DataFile& file : files)
    if (name == file.name) return &file;
  return nullptr;
}

// "" once `game` reads the file named `name` of its `files`, else why not (a damaged or stale file,
// or a name the game does not declare).
inline std::string load_data_file(std::string_view game, std::span<const DataFile> files,
                                  std::string_view name, std::span<const std::uint8_t> bytes) {
  const DataFile* file = find_data_file(files, name);
  if (!file) return std::string(game) + " has no data file named '" + std::string(name) + "'";
  std::string error = check_data_file(*file, bytes);
  if (error.empty()) file->load(bytes, &error);
  return error;
}

// The version of a data file the game plays with: the last one load() accepted, else the one
// compiled in (`builtin`, decoded on first use; none in the page's module, which is handed its
// files). A search holds a pointer to the version it started with, so every version accepted lives
// as long as the process (the page loads one).
template <class T, std::optional<T> (*decode)(std::span<const std::uint8_t>, std::string*),
          std::span<const std::uint8_t> (*builtin)()>
class LoadedData {
 public:
  // nullptr while there is none: the game then plays without it.
  static const T* current() {
    if (loaded) return loaded;
    static const std::optional<T> compiled_in =
        builtin().empty() ? std::nullopt : decode(builtin(), nullptr);
    return compiled_in ? &*compiled_in : nullptr;
  }

  static bool load(std::span<const std::uint8_t> bytes, std::string* error) {
    std::optional<T> data = decode(bytes, error);
    if (!data) return false;
    loaded = &versions.emplace_front(std::move(*data));
    return true;
  }

 private:
  static inline std::forward_list<T> versions;
  static inline const T* loaded = nullptr;
};

}  // namespace ply
