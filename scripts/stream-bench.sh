#!/usr/bin/env bash
# Titles seen once: TitleComposer on the stream of distinct titles (Tests/Bench/stream-titles.txt,
# written by scripts/make-stream-titles.py) beside the Pango peer (../shared/peers) on the same
# cases, on one core, in one run. Prints:
#   - title-bench --stream: the library's mean, p50, p90 and p99 per unseen title (the first
#     4,000 titles warm the caches, untimed; the other 20,000 are each composed once), then the
#     batch line path in-process (--jsonl), then the warm repeat on a line of its own;
#   - the batch CLI, whole processes: `title-preview --jsonl --jobs 1` on the stream's request
#     lines and on its first line alone; the marginal µs per title is the difference over the
#     number of lines; each the median (min–max) of RUNS runs, the two interleaved;
#   - the Pango peer on the same cases: its own µs per title (a warm-up pass, then one timed
#     pass over every case), and the ratio.
#
#   bash scripts/stream-bench.sh [--runs N] [--no-build] [--no-peer]
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
runs=5
build=1
peer=1
while [ $# -gt 0 ]; do
  case "$1" in
  --runs) runs=$2; shift 2 ;;
  --no-build) build=0; shift ;;
  --no-peer) peer=0; shift ;;
  -h | --help) sed -n '2,15p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
  *) echo "stream-bench: unknown option $1 (see --help)" >&2; exit 64 ;;
  esac
done

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if [ "$build" -eq 1 ]; then
  bash scripts/setup.sh >/dev/null
  swift build -c release --product title-bench >/dev/null
  swift build -c release --product title-preview >/dev/null
fi
bench=$root/.build/release/title-bench
preview=$root/.build/release/title-preview
python3 scripts/make-stream-titles.py --cases "$work/stream.jsonl"
"$bench" "$work/stream.jsonl" --print-requests >"$work/requests.jsonl"
head -1 "$work/requests.jsonl" >"$work/one.jsonl"
lines=$(grep -c '' "$work/requests.jsonl")

echo "machine: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
echo "TitleComposer $(git rev-parse --short HEAD); stream: $lines titles"
echo
"$bench" "$work/stream.jsonl" --stream
echo
"$bench" "$work/stream.jsonl" --stream --jsonl
echo

# Whole-process wall seconds of the CLI on all lines and on one, interleaved.
python3 - "$preview" "$work/requests.jsonl" "$work/one.jsonl" "$runs" "$lines" "$work/marginal" <<'EOF'
import resource, statistics, subprocess, sys, time
preview, many, one, runs, lines = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]), int(sys.argv[5])
def run(path):
    """Wall seconds and CPU seconds (user + system) of one whole process."""
    with open(path, "rb") as source:
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        subprocess.run([preview, "--jsonl", "--jobs", "1"], stdin=source, stdout=subprocess.DEVNULL, check=False)
        wall = time.perf_counter() - start
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
run(many); run(one)
all_, single, marginal, marginal_cpu = [], [], [], []
for _ in range(runs):
    (a, a_cpu), (b, b_cpu) = run(many), run(one)
    all_.append(a); single.append(b); marginal.append((a - b) / (lines - 1) * 1e6)
    marginal_cpu.append((a_cpu - b_cpu) / (lines - 1) * 1e6)
def f(values, scale=1, unit=""):
    return f"{statistics.median(values) * scale:.2f}{unit} ({min(values) * scale:.2f}–{max(values) * scale:.2f})"
print(f"batch CLI --jsonl --jobs 1, whole process: {lines} lines {f(all_, 1e3, ' ms')}, one line {f(single, 1e3, ' ms')}")
print(f"batch CLI marginal per unseen title: {f(marginal, 1, ' µs')} wall, {f(marginal_cpu, 1, ' µs')} CPU")
with open(sys.argv[6], "w") as out:
    out.write(f"{statistics.median(marginal)}\n")
EOF

if [ "$peer" -eq 1 ]; then
  peers=${PEERS_DIR:-$root/../shared/peers}
  [ -f "$peers/pango_peer.c" ] || { echo "stream-bench: no $peers/pango_peer.c (set PEERS_DIR)" >&2; exit 1; }
  gcc -O2 -o "$work/pango_peer" "$peers/pango_peer.c" \
    $(pkg-config --cflags --libs pangocairo pangoft2 fontconfig json-glib-1.0 harfbuzz) -lm
  mkdir -p "$work/root" && ln -s "$root/Fonts" "$work/root/fonts"
  "$work/pango_peer" "$work/stream.jsonl" 1 "$work/pango.jsonl" --repeats 1 --font-root "$work/root" \
    --stats "$work/stats.json" --fallback-font "$(fc-match -f '%{file}' 'Noto Color Emoji')" >/dev/null
  python3 - "$work/stats.json" "$work/marginal" <<'EOF'
import json, sys
pango = json.load(open(sys.argv[1]))["us_per_title_median"]
ours = float(open(sys.argv[2]).read())
print(f"Pango peer on the same cases: {pango:.2f} µs/title; batch CLI marginal {ours:.2f} µs: {pango / ours:.1f}x")
EOF
fi
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
