// Chess's data files (core/data_file.h): level 5's network (network.h), compiled into the CLI and the tests;
// level 5 plays it where the option `network` asks (options.h), else the hand-written evaluation (eval.h).
// Not yet handed to the page's module (traits.h).
#pragma once

#include "core/data_file.h"
#include "chess/network.h"

namespace ply::chess {

inline constexpr DataFile DATA_FILES[] = {
    {"network", "chess/weights/net256.nnue", 401972, 0xf56e51940c3f4cbfull, load_network},
};

}  // namespace ply::chess
