// A game's options: what its computer player may be asked beyond the level and the budget (gomoku's
// aggressiveness, Reversi's Multi-ProbCut t). Each game declares them (Traits::OPTIONS, from
// engine/<game>/options.h); they travel in the Request as one bag of name = value, like UCI's
// setoption, and the game reads the bag once per search into its own typed settings, so no search
// asks by name.
#pragma once

#include <array>
#include <cmath>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace ply {

enum class OptionType { NUMBER, WHOLE };

// One option as a game declares it: a number (or a whole number) in [min, max].
struct OptionSpec {
  std::string_view name;
  OptionType type;
  double min;
  double max;
  double default_value;  // what the game plays when the option is not set
  double step;           // how far the page's control moves at a time
  bool on_page;          // the page offers it; false: a measuring knob (`ply match --a-option`)
};

// The options set for one search, each by its declared name (the declaration's text outlives the
// bag). Unset options play at the game's own choice.
class OptionBag {
 public:
  static constexpr int CAPACITY = 8;

  std::optional<double> get(std::string_view name) const {
    for (int i = 0; i < count_; ++i)
      if (values_[i].name == name) return values_[i].value;
    return std::nullopt;
  }
  double get(std::string_view name, double fallback) const { return get(name).value_or(fallback); }

  // Sets an option already checked against its declaration (set_option below).
  void set(std::string_view name, double value) {
    for (int i = 0; i < count_; ++i)
      if (values_[i].name == name) {
        values_[i].value = value;
        return;
      }
    if (count_ < CAPACITY) values_[count_++] = {name, value};
  }
  bool empty() const { return count_ == 0; }

 private:
  struct Value {
    std::string_view name;
    double value = 0;
  };
  std::array<Value, CAPACITY> values_{};
  int count_ = 0;
};

// The declaration of `name` among `declared`, or null.
inline const OptionSpec* find_option(std::span<const OptionSpec> declared, std::string_view name) {
  for (const OptionSpec& spec : declared)
    if (spec.name == name) return &spec;
  return nullptr;
}

// "aggressiveness, probcut": the names a game declares ("none" for none).
inline std::string option_names(std::span<const OptionSpec> declared) {
  std::string names;
  for (const OptionSpec& spec : declared)
    names += (names.empty() ? "" : ", ") + std::string(spec.name);
  return names.empty() ? "none" : names;
}

// Why `value` is no value of `spec`, or "" when it is one.
inline std::string option_value_error(const OptionSpec& spec, double value) {
  const auto number = [](double x) {
    std::string text = std::to_string(x);
    text.erase(text.find_last_not_of('0') + 1);
    if (text.back() == '.') text.pop_back();
    return text;
  };
  const std::string range = number(spec.min) + ".." + number(spec.max);
  if (!std::isfinite(value) || value < spec.min || value > spec.max)
    return std::string(spec.name) + " must be a number in " + range;
  if (spec.type == OptionType::WHOLE && value != std::floor(value))
    return std::string(spec.name) + " must be a whole number in " + range;
  return "";
}

// Puts `name` = `value` into the bag when the game declares it and the value is in its range;
// otherwise the bag is unchanged and the answer says why ("" on success).
inline std::string set_option(std::span<const OptionSpec> declared, OptionBag& bag,
                              std::string_view name, double value) {
  const OptionSpec* spec = find_option(declared, name);
  if (!spec)
    return "unknown option '" + std::string(name) +
           "' (this game's options: " + option_names(declared) + ")";
  if (std::string error = option_value_error(*spec, value); !error.empty()) return error;
  bag.set(spec->name, value);
  return "";
}

}  // namespace ply
