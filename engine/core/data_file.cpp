#include "core/data_file.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

namespace ply {

std::optional<std::vector<std::uint8_t>> read_data_file(const std::string& path,
                                                        std::string* error) {
  const auto refuse = [&](const std::string& why) -> std::optional<std::vector<std::uint8_t>> {
    if (error) *error = path + ": " + why;
    return std::nullopt;
  };
  // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer; it is refused below
  // instead.
  const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0) return refuse(std::strerror(errno));
  const struct Closer {
    int fd;
    ~Closer() { ::close(fd); }
  } closer{fd};
  struct stat st {};
  if (::fstat(fd, &st) != 0) return refuse(std::strerror(errno));
  if (!S_ISREG(st.st_mode))
    return refuse(S_ISDIR(st.st_mode) ? "a directory, not a file" : "not a regular file");
  std::vector<std::uint8_t> bytes(std::size_t(st.st_size));
  std::size_t got = 0;
  // A file that grows while it is read keeps what was there when it was opened.
  while (got < bytes.size()) {
    const ssize_t n = ::read(fd, bytes.data() + got, bytes.size() - got);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) return refuse(std::strerror(errno));
    if (n == 0) break;
    got += std::size_t(n);
  }
  bytes.resize(got);
  return bytes;
}

}  // namespace ply
