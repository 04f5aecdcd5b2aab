# A game's data files (learned weights, an opening book, a list of openings, endgame databases), each declared
# once, by a line of the game's engine/<game>/game.cmake:
#
#   ply_data_file(<name> <file> [EMBED [MODULE]] [PAGE])
#
#   <name>   what the game and the command line call it: `ply ... --data <name>=PATH` replaces it
#   <file>   its path under the game's folder, versioned there: weights/pattern8.weights
#   EMBED    compiled into the CLI and the tests as a byte array; the page's module carries none unless
#   MODULE   it is compiled into the page's module too (a small file the page needs from the first move on:
#            a list of opening names)
#   PAGE     the page's module is handed it (wasm/data.cpp: dataFiles), when the game's strong level first
#            needs it; the site emits it (the target ply_page copies it into site/src/wasm/generated/data/)
#
# The game writes two functions in the namespace ply::<game> for each: its decoder, and
#   bool load_<name>(std::span<const std::uint8_t> bytes, std::string* error);
# (core/data_file.h: LoadedData makes both out of the decoder). Everything else is made here: the game's header
# <game>/data_files.h (in build/<preset>/generated/include) declaring load_<name>, builtin_<name>_file() (the
# bytes compiled in, or none) and DATA_FILES, each file's size and SHA-256 taken from the file as the build
# finds it (a changed file configures the build again); the byte arrays; and the empty builtin_<name>_file()
# of the page's module.
#
# A file whose name ends in .gz is stored gzipped, and its size and hash are those of the bytes inside, the
# bytes the game decodes: the page unpacks it as it downloads it, the build into
# build/<preset>/generated/data/<game>/<file without .gz> for the tests. Such a file cannot be EMBEDded.

set(PLY_GENERATED_DIR "${CMAKE_BINARY_DIR}/generated")
set(PLY_DATA_SOURCES "")          # the byte arrays and the empty builtins, native: the library ply_data
set(PLY_DATA_FETCHED_SOURCES "")  # the page's modules: the empty builtins, the MODULE files' byte arrays
set(PLY_DATA_MODULE_SOURCES "")   # the MODULE files' byte arrays
set(PLY_PAGE_DATA_FILES "")       # <game>/<file> of each PAGE file, under engine/

function(ply_data_file name file)
  cmake_parse_arguments(PARSE_ARGV 2 DATA "EMBED;MODULE;PAGE" "" "")
  if(DATA_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "ply_data_file(${name} ${file}): unknown arguments ${DATA_UNPARSED_ARGUMENTS}")
  endif()
  if(NOT name MATCHES "^[a-z][a-z0-9_]*$")
    message(FATAL_ERROR "ply_data_file(${name} ...): a name is lowercase letters, digits and '_'")
  endif()
  get_filename_component(game "${CMAKE_CURRENT_LIST_DIR}" NAME)
  set(source "${CMAKE_CURRENT_LIST_DIR}/${file}")
  if(NOT EXISTS "${source}" OR IS_DIRECTORY "${source}")
    message(FATAL_ERROR "ply_data_file(${name} ${file}): engine/${game}/${file} is not a file")
  endif()
  get_property(names GLOBAL PROPERTY PLY_DATA_NAMES_${game})
  if(name IN_LIST names)
    message(FATAL_ERROR "ply_data_file(${name} ...): ${game} declares '${name}' twice")
  endif()
  set_property(DIRECTORY "${CMAKE_SOURCE_DIR}" APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS "${source}")

  set(decoded "${source}")
  if(file MATCHES "\\.gz$")
    if(DATA_EMBED)
      message(FATAL_ERROR "ply_data_file(${name} ${file}): a gzipped file is not embedded")
    endif()
    string(REGEX REPLACE "\\.gz$" "" inside "${file}")
    set(decoded "${PLY_GENERATED_DIR}/data/${game}/${inside}")
    if(NOT EXISTS "${decoded}" OR "${source}" IS_NEWER_THAN "${decoded}")
      get_filename_component(folder "${decoded}" DIRECTORY)
      file(MAKE_DIRECTORY "${folder}")
      execute_process(COMMAND gzip -dc "${source}" OUTPUT_FILE "${decoded}.tmp" RESULT_VARIABLE failed)
      if(failed)
        file(REMOVE "${decoded}.tmp")
        message(FATAL_ERROR "ply_data_file(${name} ${file}): engine/${game}/${file} does not unpack")
      endif()
      file(RENAME "${decoded}.tmp" "${decoded}")
    endif()
  endif()
  if(DATA_MODULE AND NOT DATA_EMBED)
    message(FATAL_ERROR "ply_data_file(${name} ${file}): MODULE goes with EMBED")
  endif()
  file(SIZE "${decoded}" bytes)
  file(SHA256 "${decoded}" hash)

  set(embedded false)
  if(DATA_EMBED)
    set(embedded true)
    set(cpp "${PLY_GENERATED_DIR}/data/${game}_${name}.cpp")
    add_custom_command(OUTPUT "${cpp}"
      COMMAND ${CMAKE_COMMAND} -DINPUT=${source} -DOUTPUT=${cpp} -DHEADER=${game}/data_files.h
              -DNAMESPACE=${game} -DFUNCTION=builtin_${name}_file -P ${CMAKE_SOURCE_DIR}/cmake/embed_data_file.cmake
      DEPENDS "${source}" "${CMAKE_SOURCE_DIR}/cmake/embed_data_file.cmake"
      COMMENT "Embedding engine/${game}/${file}")
    set(PLY_DATA_SOURCES ${PLY_DATA_SOURCES} "${cpp}" PARENT_SCOPE)
    set_property(GLOBAL APPEND PROPERTY PLY_DATA_EMBEDDED_${game} "${name}")
    if(DATA_MODULE)
      set(PLY_DATA_MODULE_SOURCES ${PLY_DATA_MODULE_SOURCES} "${cpp}" PARENT_SCOPE)
      set_property(GLOBAL APPEND PROPERTY PLY_DATA_MODULE_${game} "${name}")
    endif()
  endif()
  set(page false)
  if(DATA_PAGE)
    set(page true)
    set(PLY_PAGE_DATA_FILES ${PLY_PAGE_DATA_FILES} "${game}/${file}" PARENT_SCOPE)
  endif()
  set_property(GLOBAL APPEND PROPERTY PLY_DATA_NAMES_${game} "${name}")
  set_property(GLOBAL APPEND PROPERTY PLY_DATA_LINES_${game}
    "    {\"${name}\", \"${game}/${file}\", ${bytes}, \"${hash}\", load_${name}, builtin_${name}_file, ${embedded}, ${page}},")
endfunction()

# After every game.cmake: each game's header, and the empty builtins (of the files not embedded, natively; of
# every file but the MODULE ones, in the page's module).
function(ply_write_data_files)
  set(absent "// Generated by cmake/data_files.cmake: the data files not compiled into the CLI and the tests.\n")
  set(fetched "// Generated by cmake/data_files.cmake: the page's module is handed its data files (wasm/data.cpp).\n")
  foreach(game ${PLY_GAME_FOLDERS})
    get_property(names GLOBAL PROPERTY PLY_DATA_NAMES_${game})
    if(NOT names)
      continue()
    endif()
    get_property(lines GLOBAL PROPERTY PLY_DATA_LINES_${game})
    get_property(embedded GLOBAL PROPERTY PLY_DATA_EMBEDDED_${game})
    get_property(in_module GLOBAL PROPERTY PLY_DATA_MODULE_${game})
    set(declarations "")
    foreach(name ${names})
      string(APPEND declarations "bool load_${name}(std::span<const std::uint8_t> bytes, std::string* error);\n")
      string(APPEND declarations "std::span<const std::uint8_t> builtin_${name}_file();\n")
    endforeach()
    string(REPLACE ";" "\n" table "${lines}")
    file(CONFIGURE OUTPUT "${PLY_GENERATED_DIR}/include/${game}/data_files.h" @ONLY CONTENT
"// Generated by cmake/data_files.cmake from engine/${game}/game.cmake's ply_data_file lines: do not edit.
#pragma once

#include \"core/data_file.h\"

namespace ply::${game} {

${declarations}
inline constexpr DataFile DATA_FILES[] = {
${table}
};

}  // namespace ply::${game}
")
    string(APPEND absent "#include \"${game}/data_files.h\"\n")
    string(APPEND fetched "#include \"${game}/data_files.h\"\n")
    foreach(name ${names})
      set(empty "std::span<const std::uint8_t> ply::${game}::builtin_${name}_file() { return {}; }\n")
      if(NOT name IN_LIST embedded)
        string(APPEND absent "${empty}")
      endif()
      if(NOT name IN_LIST in_module)
        string(APPEND fetched "${empty}")
      endif()
    endforeach()
  endforeach()
  file(CONFIGURE OUTPUT "${PLY_GENERATED_DIR}/data/absent.cpp" @ONLY CONTENT "${absent}")
  file(CONFIGURE OUTPUT "${PLY_GENERATED_DIR}/data/fetched.cpp" @ONLY CONTENT "${fetched}")
  set(PLY_DATA_SOURCES ${PLY_DATA_SOURCES} "${PLY_GENERATED_DIR}/data/absent.cpp" PARENT_SCOPE)
  set(PLY_DATA_FETCHED_SOURCES "${PLY_GENERATED_DIR}/data/fetched.cpp" ${PLY_DATA_MODULE_SOURCES} PARENT_SCOPE)
endfunction()
