#include "reversi/pattern_weights.h"

#include <algorithm>

#include "reversi/data_files.h"

namespace ply::reversi {

namespace {

constexpr std::uint8_t MAGIC[4] = {'P', 'L', 'Y', 'W'};
constexpr std::size_t HEADER_BYTES = 20;
constexpr std::int16_t ZERO_RUN = -32768;

bool fail(std::string* error, const std::string& why) {
  if (error) *error = "pattern weights: " + why;
  return false;
}

}  // namespace

std::vector<std::uint8_t> encode_weights(const PatternTable& table) {
  // Each phase but the last as its difference from the next: a phase's fit changes only the weights
  // of the configurations its positions hold, so the differences are mostly zeros.
  const auto clamped = [&](std::size_t i) {
    return std::clamp<int>(table[i], -MAX_WEIGHT, MAX_WEIGHT);
  };
  PatternTable weights(table.size());
  for (std::size_t i = 0; i < weights.size(); ++i)
    weights[i] = std::int16_t(i + WEIGHTS_PER_PHASE < weights.size()
                                  ? clamped(i) - clamped(i + WEIGHTS_PER_PHASE)
                                  : clamped(i));
  std::vector<std::uint8_t> payload;
  for (std::size_t i = 0; i < weights.size();) {
    if (weights[i] == 0) {
      std::size_t run = 1;
      while (i + run < weights.size() && weights[i + run] == 0 && run < 0xffff) ++run;
      put_le(payload, std::uint16_t(ZERO_RUN), 2);
      put_le(payload, std::uint16_t(run), 2);
      i += run;
    } else {
      put_le(payload, std::uint16_t(weights[i]), 2);
      ++i;
    }
  }
  return weights_file(payload);
}

std::vector<std::uint8_t> weights_file(std::span<const std::uint8_t> payload) {
  std::vector<std::uint8_t> out(MAGIC, MAGIC + 4);
  put_le(out, WEIGHTS_FORMAT_VERSION, 2);
  put_le(out, PHASE_COUNT, 2);
  put_le(out, WEIGHTS_PER_PHASE, 4);
  put_le(out, std::uint32_t(payload.size()), 4);
  put_le(out, payload_hash(payload), 4);
  out.insert(out.end(), payload.begin(), payload.end());
  return out;
}

std::optional<PatternTable> decode_weights(std::span<const std::uint8_t> bytes,
                                           std::string* error) {
  if (bytes.size() < HEADER_BYTES)
    return fail(error, "the file is shorter than its header"), std::nullopt;
  if (!std::equal(MAGIC, MAGIC + 4, bytes.begin()))
    return fail(error, "not a weights file (no PLYW)"), std::nullopt;
  if (get_le(bytes, 4, 2) != WEIGHTS_FORMAT_VERSION)
    return fail(error, "format version " + std::to_string(get_le(bytes, 4, 2)) + ", expected " +
                           std::to_string(WEIGHTS_FORMAT_VERSION)),
           std::nullopt;
  if (get_le(bytes, 6, 2) != PHASE_COUNT || get_le(bytes, 8, 4) != WEIGHTS_PER_PHASE)
    return fail(error, "the layout (" + std::to_string(get_le(bytes, 6, 2)) + " phases of " +
                           std::to_string(get_le(bytes, 8, 4)) + " weights) is not this build's (" +
                           std::to_string(PHASE_COUNT) + " of " +
                           std::to_string(WEIGHTS_PER_PHASE) + ")"),
           std::nullopt;
  const std::span<const std::uint8_t> payload = bytes.subspan(HEADER_BYTES);
  if (payload.size() != get_le(bytes, 12, 4))
    return fail(error, "the payload has " + std::to_string(payload.size()) +
                           " bytes, the header says " + std::to_string(get_le(bytes, 12, 4)) +
                           " (truncated?)"),
           std::nullopt;
  if (payload_hash(payload) != get_le(bytes, 16, 4))
    return fail(error, "the payload's hash does not match (corrupt)"), std::nullopt;

  const std::size_t total = std::size_t(PHASE_COUNT) * WEIGHTS_PER_PHASE;
  PatternTable weights(total);  // zeros: a run of them is only skipped
  std::size_t count = 0;
  for (std::size_t at = 0; at < payload.size();) {
    if (at + 2 > payload.size()) return fail(error, "a weight is cut in half"), std::nullopt;
    const auto value = std::int16_t(std::uint16_t(get_le(payload, at, 2)));
    at += 2;
    std::size_t run = 1;
    if (value == ZERO_RUN) {
      if (at + 2 > payload.size()) return fail(error, "a run of zeros has no length"), std::nullopt;
      run = std::uint16_t(get_le(payload, at, 2));
      at += 2;
    }
    if (count + run > total) return fail(error, "more weights than the layout holds"), std::nullopt;
    if (value != ZERO_RUN) weights[count] = value;
    count += run;
  }
  if (count != total)
    return fail(error, std::to_string(count) + " weights, expected " + std::to_string(total)),
           std::nullopt;
  for (std::size_t i = total; i-- > 0;) {
    const int w = weights[i] + (i + WEIGHTS_PER_PHASE < total ? weights[i + WEIGHTS_PER_PHASE] : 0);
    if (w < -MAX_WEIGHT || w > MAX_WEIGHT)
      return fail(error, "a weight beyond ±" + std::to_string(MAX_WEIGHT)), std::nullopt;
    weights[i] = std::int16_t(w);
  }
  return weights;
}

namespace {
std::optional<PackedPatterns> decode_packed(std::span<const std::uint8_t> bytes,
                                            std::string* error) {
  const std::optional<PatternTable> table = decode_weights(bytes, error);
  return table ? std::optional(pack(*table)) : std::nullopt;
}
using WeightsData = LoadedData<PackedPatterns, decode_packed, builtin_weights_file>;
}  // namespace

const PackedPatterns* learned_weights() { return WeightsData::current(); }

bool load_weights(std::span<const std::uint8_t> bytes, std::string* error) {
  return WeightsData::load(bytes, error);
}

PatternEval::PatternEval() : weights(learned_weights()) {}

}  // namespace ply::reversi
