// Reversi's opening book file (book.h): any bytes are refused with a reason or read as a book that
// writes back to the very same file. The first byte chooses whether the rest is the whole file (the
// header's checks) or a payload given a valid header (the entries' checks behind the hash, which
// random bytes would never get past); then the next two bytes are its entry count.
#include "fuzz_check.h"
#include "reversi/book.h"

using namespace ply::reversi;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size < 3) return 0;
  const std::span<const std::uint8_t> rest(data + 3, size - 3);
  const std::uint32_t entries = data[1] | std::uint32_t(data[2]) << 8;
  const std::vector<std::uint8_t> file = data[0] & 1
                                             ? book_file(rest, 10, entries)
                                             : std::vector<std::uint8_t>(rest.begin(), rest.end());
  std::string error;
  const auto book = decode_book(file, &error);
  if (!book) {
    FUZZ_CHECK(error.starts_with("opening book: "), "a refused file has no reason");
    return 0;
  }
  FUZZ_CHECK(encode_book(*book) == file, "the book read does not write back the same file");
  for (const BookEntry& e : book->entries) {
    const Position pos{e.player, e.opponent, true};
    const std::vector<BookMove> moves = book_moves(*book, pos);
    FUZZ_CHECK(moves.size() == e.moves.size(), "a stored position's moves are not found");
    for (const BookMove& m : moves)
      FUZZ_CHECK(legal_moves(pos) >> m.square & 1, "an illegal book move");
  }
  return 0;
}
