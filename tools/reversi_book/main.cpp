// ply-book-reversi: level 5's opening book (engine/reversi/book.h), grown from the start by the
// engine's own searches, in two steps that tools/reversi_book/build-book.sh runs:
//
//   ply-book-reversi build --work <work.txt> [--positions <n>] [--depth <d>] [--plies <p>]
//   [--margin <discs>]
//                          [--batch <n>] [--threads <n>] [--weights <file>]
//   ply-book-reversi write --work <work.txt> --out <book>
//
// `build` grows the tree best-first (tree.h): each round it takes the --batch positions reached
// through moves within --margin discs of their position's best (for both sides) whose loss on the
// way is least, up to --plies from the start, and values each of their children not yet valued by a
// level-5 search to
// --depth (no book, fresh table), until at least --positions positions are valued. The values are
// appended to the work file, one line a position, each round closed by a line "-"; a run stopped
// anywhere resumes from the last round closed (what follows it is cut off). Each value depends only
// on the position, the depth and the weights (the work file's first line names both, and a resumed
// run must use the same), and each round only on the values before it, so a run gives the same file
// whatever its threads and however often it stopped. `write` negamaxes the values through the tree
// and writes every expanded position with its moves' values.
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cinttypes>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <sstream>
#include <string>
#include <thread>

#include "../reversi_weights.h"
#include "../tool_options.h"
#include "core/data_file.h"
#include "reversi/engine.h"
#include "reversi/options.h"
#include "reversi/pattern_weights.h"
#include "tree.h"

using namespace ply;
using namespace ply::reversi;
using namespace ply::reversi::book;

namespace {

[[noreturn]] void usage(const std::string& why) {
  if (!why.empty()) std::fprintf(stderr, "ply-book-reversi: %s\n", why.c_str());
  std::fprintf(stderr,
               "usage: ply-book-reversi build --work <work.txt> [--positions <n>] [--depth <d>] "
               "[--plies <p>]\n"
               "                              [--margin <discs>] [--batch <n>] [--threads <n>] "
               "[--weights <file>]\n"
               "       ply-book-reversi write --work <work.txt> --out <book>\n");
  std::exit(2);
}

using Options = std::map<std::string, std::string>;

struct WorkHeader {
  int depth = 0;
  u64 weights_hash = 0;
  std::string line() const {
    char text[96];
    std::snprintf(text, sizeof text, "ply-book-reversi depth=%d weights=%016" PRIx64, depth,
                  weights_hash);
    return text;
  }
};

std::optional<WorkHeader> parse_header(const std::string& line) {
  WorkHeader h;
  if (std::sscanf(line.c_str(), "ply-book-reversi depth=%d weights=%" SCNx64, &h.depth,
                  &h.weights_hash) != 2 ||
      h.depth < 1 || h.line() != line)
    return std::nullopt;
  return h;
}

// The work file's header and the values of its closed rounds; with `cut`, a round a stopped run
// left open is cut off the file (for a run that goes on appending).
bool read_work(const std::string& path, WorkHeader& header, Tree& tree, std::string* error,
               bool cut) {
  std::ifstream in(path, std::ios::binary);
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  const std::size_t header_end = text.find('\n') == std::string::npos ? 0 : text.find('\n') + 1;
  const std::size_t round_end = text.rfind("\n-\n");
  const std::size_t complete = round_end == std::string::npos ? header_end : round_end + 3;
  std::istringstream lines(text.substr(0, complete));
  std::string line;
  if (!std::getline(lines, line)) return *error = path + ": empty", false;
  const auto h = parse_header(line);
  if (!h) return *error = path + ":1: not a book work file's header", false;
  header = *h;
  for (int number = 2; std::getline(lines, line); ++number) {
    if (line == "-") continue;
    unsigned long long player, opponent;
    int value;
    char end;
    if (std::sscanf(line.c_str(), "%llx %llx %d%c", &player, &opponent, &value, &end) != 3 ||
        (player & opponent) || key_of(player, opponent) != Key{player, opponent} ||
        std::abs(value) > BOOK_MAX_VALUE)
      return *error = path + ":" + std::to_string(number) + ": not a valued position", false;
    tree.add({player, opponent}, value);
  }
  if (cut && complete != text.size()) std::filesystem::resize_file(path, complete);
  return true;
}

// Level 5's value of the position to `depth`, in hundredths of a disc, on a fresh table and without
// the book.
int search_value(Engine& engine, const Key& key, int depth) {
  Request request;
  request.level = LEVEL_TOP;
  request.max_depth = depth;
  request.options.set(BOOK.name, 0);
  engine.clear();
  const double discs = engine.choose(Position{key.first, key.second, true}, request).thinking.score;
  return std::clamp(int(std::lround(discs * 100)), -BOOK_MAX_VALUE, BOOK_MAX_VALUE);
}

std::vector<int> search_values(const std::vector<Key>& keys, int depth, int threads) {
  std::vector<int> values(keys.size());
  std::atomic<std::size_t> next{0};
  const auto work = [&] {
    Engine engine;
    for (std::size_t i; (i = next++) < keys.size();)
      values[i] = search_value(engine, keys[i], depth);
  };
  std::vector<std::thread> pool;
  for (int t = 1; t < threads; ++t) pool.emplace_back(work);
  work();
  for (auto& t : pool) t.join();
  return values;
}

int build_command(const Options& args) {
  std::string work, weights = "engine/reversi/weights/pattern8.weights";
  std::size_t positions = 2000;
  int depth = 12, threads = 1;
  Growth growth;
  for (const auto& [key, value] : args) {
    if (key == "work")
      work = value;
    else if (key == "positions")
      positions = std::stoull(value);
    else if (key == "depth")
      depth = std::stoi(value);
    else if (key == "plies")
      growth.plies = std::stoi(value);
    else if (key == "margin")
      growth.margin = std::stoi(value);
    else if (key == "batch")
      growth.batch = std::max(1, std::stoi(value));
    else if (key == "threads")
      threads = std::max(1, std::stoi(value));
    else if (key == "weights")
      weights = value;
    else
      usage("unknown option --" + key);
  }
  if (work.empty()) usage("--work is required");
  if (depth < 1 || depth > 30) usage("--depth must be 1 to 30");
  const auto hash = tools::play_with_weights(weights);
  if (!hash) return 1;
  const WorkHeader wanted{depth, *hash};
  std::string why;
  Tree tree;
  if (std::filesystem::exists(work)) {
    WorkHeader found;
    if (!read_work(work, found, tree, &why, true)) {
      std::fprintf(stderr, "%s\n", why.c_str());
      return 1;
    }
    if (found.line() != wanted.line()) {
      std::fprintf(stderr, "%s: made by '%s', not '%s': the values would mix two searches\n",
                   work.c_str(), found.line().c_str(), wanted.line().c_str());
      return 1;
    }
  } else {
    std::ofstream(work) << wanted.line() << '\n';
  }
  const auto start = std::chrono::steady_clock::now();
  std::ofstream out(work, std::ios::app);
  while (tree.valued.size() < positions) {
    const std::vector<Key> keys = tree.unvalued_children(tree.to_expand(growth));
    if (keys.empty()) break;
    const std::vector<int> values = search_values(keys, depth, threads);
    std::string lines;
    for (std::size_t i = 0; i < keys.size(); ++i) {
      char line[64];
      std::snprintf(line, sizeof line, "%016llx %016llx %d\n",
                    static_cast<unsigned long long>(keys[i].first),
                    static_cast<unsigned long long>(keys[i].second), values[i]);
      lines += line;
      tree.add(keys[i], values[i]);
    }
    out << lines << "-\n" << std::flush;
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::fprintf(stderr, "\r%zu positions valued, the start %+.2f discs, %.0f s",
                 tree.valued.size(), tree.value(start_key()) / 100.0, seconds);
  }
  std::fprintf(stderr, "\n");
  return 0;
}

int write_command(const Options& args) {
  std::string work, out;
  for (const auto& [key, value] : args) {
    if (key == "work")
      work = value;
    else if (key == "out")
      out = value;
    else
      usage("unknown option --" + key);
  }
  if (work.empty() || out.empty()) usage("--work and --out are required");
  WorkHeader header;
  Tree tree;
  std::string why;
  if (!read_work(work, header, tree, &why, false)) {
    std::fprintf(stderr, "%s\n", why.c_str());
    return 1;
  }
  const Book book = tree.book(std::uint16_t(header.depth));
  const std::vector<std::uint8_t> bytes = encode_book(book);
  std::ofstream(out, std::ios::binary)
      .write(reinterpret_cast<const char*>(bytes.data()), std::streamsize(bytes.size()));
  std::printf("%s: %zu positions with moves from %zu valued, depth %d, %zu bytes, sha256 %s\n",
              out.c_str(), book.entries.size(), tree.valued.size(), header.depth, bytes.size(),
              sha256_hex(bytes).c_str());
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) usage("");
  const std::string command = argv[1];
  const Options args = tools::name_values(argc, argv, usage);
  if (command == "build") return build_command(args);
  if (command == "write") return write_command(args);
  usage("unknown command '" + command + "'");
}
