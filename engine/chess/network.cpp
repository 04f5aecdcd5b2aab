#include "chess/network.h"

#include <cstdlib>

#if defined(__SSE2__)
#include <emmintrin.h>
#elif defined(__wasm_simd128__)
#include <wasm_simd128.h>
#endif

#include "chess/data_files.h"

namespace ply::chess {

namespace {

constexpr std::uint8_t MAGIC[4] = {'P', 'L', 'Y', 'N'};
constexpr std::size_t HEADER_BYTES = 20;
constexpr std::size_t PAYLOAD_BYTES =
    2 * (NET_INPUTS * NET_HIDDEN + NET_HIDDEN + NET_BUCKETS * 2 * NET_HIDDEN) + 4 * NET_BUCKETS;

bool fail(std::string* error, const std::string& why) {
  if (error) *error = "chess network: " + why;
  return false;
}

template <class T>
bool within(const std::vector<T>& values, int bound) {
  for (T v : values)
    if (v < -bound || v > bound) return false;
  return true;
}

// A full sum, and the pieces it holds.
void refresh(const Network& net, const Position& pos, Accumulator& acc,
             Bitboard seen[2][PIECE_TYPES]) {
  accumulate(net, pos, acc);
  for (Color c : {WHITE, BLACK})
    for (int t = 0; t < PIECE_TYPES; ++t) seen[c][t] = pos.pieces(c, PieceType(t));
}

void add_feature(const Network& net, std::int16_t* values, int feature) {
  const std::int16_t* w = &net.input_weights[std::size_t(feature) * NET_HIDDEN];
  for (int i = 0; i < NET_HIDDEN; ++i) values[i] = std::int16_t(values[i] + w[i]);
}

// The sums brought from one position to another: `gone` features subtracted, `came` added, a tile
// of neurons at a time so that the tile stays in registers while every change goes through it.
void update(const Network& net, std::int16_t* values, std::span<const int> gone,
            std::span<const int> came) {
  constexpr int TILE = 64;
  for (int start = 0; start < NET_HIDDEN; start += TILE) {
    std::int16_t tile[TILE];
    std::copy_n(values + start, TILE, tile);
    for (int feature : gone) {
      const std::int16_t* w =
          &net.input_weights[std::size_t(feature) * NET_HIDDEN + std::size_t(start)];
      for (int i = 0; i < TILE; ++i) tile[i] = std::int16_t(tile[i] - w[i]);
    }
    for (int feature : came) {
      const std::int16_t* w =
          &net.input_weights[std::size_t(feature) * NET_HIDDEN + std::size_t(start)];
      for (int i = 0; i < TILE; ++i) tile[i] = std::int16_t(tile[i] + w[i]);
    }
    std::copy_n(tile, TILE, values + start);
  }
}

// One view's share of the output: each neuron clipped to [0, QA] and squared, times its weight. The
// reader's bounds keep a neuron times its weight within int16, so SIMD multiplies the two in 16
// bits and then by the neuron again into pairs summed in 32 bits (pmaddwd; wasm's dot), and the sum
// within int32: every path gives the same integer.
std::int32_t view_output(const std::int16_t* values, const std::int16_t* weights) {
#if defined(__SSE2__)
  const __m128i zero = _mm_setzero_si128(), top = _mm_set1_epi16(NET_QA);
  __m128i sum = zero;
  for (int i = 0; i < NET_HIDDEN; i += 8) {
    const __m128i v = _mm_min_epi16(
        _mm_max_epi16(_mm_loadu_si128(reinterpret_cast<const __m128i*>(values + i)), zero), top);
    const __m128i w = _mm_loadu_si128(reinterpret_cast<const __m128i*>(weights + i));
    sum = _mm_add_epi32(sum, _mm_madd_epi16(_mm_mullo_epi16(v, w), v));
  }
  sum = _mm_add_epi32(sum, _mm_shuffle_epi32(sum, _MM_SHUFFLE(1, 0, 3, 2)));
  sum = _mm_add_epi32(sum, _mm_shuffle_epi32(sum, _MM_SHUFFLE(2, 3, 0, 1)));
  return _mm_cvtsi128_si32(sum);
#elif defined(__wasm_simd128__)
  const v128_t zero = wasm_i16x8_splat(0), top = wasm_i16x8_splat(NET_QA);
  v128_t sum = wasm_i32x4_splat(0);
  for (int i = 0; i < NET_HIDDEN; i += 8) {
    const v128_t v = wasm_i16x8_min(wasm_i16x8_max(wasm_v128_load(values + i), zero), top);
    sum = wasm_i32x4_add(sum,
                         wasm_i32x4_dot_i16x8(wasm_i16x8_mul(v, wasm_v128_load(weights + i)), v));
  }
  return wasm_i32x4_extract_lane(sum, 0) + wasm_i32x4_extract_lane(sum, 1) +
         wasm_i32x4_extract_lane(sum, 2) + wasm_i32x4_extract_lane(sum, 3);
#else
  std::int32_t sum = 0;
  for (int i = 0; i < NET_HIDDEN; ++i) {
    const std::int32_t v = std::clamp<std::int32_t>(values[i], 0, NET_QA);
    sum += v * weights[i] * v;
  }
  return sum;
#endif
}

}  // namespace

std::vector<std::uint8_t> encode_network(const Network& net) {
  std::vector<std::uint8_t> payload;
  payload.reserve(PAYLOAD_BYTES);
  for (std::int16_t w : net.input_weights) put_le(payload, std::uint16_t(w), 2);
  for (std::int16_t w : net.hidden_bias) put_le(payload, std::uint16_t(w), 2);
  for (std::int16_t w : net.output_weights) put_le(payload, std::uint16_t(w), 2);
  for (std::int32_t w : net.output_bias) put_le(payload, std::uint32_t(w), 4);
  return network_file(payload);
}

std::vector<std::uint8_t> network_file(std::span<const std::uint8_t> payload) {
  std::vector<std::uint8_t> out(MAGIC, MAGIC + 4);
  put_le(out, NET_FORMAT_VERSION, 2);
  put_le(out, NET_INPUTS, 2);
  put_le(out, NET_HIDDEN, 2);
  put_le(out, NET_BUCKETS, 2);
  put_le(out, payload.size(), 4);
  put_le(out, payload_hash(payload), 4);
  out.insert(out.end(), payload.begin(), payload.end());
  return out;
}

std::optional<Network> decode_network(std::span<const std::uint8_t> bytes, std::string* error) {
  if (bytes.size() < HEADER_BYTES)
    return fail(error, "the file is shorter than its header"), std::nullopt;
  if (!std::equal(MAGIC, MAGIC + 4, bytes.begin()))
    return fail(error, "not a network file (no PLYN)"), std::nullopt;
  if (get_le(bytes, 4, 2) != NET_FORMAT_VERSION)
    return fail(error, "format version " + std::to_string(get_le(bytes, 4, 2)) + ", expected " +
                           std::to_string(NET_FORMAT_VERSION)),
           std::nullopt;
  if (get_le(bytes, 6, 2) != NET_INPUTS || get_le(bytes, 8, 2) != NET_HIDDEN ||
      get_le(bytes, 10, 2) != NET_BUCKETS)
    return fail(error, "the shape (" + std::to_string(get_le(bytes, 6, 2)) + " inputs, " +
                           std::to_string(get_le(bytes, 8, 2)) + " hidden, " +
                           std::to_string(get_le(bytes, 10, 2)) +
                           " buckets) is not this build's (" + std::to_string(NET_INPUTS) + ", " +
                           std::to_string(NET_HIDDEN) + ", " + std::to_string(NET_BUCKETS) + ")"),
           std::nullopt;
  const std::span<const std::uint8_t> payload = bytes.subspan(HEADER_BYTES);
  if (payload.size() != get_le(bytes, 12, 4) || payload.size() != PAYLOAD_BYTES)
    return fail(error, "the payload has " + std::to_string(payload.size()) + " bytes, expected " +
                           std::to_string(PAYLOAD_BYTES) + " (truncated?)"),
           std::nullopt;
  if (payload_hash(payload) != get_le(bytes, 16, 4))
    return fail(error, "the payload's hash does not match (corrupt)"), std::nullopt;

  Network net;
  std::size_t at = 0;
  const auto read16 = [&](std::vector<std::int16_t>& to) {
    for (std::int16_t& w : to) w = std::int16_t(get_le(payload, at, 2)), at += 2;
  };
  read16(net.input_weights);
  read16(net.hidden_bias);
  read16(net.output_weights);
  for (std::int32_t& w : net.output_bias) w = std::int32_t(get_le(payload, at, 4)), at += 4;

  if (!within(net.input_weights, NET_MAX_INPUT_WEIGHT) ||
      !within(net.hidden_bias, NET_MAX_HIDDEN_BIAS) ||
      !within(net.output_weights, NET_MAX_OUTPUT_WEIGHT))
    return fail(error, "a weight beyond its bound"), std::nullopt;
  for (int b = 0; b < NET_BUCKETS; ++b) {
    std::int64_t magnitude = 0;
    for (int i = 0; i < 2 * NET_HIDDEN; ++i)
      magnitude += std::abs(net.output_weights[std::size_t(b * 2 * NET_HIDDEN + i)]);
    if (magnitude > NET_MAX_OUTPUT_MAGNITUDE)
      return fail(error, "an output's weights beyond their bound"), std::nullopt;
    if (std::abs(std::int64_t(net.output_bias[std::size_t(b)])) >
        std::int64_t(NET_QA) * NET_QB * 64)
      return fail(error, "an output's bias beyond its bound"), std::nullopt;
  }
  return net;
}

namespace {
using NetworkData = LoadedData<Network, decode_network, builtin_network_file>;

}  // namespace

const Network* learned_network() { return NetworkData::current(); }

bool load_network(std::span<const std::uint8_t> bytes, std::string* error) {
  return NetworkData::load(bytes, error);
}

void accumulate(const Network& net, const Position& pos, Accumulator& acc) {
  for (Color view : {WHITE, BLACK}) {
    std::copy(net.hidden_bias.begin(), net.hidden_bias.end(), acc.view[view]);
    for (Color c : {WHITE, BLACK})
      for (int t = 0; t < PIECE_TYPES; ++t)
        for (Bitboard b = pos.pieces(c, PieceType(t)); b; b &= b - 1)
          add_feature(net, acc.view[view], net_feature(view, c, PieceType(t), lsb(b)));
  }
}

Score net_output(const Network& net, const Accumulator& acc, Color side, int pieces) {
  const int bucket = net_bucket(pieces);
  const std::int16_t* weights = &net.output_weights[std::size_t(bucket) * 2 * NET_HIDDEN];
  const std::int32_t sum =
      view_output(acc.view[side], weights) + view_output(acc.view[~side], weights + NET_HIDDEN);
  const std::int64_t output = sum / NET_QA + net.output_bias[std::size_t(bucket)];  // in QA * QB
  // Clear of the scores that mean a won game.
  return Score(std::clamp<std::int64_t>(output * NET_SCALE / (NET_QA * NET_QB), -SCORE_EVAL_MAX,
                                        SCORE_EVAL_MAX));
}

NetEval::NetEval() : net(learned_network()) {}

Score NetEval::operator()(const Position& pos) const {
  // The kept sums with the fewest pieces to change: a few after a move or two, most after a jump
  // across the tree, where a full sum is cheaper. Brought up to date as the newest, in place of the
  // oldest.
  constexpr int MOST_CHANGES = 12;
  int nearest = -1, fewest = MOST_CHANGES + 1;
  for (int k = 0; k < KEPT; ++k) {
    if (!kept[k].filled) continue;
    int changes = 0;
    for (Color c : {WHITE, BLACK})
      for (int t = 0; t < PIECE_TYPES; ++t)
        changes += popcount(kept[k].seen[c][t] ^ pos.pieces(c, PieceType(t)));
    if (changes < fewest) fewest = changes, nearest = k;
  }
  newest = (newest + 1) % KEPT;
  Kept& into = kept[newest];
  if (nearest < 0) {
    refresh(*net, pos, into.acc, into.seen);
    into.filled = true;
  } else {
    if (nearest != newest) into = kept[nearest];
    int gone[2][MOST_CHANGES], came[2][MOST_CHANGES], gone_count = 0, came_count = 0;
    for (Color c : {WHITE, BLACK})
      for (int t = 0; t < PIECE_TYPES; ++t) {
        const Bitboard now = pos.pieces(c, PieceType(t));
        for (Bitboard b = into.seen[c][t] & ~now; b; b &= b - 1, ++gone_count)
          for (Color view : {WHITE, BLACK})
            gone[view][gone_count] = net_feature(view, c, PieceType(t), lsb(b));
        for (Bitboard b = now & ~into.seen[c][t]; b; b &= b - 1, ++came_count)
          for (Color view : {WHITE, BLACK})
            came[view][came_count] = net_feature(view, c, PieceType(t), lsb(b));
        into.seen[c][t] = now;
      }
    for (Color view : {WHITE, BLACK})
      update(*net, into.acc.view[view], {gone[view], std::size_t(gone_count)},
             {came[view], std::size_t(came_count)});
  }
  return net_output(*net, into.acc, pos.side, popcount(pos.pieces()));
}

}  // namespace ply::chess
