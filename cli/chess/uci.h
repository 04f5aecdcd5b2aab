// `ply uci`: chess over the Universal Chess Interface, so that any chess GUI or match tool can use
// the engine. The search runs on its own thread; "stop", "isready" and "quit" are answered while it
// thinks.
#pragma once

#include <istream>
#include <ostream>

namespace ply::cli {

// Reads commands from `in` until "quit" or the end of input, which stops a search under way (its
// bestmove is still sent); answers on `out`. Returns the exit status.
int run_uci(std::istream& in, std::ostream& out);

}  // namespace ply::cli
