// Russian draughts' data files (core/data_file.h): the endgame databases of up to four pieces (egdb.h) and
// level 5's opening book (book.h), which the page's module is handed when level 5, the hints or the review
// first need them. The file is stored
// gzipped (the page unpacks it as it downloads, src/wasm/data.ts); its size and hash are those of the
// pack inside. The CLI reads databases from a directory instead (--egdb).
#pragma once

#include "core/data_file.h"
#include "draughts/book.h"
#include "draughts/egdb.h"

namespace ply::draughts {

inline constexpr DataFile DATA_FILES[] = {
    {"egdb", "draughts/egdb/egdb4.pack.gz", 6563576, 0x5eb8f5cff01c79aeull, load_egdb_pack},
    {"book", "draughts/book/russian.book", 31520, 0x0ac56a63fc24a8fbull, load_book},
};

}  // namespace ply::draughts
