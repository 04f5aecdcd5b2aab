// Chess's data files (core/data_file.h): level 5's network (network.h), which the hints and the review
// share; without it level 5 plays the hand-written evaluation (eval.h).
#pragma once

#include "core/data_file.h"
#include "chess/network.h"

namespace ply::chess {

inline constexpr DataFile DATA_FILES[] = {
    {"network", "chess/weights/net256.nnue", 401972, 0x6fe0be964a7e5badull, load_network},
};

}  // namespace ply::chess
