// What the offline tools share: their `--name value` options after a subcommand, and the lists and
// numbers `ply fit` reads too (cli/fit.cpp).
#pragma once

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <initializer_list>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace ply::tools {

// The --name value pairs from argv[2] on (argv[1] is the subcommand), and the bare --flags named in
// `flags` (as "1"); anything else goes to `usage`, which does not return.
template <typename Usage>
std::map<std::string, std::string> name_values(int argc, char** argv, Usage usage,
                                               std::initializer_list<std::string_view> flags = {}) {
  std::map<std::string, std::string> found;
  for (int i = 2; i < argc; i += 2) {
    const std::string name = argv[i];
    if (name.rfind("--", 0) == 0 &&
        std::find(flags.begin(), flags.end(), name.substr(2)) != flags.end()) {
      found[name.substr(2)] = "1";
      --i;
      continue;
    }
    if (name.rfind("--", 0) != 0 || i + 1 >= argc)
      usage("expected --name value, got '" + name + "'");
    found[name.substr(2)] = argv[i + 1];
  }
  return found;
}

// The whole number `value` of option --name, from min to max; anything else goes to `usage`.
template <typename Usage>
long long whole_number(const std::string& name, const std::string& value, long long min,
                       long long max, Usage usage) {
  char* end = nullptr;
  const long long n = std::strtoll(value.c_str(), &end, 10);
  if (value.empty() || *end || n < min || n > max)
    usage("--" + name + " wants a whole number from " + std::to_string(min) + " to " +
          std::to_string(max));
  return n;
}

// The number `value` of option --name, from min to max; anything else goes to `usage`.
template <typename Usage>
double real_number(const std::string& name, const std::string& value, double min, double max,
                   Usage usage) {
  char* end = nullptr;
  const double x = std::strtod(value.c_str(), &end);
  if (value.empty() || *end || !(x >= min && x <= max)) {
    char range[64];
    std::snprintf(range, sizeof range, "%g to %g", min, max);
    usage("--" + name + " wants a number from " + range);
  }
  return x;
}

// The comma-separated items of `value` ("a,b,c"; an empty item stays, to be refused by its reader).
inline std::vector<std::string> comma_list(const std::string& value) {
  std::vector<std::string> items;
  for (std::size_t start = 0; start <= value.size();) {
    const std::size_t comma = std::min(value.find(',', start), value.size());
    items.push_back(value.substr(start, comma - start));
    start = comma + 1;
  }
  return items;
}

// The command as typed, `name` and its arguments: what a generated file says it came from.
inline std::string command_line(std::string_view name, int argc, char** argv) {
  std::string line(name);
  for (int i = 1; i < argc; ++i) line.append(" ").append(argv[i]);
  return line;
}

}  // namespace ply::tools
