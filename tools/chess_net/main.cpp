// ply-chess-net: chess level 5's network learned from the engine's own games (chess/network.h).
//   ply-chess-net train --data <dir> --out <file.nnue> [--epochs <n>] [--batch <n>] [--threads <n>]
//                       [--seed <n>] [--result-percent <0..100>] [--rate <per million>] [--files
//                       <n>]
//                       [--checkpoint <file>]
//       trains on every *.txt games file of <dir> (as `ply selfplay chess` writes them; the last
//       fiftieth of the files, at least one, is held out to show the loss on games it did not see)
//       and writes the network; with --checkpoint, resumes from it and saves to it after each epoch
// tools/chess_net/train-net.sh plays the games and trains, as used for engine/chess/weights/.
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <map>
#include <string>

#include "../tool_options.h"

#include "samples.h"
#include "trainer.h"

namespace {

[[noreturn]] void usage(const std::string& error) {
  std::fprintf(stderr, "ply-chess-net: %s\n", error.c_str());
  std::fprintf(stderr,
               "usage: ply-chess-net train --data <dir> --out <file.nnue> [--epochs <n>] [--batch "
               "<n>] [--threads <n>]\n"
               "                           [--seed <n>] [--result-percent <0..100>] [--rate <per "
               "million>] [--files <n>]\n"
               "                           [--checkpoint <file>]\n");
  std::exit(2);
}

long long number(const std::map<std::string, std::string>& found, const std::string& name,
                 long long fallback, long long min, long long max) {
  const auto it = found.find(name);
  if (it == found.end()) return fallback;
  char* end = nullptr;
  const long long n = std::strtoll(it->second.c_str(), &end, 10);
  if (*end || n < min || n > max)
    usage("--" + name + " must be a number from " + std::to_string(min) + " to " +
          std::to_string(max));
  return n;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) usage("a command is required");
  if (std::string(argv[1]) != "train") usage("unknown command '" + std::string(argv[1]) + "'");
  const auto found = ply::tools::name_values(argc, argv, usage);
  if (!found.count("data")) usage("--data is required");
  if (!found.count("out")) usage("--out is required");
  ply::chess_net::TrainOptions o;
  o.epochs = int(number(found, "epochs", o.epochs, 1, 1000));
  o.batch = int(number(found, "batch", o.batch, 1, 1 << 20));
  o.threads = int(number(found, "threads", o.threads, 1, 256));
  o.seed = ply::u64(number(found, "seed", ply::i64(o.seed), 0, 1ll << 62));
  o.result_weight = double(number(found, "result-percent", 50, 0, 100)) / 100;
  o.learning_rate = double(number(found, "rate", 1000, 1, 1000000)) / 1e6;
  if (found.count("checkpoint")) o.checkpoint = found.at("checkpoint");

  std::vector<std::string> files = ply::chess_net::games_files(found.at("data"));
  const long long limit = number(found, "files", 0, 0, 1ll << 40);
  if (limit && std::size_t(limit) < files.size()) files.resize(std::size_t(limit));
  if (files.size() < 2) usage("--data needs at least two games files (*.txt): one is held out");
  const std::size_t held_out_files = (files.size() + 49) / 50;
  ply::chess_net::Samples train, held_out;
  for (std::size_t i = 0; i < files.size(); ++i) {
    std::string error;
    if (!ply::chess_net::read_games(files[i], i + held_out_files < files.size() ? train : held_out,
                                    &error)) {
      std::fprintf(stderr, "ply-chess-net: %s\n", error.c_str());
      return 1;
    }
  }
  std::fprintf(stderr, "%zu files: %zu positions to learn from, %zu held out\n", files.size(),
               train.samples.size(), held_out.samples.size());
  const ply::chess::Network net = ply::chess_net::train_network(train, held_out, o);
  const std::vector<std::uint8_t> bytes = ply::chess::encode_network(net);
  std::ofstream out(found.at("out"), std::ios::binary);
  out.write(reinterpret_cast<const char*>(bytes.data()), std::streamsize(bytes.size()));
  if (!out) usage("cannot write '" + found.at("out") + "'");
  std::fprintf(stderr, "%s written (%zu bytes)\n", found.at("out").c_str(), bytes.size());
  return 0;
}
