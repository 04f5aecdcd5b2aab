// An opening book's file (Reversi's, draughts'), around the game's own entries: a 4-byte magic, u16
// format version, u16 depth of the searches behind the values, u32 entries, u32 payload bytes, u32
// FNV-1a hash of the payload; then the payload. Little-endian, as every data file (data_file.h).
#pragma once

#include <algorithm>
#include <array>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "data_file.h"

namespace ply {

struct BookHeader {
  std::uint16_t depth = 0;
  std::uint32_t entries = 0;
  std::span<const std::uint8_t> payload;
};

constexpr std::size_t BOOK_HEADER_BYTES = 20;

inline std::vector<std::uint8_t> book_file(const std::array<std::uint8_t, 4>& magic,
                                           std::uint16_t version,
                                           std::span<const std::uint8_t> payload,
                                           std::uint16_t depth, std::uint32_t entries) {
  std::vector<std::uint8_t> out(magic.begin(), magic.end());
  put_le(out, version, 2);
  put_le(out, depth, 2);
  put_le(out, entries, 4);
  put_le(out, payload.size(), 4);
  put_le(out, payload_hash(payload), 4);
  out.insert(out.end(), payload.begin(), payload.end());
  return out;
}

// The header and the payload it describes, or none and why (shorter than a header, another magic or
// version, a payload of another length or hash).
inline std::optional<BookHeader> read_book_header(std::span<const std::uint8_t> bytes,
                                                  const std::array<std::uint8_t, 4>& magic,
                                                  std::uint16_t version, std::string* why) {
  const auto refuse = [&](const std::string& reason) -> std::optional<BookHeader> {
    if (why) *why = reason;
    return std::nullopt;
  };
  if (bytes.size() < BOOK_HEADER_BYTES) return refuse("the file is shorter than its header");
  if (!std::equal(magic.begin(), magic.end(), bytes.begin()))
    return refuse("not a book file (no " + std::string(magic.begin(), magic.end()) + ")");
  if (get_le(bytes, 4, 2) != version)
    return refuse("format version " + std::to_string(get_le(bytes, 4, 2)) + ", expected " +
                  std::to_string(version));
  const std::span<const std::uint8_t> payload = bytes.subspan(BOOK_HEADER_BYTES);
  if (payload.size() != get_le(bytes, 12, 4))
    return refuse("the payload has " + std::to_string(payload.size()) + " bytes, the header says " +
                  std::to_string(get_le(bytes, 12, 4)) + " (truncated?)");
  if (payload_hash(payload) != get_le(bytes, 16, 4))
    return refuse("the payload's hash does not match (corrupt)");
  return BookHeader{std::uint16_t(get_le(bytes, 6, 2)), std::uint32_t(get_le(bytes, 8, 4)),
                    payload};
}

}  // namespace ply
