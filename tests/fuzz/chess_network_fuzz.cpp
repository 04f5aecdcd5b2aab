// Chess's network file (what level 5 reads): any bytes are refused with a reason or read as a
// network that writes back to the same file and evaluates without overflowing its integers (the
// sanitizers watch). The first byte chooses whether the rest is the whole file (the header's
// checks) or bytes patched into a sound file at an offset, whose header is then made to match (the
// reader behind the hash: its bounds on every weight, which random bytes would never reach).
#include "chess/network.h"
#include "chess/notation.h"
#include "fuzz_check.h"

using namespace ply::chess;

namespace {

// A sound file: every weight at its bound's edge, the worst case a file may hold.
std::vector<std::uint8_t> sound_file() {
  Network net;
  for (std::size_t i = 0; i < net.input_weights.size(); ++i)
    net.input_weights[i] = std::int16_t(i % 2 ? NET_MAX_INPUT_WEIGHT : -NET_MAX_INPUT_WEIGHT);
  for (auto& w : net.hidden_bias) w = NET_MAX_HIDDEN_BIAS;
  for (std::size_t i = 0; i < net.output_weights.size(); ++i)
    net.output_weights[i] = std::int16_t(i % 8 == 0 ? NET_MAX_OUTPUT_WEIGHT : 0);
  return encode_network(net);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const std::span<const std::uint8_t> rest(data + 1, size - 1);
  std::vector<std::uint8_t> file(rest.begin(), rest.end());
  if (data[0] & 1) {
    static const std::vector<std::uint8_t> sound = sound_file();
    constexpr std::size_t HEADER = 20;
    std::vector<std::uint8_t> payload(sound.begin() + HEADER, sound.end());
    if (rest.size() >= 4) {
      const std::size_t at =
          (std::size_t(rest[0]) | std::size_t(rest[1]) << 8 | std::size_t(rest[2]) << 16) %
          payload.size();
      for (std::size_t i = 4; i < rest.size() && at + i - 4 < payload.size(); ++i)
        payload[at + i - 4] = rest[i];
    }
    file = network_file(payload);
  }
  std::string error;
  const auto net = decode_network(file, &error);
  if (!net) {
    FUZZ_CHECK(error.starts_with("chess network: "), "a refused file has no reason");
    return 0;
  }
  FUZZ_CHECK(encode_network(*net) == file, "the network changed on the round trip");
  for (const char* fen : {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                          "4k3/8/8/8/8/8/8/4K2R w K - 0 1"}) {
    const Position pos = *parse_fen(fen, nullptr);
    const NetEval eval(*net);
    const ply::Score score = eval(pos);
    FUZZ_CHECK(score > -ply::SCORE_WIN && score < ply::SCORE_WIN,
               "the network's score says the game is won");
  }
  return 0;
}
