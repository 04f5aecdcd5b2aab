// The pattern evaluation's weights file (engine/reversi/weights/pattern8.weights, declared in
// data.h): compiled into the CLI, the tests and the tools at build time; the page's module carries
// none and is handed the file when level 5 first needs it (load_weights).
//
// Layout, little-endian: "PLYW", u16 format version, u16 phases, u32 weights a phase, u32 payload
// bytes, u32 FNV-1a hash of the payload; then the payload: the last phase's weights, and every
// other phase's differences from the next phase's, phase by phase as int16, where the value -32768
// is followed by a u16 count of zeros (most pattern configurations are never seen, so runs of zeros
// are most of the table). Weights are within ±MAX_WEIGHT, so that their differences fit in 16 bits:
// the writer clamps to it and the reader refuses a file beyond it, so every file read writes back
// the same.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "reversi/pattern_eval.h"

namespace ply::reversi {

constexpr std::uint16_t WEIGHTS_FORMAT_VERSION = 1;
constexpr int MAX_WEIGHT = 16383;

// Weights beyond ±MAX_WEIGHT are written as ±MAX_WEIGHT.
std::vector<std::uint8_t> encode_weights(const PatternTable& weights);

// A file holding this payload, with the header that describes it (this build's layout, its size and
// its hash): what encode_weights writes around its payload.
std::vector<std::uint8_t> weights_file(std::span<const std::uint8_t> payload);

// The table, or nothing and why (a wrong magic, version or layout, a truncated or altered payload):
// the layout must be this build's (PHASE_COUNT phases of WEIGHTS_PER_PHASE weights).
std::optional<PatternTable> decode_weights(std::span<const std::uint8_t> bytes,
                                           std::string* error = nullptr);

// The weights level 5 plays with, packed: the last file load_weights (reversi/data_files.h)
// accepted, else those compiled in (decoded once); nullptr when there are none (the page's module
// before its file arrives): level 5 then keeps the hand-written evaluation.
const PackedPatterns* learned_weights();

}  // namespace ply::reversi
