# shellcheck shell=bash
# Sourced by each game's training and data scripts, beside the tools they run (tools/<tool>/*.sh: the
# fitting, the books, the chess network; their self-play is the target ply's `ply selfplay <game>`):
# goes to the repository's root and builds the native preset's targets named by its arguments, so that
# the script runs its tools as the sources are now.
#
#   source "$(dirname "${BASH_SOURCE[0]}")/../../scripts/build-tool.sh" TARGET [TARGET ...]
cd "$(dirname "${BASH_SOURCE[0]}")/.." || exit
cmake --preset native >/dev/null
cmake --build --preset native -j2 --target "$@"
