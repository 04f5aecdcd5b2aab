# A data file handed to the CLI (--data NAME=PATH, its older spellings PLY_REVERSI_WEIGHTS and draughts' --egdb):
# the committed file plays; what is not a readable regular file of its kind (a directory, a FIFO, a missing or
# foreign file, a name the game does not have) stops the command with exit 2 and one line naming the reason,
# and never aborts or waits.
# Run by ctest as: cmake -DPLY=<ply> -DSOURCE=<repository> -DGENERATED_DATA=<the build's data files, unpacked>
#   -DWORK=<scratch> -P cli_data_files.cmake
set(START "---------------------------OX------XO--------------------------- X")
set(WEIGHTS "${SOURCE}/engine/reversi/weights/pattern8.weights")
set(dir "${WORK}/cli_data_files")
file(REMOVE_RECURSE "${dir}")
file(MAKE_DIRECTORY "${dir}/a_directory" "${dir}/tables/w10b10.egdb")
file(WRITE "${dir}/not_weights" "not a weights file\n")
execute_process(COMMAND mkfifo "${dir}/fifo" RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "mkfifo ${dir}/fifo: exit ${status}")
endif()

# `expected` a regular expression for the one line on stderr; the command gets 30 s (a FIFO opened for reading
# would wait for a writer for ever).
function(expect_refused expected)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err TIMEOUT 30
                  INPUT_FILE /dev/null)
  string(STRIP "${err}" err)
  if(NOT status EQUAL 2 OR NOT err MATCHES "^ply: ${expected}$")
    message(FATAL_ERROR "${ARGN}:\n  expected exit 2 and 'ply: ${expected}', got ${status}: '${err}'")
  endif()
endfunction()

function(expect_played expected)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err TIMEOUT 60)
  if(NOT status EQUAL 0 OR NOT out MATCHES "${expected}")
    message(FATAL_ERROR "${ARGN}:\n  expected exit 0 and '${expected}', got ${status}: ${out}${err}")
  endif()
endfunction()

set(best_reversi ${PLY} best reversi --position "${START}" --level max --time-ms 50)
expect_played("score" ${best_reversi} --data "weights=${WEIGHTS}")
expect_played("score" ${CMAKE_COMMAND} -E env "PLY_REVERSI_WEIGHTS=${WEIGHTS}" ${best_reversi})

expect_refused("--data weights: .*/a_directory: a directory, not a file" ${best_reversi} --data "weights=${dir}/a_directory")
expect_refused("--data weights: .*/fifo: not a regular file" ${best_reversi} --data "weights=${dir}/fifo")
expect_refused("--data weights: .*/missing: No such file or directory" ${best_reversi} --data "weights=${dir}/missing")
expect_refused("--data weights: .+" ${best_reversi} --data "weights=${dir}/not_weights")
expect_refused("--data book: .+" ${best_reversi} --data "book=${WEIGHTS}")
expect_refused("--data network: reversi has no data file 'network' \\(its files: weights, book, openings\\)"
               ${best_reversi} --data "network=${WEIGHTS}")
expect_refused("--data: expected NAME=PATH .*" ${best_reversi} --data "${WEIGHTS}")
expect_refused("PLY_REVERSI_WEIGHTS: .*/a_directory: a directory, not a file"
               ${CMAKE_COMMAND} -E env "PLY_REVERSI_WEIGHTS=${dir}/a_directory" ${best_reversi})
expect_refused("PLY_REVERSI_WEIGHTS: .*/fifo: not a regular file"
               ${CMAKE_COMMAND} -E env "PLY_REVERSI_WEIGHTS=${dir}/fifo" ${best_reversi})
# Every command that plays Reversi with its weights reads them the same way.
expect_refused("--data weights: .*a directory, not a file"
               ${PLY} match reversi --a max --b classic --games 1 --nodes 100 --data "weights=${dir}/a_directory")
expect_refused("--data weights: .*a directory, not a file"
               ${PLY} nboard --data "weights=${dir}/a_directory")
expect_refused("--data weights: .*a directory, not a file"
               ${PLY} accuracy reversi --file "${SOURCE}/tests/data/reversi/accuracy.txt" --data "weights=${dir}/a_directory")
expect_refused("--data x: gomoku has no data files \\('x'\\)"
               ${PLY} best gomoku --position "15 freestyle:" --data "x=${WEIGHTS}")

# Draughts: the page's pack of endgame tables by --data, and a directory of tables by --egdb, where an entry
# named like a table may be a directory.
set(petrov "W:WKa1,Kc1,Ke1:BKf8")
expect_played("score \\+[0-9.]+ exact" ${PLY} best draughts --position "${petrov}" --time-ms 200 --data "egdb=${GENERATED_DATA}/draughts/egdb/egdb4.pack")
expect_refused("--egdb: .*/w10b10.egdb: a directory, not a file" ${PLY} best draughts --position "${petrov}" --egdb "${dir}/tables")
expect_refused("--data egdb: .+" ${PLY} best draughts --position "${petrov}" --data "egdb=${WEIGHTS}")
file(REMOVE_RECURSE "${dir}")
