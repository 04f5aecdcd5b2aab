// What the offline tools share: their `--name value` options after a subcommand.
#pragma once

#include <algorithm>
#include <cstdlib>
#include <initializer_list>
#include <map>
#include <string>
#include <string_view>

namespace ply::tools {

// The --name value pairs from argv[2] on (argv[1] is the subcommand), and the bare --flags named in
// `flags` (as "1"); anything else goes to `usage`, which does not return.
template <typename Usage>
std::map<std::string, std::string> name_values(int argc, char** argv, Usage usage,
                                               std::initializer_list<std::string_view> flags = {}) {
  std::map<std::string, std::string> found;
  for (int i = 2; i < argc; i += 2) {
    const std::string name = argv[i];
    if (name.rfind("--", 0) == 0 && std::find(flags.begin(), flags.end(), name.substr(2)) != flags.end()) {
      found[name.substr(2)] = "1";
      --i;
      continue;
    }
    if (name.rfind("--", 0) != 0 || i + 1 >= argc) usage("expected --name value, got '" + name + "'");
    found[name.substr(2)] = argv[i + 1];
  }
  return found;
}

// The whole number `value` of option --name, from min to max; anything else goes to `usage`.
template <typename Usage>
long long whole_number(const std::string& name, const std::string& value, long long min, long long max, Usage usage) {
  char* end = nullptr;
  const long long n = std::strtoll(value.c_str(), &end, 10);
  if (value.empty() || *end || n < min || n > max)
    usage("--" + name + " wants a whole number from " + std::to_string(min) + " to " + std::to_string(max));
  return n;
}

}  // namespace ply::tools
