#include "args.h"

#include <charconv>
#include <cstdio>
#include <cstdlib>

namespace ply::cli {

void fail(const std::string& message) {
  std::fprintf(stderr, "ply: %s\n", message.c_str());
  std::exit(EXIT_BAD_INPUT);
}

i64 parse_integer(const std::string& text, const std::string& what, i64 min, i64 max) {
  i64 value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc() || end != text.data() + text.size())
    fail(what + ": '" + text + "' is not a whole number");
  if (value < min || value > max)
    fail(what + ": " + text + " is out of range " + std::to_string(min) + ".." + std::to_string(max));
  return value;
}

std::string Args::text(const std::string& name, const std::string& fallback) const {
  const auto it = options.find(name);
  return it == options.end() ? fallback : it->second;
}

i64 Args::integer(const std::string& name, i64 fallback, i64 min, i64 max) const {
  const auto it = options.find(name);
  return it == options.end() ? fallback : parse_integer(it->second, "--" + name, min, max);
}

Args parse_args(int argc, char** argv, int first) {
  Args args;
  for (int i = first; i < argc; ++i) {
    const std::string word = argv[i];
    if (word.rfind("--", 0) == 0 && word.size() > 2) {
      if (i + 1 >= argc) fail("option " + word + " needs a value");
      args.options[word.substr(2)] = argv[++i];
    } else {
      args.positional.push_back(word);
    }
  }
  return args;
}

void allow_only(const Args& args, const std::vector<std::string>& names) {
  for (const auto& [name, value] : args.options) {
    bool known = false;
    for (const auto& n : names) known = known || n == name;
    if (!known) fail("unknown option --" + name);
  }
}

}  // namespace ply::cli
