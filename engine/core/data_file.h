// A game's data file: learned weights, an opening book, an endgame database. Each is a versioned file in
// the game's folder, declared by the game with its size and hash (engine/<game>/data.h, one line a file).
// The CLI and the tests carry every file compiled in; the page's module carries none and is handed each
// file when its game first needs it (wasm/data.cpp), so that a damaged or stale file is refused, with
// its reason, rather than read.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>

namespace ply {

struct DataFile {
  const char* name;     // what the game calls it: "weights"
  const char* path;     // under engine/: "reversi/weights/pattern8.weights"
  std::uint32_t bytes;  // its size
  std::uint64_t hash;   // data_hash of the whole file
};

// FNV-1a, 64 bits: enough to tell a damaged or different file from the declared one (not a defence
// against a forged file: the page fetches its own files).
constexpr std::uint64_t data_hash(std::span<const std::uint8_t> bytes) {
  std::uint64_t h = 14695981039346656037ull;
  for (std::uint8_t b : bytes) h = (h ^ b) * 1099511628211ull;
  return h;
}

// "" when the bytes are the declared file, else why not (truncated or too long, or another file).
inline std::string check_data_file(const DataFile& file, std::span<const std::uint8_t> bytes) {
  if (bytes.size() != file.bytes)
    return std::string(file.path) + ": " + std::to_string(bytes.size()) + " bytes, expected " +
           std::to_string(file.bytes) + (bytes.size() < file.bytes ? " (truncated)" : "");
  if (data_hash(bytes) != file.hash)
    return std::string(file.path) + ": not the file this build expects (its hash differs: damaged, or another version)";
  return "";
}

}  // namespace ply
