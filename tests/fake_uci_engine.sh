#!/bin/sh
# A UCI engine that misbehaves on purpose, for tests/match_uci.cmake: after the handshake it answers
# every "go" as its first argument says: "illegal" (a move no position allows), "silent" (never).
mode="$1"
while read -r command rest; do
  case "$command" in
    uci) echo "id name fake"; echo "uciok" ;;
    isready) echo "readyok" ;;
    go) [ "$mode" = illegal ] && echo "bestmove a1a1" ;;
    quit) exit 0 ;;
  esac
done
