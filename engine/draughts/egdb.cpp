#include "draughts/egdb.h"

#include <algorithm>
#include <filesystem>

#include "draughts/data_files.h"
#include "draughts/draw.h"

namespace ply::draughts {

namespace {

constexpr char MAGIC[8] = {'P', 'L', 'Y', 'E', 'G', 'D', 'B', '1'};
constexpr std::size_t HEADER_BYTES = 8 + 4 + 8 + 4;

bool lone(int men, int kings) { return men == 0 && kings == 1; }

// The side facing a lone king: its pieces and kings (none if neither side is a lone king).
struct Strong {
  int pieces = 0, kings = 0;
};
std::optional<Strong> facing_lone_king(const Material& m) {
  if (lone(m.white_men, m.white_kings) && m.black_kings) return Strong{m.black(), m.black_kings};
  if (lone(m.black_men, m.black_kings) && m.white_kings) return Strong{m.white(), m.white_kings};
  return std::nullopt;
}

}  // namespace

int balance_limit(const Material& m) {
  if (const auto strong = facing_lone_king(m)) {
    if (strong->pieces <= 2) return FEW_PIECES_PLIES;               // 7.2.8
    if (strong->kings == strong->pieces) return THREE_KINGS_PLIES;  // 7.2.4 (and 7.2.5: no men)
  }
  if (!m.white_kings || !m.black_kings) return NO_LIMIT;
  int limit = NO_LIMIT;
  if (m.pieces() >= 4 && m.pieces() <= 5) limit = FEW_KINGS_BALANCE_PLIES;  // 7.2.6
  if (m.pieces() >= 6 && m.pieces() <= 7) limit = MANY_KINGS_BALANCE_PLIES;
  return m.men() == 0 ? std::min(limit, KINGS_ONLY_PLIES) : limit;  // 7.2.5: kings only
}

bool long_diagonal_rule(const Material& m) {
  const auto strong = facing_lone_king(m);
  return strong && strong->pieces == 3;
}

bool lone_king_holds_long_diagonal(const Position& pos) {
  return holds_long_diagonal(pos, popcount(pos.white) == 1 ? pos.white : pos.black);
}

int rule_counter(const Position& pos) {
  const bool men = (pos.white | pos.black) & ~pos.kings;
  return men ? pos.balance_plies : std::max(pos.balance_plies, pos.king_plies);
}

EgdbEntry at_counter(EgdbEntry stored, const Material& m, int counter) {
  if (stored.wdl == Wdl::DRAW || stored.plies == 0) return stored;
  const int limit = balance_limit(m);
  if (limit != NO_LIMIT && counter + stored.plies > limit) return {};
  return stored;
}

std::string egdb_file_name(const Material& m) {
  return "w" + std::to_string(m.white_men) + std::to_string(m.white_kings) + "b" +
         std::to_string(m.black_men) + std::to_string(m.black_kings) + ".egdb";
}

std::vector<u8> encode_egdb_file(const Material& m, std::span<const u8> entries) {
  std::vector<u8> out;
  out.reserve(HEADER_BYTES + entries.size());
  for (const char c : MAGIC) out.push_back(u8(c));
  for (const u8 count : {m.white_men, m.white_kings, m.black_men, m.black_kings})
    out.push_back(count);
  put_le(out, entries.size(), 8);
  put_le(out, payload_hash(entries), 4);
  out.insert(out.end(), entries.begin(), entries.end());
  return out;
}

std::optional<std::vector<u8>> decode_egdb_file(const Material& m, std::span<const u8> bytes,
                                                std::string* error) {
  auto refuse = [&](const std::string& why) -> std::optional<std::vector<u8>> {
    if (error) *error = egdb_file_name(m) + ": " + why;
    return std::nullopt;
  };
  if (bytes.size() < HEADER_BYTES || !std::equal(std::begin(MAGIC), std::end(MAGIC), bytes.begin()))
    return refuse("not an endgame database file");
  const Material named{bytes[8], bytes[9], bytes[10], bytes[11]};
  if (!(named == m)) return refuse("holds another material (" + egdb_file_name(named) + ")");
  const u64 count = get_le(bytes, 12, 8);
  if (count != table_size(m))
    return refuse("holds " + std::to_string(count) + " entries, expected " +
                  std::to_string(table_size(m)));
  if (bytes.size() != HEADER_BYTES + count)
    return refuse(bytes.size() < HEADER_BYTES + count ? "truncated" : "longer than its entries");
  const std::span<const u8> entries = bytes.subspan(HEADER_BYTES);
  if (payload_hash(entries) != get_le(bytes, 20, 4)) return refuse("damaged (its hash differs)");
  const int limit = balance_limit(m);
  for (const u8 b : entries) {
    const EgdbEntry e = decode_entry(b);
    if (e.plies > MAX_ENTRY_PLIES || (limit != NO_LIMIT && e.plies > limit))
      return refuse("an entry needs more plies than the rules allow");
  }
  return std::vector<u8>(entries.begin(), entries.end());
}

std::vector<u8> encode_egdb_pack(std::span<const std::vector<u8>> files) {
  std::vector<u8> pack;
  for (const std::vector<u8>& file : files) pack.insert(pack.end(), file.begin(), file.end());
  return pack;
}

bool Egdb::load_pack(std::span<const u8> bytes, std::string* error) {
  std::vector<std::pair<Material, std::vector<u8>>> tables;
  for (std::size_t at = 0; at < bytes.size();) {
    const std::span<const u8> rest = bytes.subspan(at);
    if (rest.size() < HEADER_BYTES ||
        !std::equal(std::begin(MAGIC), std::end(MAGIC), rest.begin())) {
      if (error) *error = "endgame database pack: no table at byte " + std::to_string(at);
      return false;
    }
    const Material m{rest[8], rest[9], rest[10], rest[11]};
    if (!m.fits_a_table()) {
      if (error) *error = "endgame database pack: no such material at byte " + std::to_string(at);
      return false;
    }
    const std::size_t length = HEADER_BYTES + std::min<u64>(get_le(rest, 12, 8), rest.size());
    auto entries = decode_egdb_file(m, rest.first(std::min(length, rest.size())), error);
    if (!entries) return false;
    tables.emplace_back(m, std::move(*entries));
    at += length;
  }
  for (auto& [m, entries] : tables) add(m, std::move(entries));
  return true;
}

void Egdb::add(const Material& m, std::vector<u8> entries) {
  std::vector<u8>& table = by_slot_[slot(m)];
  if (table.empty()) ++tables_;
  table = std::move(entries);
  max_pieces_ = std::max(max_pieces_, m.pieces());
}

bool Egdb::load_directory(const std::string& dir, std::string* error) {
  namespace fs = std::filesystem;
  std::error_code ec;
  fs::directory_iterator it(dir, ec);
  if (ec) {
    if (error) *error = dir + ": " + ec.message();
    return false;
  }
  for (const fs::directory_entry& file : it) {
    const std::string name = file.path().filename().string();
    // w<d><d>b<d><d>.egdb
    if (name.size() != 11 || name[0] != 'w' || name[3] != 'b' || name.substr(6) != ".egdb")
      continue;
    const auto digit = [&](int i) {
      return name[i] >= '0' && name[i] <= '7' ? u8(name[i] - '0') : u8(255);
    };
    const Material m{digit(1), digit(2), digit(4), digit(5)};
    if (!m.fits_a_table()) continue;
    const auto bytes = read_data_file(file.path().string(), error);
    if (!bytes) return false;
    auto entries = decode_egdb_file(m, *bytes, error);
    if (!entries) return false;
    add(m, std::move(*entries));
  }
  return true;
}

bool Egdb::has(const Material& m) const { return m.fits_a_table() && !by_slot_[slot(m)].empty(); }

std::optional<Egdb::Found> Egdb::find(const Position& pos) const {
  if (popcount(pos.occupied()) > max_pieces_ || !pos.white || !pos.black) return std::nullopt;
  const Position white_to_move = pos.side == WHITE ? pos : mirrored(pos);
  const Material m = material_of(white_to_move);
  if (!has(m)) return std::nullopt;
  return Found{decode_entry(by_slot_[slot(m)][index_of(white_to_move, m)]), m};
}

std::optional<EgdbEntry> Egdb::stored(const Position& pos) const {
  const auto found = find(pos);
  return found ? std::optional(found->entry) : std::nullopt;
}

// The draw rules read the material the same from either side, so the mirror's serves.
std::optional<EgdbEntry> Egdb::probe(const Position& pos) const {
  const auto found = find(pos);
  return found ? std::optional(at_counter(found->entry, found->material, rule_counter(pos)))
               : std::nullopt;
}

Egdb& endgame_databases() {
  static Egdb databases;
  return databases;
}

// The data file "egdb" (draughts/data_files.h): the tables of a pack join endgame_databases().
bool load_egdb(std::span<const u8> bytes, std::string* error) {
  return endgame_databases().load_pack(bytes, error);
}

}  // namespace ply::draughts
