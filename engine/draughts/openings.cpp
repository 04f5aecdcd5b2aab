#include "draughts/openings.h"

#include "draughts/data_files.h"
#include "draughts/traits.h"

namespace ply::draughts {

std::optional<std::vector<Opening>> parse_openings(std::string_view text, std::string* error) {
  return parse_named_openings<Traits>(text, error);
}

namespace {
using OpeningsData =
    LoadedData<std::vector<Opening>, decode_named_openings<Traits>, builtin_openings_file>;
}  // namespace

const std::vector<Opening>& standard_openings() {
  static const std::vector<Opening> none;
  const std::vector<Opening>* openings = OpeningsData::current();
  return openings ? *openings : none;
}

bool load_openings(std::span<const std::uint8_t> bytes, std::string* error) {
  return OpeningsData::load(bytes, error);
}

}  // namespace ply::draughts
