// What the offline tools (tune, mpc, reversi_fit, reversi_accuracy) share: their `--name value` options after a subcommand.
#pragma once

#include <map>
#include <string>

namespace ply::tools {

// The --name value pairs from argv[2] on (argv[1] is the subcommand); anything else goes to `usage`,
// which does not return.
template <typename Usage>
std::map<std::string, std::string> name_values(int argc, char** argv, Usage usage) {
  std::map<std::string, std::string> found;
  for (int i = 2; i < argc; i += 2) {
    const std::string name = argv[i];
    if (name.rfind("--", 0) != 0 || i + 1 >= argc) usage("expected --name value, got '" + name + "'");
    found[name.substr(2)] = argv[i + 1];
  }
  return found;
}

}  // namespace ply::tools
