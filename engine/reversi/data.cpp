#include "reversi/data.h"

#include "reversi/book.h"
#include "reversi/pattern_weights.h"

namespace ply::reversi {

std::string load_data(std::string_view name, std::span<const std::uint8_t> bytes) {
  for (const DataFile& file : DATA_FILES) {
    if (name != file.name) continue;
    std::string error = check_data_file(file, bytes);
    if (!error.empty()) return error;
    if (name == "book") load_book(bytes, &error);
    else load_weights(bytes, &error);
    return error;
  }
  return "reversi has no data file named '" + std::string(name) + "'";
}

}  // namespace ply::reversi
