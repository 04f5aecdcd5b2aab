// Level 5's evaluation: an efficiently updatable neural network (NNUE), learned from the engine's
// own games by tools/chess_net. Its input is the board from each side's view (768 features: whose
// piece, which type, which square, the square mirrored for Black), into NET_HIDDEN neurons per
// view; the side to move's view and the other's, squared and clipped (SCReLU), feed one output
// neuron whose weights depend on how many pieces are on the board (NET_BUCKETS sets). Integers
// throughout, so the page's module and the native build evaluate every position alike.
//
// The weights file (engine/chess/net/<name>.nnue, declared in data.h), little-endian: "PLYN", u16
// format version, u16 inputs, u16 hidden neurons, u16 output buckets, u32 payload bytes, u32 FNV-1a
// hash of the payload; then the payload: the input weights (feature by feature, NET_HIDDEN int16
// each), the hidden biases (int16), the output weights (bucket by bucket: NET_HIDDEN for the side
// to move's view, then NET_HIDDEN for the other's, int16) and the output biases (int32). The reader
// refuses weights beyond the bounds below, which keep every sum the evaluation makes within its
// integers (so a file it accepts cannot overflow them).
#pragma once

#include <algorithm>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "chess/board.h"

namespace ply::chess {

constexpr std::uint16_t NET_FORMAT_VERSION = 1;
constexpr int NET_INPUTS = 2 * PIECE_TYPES * 64;
constexpr int NET_HIDDEN = 256;
constexpr int NET_BUCKETS = 8;
// Fixed-point scales: a hidden neuron's activation 1.0 is NET_QA, an output weight 1.0 is NET_QB;
// the network's output 1.0 is NET_SCALE centipawns.
constexpr int NET_QA = 255, NET_QB = 64, NET_SCALE = 400;
// The reader's bounds: 32 pieces' input weights and a bias stay within int16; a hidden neuron's
// clipped activation times an output weight stays within int16; a bucket's output sum within int32.
constexpr int NET_MAX_INPUT_WEIGHT = 512, NET_MAX_HIDDEN_BIAS = 8192, NET_MAX_OUTPUT_WEIGHT = 128;
constexpr std::int64_t NET_MAX_OUTPUT_MAGNITUDE = 33000;  // the sum of a bucket's |output weights|

struct Network {
  std::vector<std::int16_t> input_weights = std::vector<std::int16_t>(NET_INPUTS * NET_HIDDEN);
  std::vector<std::int16_t> hidden_bias = std::vector<std::int16_t>(NET_HIDDEN);
  std::vector<std::int16_t> output_weights =
      std::vector<std::int16_t>(NET_BUCKETS * 2 * NET_HIDDEN);
  std::vector<std::int32_t> output_bias = std::vector<std::int32_t>(NET_BUCKETS);
};

// The input feature of a piece of colour `c` and type `t` on `s`, seen from `view`'s side.
constexpr int net_feature(Color view, Color c, PieceType t, Square s) {
  return ((c == view ? 0 : PIECE_TYPES) + t) * 64 + (view == WHITE ? s : s ^ 56);
}

// The output bucket of a position with `pieces` pieces on the board (2 to 32).
constexpr int net_bucket(int pieces) { return std::clamp((pieces - 2) / 4, 0, NET_BUCKETS - 1); }

std::vector<std::uint8_t> encode_network(const Network& net);
// A file holding this payload, with the header that describes it (this build's shape, the payload's
// size and hash): what encode_network writes around its payload.
std::vector<std::uint8_t> network_file(std::span<const std::uint8_t> payload);
// The network, or nothing and why (a wrong magic, version or shape, a truncated or altered payload,
// a weight beyond its bound).
std::optional<Network> decode_network(std::span<const std::uint8_t> bytes,
                                      std::string* error = nullptr);

// The network level 5 plays with: the last file load_network (chess/data_files.h) accepted, else
// the one compiled in; nullptr when there is none (the page's module, which is not handed it):
// level 5 then plays the hand-written evaluation.
const Network* learned_network();

// The hidden neurons' sums of one position, from each side's view (WHITE's, BLACK's).
struct Accumulator {
  alignas(64) std::int16_t view[2][NET_HIDDEN];
};

// The accumulator computed from scratch (the evaluation's reference).
void accumulate(const Network& net, const Position& pos, Accumulator& acc);

// The network's score of a position in centipawns, for the side to move, from its accumulator.
Score net_output(const Network& net, const Accumulator& acc, Color side, int pieces);

// Level 5's evaluation. A search evaluates positions a few moves apart, and copy-make keeps no
// record of a move's changes: so the evaluation keeps the last position's pieces and accumulator,
// and brings them to the next position by the pieces that differ (a full sum only when most
// differ). Each search thread has its own copy.
struct NetEval {
  NetEval();
  explicit NetEval(const Network& net) : net(&net) {}
  Score operator()(const Position& pos) const;

 private:
  // The sums of the last positions evaluated: the search comes back near one it left, and the
  // nearest, brought up to date, is kept as a new one (the older ones stay: the search's way back).
  static constexpr int KEPT = 8;
  struct Kept {
    Bitboard seen[2][PIECE_TYPES] = {};  // the pieces `acc` holds
    Accumulator acc;
    bool filled = false;
  };
  const Network* net;
  mutable Kept kept[KEPT];
  mutable int newest = 0;
};

}  // namespace ply::chess
