// Command-line arguments: positionals and `--name value` options, with one-line errors.
#pragma once

#include <cstddef>
#include <map>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/types.h"

namespace ply::cli {

// Exit status for bad input: a malformed position, an unknown command, a bad number.
constexpr int EXIT_BAD_INPUT = 2;

struct Args {
  std::vector<std::string> positional;
  std::map<std::string, std::string> options;              // the last value of each
  std::vector<std::pair<std::string, std::string>> given;  // every option, in order

  bool has(const std::string& name) const { return options.count(name) != 0; }
  std::string text(const std::string& name, const std::string& fallback = "") const;
  // The option as an integer in [min, max]; fails with a clear message otherwise.
  i64 integer(const std::string& name, i64 fallback, i64 min, i64 max) const;
  // The option as a decimal number in [min, max] ("0.75", ".5", "1"); fails with a clear message
  // otherwise.
  double number(const std::string& name, double fallback, double min, double max) const;
  // Every value of an option that may be given more than once (`--b-option A=1 --b-option B=2`).
  std::vector<std::string> all(const std::string& name) const;
};

// Every option takes a value; options may stand anywhere among the positionals.
Args parse_args(int argc, char** argv, int first);

// Rejects options the command does not know.
void allow_only(const Args& args, const std::vector<std::string>& names);

// Prints "ply: <message>" on stderr as one line and exits with EXIT_BAD_INPUT. The message may
// quote the user's input: control characters and bytes that are not UTF-8 come out escaped ("\n",
// "\xff"), and a message longer than MAX_MESSAGE_CHARS keeps its start and end around a "…".
[[noreturn]] void fail(const std::string& message);
constexpr std::size_t MAX_MESSAGE_CHARS = 160;

// Input as a message may quote it: escaped as above and cut after max_chars characters (with "…"),
// never inside a UTF-8 character.
std::string excerpt(std::string_view text, std::size_t max_chars = 40);

// A whole number in [min, max] from a positional or option text, or a failure naming `what`.
i64 parse_integer(const std::string& text, const std::string& what, i64 min, i64 max);

// A decimal number in [min, max] (no exponent, no "inf" or "nan"), or a failure naming `what`.
double parse_number(const std::string& text, const std::string& what, double min, double max);

// The whole of the file a command names ("-": standard input). A file that cannot be read (missing,
// a directory, a read error) fails as bad input: "<command>: cannot read '<path>': <reason>".
std::string read_input_file(const std::string& path, const std::string& command);

}  // namespace ply::cli
