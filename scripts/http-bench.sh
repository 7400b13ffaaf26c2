#!/usr/bin/env bash
# The HTTP service beside the least a libmicrohttpd server can do (scripts/http-reference-server.c:
# the same thread pool, a fixed answer, nothing composed), both loaded the same way by
# `title-bench --http` over loopback: single-title requests, then 100-title arrays. The two
# servers run in turn, RUNS times each (default 5); prints each run's lines, then the median
# single-title requests per second of each, their ratio per pair (median and range), the
# service's p99 and each server's CPU time per request (which a busy machine stretches less).
#
#   bash scripts/http-bench.sh [--runs N] [--jobs N] [--clients N] [--no-build]
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
runs=5
jobs=$(nproc)
clients=4
build=1
while [ $# -gt 0 ]; do
  case "$1" in
  --runs) runs=$2; shift 2 ;;
  --jobs) jobs=$2; shift 2 ;;
  --clients) clients=$2; shift 2 ;;
  --no-build) build=0; shift ;;
  -h | --help) sed -n '2,9p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
  *) echo "http-bench: unknown option $1 (see --help)" >&2; exit 64 ;;
  esac
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if [ "$build" -eq 1 ]; then
  bash scripts/setup.sh >/dev/null
  swift build -c release --product title-bench >/dev/null
  swift build -c release --product title-preview >/dev/null
fi
cc -O2 -o "$work/http-reference-server" scripts/http-reference-server.c \
  $(pkg-config --cflags --libs libmicrohttpd)
bench=$root/.build/release/title-bench

echo "machine: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg); server --jobs $jobs, $clients clients"
for run in $(seq "$runs"); do
  "$bench" --http --jobs "$jobs" --clients "$clients" | tee -a "$work/service.txt"
  "$bench" --http --jobs "$jobs" --clients "$clients" --reference-server "$work/http-reference-server" \
    | tee -a "$work/reference.txt"
done
python3 - "$work/service.txt" "$work/reference.txt" <<'EOF'
import re, statistics, sys
def singles(path):
    rates, p99s, cpus = [], [], []
    for line in open(path, encoding="utf-8"):
        # Each figure may be followed by its range in brackets ("11209 [10490–11357] requests/s").
        figure = r"([0-9.]+)(?: \[[^\]]*\])?"
        match = re.search(
            rf"1 title: {figure} requests/s.*p99 {figure} µs, server CPU {figure} µs", line)
        if match:
            rates.append(float(match.group(1)))
            p99s.append(float(match.group(2)))
            cpus.append(float(match.group(3)))
    return rates, p99s, cpus
service, service_p99, service_cpu = singles(sys.argv[1])
reference, _, reference_cpu = singles(sys.argv[2])
ratios = sorted(s / r for s, r in zip(service, reference))
print(f"single-title requests/s: service {statistics.median(service):.0f}, reference {statistics.median(reference):.0f}")
print(f"service ÷ reference (per pair): {statistics.median(ratios):.2f}x ({ratios[0]:.2f}–{ratios[-1]:.2f}); "
      f"service p99 {statistics.median(service_p99):.0f} µs ({min(service_p99):.0f}–{max(service_p99):.0f})")
print(f"server CPU per single-title request: service {statistics.median(service_cpu):.0f} µs, "
      f"reference {statistics.median(reference_cpu):.0f} µs")
EOF
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
