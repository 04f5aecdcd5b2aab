#include "args.h"

#include <cerrno>
#include <charconv>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

namespace ply::cli {

namespace {

// The length of the UTF-8 character at text[i], or 0 if the bytes there are not one (a stray
// continuation byte, a cut or overlong sequence, a surrogate, beyond U+10FFFF).
std::size_t utf8_length(std::string_view text, std::size_t i) {
  const auto byte = [&](std::size_t k) { return k < text.size() ? u8(text[k]) : u8(0); };
  const u8 lead = byte(i);
  if (lead < 0xc2 || lead > 0xf4) return 0;
  const std::size_t length = lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : 2;
  // RFC 3629's limits on the second byte: no overlong form, no surrogate, nothing past U+10FFFF.
  const u8 low = lead == 0xe0 ? 0xa0 : lead == 0xf0 ? 0x90 : 0x80;
  const u8 high = lead == 0xed ? 0x9f : lead == 0xf4 ? 0x8f : 0xbf;
  if (byte(i + 1) < low || byte(i + 1) > high) return 0;
  for (std::size_t k = 2; k < length; ++k)
    if (byte(i + k) < 0x80 || byte(i + k) > 0xbf) return 0;
  return length;
}

// The text as printable characters, one string per character: ASCII and whole UTF-8 characters as
// they are, control characters and invalid bytes as escapes.
std::vector<std::string> printable_characters(std::string_view text) {
  std::vector<std::string> out;
  for (std::size_t i = 0; i < text.size();) {
    const u8 c = u8(text[i]);
    if (c >= 0x20 && c < 0x7f) {
      out.emplace_back(1, char(c));
      ++i;
    } else if (const std::size_t n = c >= 0x80 ? utf8_length(text, i) : 0) {
      out.emplace_back(text.substr(i, n));
      i += n;
    } else {
      static constexpr char HEX[] = "0123456789abcdef";
      out.push_back(c == '\n'   ? "\\n"
                    : c == '\r' ? "\\r"
                    : c == '\t' ? "\\t"
                                : std::string{'\\', 'x', HEX[c >> 4], HEX[c & 15]});
      ++i;
    }
  }
  return out;
}

std::string joined(const std::vector<std::string>& characters, std::size_t first,
                   std::size_t last) {
  std::string out;
  for (std::size_t i = first; i < last; ++i) out += characters[i];
  return out;
}

}  // namespace

void fail(const std::string& message) {
  const auto characters = printable_characters(message);
  std::string line = joined(characters, 0, characters.size());
  if (characters.size() > MAX_MESSAGE_CHARS) {
    // Keep the start (what was wrong) and the end (why), whatever the input between them.
    constexpr std::size_t TAIL = MAX_MESSAGE_CHARS / 3;
    line = joined(characters, 0, MAX_MESSAGE_CHARS - TAIL - 1) + "…" +
           joined(characters, characters.size() - TAIL, characters.size());
  }
  std::fprintf(stderr, "ply: %s\n", line.c_str());
  std::exit(EXIT_BAD_INPUT);
}

std::string excerpt(std::string_view text, std::size_t max_chars) {
  const auto characters = printable_characters(text);
  if (characters.size() <= max_chars) return joined(characters, 0, characters.size());
  return joined(characters, 0, max_chars) + "…";
}

i64 parse_integer(const std::string& text, const std::string& what, i64 min, i64 max) {
  i64 value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc() || end != text.data() + text.size())
    fail(what + ": '" + excerpt(text) + "' is not a whole number");
  if (value < min || value > max)
    fail(what + ": " + text + " is out of range " + std::to_string(min) + ".." +
         std::to_string(max));
  return value;
}

double parse_number(const std::string& text, const std::string& what, double min, double max) {
  // Digits with at most one point: strtod alone would also take "inf", "nan", exponents and hex.
  // (Not from_chars: Emscripten's libc++ has no floating-point from_chars.)
  const bool decimal = !text.empty() && text.size() <= 32 &&
                       text.find_first_not_of("0123456789.") == std::string::npos &&
                       text.find('.') == text.rfind('.') && text != ".";
  if (!decimal) fail(what + ": '" + excerpt(text) + "' is not a number");
  const double value = std::strtod(text.c_str(), nullptr);
  if (value < min || value > max) {
    char range[64];
    std::snprintf(range, sizeof range, "%g..%g", min, max);
    fail(what + ": " + text + " is out of range " + range);
  }
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

double Args::number(const std::string& name, double fallback, double min, double max) const {
  const auto it = options.find(name);
  return it == options.end() ? fallback : parse_number(it->second, "--" + name, min, max);
}

std::vector<std::string> Args::all(const std::string& name) const {
  std::vector<std::string> values;
  for (const auto& [n, value] : given)
    if (n == name) values.push_back(value);
  return values;
}

Args parse_args(int argc, char** argv, int first) {
  Args args;
  for (int i = first; i < argc; ++i) {
    const std::string word = argv[i];
    if (word.rfind("--", 0) == 0 && word.size() > 2) {
      if (i + 1 >= argc) fail("option " + excerpt(word) + " needs a value");
      args.options[word.substr(2)] = argv[i + 1];
      args.given.emplace_back(word.substr(2), argv[++i]);
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
    if (!known) fail("unknown option --" + excerpt(name));
  }
}

std::string read_input_file(const std::string& path, const std::string& command) {
  // Read with stdio, which reports a directory or a failing disk as an error to test, where an
  // ifstream read through its iterators throws.
  std::FILE* file = path == "-" ? stdin : std::fopen(path.c_str(), "rb");
  const auto refuse = [&](int error) {
    fail(command + ": cannot read '" + excerpt(path) + "': " + std::strerror(error));
  };
  if (!file) refuse(errno);
  std::string text;
  char buffer[1 << 16];
  while (const std::size_t n = std::fread(buffer, 1, sizeof buffer, file)) text.append(buffer, n);
  const int error = std::ferror(file) ? errno : 0;
  if (file != stdin) std::fclose(file);
  if (error) refuse(error);
  return text;
}

}  // namespace ply::cli
