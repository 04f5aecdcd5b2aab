# ply-egdb-draughts: `generate` writes a material's tables and resumes from those already written; a damaged
# table stops it with its reason; the page's pack (engine/draughts/egdb/egdb4.pack.gz, unpacked by the build into
# PACK) verifies against its moves (that it is the file declared: tests/data_files_test.cpp).
# `ply best draughts --egdb <dir>` then plays from them, and a directory it cannot read stops it.
# Run by ctest as: cmake -DTOOL=<ply-egdb-draughts> -DPLY=<ply> -DSOURCE=<repository> -DWORK=<scratch>
#   -DPACK=<the pack unpacked> [-DPAGE_PACK=0] -P draughts_egdb_tool.cmake
# PAGE_PACK=0 (the sanitizer build) leaves out the page's pack: its 41 tables took three minutes to verify under
# the sanitizers, and the same code verifies the 16 generated here; the native build checks the pack.
set(dir "${WORK}/draughts_egdb3")
file(REMOVE_RECURSE "${dir}")
execute_process(COMMAND "${TOOL}" generate --pieces 3 --out "${dir}" RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
file(GLOB tables "${dir}/*.egdb")
list(LENGTH tables count)
if(NOT status EQUAL 0 OR NOT count EQUAL 16)
  message(FATAL_ERROR "generate: exit ${status}, ${count} tables (16 of up to 3 pieces):\n${out}${err}")
endif()
execute_process(COMMAND "${TOOL}" generate --pieces 3 --out "${dir}" RESULT_VARIABLE status OUTPUT_VARIABLE out)
if(NOT status EQUAL 0 OR NOT out MATCHES "resuming: 16 tables read")
  message(FATAL_ERROR "generate again: exit ${status}, did not resume:\n${out}")
endif()
execute_process(COMMAND "${TOOL}" verify --dir "${dir}" RESULT_VARIABLE verified OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT verified EQUAL 0 OR NOT out MATCHES "16 tables consistent with their moves")
  message(FATAL_ERROR "verify --dir: exit ${verified}: ${out}${err}")
endif()
# Two kings against a man: the databases know White wins.
execute_process(COMMAND "${PLY}" best draughts --position "W:WKa1,Kc1:Bh6" --egdb "${dir}" --time-ms 200
                RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT status EQUAL 0 OR NOT out MATCHES "score \\+100.00 exact")
  message(FATAL_ERROR "ply best --egdb: exit ${status}, no exact win:\n${out}${err}")
endif()
execute_process(COMMAND "${PLY}" best draughts --position "W:WKa1,Kc1:Bh6" --egdb "${dir}/none" RESULT_VARIABLE status
                ERROR_VARIABLE err)
if(NOT status EQUAL 2 OR NOT err MATCHES "^ply: --egdb: .*/none: ")
  message(FATAL_ERROR "ply best --egdb <missing dir>: exit ${status}: ${err}")
endif()

file(READ "${dir}/w01b01.egdb" king_against_king HEX)
string(SUBSTRING "${king_against_king}" 0 100 head)
file(WRITE "${dir}/w01b01.egdb" "${head}")  # text now, not the table: a broken file
execute_process(COMMAND "${TOOL}" generate --pieces 3 --out "${dir}" RESULT_VARIABLE status ERROR_VARIABLE err)
if(status EQUAL 0 OR NOT err MATCHES "w01b01.egdb: not an endgame database file")
  message(FATAL_ERROR "a damaged table was not refused: exit ${status}: ${err}")
endif()

if(DEFINED PAGE_PACK AND NOT PAGE_PACK)
  return()
endif()
execute_process(COMMAND "${TOOL}" verify --pack "${PACK}" RESULT_VARIABLE verified OUTPUT_VARIABLE out
                ERROR_VARIABLE err)
if(NOT verified EQUAL 0 OR NOT out MATCHES "41 tables consistent with their moves")
  message(FATAL_ERROR "the page's pack: verify ${verified}: ${out}${err}")
endif()
