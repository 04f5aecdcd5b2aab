// Level 5's opening book for the standard 8x8 game (engine/reversi/book/book8.book, declared in
// data.h), built by tools/reversi_book from the engine's own searches: each position the book
// knows, with the value of each of its moves (in hundredths of a disc for the side to move, the
// leaf searches' values negamaxed through the book's tree). A position is stored once for its eight
// symmetries, as its least image, and the moves on that image; a lookup maps them back onto the
// board asked about.
//
// Layout, little-endian: "PLYB", u16 format version, u16 depth of the leaf searches, u32 entries,
// u32 payload bytes, u32 FNV-1a hash of the payload; then the entries in increasing (player,
// opponent): u64 player, u64 opponent, u8 move count, and each move as u8 square and i16 value, in
// increasing squares. The reader refuses a file whose entry is not the least image of its position,
// is out of order, or holds an illegal or repeated move, so every file read writes back the same.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "reversi/board.h"

namespace ply::reversi {

constexpr std::uint16_t BOOK_FORMAT_VERSION = 1;
// A value beyond a whole board's margin is no value.
constexpr int BOOK_MAX_VALUE = 6400;

struct BookMove {
  std::uint8_t square = 0;
  std::int16_t value = 0;  // hundredths of a disc, for the side to move before the move
  bool operator==(const BookMove&) const = default;
};

struct BookEntry {
  Bitboard player = 0, opponent = 0;  // the least of the position's eight images
  std::vector<BookMove> moves;        // on that image, in increasing squares
  bool operator==(const BookEntry&) const = default;
};

struct Book {
  std::uint16_t depth = 0;         // of the searches that valued the leaves
  std::vector<BookEntry> entries;  // in increasing (player, opponent)
  bool operator==(const Book&) const = default;
};

// The least of a position's eight images ((player, opponent) compared in that order), and the first
// symmetry (symmetry.h) that gives it.
struct Canonical {
  Bitboard player = 0, opponent = 0;
  int symmetry = 0;
};
Canonical canonical(Bitboard player, Bitboard opponent);

// The positions the book holds moves for: the standard game only (no blocked square, not
// anti-reversi).
constexpr bool book_plays(const Position& pos) {
  return pos.size == 8 && !pos.anti && !pos.blocked;
}

// The book's moves in `pos` on its own board, best first (among equal values the lower square
// first); empty when the book does not hold the position.
std::vector<BookMove> book_moves(const Book& book, const Position& pos);

std::vector<std::uint8_t> encode_book(const Book& book);

// A file holding this payload, with the header that describes it: what encode_book writes around
// its entries.
std::vector<std::uint8_t> book_file(std::span<const std::uint8_t> payload, std::uint16_t depth,
                                    std::uint32_t entries);

// The book, or nothing and why (a wrong magic or version, a truncated or altered payload, an entry
// out of order or not in its least image, an illegal move, a value beyond a board's margin).
std::optional<Book> decode_book(std::span<const std::uint8_t> bytes, std::string* error = nullptr);

// The book level 5 plays from: the last file load_book (reversi/data_files.h) accepted, else the
// one compiled in (decoded once); nullptr when there is none (the page's module before its file
// arrives).
const Book* opening_book();

}  // namespace ply::reversi
