#!/bin/sh
# Fallback cost, warm and cold: µs per title of the 300 titles with emoji and fallback
# characters (Tests/Bench/fallback.jsonl) beside their 300 plain twins (Tests/Bench/plain.jsonl),
# composed by a release build in the test suite's font environment (the pinned fontconfig
# configuration, so that the figures do not depend on the machine's other fonts).
#
#   scripts/fallback-bench.sh [PROCESSES]   (default 10)
#
# Warm: title-bench --fallback-set (alternating passes with one composer; median, p10–p90).
# Cold: each set's first pass in a fresh process (a new composer, fontconfig's configuration,
# the fallback orders, the system faces and every cache empty), PROCESSES processes per set;
# their median, minimum and maximum.
set -eu
cd "$(dirname "$0")/.."
runs=${1:-10}
FONTCONFIG_FILE="$(pwd)/Tests/PinnedFontEnvironment/fonts.conf"
export FONTCONFIG_FILE
unset FONTCONFIG_SYSROOT || true
swift build -c release --product title-bench >/dev/null
bench=.build/release/title-bench
echo "warm:"
"$bench" --fallback-set
for set in plain fallback; do
  figures=""
  i=0
  while [ "$i" -lt "$runs" ]; do
    figures="$figures $("$bench" --fallback-set --cold "$set")"
    i=$((i + 1))
  done
  echo "$figures" | tr ' ' '\n' | grep . | sort -n | awk -v set="$set" '
    { v[NR] = $1 }
    END { printf "cold %-8s %8.1f µs/title (median of %d processes; min %.1f, max %.1f)\n",
          set, v[int((NR + 1) / 2)], NR, v[1], v[NR] }'
done
