// Draughts' opening book file (book.h): any bytes are refused with a reason or read as a book that
// writes back to the very same file, every stored move found and legal. The first byte chooses
// whether the rest is the whole file (the header's checks) or a payload given a valid header (the
// entries' checks behind the hash, which random bytes would never get past); the next two bytes are
// its entry count.
#include <algorithm>

#include "draughts/book.h"
#include "fuzz_check.h"

using namespace ply::draughts;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size < 3) return 0;
  const std::span<const std::uint8_t> rest(data + 3, size - 3);
  const std::uint32_t entries = data[1] | std::uint32_t(data[2]) << 8;
  const std::vector<std::uint8_t> file = data[0] & 1
                                             ? book_file(rest, 18, entries)
                                             : std::vector<std::uint8_t>(rest.begin(), rest.end());
  std::string error;
  const auto book = decode_book(file, &error);
  if (!book) {
    FUZZ_CHECK(error.starts_with("opening book: "), "a refused file has no reason");
    return 0;
  }
  FUZZ_CHECK(encode_book(*book) == file, "the book read does not write back the same file");
  for (const BookEntry& e : book->entries) {
    const std::vector<BookMove> moves = book_moves(*book, e.pos);
    FUZZ_CHECK(moves.size() == e.moves.size(), "a stored position's moves are not found");
    MoveList legal;
    generate_moves(e.pos, legal);
    for (const BookMove& m : moves)
      FUZZ_CHECK(std::find(legal.begin(), legal.end(), m.move) != legal.end(),
                 "an illegal book move");
  }
  return 0;
}
