// Every game's data files (cmake/data_files.cmake, core/data_file.h): each declared file is the one
// in the repository, compiled in where it is declared EMBED, and handed to the game only whole and
// unaltered, a refusal naming its reason. The rows are the games' own declarations, so a file
// declared is a file tested.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/data_file.h"
#include "core/sha256.h"
#include "games.h"

namespace ply {
namespace {

struct Declared {
  std::string_view game;
  std::span<const DataFile> files;
  const DataFile* file;
};

std::vector<Declared> every_data_file() {
  std::vector<Declared> all;
  for_each_game([&]<typename T>() {
    if constexpr (requires { T::DATA_FILES; })
      for (const DataFile& f : T::DATA_FILES) all.push_back({T::NAME, T::DATA_FILES, &f});
  });
  return all;
}

// The bytes the declaration is of, as the build finds them: the repository's file, or what a
// gzipped one holds (unpacked by the build).
std::vector<std::uint8_t> declared_bytes(const DataFile& f) {
  std::string path = f.path;
  const bool gzipped = path.ends_with(".gz");
  if (gzipped) path.resize(path.size() - 3);
  std::string error;
  const auto bytes =
      read_data_file((gzipped ? PLY_GENERATED_DATA "/" : PLY_ENGINE_DIR "/") + path, &error);
  if (!bytes) ADD_FAILURE() << error;
  return bytes.value_or(std::vector<std::uint8_t>{});
}

std::vector<std::uint8_t> copy(std::span<const std::uint8_t> bytes) {
  return {bytes.begin(), bytes.end()};
}

TEST(Sha256, GivesThePublishedDigestsOfFips180Examples) {
  const auto hex = [](std::string_view text) {
    return sha256_hex({reinterpret_cast<const std::uint8_t*>(text.data()), text.size()});
  };
  EXPECT_EQ(hex(""), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  EXPECT_EQ(hex("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  // 56 bytes: the length no longer fits in the last block.
  EXPECT_EQ(hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"),
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
  EXPECT_EQ(hex(std::string(1000000, 'a')),
            "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
}

TEST(DataFiles, TheGamesDeclareTheirFiles) {
  // Reversi's weights, book and openings, draughts' databases, book and openings, chess's network.
  EXPECT_EQ(every_data_file().size(), 7u);
  for (const Declared& d : every_data_file()) {
    EXPECT_TRUE(std::string_view(d.file->path).starts_with(std::string(d.game) + "/"))
        << d.file->path;
    EXPECT_EQ(std::string_view(d.file->sha256).size(), 64u) << d.file->path;
  }
}

TEST(DataFiles, EachDeclarationIsOfTheFileInTheRepository) {
  for (const Declared& d : every_data_file())
    EXPECT_EQ(check_data_file(*d.file, declared_bytes(*d.file)), "") << d.file->path;
}

TEST(DataFiles, AnEmbeddedFileIsCompiledInAsItIsInTheRepositoryAndNoOtherIs) {
  for (const Declared& d : every_data_file()) {
    if (d.file->embedded)
      EXPECT_EQ(copy(d.file->builtin()), declared_bytes(*d.file)) << d.file->path;
    else
      EXPECT_TRUE(d.file->builtin().empty()) << d.file->path;
  }
}

TEST(DataFiles, TheDeclaredFileIsAcceptedAsTheGamesOwnLoadsIt) {
  for (const Declared& d : every_data_file())
    EXPECT_EQ(load_data_file(d.game, d.files, d.file->name, declared_bytes(*d.file)), "")
        << d.file->path;
}

TEST(DataFiles, ATruncatedOrLongerFileIsRefusedWithItsSize) {
  for (const Declared& d : every_data_file()) {
    std::vector<std::uint8_t> bytes = declared_bytes(*d.file);
    const std::string size = std::to_string(bytes.size());
    bytes.pop_back();
    EXPECT_EQ(load_data_file(d.game, d.files, d.file->name, bytes),
              std::string(d.file->path) + ": " + std::to_string(bytes.size()) +
                  " bytes, expected " + size + " (truncated)");
    bytes.resize(bytes.size() + 2);
    EXPECT_EQ(load_data_file(d.game, d.files, d.file->name, bytes),
              std::string(d.file->path) + ": " + std::to_string(bytes.size()) +
                  " bytes, expected " + size);
  }
}

TEST(DataFiles, AFileWithOneByteAlteredIsRefusedAsAnotherFile) {
  for (const Declared& d : every_data_file()) {
    std::vector<std::uint8_t> bytes = declared_bytes(*d.file);
    bytes[bytes.size() / 2] ^= 1;
    EXPECT_EQ(
        load_data_file(d.game, d.files, d.file->name, bytes),
        std::string(d.file->path) +
            ": not the file this build expects (its hash differs: damaged, or another version)");
  }
}

TEST(DataFiles, ANameTheGameDoesNotDeclareIsRefused) {
  for (const Declared& d : every_data_file())
    EXPECT_EQ(load_data_file(d.game, d.files, "nothing", declared_bytes(*d.file)),
              std::string(d.game) + " has no data file named 'nothing'");
}

}  // namespace
}  // namespace ply
