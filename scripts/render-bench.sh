#!/usr/bin/env bash
# Drawing beside Pango+Cairo in one run: builds the Cairo peer (scripts/cairo-cell-peer.c) and a
# release title-bench, then runs them in turn ROUNDS times (default 5) on the same 50 cells
# (343 px, two lines, 2x) and prints each one's line: µs per cell, wall clock and the thread's
# CPU time, for drawing (the peer's both premultiplied and into straight-alpha RGBA, ours into
# straight alpha) and for PNG. Ends with the load average, which says how far the wall figures
# can be trusted on a shared machine.
#   bash scripts/render-bench.sh [ROUNDS]
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
rounds=${1:-5}

missing=()
for package in libpango1.0-dev libjson-glib-dev libcairo2-dev gcc; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
if [ "${#missing[@]}" -gt 0 ]; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
gcc -O2 -o "$work/cairo-cell-peer" scripts/cairo-cell-peer.c \
  $(pkg-config --cflags --libs pangocairo pangoft2 fontconfig json-glib-1.0 cairo) -lm
swift build -c release --product title-bench >/dev/null

echo "load average at the start: $(cut -d' ' -f1-3 /proc/loadavg)"
for _ in $(seq "$rounds"); do
  .build/release/title-bench Tests/Corpus/cases.jsonl --render | tail -1
  "$work/cairo-cell-peer" Tests/Corpus/cases.jsonl Fonts/NanumGothicBold.ttf
done
echo "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
