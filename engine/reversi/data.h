// Reversi's data files (core/data_file.h): level 5's learned weights, which the hints, the review and
// the appraisal share (without them level 5 plays the hand-written evaluation, level5_eval.h), and its
// opening book for the standard game (book.h; without it level 5 searches from the first move).
#pragma once

#include "core/data_file.h"
#include "reversi/book.h"
#include "reversi/pattern_weights.h"

namespace ply::reversi {

inline constexpr DataFile DATA_FILES[] = {
    {"weights", "reversi/weights/pattern8.weights", 1814970, 0x16c9aba9722d272eull, load_weights},
    {"book", "reversi/book/book8.book", 46428, 0xbfdf1a12c491b576ull, load_book},
};

}  // namespace ply::reversi
