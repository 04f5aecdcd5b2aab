# Writes the weights file INPUT as a C++ byte array (ply::reversi::builtin_weights_file) into OUTPUT:
# run at build time, so the versioned file is the only copy of the weights in the repository.
file(READ "${INPUT}" hex HEX)
string(REGEX REPLACE "([0-9a-f][0-9a-f])" "0x\\1," bytes "${hex}")
# A line break every 32 bytes keeps the generated file readable by tools.
string(REGEX REPLACE "((0x[0-9a-f][0-9a-f],){32})" "\\1\n" bytes "${bytes}")
file(WRITE "${OUTPUT}.tmp" "// Generated from ${INPUT} by cmake/embed_weights.cmake: do not edit.
#include \"reversi/pattern_weights.h\"

namespace ply::reversi {
namespace {
// One byte more than the file, so an empty file still makes an array.
constexpr std::uint8_t BYTES[] = {
${bytes}0};
}  // namespace
std::span<const std::uint8_t> builtin_weights_file() { return {BYTES, sizeof BYTES - 1}; }
}  // namespace ply::reversi
")
file(RENAME "${OUTPUT}.tmp" "${OUTPUT}")
