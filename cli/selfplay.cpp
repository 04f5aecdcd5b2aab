#include "selfplay.h"

#include <atomic>
#include <charconv>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <mutex>
#include <thread>

namespace ply::cli {

namespace {

void report(int done, int games, std::chrono::steady_clock::time_point start) {
  std::fprintf(stderr, "\rgame %d/%d, %.0f s", done, games, seconds_since(start));
}

}  // namespace

std::optional<u64> marked_game_end(std::string_view line) {
  constexpr std::string_view MARK = "# game ";
  if (!line.starts_with(MARK)) return std::nullopt;
  u64 index = 0;
  const char* end = line.data() + line.size();
  const auto [after, error] = std::from_chars(line.data() + MARK.size(), end, index);
  if (error != std::errc() || after == end || *after != ' ') return std::nullopt;
  return index;
}

int complete_games(const std::string& path, const std::string& header, const GameEnd& ends) {
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
    const std::optional<u64> ended = ends(line);
    if (!ended) continue;
    if (*ended != u64(games)) {
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

int append_games(const std::string& path, const std::string& header, int games, int threads,
                 const GameEnd& ends,
                 const std::function<std::string(u64 index, int thread)>& play) {
  const int done = complete_games(path, header, ends);
  if (done < 0) return 1;
  std::ofstream out(path, std::ios::app);
  if (!out) {
    std::fprintf(stderr, "cannot write %s\n", path.c_str());
    return 1;
  }
  if (done == 0 && std::filesystem::file_size(path) == 0) out << header << "\n";
  if (done > 0) std::fprintf(stderr, "%s: %d games already, resuming\n", path.c_str(), done);
  const auto start = std::chrono::steady_clock::now();
  // Each thread takes the next index; the games are written in index order as they end.
  std::atomic<int> next{done};
  std::mutex mutex;
  std::map<int, std::string> ended;
  int written = done;
  const auto work = [&](int thread) {
    for (int i; (i = next++) < games;) {
      std::string text = play(u64(i), thread);
      const std::lock_guard lock(mutex);
      ended.emplace(i, std::move(text));
      for (auto it = ended.begin(); it != ended.end() && it->first == written;
           it = ended.erase(it)) {
        out << it->second << std::flush;
        report(++written, games, start);
      }
    }
  };
  std::vector<std::thread> pool;
  for (int t = 1; t < threads; ++t) pool.emplace_back(work, t);
  work(0);
  for (std::thread& t : pool) t.join();
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
