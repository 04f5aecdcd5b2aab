#include "samples.h"

#include <algorithm>
#include <charconv>
#include <filesystem>
#include <fstream>

#include "chess/network.h"
#include "chess/notation.h"

namespace ply::chess_net {

bool read_games(const std::string& path, Samples& into, std::string* error) {
  std::ifstream in(path);
  if (!in) return *error = "cannot read '" + path + "'", false;
  std::string line;
  for (int number = 1; std::getline(in, line); ++number) {
    if (line.empty() || line[0] == '#') continue;  // the header, a game's end
    const auto bad = [&](const std::string& why) {
      *error = path + ":" + std::to_string(number) + ": " + why;
      return false;
    };
    const std::size_t first_space = line.find(' '), second_space = line.find(' ', first_space + 1);
    if (second_space == std::string::npos) return bad("expected '<1|0.5|0> <score> <fen>'");
    const std::string_view label(line.data(), first_space);
    const u8 result = label == "1" ? 2 : label == "0.5" ? 1 : label == "0" ? 0 : 3;
    if (result == 3) return bad("the result must be 1, 0.5 or 0");
    int score = 0;
    const auto [end, ec] =
        std::from_chars(line.data() + first_space + 1, line.data() + second_space, score);
    if (ec != std::errc() || end != line.data() + second_space || score < -32000 || score > 32000)
      return bad("the score must be a number of centipawns");
    std::string fen_error;
    const auto pos = chess::parse_fen(std::string_view(line).substr(second_space + 1), &fen_error);
    if (!pos) return bad(fen_error);
    Sample s{u32(into.pieces.size()), u8(chess::popcount(pos->pieces())), u8(pos->side), result,
             std::int16_t(score)};
    for (chess::Bitboard b = pos->pieces(); b; b &= b - 1) {
      const chess::Square sq = chess::lsb(b);
      const chess::Piece p = pos->piece_on(sq);
      into.pieces.push_back(
          u16(chess::net_feature(chess::WHITE, chess::color_of(p), chess::type_of(p), sq)));
    }
    into.samples.push_back(s);
  }
  return true;
}

std::vector<std::string> games_files(const std::string& dir) {
  std::vector<std::string> files;
  std::error_code ec;
  for (const auto& entry : std::filesystem::directory_iterator(dir, ec))
    if (entry.is_regular_file() && entry.path().extension() == ".txt")
      files.push_back(entry.path().string());
  std::sort(files.begin(), files.end());
  return files;
}

}  // namespace ply::chess_net
