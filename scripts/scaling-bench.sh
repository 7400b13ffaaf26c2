#!/usr/bin/env bash
# Two cores in one process, against one: the library, the batch CLI and the HTTP service, each
# on the stream of titles seen once (Tests/Bench/stream-titles.txt), beside two separate
# processes doing the same work (what the machine gives when nothing is shared). Run it on a
# quiet machine: another process on either core makes every ratio meaningless.
#
#   bash scripts/scaling-bench.sh [--runs N] [--no-build] [--census]
#
# Prints, with the load average before and after:
#   library      title-bench --stream --jobs 2: blocks of 1,000 unseen titles alternating
#                between one thread and two; the median ratio of neighbouring blocks
#   batch CLI    title-preview --jsonl on the stream's request lines, --jobs 1 and --jobs 2,
#                whole processes (interleaved, RUNS each); throughput past start-up (the wall
#                time less a one-line run's), ratio of the medians and per pair
#   processes    two title-preview --jsonl --jobs 1 at once, each on all the lines, against one:
#                the ceiling that sharing nothing gives
#   HTTP         title-bench --http with the server at --jobs 1 and --jobs 2 (4 clients):
#                single-title requests per second, ratio per pair
# --census also runs the batch CLI with two jobs under scripts/retain-census.c and prints the
# objects whose reference counts both workers wrote (the evidence of what threads share).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
runs=5
build=1
census=0
while [ $# -gt 0 ]; do
  case "$1" in
  --runs) runs=$2; shift 2 ;;
  --no-build) build=0; shift ;;
  --census) census=1; shift ;;
  -h | --help) sed -n '2,21p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
  *) echo "scaling-bench: unknown option $1 (see --help)" >&2; exit 64 ;;
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

echo "machine: $(nproc) cores, load before $(cut -d' ' -f1-3 /proc/loadavg)"
echo "TitleComposer $(git rev-parse --short HEAD)"
echo
echo "library:"
for _ in $(seq "$runs"); do "$bench" "$work/stream.jsonl" --stream --jobs 2 | grep 'blocks of'; done

python3 - "$preview" "$work/requests.jsonl" "$work/one.jsonl" "$runs" <<'EOF'
import statistics, subprocess, sys, time
preview, many, one, runs = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
lines = sum(1 for _ in open(many, "rb"))
def start(path, jobs):
    return subprocess.Popen([preview, "--jsonl", "--jobs", str(jobs)], stdin=open(path, "rb"),
                            stdout=subprocess.DEVNULL)
def wall(path, jobs, copies=1):
    begin = time.perf_counter()
    children = [start(path, jobs) for _ in range(copies)]
    for child in children:
        child.wait()
    return time.perf_counter() - begin
for jobs in (1, 2):
    wall(many, jobs)
one_job, two_jobs, two_processes, baseline = [], [], [], []
for _ in range(runs):
    startup = wall(one, 1)
    baseline.append(startup)
    one_job.append(lines / (wall(many, 1) - startup))
    two_jobs.append(lines / (wall(many, 2) - startup))
    # Two processes, each all the lines on one job: twice the titles in the wall time.
    two_processes.append(2 * lines / (wall(many, 1, copies=2) - startup))
def f(values):
    return f"{statistics.median(values):.0f} ({min(values):.0f}–{max(values):.0f})"
pairs = sorted(b / a for a, b in zip(one_job, two_jobs))
process_pairs = sorted(b / a for a, b in zip(one_job, two_processes))
print()
print(f"batch CLI, {lines} unseen titles, titles/s past start-up (median, range):")
print(f"  --jobs 1: {f(one_job)}; --jobs 2: {f(two_jobs)}")
print(f"  scaling (per pair): {statistics.median(pairs):.2f}x ({pairs[0]:.2f}–{pairs[-1]:.2f})")
print(f"  two separate processes at --jobs 1: {f(two_processes)}; "
      f"{statistics.median(process_pairs):.2f}x ({process_pairs[0]:.2f}–{process_pairs[-1]:.2f})")
EOF

echo
echo "HTTP (single-title requests):"
for _ in $(seq "$runs"); do
  one=$("$bench" --http --jobs 1 --clients 4 | sed -n 's/^  1 title: \([0-9]*\) .*/\1/p')
  two=$("$bench" --http --jobs 2 --clients 4 | sed -n 's/^  1 title: \([0-9]*\) .*/\1/p')
  echo "$one $two"
done | python3 -c '
import statistics, sys
pairs = [tuple(map(float, line.split())) for line in sys.stdin if len(line.split()) == 2]
ratios = sorted(b / a for a, b in pairs)
print(f"  --jobs 1: {statistics.median(a for a, _ in pairs):.0f} requests/s; --jobs 2: {statistics.median(b for _, b in pairs):.0f}; "
      f"scaling {statistics.median(ratios):.2f}x ({ratios[0]:.2f}–{ratios[-1]:.2f})")'

if [ "$census" -eq 1 ]; then
  cc -O2 -shared -fPIC -o "$work/retain-census.so" scripts/retain-census.c -ldl -lpthread
  echo
  LD_PRELOAD="$work/retain-census.so" "$preview" --jsonl --jobs 2 <"$work/requests.jsonl" 2>&1 >/dev/null | head -12
fi
echo
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
