// `ply fit <game> --data <file>[,<file>...] --out <file> [<the method's and the game's options>]`:
// level 5's evaluation weights fitted to the positions its self-play labelled (`ply selfplay
// <game>`, selfplay.h), written as the file the game is built or played with. Written once for
// every game that declares its fitting (GameCli::fit, game_cli.h): the options, the files read line
// by line, the games held out to measure the fit, the file written (a new file renamed over the
// old, so that a failed run leaves it as it was). What is the game's own is its rules R, declared
// beside it in cli/<game>/fit_rules.h:
//
//   R(const Args&)        its options read (their names: R::OPTIONS), its method's among them
//   fit(settings)         the file's bytes, or nothing (why on stderr), by the game's method:
//                         Texel's over its sparse features (fit_texel.h) or one of its own
//
// The file's header, where the game writes one, names the command as typed (settings.command).
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "args.h"
#include "commands.h"
#include "core/traits.h"

namespace ply::cli {

struct FitSettings {
  std::vector<std::string> data;  // --data, in order
  std::string out;
  std::string command;  // "ply fit <game> <its options as typed>"
};

// Each line of the files in order, numbered from 1 in each, handed to `take`: its refusal (empty if
// it took the line) stops the reading with "<file>:<number>: <why>" on stderr. false then, or if a
// file cannot be read.
bool read_lines(const std::vector<std::string>& paths,
                const std::function<std::string(const std::string& path, int number,
                                                std::string_view line)>& take);

// The files option `name` names, comma-separated ("a.txt,b.txt"), in order; none if not given.
std::vector<std::string> file_list(const Args& args, const std::string& name);

// The number of option `name` (a decimal or an exponent: "0.5", "1e-7") in [min, max], or
// `fallback` if not given; anything else fails as bad input.
double real_option(const Args& args, const std::string& name, double fallback, double min,
                   double max);

// `bytes` as the file `path`: written to path.new, then renamed over it. The exit status.
int write_weights(const std::string& path, std::string_view bytes);

// `ply fit <game> ...` for the game T under its rules R: --data, --out and R's own options.
template <GameTraits T, class R>
int fit_command(const Args& args) {
  std::vector<std::string> allowed = {"data", "out"};
  for (const std::string_view name : R::OPTIONS) allowed.emplace_back(name);
  allow_only(args, allowed);
  expect_positionals(args, "ply fit " + std::string(T::NAME) + " --data <file> --out <file>", 0);
  if (!args.has("data") || !args.has("out")) fail("fit: --data and --out are required");
  FitSettings settings;
  settings.data = file_list(args, "data");
  settings.out = args.text("out");
  settings.command = "ply fit " + std::string(T::NAME);
  for (const auto& [name, value] : args.given) settings.command += " --" + name + " " + value;
  const R rules(args);
  const std::optional<std::string> file = rules.fit(settings);
  return file ? write_weights(settings.out, *file) : 1;
}

}  // namespace ply::cli
