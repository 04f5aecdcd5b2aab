// The one reader of data files on disk (core/data_file.h: read_data_file): a regular file is read
// whole, and what is not one (a directory, a FIFO, a missing file) is refused with its reason,
// without blocking.
#include <gtest/gtest.h>
#include <sys/stat.h>

#include <filesystem>
#include <fstream>

#include "core/data_file.h"
#include "scratch_files.h"

namespace ply {
namespace {

TEST(DataFileReader, AFileIsReadWholeByteForByte) {
  const std::string path = test::scratch_file("ply_data_file_reader_bytes");
  const std::string text("a\0b\xff\n", 5);
  std::ofstream(path, std::ios::binary) << text;
  std::string error;
  const auto bytes = read_data_file(path, &error);
  ASSERT_TRUE(bytes) << error;
  EXPECT_EQ(std::string(bytes->begin(), bytes->end()), text);
  std::ofstream(path, std::ios::binary | std::ios::trunc);
  EXPECT_EQ(read_data_file(path, &error), std::vector<std::uint8_t>{})
      << "an empty file is read, and empty";
  std::filesystem::remove(path);
}

TEST(DataFileReader, ADirectoryIsRefusedAsNotAFile) {
  const std::string path = test::scratch_file("ply_data_file_reader_directory");
  std::filesystem::create_directory(path);
  std::string error;
  EXPECT_FALSE(read_data_file(path, &error));
  EXPECT_EQ(error, path + ": a directory, not a file");
  std::filesystem::remove(path);
}

// Opening a FIFO for reading waits for a writer: the reader must refuse it without opening it so.
TEST(DataFileReader, AFifoIsRefusedWithoutWaitingForAWriter) {
  const std::string path = test::scratch_file("ply_data_file_reader_fifo");
  ASSERT_EQ(mkfifo(path.c_str(), 0600), 0);
  std::string error;
  EXPECT_FALSE(read_data_file(path, &error));
  EXPECT_EQ(error, path + ": not a regular file");
  std::filesystem::remove(path);
}

TEST(DataFileReader, AMissingFileIsRefusedWithTheSystemsReason) {
  const std::string path = test::scratch_file("ply_data_file_reader_missing");
  std::string error;
  EXPECT_FALSE(read_data_file(path, &error));
  EXPECT_EQ(error, path + ": No such file or directory");
}

}  // namespace
}  // namespace ply
