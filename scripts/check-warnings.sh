#!/usr/bin/env bash
# Builds every target and the tests (debug, the build `swift test` then reuses) and fails when
# the compilers printed a warning, listing each distinct one. On a clean clone, as .ci/run has
# it, every file is compiled, so every warning is seen; in an incremental build only the files
# compiled again are, so `--clean` builds in a fresh scratch folder instead (minutes).
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=()
if [ "${1:-}" = "--clean" ]; then
  folder=$(mktemp -d)
  trap 'rm -rf "$folder"' EXIT
  scratch=(--scratch-path "$folder")
elif [ $# -gt 0 ]; then
  echo "check-warnings: unknown option $1 (--clean or nothing)" >&2
  exit 64
fi
log=$(mktemp)
trap 'rm -f "$log"; [ -n "${folder:-}" ] && rm -rf "$folder"' EXIT
swift build --build-tests "${scratch[@]}" >"$log" 2>&1 || { cat "$log"; exit 1; }
warnings=$(grep -E '(: |^)warning: ' "$log" | sed "s|^$(pwd)/||" | sort -u || true)
if [ -n "$warnings" ]; then
  echo "check-warnings: the build printed $(printf '%s\n' "$warnings" | wc -l) distinct warnings:" >&2
  printf '%s\n' "$warnings" >&2
  exit 1
fi
echo "check-warnings: no warnings"
