#include "reversi/variant.h"

#include <cctype>

#include "core/rng.h"
#include "core/text.h"
#include "reversi/notation.h"

namespace ply::reversi {

namespace {

constexpr Bitboard D4 = bit(3 * 8 + 3), E4 = bit(3 * 8 + 4), D5 = bit(4 * 8 + 3),
                   E5 = bit(4 * 8 + 4);
constexpr Bitboard CENTRE = D4 | E4 | D5 | E5;

// The wide board's centre (rows and columns 6 and 7 of 12, the same squares for 10x10 inside its
// ring).
constexpr int WIDE_LO = WIDE_SIDE / 2 - 1;
constexpr WideBits WIDE_D4 = wide_bit(wide::square(WIDE_LO, WIDE_LO)),
                   WIDE_E4 = wide_bit(wide::square(WIDE_LO, WIDE_LO + 1)),
                   WIDE_D5 = wide_bit(wide::square(WIDE_LO + 1, WIDE_LO)),
                   WIDE_E5 = wide_bit(wide::square(WIDE_LO + 1, WIDE_LO + 1));
constexpr WideBits WIDE_CENTRE = WIDE_D4 | WIDE_E4 | WIDE_D5 | WIDE_E5;

bool is_centre(int sq, int size) {
  return is_wide(size) ? WIDE_CENTRE.has(sq) : (bit(sq) & CENTRE) != 0;
}

bool is_separator(char c) { return c == ' ' || c == ',' || c == '\t'; }

std::string lower(std::string_view text) {
  std::string out;
  for (char c : text) out += char(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

}  // namespace

std::optional<Variant> parse_variant(std::string_view text, std::string* error) {
  Variant v;
  bool has_start = false, standard = false;
  std::string hole_word;  // named on the board, whose size may come later
  const auto refuse = [&](const std::string& why) {
    fail(error, "variant: " + why);
    return std::nullopt;
  };
  std::size_t i = 0;
  while (i < text.size()) {
    if (is_separator(text[i])) {
      ++i;
      continue;
    }
    std::size_t end = i;
    while (end < text.size() && !is_separator(text[end])) ++end;
    const std::string word = lower(text.substr(i, end - i));
    std::string quoted = whole_characters(text, i, end);
    quoted.insert(quoted.begin(), '\'');
    quoted += '\'';
    i = end;
    // A word may come again (the CLI's words join a position's own), but not contradict another.
    if (word == "8x8" || word == "6x6" || word == "10x10" || word == "12x12") {
      const int size = std::stoi(word);
      if (v.size && v.size != size)
        return refuse("two boards ('" + std::to_string(v.size) + "x" + std::to_string(v.size) +
                      "' and " + quoted + ")");
      v.size = size;
    } else if (word == "cross" || word == "parallel") {
      const Start start = word == "cross" ? Start::CROSS : Start::PARALLEL;
      if (has_start && v.start != start) return refuse("two starts ('cross' and 'parallel')");
      has_start = true;
      v.start = start;
    } else if (word == "standard") {
      if (v.anti || v.black_hole) return refuse("'standard' with another rule");
      standard = true;
    } else if (word == "anti") {
      if (standard) return refuse("'anti' with 'standard'");
      v.anti = true;
    } else if (word == "blackhole" || word.rfind("blackhole=", 0) == 0) {
      if (standard) return refuse(quoted + " with 'standard'");
      v.black_hole = true;
      if (word.size() > 10) {
        if (!hole_word.empty() && hole_word != word)
          return refuse("two black holes (" + quoted + " and another)");
        hole_word = word;
      }
    } else {
      return refuse("unknown word " + quoted +
                    " (expected 8x8, 6x6, 10x10, 12x12, cross, parallel, standard, anti, blackhole "
                    "or blackhole=<square>)");
    }
  }
  if (!hole_word.empty()) {
    const std::string quoted = "'" + hole_word + "'";
    const auto sq = parse_move(std::string_view(hole_word).substr(10), v.size ? v.size : 8);
    if (!sq) return refuse("not a square: " + quoted + " (e.g. blackhole=c6)");
    if (*sq == (is_wide(v.size) ? WIDE_PASS : PASS))
      return refuse("not a square: " + quoted + " (e.g. blackhole=c6)");
    if (is_centre(*sq, v.size))
      return refuse("the black hole cannot be a centre square: " + quoted);
    v.hole = *sq;
  }
  return v;
}

std::string to_string(const Variant& v) {
  std::string words;
  const auto add = [&](const std::string& word) {
    if (!words.empty()) words += ' ';
    words += word;
  };
  if (v.size && v.size != 8) add(std::to_string(v.size) + "x" + std::to_string(v.size));
  if (v.start == Start::PARALLEL) add("parallel");
  if (v.anti) add("anti");
  if (v.black_hole)
    add(v.hole != Variant::NO_HOLE ? "blackhole=" + move_to_string(v.hole, v.size ? v.size : 8)
                                   : "blackhole");
  return words;
}

Position start_position(const Variant& v, u64 seed) {
  Position pos = v.start == Start::CROSS ? start_position() : Position{D5 | E5, D4 | E4, true};
  pos.anti = v.anti;
  pos.size = u8(v.size == 6 ? 6 : 8);
  pos.blocked = pos.size == 6 ? RING : 0;
  if (v.black_hole) {
    if (v.hole != Variant::NO_HOLE)
      pos.blocked |= bit(v.hole);
    else {
      Bitboard free = ~(CENTRE | pos.blocked);
      Rng rng(seed);
      for (u32 skip = rng.below(u32(popcount(free))); skip; --skip) free &= free - 1;
      pos.blocked |= bit(first_square(free));
    }
  }
  return pos;
}

Variant variant_of(const Position& pos) {
  Variant v;
  v.start = (pos.black() & CENTRE) == (D5 | E5) && (pos.white() & CENTRE) == (D4 | E4)
                ? Start::PARALLEL
                : Start::CROSS;
  v.size = pos.size == 6 ? 6 : 0;
  v.anti = pos.anti;
  const Bitboard hole = pos.blocked & (pos.size == 6 ? ~RING : ~Bitboard(0));
  v.black_hole = hole != 0;
  v.hole = hole ? first_square(hole) : Variant::NO_HOLE;
  return v;
}

WidePosition wide_start_position(const Variant& v, u64 seed) {
  WidePosition pos;
  pos.player = v.start == Start::CROSS ? WIDE_D5 | WIDE_E4 : WIDE_D5 | WIDE_E5;
  pos.opponent = v.start == Start::CROSS ? WIDE_D4 | WIDE_E5 : WIDE_D4 | WIDE_E4;
  pos.anti = v.anti;
  pos.size = u8(v.size == 10 ? 10 : 12);
  pos.blocked = pos.size == 10 ? wide::RING : WideBits{};
  if (v.black_hole) {
    if (v.hole != Variant::NO_HOLE)
      pos.blocked |= wide_bit(v.hole);
    else {
      WideBits free = ~(WIDE_CENTRE | pos.blocked);
      Rng rng(seed);
      for (u32 skip = rng.below(u32(popcount(free))); skip; --skip) free = without_first(free);
      pos.blocked |= wide_bit(first_square(free));
    }
  }
  return pos;
}

Variant variant_of(const WidePosition& pos) {
  Variant v;
  v.start = (pos.black() & WIDE_CENTRE) == (WIDE_D5 | WIDE_E5) &&
                    (pos.white() & WIDE_CENTRE) == (WIDE_D4 | WIDE_E4)
                ? Start::PARALLEL
                : Start::CROSS;
  v.size = pos.size;
  v.anti = pos.anti;
  const WideBits hole = pos.blocked & (pos.size == 10 ? ~wide::RING : ~WideBits{});
  v.black_hole = bool(hole);
  v.hole = hole ? first_square(hole) : Variant::NO_HOLE;
  return v;
}

}  // namespace ply::reversi
