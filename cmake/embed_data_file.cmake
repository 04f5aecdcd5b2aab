# Writes the data file INPUT as a C++ byte array, the body of ply::NAMESPACE::FUNCTION (declared in HEADER),
# into OUTPUT: run at build time (cmake/data_files.cmake: EMBED), so that the versioned file is the only copy
# of the data in the repository.
foreach(required INPUT OUTPUT HEADER NAMESPACE FUNCTION)
  if(NOT DEFINED ${required})
    message(FATAL_ERROR "embed_data_file.cmake needs -D${required}=...")
  endif()
endforeach()
file(READ "${INPUT}" hex HEX)
string(REGEX REPLACE "([0-9a-f][0-9a-f])" "0x\\1," bytes "${hex}")
# A line break every 32 bytes keeps the generated file readable by tools.
string(REGEX REPLACE "((0x[0-9a-f][0-9a-f],){32})" "\\1\n" bytes "${bytes}")
file(WRITE "${OUTPUT}.tmp" "// Generated from ${INPUT} by cmake/embed_data_file.cmake: do not edit.
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
