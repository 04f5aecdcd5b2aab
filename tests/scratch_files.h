// Files the tests of the offline tools write and read back, in the system's temporary folder.
#pragma once

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

namespace ply::test {

// A path named `name` in the temporary folder, with nothing there yet.
inline std::string scratch_file(const std::string& name) {
  const auto path = std::filesystem::temp_directory_path() / name;
  std::filesystem::remove(path);
  return path.string();
}

// The whole of a file ("" when it cannot be read).
inline std::string file_contents(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

}  // namespace ply::test
