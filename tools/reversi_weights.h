// What the Reversi tools (reversi_fit, reversi_book, reversi_accuracy) share: reading a file, and
// making a weights file the one level 5 plays with, named by its hash in what they write so that a
// resumed run plays with the same.
#pragma once

#include <cstdint>
#include <cstdio>
#include <fstream>
#include <iterator>
#include <optional>
#include <string>
#include <vector>

#include "core/data_file.h"
#include "reversi/data_files.h"
#include "reversi/pattern_weights.h"

namespace ply::tools {

inline std::optional<std::vector<std::uint8_t>> read_bytes(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return std::nullopt;
  return std::vector<std::uint8_t>((std::istreambuf_iterator<char>(in)),
                                   std::istreambuf_iterator<char>());
}

// Level 5 plays with the weights at `path` from now on: the file's hash, or nothing after saying on
// stderr why the file was refused.
inline std::optional<std::uint64_t> play_with_weights(const std::string& path) {
  const auto bytes = read_bytes(path);
  std::string why;
  if (!bytes || !reversi::load_weights(*bytes, &why)) {
    std::fprintf(stderr, "%s: %s\n", path.c_str(), bytes ? why.c_str() : "cannot read");
    return std::nullopt;
  }
  return data_hash(*bytes);
}

}  // namespace ply::tools
