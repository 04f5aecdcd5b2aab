// What the Reversi tools (reversi_fit, reversi_book, reversi_accuracy) share: making a weights file
// the one level 5 plays with, named by its hash in what they write so that a resumed run plays with
// the same. Files are read as every data file is (core/data_file.h: read_data_file).
#pragma once

#include <cstdint>
#include <cstdio>
#include <optional>
#include <string>

#include "core/data_file.h"
#include "reversi/data_files.h"
#include "reversi/pattern_weights.h"

namespace ply::tools {

// Level 5 plays with the weights at `path` from now on: the file's hash, or nothing after saying on
// stderr why the file was refused.
inline std::optional<std::uint64_t> play_with_weights(const std::string& path) {
  std::string why;
  const auto bytes = read_data_file(path, &why);  // why: "<path>: <reason>"
  if (!bytes) {
    std::fprintf(stderr, "%s\n", why.c_str());
    return std::nullopt;
  }
  if (!reversi::load_weights(*bytes, &why)) {
    std::fprintf(stderr, "%s: %s\n", path.c_str(), why.c_str());
    return std::nullopt;
  }
  return data_hash(*bytes);
}

}  // namespace ply::tools
