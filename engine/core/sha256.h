// SHA-256 (FIPS 180-4): the hash a data file is declared with (core/data_file.h). The build takes
// each file's from CMake's file(SHA256), so the declaration is made from the file itself and never
// copied by hand.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <string>

namespace ply {

std::array<std::uint8_t, 32> sha256(std::span<const std::uint8_t> bytes);

// The digest as 64 lowercase hex digits, as `sha256sum` and CMake print it.
std::string sha256_hex(std::span<const std::uint8_t> bytes);

}  // namespace ply
