#!/usr/bin/env bash
# Fails, naming the files, when a source file is not as its formatter writes it: C++ as clang-format 14 writes
# it (.clang-format; Debian's, which scripts/setup.sh installs: another version may format differently), the
# TypeScript and JavaScript as Prettier writes them (.prettierrc.json; site/node_modules' version).
#
#   scripts/check-format.sh cpp|ts         check
#   scripts/check-format.sh cpp|ts --fix   format them in place
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
what=${1:-}
fix=${2:-}
case "$what" in
  cpp)
    format=clang-format-14
    command -v "$format" >/dev/null || { echo "[format] $format is missing: run scripts/setup.sh" >&2; exit 1; }
    mapfile -t files < <(git ls-files '*.cpp' '*.h')
    if [ "$fix" = --fix ]; then
      "$format" -i "${files[@]}"
      exit 0
    fi
    bad=()
    for file in "${files[@]}"; do
      "$format" --dry-run --Werror "$file" >/dev/null 2>&1 || bad+=("$file")
    done
    if [ ${#bad[@]} -gt 0 ]; then
      echo "[format] not as $format writes them (scripts/check-format.sh cpp --fix):" >&2
      printf '  %s\n' "${bad[@]}" >&2
      exit 1
    fi
    echo "  ${#files[@]} C++ files formatted"
    ;;
  ts)
    mapfile -t files < <(git ls-files '*.ts' '*.mjs' '*.js' ':!:**/node_modules/**')
    prettier=site/node_modules/.bin/prettier
    [ -x "$prettier" ] || { echo "[format] $prettier is missing: run scripts/setup.sh" >&2; exit 1; }
    if [ "$fix" = --fix ]; then
      "$prettier" --log-level warn --write "${files[@]}"
      exit 0
    fi
    if ! "$prettier" --log-level warn --check "${files[@]}"; then
      echo "[format] not as Prettier writes them (scripts/check-format.sh ts --fix)" >&2
      exit 1
    fi
    echo "  ${#files[@]} TypeScript and JavaScript files formatted"
    ;;
  *)
    echo "usage: scripts/check-format.sh cpp|ts [--fix]" >&2
    exit 2
    ;;
esac
