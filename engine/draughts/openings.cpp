#include "draughts/openings.h"

#include "draughts/data_files.h"
#include "draughts/traits.h"

namespace ply::draughts {

std::optional<std::vector<Opening>> parse_openings(std::string_view text, std::string* error) {
  return parse_named_openings<Traits>(text, error);
}

namespace {
using OpeningsFile = NamedOpeningsFile<Traits, builtin_openings_file>;
}  // namespace

const std::vector<Opening>& standard_openings() { return OpeningsFile::current(); }

bool load_openings(std::span<const std::uint8_t> bytes, std::string* error) {
  return OpeningsFile::load(bytes, error);
}

}  // namespace ply::draughts
