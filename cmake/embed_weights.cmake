# Writes the data file INPUT as a C++ byte array (ply::NAMESPACE::FUNCTION, declared in HEADER: by default
# reversi's builtin_weights_file in reversi/pattern_weights.h) into OUTPUT: run at build time, so the versioned file
# is the only copy of the data in the repository.
if(NOT DEFINED HEADER)
  set(HEADER reversi/pattern_weights.h)
endif()
if(NOT DEFINED NAMESPACE)
  set(NAMESPACE reversi)
endif()
if(NOT DEFINED FUNCTION)
  set(FUNCTION builtin_weights_file)
endif()
file(READ "${INPUT}" hex HEX)
string(REGEX REPLACE "([0-9a-f][0-9a-f])" "0x\\1," bytes "${hex}")
# A line break every 32 bytes keeps the generated file readable by tools.
string(REGEX REPLACE "((0x[0-9a-f][0-9a-f],){32})" "\\1\n" bytes "${bytes}")
file(WRITE "${OUTPUT}.tmp" "// Generated from ${INPUT} by cmake/embed_weights.cmake: do not edit.
#include \"${HEADER}\"

namespace ply::${NAMESPACE} {
namespace {
// One byte more than the file, so an empty file still makes an array.
constexpr std::uint8_t BYTES[] = {
${bytes}0};
}  // namespace
std::span<const std::uint8_t> ${FUNCTION}() { return {BYTES, sizeof BYTES - 1}; }
}  // namespace ply::${NAMESPACE}
")
file(RENAME "${OUTPUT}.tmp" "${OUTPUT}")
