// Level 5's opening book (engine/draughts/book/russian.book, declared in data.h): the positions of
// the standard Russian openings (book/openings.tsv) and the engine's best continuations from each,
// every move valued by the engine's own searches (tools/draughts_book), in hundredths of a man for
// the side to move, the leaf searches' values negamaxed through the book's tree.
//
// Layout, little-endian: "PLYK", u16 format version, u16 depth of the leaf searches, u32 entries,
// u32 payload bytes, u32 FNV-1a hash of the payload; then the entries in increasing (white, black,
// kings, side): u64 white, u64 black, u64 kings, u8 side, u8 move count, and each move as u8 from,
// u8 to, u64 captured, i16 value, in increasing (from, to, captured). The reader refuses a file
// whose position is not one of the board's, is out of order, or holds an illegal or repeated move,
// so every file read writes back the same.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "draughts/board.h"

namespace ply::draughts {

constexpr std::uint16_t BOOK_FORMAT_VERSION = 1;
// Thirty men ahead is no opening's value: beyond it a file is damaged.
constexpr int BOOK_MAX_VALUE = 3000;

struct BookMove {
  Move move;
  std::int16_t value = 0;  // hundredths of a man, for the side to move before the move
  bool operator==(const BookMove&) const = default;
};

struct BookEntry {
  Position pos;                 // counters zero: the book knows placements, not histories
  std::vector<BookMove> moves;  // in increasing (from, to, captured)
  bool operator==(const BookEntry&) const = default;
};

struct Book {
  std::uint16_t depth = 0;         // of the searches that valued the leaves
  std::vector<BookEntry> entries;  // in increasing (white, black, kings, side)
  bool operator==(const Book&) const = default;
};

// The order of the book's positions and of an entry's moves.
bool book_order(const Position& a, const Position& b);
bool book_order(const Move& a, const Move& b);

// The book's moves in `pos`, best first (among equal values in the book's order); empty when the
// book does not hold the position.
std::vector<BookMove> book_moves(const Book& book, const Position& pos);

std::vector<std::uint8_t> encode_book(const Book& book);

// A file holding this payload, with the header that describes it: what encode_book writes around
// its entries.
std::vector<std::uint8_t> book_file(std::span<const std::uint8_t> payload, std::uint16_t depth,
                                    std::uint32_t entries);

// The book, or nothing and why (a wrong magic or version, a truncated or altered payload, a
// position that is not one of the board's or out of order, an illegal or repeated move, a value
// beyond BOOK_MAX_VALUE).
std::optional<Book> decode_book(std::span<const std::uint8_t> bytes, std::string* error = nullptr);

// The book level 5 plays from: the last file load_book (draughts/data_files.h) accepted, else the
// one compiled in; nullptr when there is none (the page's module before its file arrives).
const Book* opening_book();

}  // namespace ply::draughts
