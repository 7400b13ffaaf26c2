#!/usr/bin/env bash
# Same bytes as another build: runs every vendored corpus (Tests/Corpus/*cases*.jsonl,
# Tests/Bench/*.jsonl and the stream) through `title-preview --jsonl` of this checkout and of
# another commit (default: main), as batch request lines written by title-bench
# --print-requests, and compares the output byte for byte; with and without glyph runs
# (--glyphs). Also prints each build's peak memory for the stream (GNU time's maximum resident
# set size), the memory a batch process needs.
#
#   bash scripts/compare-outputs.sh [COMMIT | PATH-TO-A-BUILT-title-preview]
#
# The other commit is built in a temporary worktree (release), so this takes a few minutes;
# a path to a title-preview built before (beside its resources folder) is used as it is.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
other=${1:-main}
work=$(mktemp -d)
cleanup() {
  git worktree remove --force "$work/other" >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT
swift build -c release --product title-preview >/dev/null
swift build -c release --product title-bench >/dev/null
if [ -x "$other" ] && [ -f "$other" ]; then
  theirs=$other
else
  git worktree add --detach "$work/other" "$other" >/dev/null 2>&1
  (cd "$work/other" && swift build -c release --product title-preview >/dev/null)
  theirs=$work/other/.build/release/title-preview
fi
ours=$root/.build/release/title-preview
bench=$root/.build/release/title-bench

python3 scripts/make-stream-titles.py --cases "$work/stream.jsonl"
inputs=("$work/stream.jsonl" Tests/Bench/*.jsonl)
for corpus in Tests/Corpus/*.jsonl; do
  # Only files of cases (title and width), not Chromium's answers.
  head -1 "$corpus" | grep -q '"width"' && inputs+=("$corpus")
done
# Runs a build's batch CLI on the requests: status 1 only means some lines failed (their error
# records are compared like any record); another status, or no records, stops the comparison
# with the CLI's own message.
run_batch() { # BUILD FLAGS OUTPUT
  local status=0
  "$1" --jsonl --jobs 1 $2 <"$work/requests.jsonl" >"$3" 2>"$work/stderr" || status=$?
  if [ "$status" -gt 1 ] || [ ! -s "$3" ]; then
    cat "$work/stderr" >&2
    echo "compare-outputs: $1 --jsonl $2 failed on $input (status $status)" >&2
    exit 1
  fi
}
differ=0
compared=0
for input in "${inputs[@]}"; do
  if ! "$bench" "$input" --print-requests >"$work/requests.jsonl" 2>/dev/null; then
    continue # a corpus title-bench cannot read as cases
  fi
  for flags in "" "--glyphs"; do
    # One job: with glyph runs, a system fallback face's index is the order the process found
    # its faces in, which with several jobs depends on their timing.
    run_batch "$ours" "$flags" "$work/ours.jsonl"
    run_batch "$theirs" "$flags" "$work/theirs.jsonl"
    compared=$((compared + 1))
    if ! cmp -s "$work/ours.jsonl" "$work/theirs.jsonl"; then
      differ=$((differ + 1))
      echo "DIFFERS: $input $flags ($(grep -c '' "$work/requests.jsonl") lines)"
    fi
  done
done
echo "$compared runs compared ($(( ${#inputs[@]} )) inputs, with and without glyph runs): $differ differ"
if [ "$compared" -eq 0 ]; then
  echo "compare-outputs: title-bench --print-requests read none of the inputs: nothing compared" >&2
  exit 1
fi
"$bench" "$work/stream.jsonl" --print-requests >"$work/requests.jsonl"
for build in "$ours" "$theirs"; do
  /usr/bin/time -f "%M" -o "$work/peak" "$build" --jsonl --jobs 2 <"$work/requests.jsonl" >/dev/null
  echo "peak resident of a batch run over the stream, $( [ "$build" = "$ours" ] && echo this checkout || echo "$other"): $(cat "$work/peak") KiB"
done
[ "$differ" -eq 0 ]
