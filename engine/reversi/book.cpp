#include "reversi/book.h"

#include <algorithm>
#include <array>
#include <tuple>

#include "core/book_file.h"
#include "reversi/data_files.h"
#include "reversi/symmetry.h"

namespace ply::reversi {

namespace {

constexpr std::array<std::uint8_t, 4> MAGIC = {'P', 'L', 'Y', 'B'};
constexpr std::size_t ENTRY_BYTES = 17;  // the two bitboards and the move count
constexpr std::size_t MOVE_BYTES = 3;

bool fail(std::string* error, const std::string& why) {
  if (error) *error = "opening book: " + why;
  return false;
}

bool before(Bitboard p1, Bitboard o1, Bitboard p2, Bitboard o2) {
  return std::tie(p1, o1) < std::tie(p2, o2);
}

}  // namespace

Canonical canonical(Bitboard player, Bitboard opponent) {
  Canonical least{player, opponent, 0};
  for (int s = 1; s < 8; ++s) {
    const Bitboard p = symmetric(player, s), o = symmetric(opponent, s);
    if (before(p, o, least.player, least.opponent)) least = {p, o, s};
  }
  return least;
}

std::vector<BookMove> book_moves(const Book& book, const Position& pos) {
  if (!book_plays(pos)) return {};
  const Canonical c = canonical(pos.player, pos.opponent);
  const auto it = std::lower_bound(book.entries.begin(), book.entries.end(), c,
                                   [](const BookEntry& e, const Canonical& k) {
                                     return before(e.player, e.opponent, k.player, k.opponent);
                                   });
  if (it == book.entries.end() || it->player != c.player || it->opponent != c.opponent) return {};
  std::vector<BookMove> moves;
  for (const BookMove& m : it->moves)
    moves.push_back({std::uint8_t(unsymmetric_square(m.square, c.symmetry)), m.value});
  std::sort(moves.begin(), moves.end(), [](const BookMove& a, const BookMove& b) {
    return std::tie(b.value, a.square) < std::tie(a.value, b.square);
  });
  return moves;
}

std::vector<std::uint8_t> encode_book(const Book& book) {
  std::vector<std::uint8_t> payload;
  for (const BookEntry& e : book.entries) {
    put_le(payload, e.player, 8);
    put_le(payload, e.opponent, 8);
    put_le(payload, e.moves.size(), 1);
    for (const BookMove& m : e.moves) {
      put_le(payload, m.square, 1);
      put_le(payload, std::uint16_t(m.value), 2);
    }
  }
  return book_file(payload, book.depth, std::uint32_t(book.entries.size()));
}

std::vector<std::uint8_t> book_file(std::span<const std::uint8_t> payload, std::uint16_t depth,
                                    std::uint32_t entries) {
  return ply::book_file(MAGIC, BOOK_FORMAT_VERSION, payload, depth, entries);
}

namespace {

// Why the entry (its moves read) is not one the writer makes, or "": `previous` is the entry before
// it.
std::string entry_error(const BookEntry& e, const BookEntry* previous) {
  if (e.player & e.opponent) return "both sides have a disc on one square";
  const Canonical c = canonical(e.player, e.opponent);
  if (c.player != e.player || c.opponent != e.opponent)
    return "a position is not stored as its least image";
  if (previous && !before(previous->player, previous->opponent, e.player, e.opponent))
    return "the positions are not in increasing order";
  if (e.moves.empty()) return "a position has no move";
  const Bitboard legal = legal_moves(e.player, e.opponent);
  for (std::size_t i = 0; i < e.moves.size(); ++i) {
    const BookMove& m = e.moves[i];
    if (m.square >= 64 || !has(legal, m.square)) return "a move is not legal in its position";
    if (i && m.square <= e.moves[i - 1].square)
      return "a position's moves are not in increasing squares";
    if (m.value < -BOOK_MAX_VALUE || m.value > BOOK_MAX_VALUE) return "a value beyond ±64 discs";
  }
  return "";
}

}  // namespace

std::optional<Book> decode_book(std::span<const std::uint8_t> bytes, std::string* error) {
  std::string why;
  const auto header = read_book_header(bytes, MAGIC, BOOK_FORMAT_VERSION, &why);
  if (!header) return fail(error, why), std::nullopt;
  const std::span<const std::uint8_t> payload = header->payload;
  Book book;
  book.depth = header->depth;
  const std::size_t count = header->entries;
  // Each entry takes at least its header and one move: a count beyond that is a lie, not a
  // reservation.
  if (count > payload.size() / (ENTRY_BYTES + MOVE_BYTES) + 1)
    return fail(error, std::to_string(count) + " entries cannot fit in " +
                           std::to_string(payload.size()) + " bytes"),
           std::nullopt;
  book.entries.reserve(count);
  std::size_t at = 0;
  for (std::size_t i = 0; i < count; ++i) {
    if (at + ENTRY_BYTES > payload.size())
      return fail(error, "an entry is cut short"), std::nullopt;
    BookEntry e{get_le(payload, at, 8), get_le(payload, at + 8, 8), {}};
    const std::size_t moves = payload[at + 16];
    at += ENTRY_BYTES;
    if (at + moves * MOVE_BYTES > payload.size())
      return fail(error, "an entry's moves are cut short"), std::nullopt;
    for (std::size_t m = 0; m < moves; ++m, at += MOVE_BYTES)
      e.moves.push_back({payload[at], std::int16_t(get_le(payload, at + 1, 2))});
    if (const std::string why =
            entry_error(e, book.entries.empty() ? nullptr : &book.entries.back());
        !why.empty())
      return fail(error, "entry " + std::to_string(i) + ": " + why), std::nullopt;
    book.entries.push_back(std::move(e));
  }
  if (at != payload.size()) return fail(error, "bytes after the last entry"), std::nullopt;
  return book;
}

using BookData = LoadedData<Book, decode_book, builtin_book_file>;

const Book* opening_book() { return BookData::current(); }

bool load_book(std::span<const std::uint8_t> bytes, std::string* error) {
  return BookData::load(bytes, error);
}

}  // namespace ply::reversi
