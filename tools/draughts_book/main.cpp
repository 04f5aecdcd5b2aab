// ply-book-draughts: level 5's opening book (engine/draughts/book.h), from the standard Russian
// openings (engine/draughts/book/openings.tsv) and the engine's own searches;
// tools/draughts_book/build-book.sh runs it.
//
//   ply-book-draughts --openings <openings.tsv> --work <work.txt> --out <book> [--depth <d>]
//   [--extend <p>]
//
// Every position of every opening is expanded (each of its moves valued), then from each opening's
// last position the best move is followed --extend plies on, each position reached expanded too. A
// move's value is a level-5 search of the position it leads to, to --depth, with a fresh table and
// no book, negamaxed through the expanded positions. Each search's value is appended to the work
// file as it is found (its first line names the depth; a resumed run must use the same), so a run
// stopped anywhere goes on from there, and a run gives the same book however often it stopped.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>
#include <string>

#include "../tool_options.h"
#include "core/data_file.h"
#include "draughts/engine.h"
#include "draughts/notation.h"
#include "draughts/options.h"
#include "tree.h"

using namespace ply;
using namespace ply::draughts;
using namespace ply::draughts::book_tool;

namespace {

[[noreturn]] void usage(const std::string& why) {
  if (!why.empty()) std::fprintf(stderr, "ply-book-draughts: %s\n", why.c_str());
  std::fprintf(stderr,
               "usage: ply-book-draughts build --openings <openings.tsv> --work <work.txt> --out "
               "<book> [--depth <d>]\n"
               "                               [--extend <plies>]\n");
  std::exit(2);
}

[[noreturn]] void fail(const std::string& why) {
  std::fprintf(stderr, "ply-book-draughts: %s\n", why.c_str());
  std::exit(1);
}

std::string read_text(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) fail(path + ": cannot read");
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// The work file's leaf values; a line cut short by a stop (no newline) is dropped.
std::map<Position, int, ByBookOrder> read_work(const std::string& path, int depth) {
  std::map<Position, int, ByBookOrder> leaves;
  if (!std::filesystem::exists(path)) {
    std::ofstream(path) << "depth " << depth << '\n';
    return leaves;
  }
  const std::string text = read_text(path);
  std::istringstream lines(text.substr(0, text.rfind('\n') + 1));
  std::string line;
  if (!std::getline(lines, line) || line != "depth " + std::to_string(depth))
    fail(path + ": made with another depth ('" + line + "'): remove it or use that depth");
  for (int number = 2; std::getline(lines, line); ++number) {
    const std::size_t tab = line.find('\t');
    std::string error;
    const auto pos =
        tab == std::string::npos ? std::nullopt : parse_fen(line.substr(0, tab), &error);
    if (!pos) fail(path + ", line " + std::to_string(number) + ": not a position and its value");
    leaves[book_key(*pos)] = std::atoi(line.c_str() + tab + 1);
  }
  // Lines after the last newline were a search cut off: the file goes on from the last whole line.
  std::filesystem::resize_file(path, text.rfind('\n') + 1);
  return leaves;
}

int build(const std::map<std::string, std::string>& args) {
  for (const auto& [key, value] : args)
    if (key != "openings" && key != "work" && key != "out" && key != "depth" && key != "extend")
      usage("unknown option --" + key);
  const auto need = [&](const char* name) {
    const auto it = args.find(name);
    if (it == args.end()) usage(std::string("--") + name + " is required");
    return it->second;
  };
  const int depth =
      args.count("depth") ? int(tools::whole_number("depth", args.at("depth"), 1, 40, usage)) : 18;
  const int extend = args.count("extend")
                         ? int(tools::whole_number("extend", args.at("extend"), 0, 60, usage))
                         : 8;
  std::string error;
  const auto openings = parse_openings(read_text(need("openings")), &error);
  if (!openings) fail(error);
  const std::string work = need("work");
  auto leaves = read_work(work, depth);
  std::printf("%zu openings; %zu leaf values read from %s\n", openings->size(), leaves.size(),
              work.c_str());

  Engine engine(16);
  Request request;
  request.level = LEVEL_TOP;
  request.max_depth = depth;
  request.options.set(BOOK.name, 0);
  std::ofstream out(work, std::ios::app);
  const auto start = std::chrono::steady_clock::now();
  std::size_t searched = 0;
  Tree tree(
      std::move(leaves),
      [&](const Position& pos) {
        engine.clear();
        draughts::MoveList moves;
        generate_moves(pos, moves);
        // A position without a move is lost for the side to move.
        if (moves.empty()) return -BOOK_MAX_VALUE;
        return int(std::lround(engine.choose(pos, request).thinking.score * 100));
      },
      [&](const Position& pos, int value) {
        out << to_fen(pos) << '\t' << value << '\n' << std::flush;
        if (++searched % 100 == 0)
          std::printf(
              "%zu searches, %.0f s\n", searched,
              std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
      });
  tree.grow(*openings, extend);
  const std::vector<std::uint8_t> bytes = encode_book(tree.book(std::uint16_t(depth)));
  const std::string path = need("out");
  {
    std::ofstream file(path + ".partial", std::ios::binary);
    file.write(reinterpret_cast<const char*>(bytes.data()), std::streamsize(bytes.size()));
    if (!file) fail(path + ": cannot write");
  }
  std::filesystem::rename(path + ".partial", path);
  std::printf(
      "%zu positions, %zu leaf values (%zu searched now, %.0f s); %s: %zu bytes, sha256 %s\n",
      tree.expanded(), tree.leaves(), searched,
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(), path.c_str(),
      bytes.size(), sha256_hex(bytes).c_str());
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2 || std::string(argv[1]) != "build") usage("");
  try {
    return build(tools::name_values(argc, argv, usage));
  } catch (const std::exception& e) {
    fail(e.what());
  }
}
