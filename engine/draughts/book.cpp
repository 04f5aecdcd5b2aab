#include "draughts/book.h"

#include <algorithm>
#include <array>
#include <tuple>

#include "core/book_file.h"
#include "draughts/data_files.h"

namespace ply::draughts {

namespace {

constexpr std::array<std::uint8_t, 4> MAGIC = {'P', 'L', 'Y', 'K'};
constexpr std::size_t ENTRY_BYTES = 26;  // three bitboards, the side and the move count
constexpr std::size_t MOVE_BYTES = 12;

std::optional<Book> refuse(std::string* error, const std::string& why) {
  if (error) *error = "opening book: " + why;
  return std::nullopt;
}

// Why `pos` is not a position of the board (pieces off the dark squares or on one square, a man on
// the rank where it would have been crowned), or "".
std::string position_error(const Position& pos) {
  if (pos.white & pos.black) return "both sides have a piece on one square";
  if (pos.occupied() & ~DARK) return "a piece stands on a light square";
  if (pos.kings & ~pos.occupied()) return "a king stands on an empty square";
  const Bitboard men = pos.occupied() & ~pos.kings;
  if ((men & pos.white & promotion_rank(WHITE)) || (men & pos.black & promotion_rank(BLACK)))
    return "a man stands where it would have been crowned";
  if (popcount(pos.white) > 12 || popcount(pos.black) > 12)
    return "a side has more than twelve pieces";
  if (pos.side != WHITE && pos.side != BLACK) return "no side to move";
  return "";
}

// Why the entry (its position checked, its moves found legal) is not one the writer makes, or "":
// `previous` is the entry before it.
std::string entry_error(const BookEntry& e, const BookEntry* previous) {
  if (previous && !book_order(previous->pos, e.pos))
    return "the positions are not in increasing order";
  if (e.moves.empty()) return "a position has no move";
  for (std::size_t i = 0; i < e.moves.size(); ++i) {
    const BookMove& m = e.moves[i];
    if (i && !book_order(e.moves[i - 1].move, m.move))
      return "a position's moves are not in increasing order";
    if (m.value < -BOOK_MAX_VALUE || m.value > BOOK_MAX_VALUE) return "a value beyond ±30 men";
  }
  return "";
}

}  // namespace

bool book_order(const Position& a, const Position& b) {
  return std::tie(a.white, a.black, a.kings, a.side) < std::tie(b.white, b.black, b.kings, b.side);
}

bool book_order(const Move& a, const Move& b) {
  return std::tie(a.from, a.to, a.captured) < std::tie(b.from, b.to, b.captured);
}

std::vector<BookMove> book_moves(const Book& book, const Position& pos) {
  Position key = pos;
  key.king_plies = key.balance_plies = 0;
  const auto it =
      std::lower_bound(book.entries.begin(), book.entries.end(), key,
                       [](const BookEntry& e, const Position& k) { return book_order(e.pos, k); });
  if (it == book.entries.end() || book_order(key, it->pos)) return {};
  std::vector<BookMove> moves = it->moves;
  std::stable_sort(moves.begin(), moves.end(),
                   [](const BookMove& a, const BookMove& b) { return a.value > b.value; });
  return moves;
}

std::vector<std::uint8_t> encode_book(const Book& book) {
  std::vector<std::uint8_t> payload;
  for (const BookEntry& e : book.entries) {
    put_le(payload, e.pos.white, 8);
    put_le(payload, e.pos.black, 8);
    put_le(payload, e.pos.kings, 8);
    put_le(payload, e.pos.side, 1);
    put_le(payload, e.moves.size(), 1);
    for (const BookMove& m : e.moves) {
      put_le(payload, m.move.from, 1);
      put_le(payload, m.move.to, 1);
      put_le(payload, m.move.captured, 8);
      put_le(payload, std::uint16_t(m.value), 2);
    }
  }
  return book_file(payload, book.depth, std::uint32_t(book.entries.size()));
}

std::vector<std::uint8_t> book_file(std::span<const std::uint8_t> payload, std::uint16_t depth,
                                    std::uint32_t entries) {
  return ply::book_file(MAGIC, BOOK_FORMAT_VERSION, payload, depth, entries);
}

std::optional<Book> decode_book(std::span<const std::uint8_t> bytes, std::string* error) {
  std::string why;
  const auto header = read_book_header(bytes, MAGIC, BOOK_FORMAT_VERSION, &why);
  if (!header) return refuse(error, why);
  const std::span<const std::uint8_t> payload = header->payload;
  Book book;
  book.depth = header->depth;
  const std::size_t count = header->entries;
  // Each entry takes at least its header and one move: a count beyond that is a lie, not a
  // reservation.
  if (count > payload.size() / (ENTRY_BYTES + MOVE_BYTES))
    return refuse(error, std::to_string(count) + " entries cannot fit in " +
                             std::to_string(payload.size()) + " bytes");
  book.entries.reserve(count);
  std::size_t at = 0;
  for (std::size_t i = 0; i < count; ++i) {
    if (at + ENTRY_BYTES > payload.size()) return refuse(error, "an entry is cut short");
    BookEntry e;
    e.pos.white = get_le(payload, at, 8);
    e.pos.black = get_le(payload, at + 8, 8);
    e.pos.kings = get_le(payload, at + 16, 8);
    e.pos.side = Color(payload[at + 24]);
    const std::size_t moves = payload[at + 25];
    at += ENTRY_BYTES;
    if (at + moves * MOVE_BYTES > payload.size())
      return refuse(error, "an entry's moves are cut short");
    const auto refuse_entry = [&](const std::string& why) {
      return refuse(error, "entry " + std::to_string(i) + ": " + why);
    };
    // Moves are generated only in a position of the board.
    if (const std::string why = position_error(e.pos); !why.empty()) return refuse_entry(why);
    MoveList legal;
    generate_moves(e.pos, legal);
    for (std::size_t m = 0; m < moves; ++m, at += MOVE_BYTES) {
      const u8 from = payload[at], to = payload[at + 1];
      const Bitboard captured = get_le(payload, at + 2, 8);
      // A move is stored by its squares and what it takes; its promotion follows from them.
      const auto move = std::find_if(legal.begin(), legal.end(), [&](const Move& l) {
        return l.from == from && l.to == to && l.captured == captured;
      });
      if (move == legal.end()) return refuse_entry("a move is not legal in its position");
      e.moves.push_back({*move, std::int16_t(get_le(payload, at + 10, 2))});
    }
    if (const std::string why =
            entry_error(e, book.entries.empty() ? nullptr : &book.entries.back());
        !why.empty())
      return refuse_entry(why);
    book.entries.push_back(std::move(e));
  }
  if (at != payload.size()) return refuse(error, "bytes after the last entry");
  return book;
}

using BookData = LoadedData<Book, decode_book, builtin_book_file>;

const Book* opening_book() { return BookData::current(); }

bool load_book(std::span<const std::uint8_t> bytes, std::string* error) {
  return BookData::load(bytes, error);
}

}  // namespace ply::draughts
