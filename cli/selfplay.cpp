#include "selfplay.h"

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>

namespace ply::cli {

namespace {

void report(int done, int games, std::chrono::steady_clock::time_point start) {
  std::fprintf(stderr, "\rgame %d/%d, %.0f s", done, games, seconds_since(start));
}

}  // namespace

int complete_games(const std::string& path, const std::string& header) {
  std::ifstream in(path);
  if (!in) return 0;
  std::string line;
  if (!std::getline(in, line)) return 0;
  if (line != header) {
    std::fprintf(stderr, "%s: made with other options ('%s'), not '%s'\n", path.c_str(),
                 line.c_str(), header.c_str());
    return -1;
  }
  std::streamoff kept = in.tellg();
  int games = 0;
  // A line cut short (no newline: the eof reached) is no game's end.
  while (std::getline(in, line) && !in.eof()) {
    if (line.rfind("# game ", 0) != 0) continue;
    if (line.rfind("# game " + std::to_string(games) + " ", 0) != 0) {
      std::fprintf(stderr, "%s: expected game %d, found '%s'\n", path.c_str(), games, line.c_str());
      return -1;
    }
    ++games;
    kept = in.tellg();
  }
  in.close();
  std::filesystem::resize_file(path, std::uintmax_t(kept));
  return games;
}

int append_games(const std::string& path, const std::string& header, int games,
                 const std::function<std::string(u64 index)>& play) {
  const int done = complete_games(path, header);
  if (done < 0) return 1;
  std::ofstream out(path, std::ios::app);
  if (!out) {
    std::fprintf(stderr, "cannot write %s\n", path.c_str());
    return 1;
  }
  if (done == 0 && std::filesystem::file_size(path) == 0) out << header << "\n";
  if (done > 0) std::fprintf(stderr, "%s: %d games already, resuming\n", path.c_str(), done);
  const auto start = std::chrono::steady_clock::now();
  for (int i = done; i < games; ++i) {
    out << play(u64(i)) << std::flush;
    report(i + 1, games, start);
  }
  std::fprintf(stderr, "\n");
  return out ? 0 : 1;
}

int write_games(const std::string& path, int games,
                const std::function<std::string(u64 index)>& play) {
  std::ofstream out(path, std::ios::trunc);
  if (!out) {
    std::fprintf(stderr, "cannot write %s\n", path.c_str());
    return 1;
  }
  const auto start = std::chrono::steady_clock::now();
  for (int i = 0; i < games; ++i) {
    out << play(u64(i)) << std::flush;
    report(i + 1, games, start);
  }
  std::fprintf(stderr, "\n");
  return out ? 0 : 1;
}

}  // namespace ply::cli
