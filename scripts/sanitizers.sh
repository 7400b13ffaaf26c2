#!/usr/bin/env bash
# Runs the whole test suite under AddressSanitizer (with LeakSanitizer) and ThreadSanitizer,
# each in its own scratch path so the sanitized builds never mix with the normal one.
#
#   bash scripts/sanitizers.sh [address|thread|all]     (default all)
#
# Environment: SANITIZER_SCRATCH (default .build/sanitizers), extra `swift test` arguments in
# SWIFT_TEST_ARGS (e.g. "--filter Hostile"). Prints each run's wall time; exits non-zero when
# any run fails.
#
# SANITIZER_SKIP (a `swift test --skip` pattern) names the few tests that only repeat one code path
# over a large volume: a 100 MB line, 3.6 M doubles, every UTF-8 lead byte, a 10 MB title, a
# catalog at its count limit. Plain `swift test` runs them; here they would cost a third of the
# sanitized test time and reach no code that the rest of the suite leaves unreached. Set it to an
# empty string to run everything.
set -euo pipefail
cd "$(dirname "$0")/.."

which=${1:-all}
scratch=${SANITIZER_SCRATCH:-.build/sanitizers}
read -r -a extra <<<"${SWIFT_TEST_ARGS:-}"
default_skip='hundredMegabyteLine|millionsOfDoublesAreWrittenAsTheReferenceWritesThem|everyLeadWithBoundaryContinuations|tenMegabyteTitleComposesWithARaisedLimit|largestCatalogGivesAShortMessage'
skip=${SANITIZER_SKIP-$default_skip}
if [[ -n $skip ]]; then extra+=(--skip "$skip"); fi
status=0

run() {
  local sanitizer=$1
  local start=$SECONDS
  echo "== swift test --sanitize=$sanitizer (scratch $scratch/$sanitizer)"
  # The Swift backtracer would catch the sanitizers' signals first: leave reports to them.
  # LeakSanitizer runs with ASan; suppressions name leaks that are not ours (none today).
  if SWIFT_BACKTRACE=enable=no \
    ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1} \
    LSAN_OPTIONS=${LSAN_OPTIONS:-suppressions=$PWD/scripts/lsan.supp:print_suppressions=0} \
    TSAN_OPTIONS=${TSAN_OPTIONS:-halt_on_error=1} \
    swift test --sanitize="$sanitizer" --scratch-path "$scratch/$sanitizer" "${extra[@]}"; then
    echo "== $sanitizer: passed in $((SECONDS - start)) s"
  else
    echo "== $sanitizer: FAILED after $((SECONDS - start)) s"
    status=1
  fi
}

case $which in
  address) run address ;;
  thread) run thread ;;
  all) run address; run thread ;;
  *) echo "usage: $0 [address|thread|all]" >&2; exit 64 ;;
esac
exit $status
