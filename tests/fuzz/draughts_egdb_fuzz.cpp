// Draughts endgame database files (what ply-egdb-draughts writes and --egdb reads): any bytes are
// refused with a reason or read as entries that write back to the same file. The first byte chooses
// the material (the king against king table, or a king and a man against a king) and whether the
// rest is the whole file (the header's checks) or the entries of a file with a sound header (the
// entries' checks, which random bytes would never reach past the hash).
#include "draughts/egdb.h"
#include "fuzz_check.h"

using namespace ply::draughts;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const Material m = data[0] & 2 ? Material{0, 1, 0, 1} : Material{1, 1, 0, 1};
  const std::span<const std::uint8_t> rest(data + 1, size - 1);
  std::vector<std::uint8_t> file;
  if (data[0] & 1) {
    std::vector<std::uint8_t> entries(rest.begin(), rest.end());
    entries.resize(table_size(m));
    file = encode_egdb_file(m, entries);
  } else {
    file.assign(rest.begin(), rest.end());
  }
  std::string error;
  const auto entries = decode_egdb_file(m, file, &error);
  if (!entries) {
    FUZZ_CHECK(error.starts_with(egdb_file_name(m) + ": "), "a refused file has no reason");
    return 0;
  }
  FUZZ_CHECK(entries->size() == table_size(m), "a table of the wrong size was read");
  FUZZ_CHECK(encode_egdb_file(m, *entries) == file,
             "the entries do not write back to the file read");
  const int limit = balance_limit(m);
  for (const std::uint8_t b : *entries) {
    const EgdbEntry e = decode_entry(b);
    FUZZ_CHECK(e.plies <= MAX_ENTRY_PLIES && (limit == NO_LIMIT || e.plies <= limit),
               "an entry the rules cannot reach was read");
  }
  return 0;
}
