#include "fit.h"

#include <cstdio>
#include <fstream>

#include "tool_options.h"

namespace ply::cli {

bool read_lines(const std::vector<std::string>& paths,
                const std::function<std::string(const std::string& path, int number,
                                                std::string_view line)>& take) {
  for (const std::string& path : paths) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
      std::fprintf(stderr, "%s: cannot read\n", path.c_str());
      return false;
    }
    std::string line;
    for (int number = 1; std::getline(in, line); ++number)
      if (const std::string why = take(path, number, line); !why.empty()) {
        std::fprintf(stderr, "%s:%d: %s\n", path.c_str(), number, why.c_str());
        return false;
      }
  }
  return true;
}

std::vector<std::string> file_list(const Args& args, const std::string& name) {
  return args.has(name) ? tools::comma_list(args.text(name)) : std::vector<std::string>{};
}

double real_option(const Args& args, const std::string& name, double fallback, double min,
                   double max) {
  if (!args.has(name)) return fallback;
  return tools::real_number(name, args.text(name), min, max,
                            [](const std::string& why) { fail("fit: " + why); });
}

int write_weights(const std::string& path, std::string_view bytes) {
  const std::string written = path + ".new";
  std::ofstream out(written, std::ios::binary);
  out.write(bytes.data(), std::streamsize(bytes.size()));
  out.close();
  if (!out || std::rename(written.c_str(), path.c_str()) != 0) {
    std::fprintf(stderr, "cannot write %s\n", path.c_str());
    return 1;
  }
  return 0;
}

}  // namespace ply::cli
