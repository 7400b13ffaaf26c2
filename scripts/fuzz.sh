#!/usr/bin/env bash
# Builds the libFuzzer targets in Fuzz/ (AddressSanitizer + coverage) and runs one for a fixed time.
#
#   bash scripts/fuzz.sh [compose|batch|font|render|loaders|all] [seconds] [-- extra libFuzzer flags]
#
# Targets: compose (titles → lines), batch (JSONL lines), font (font files), render (cells, tag
# chips and tooltips with extreme numbers → PNG/SVG), loaders (style and catalog files).
#
# The library modules are built by SwiftPM with `-sanitize=fuzzer,address` (coverage and ASan, no
# main); each target is then compiled by swiftc against those modules and linked with libFuzzer's
# main. Seeds come from Tests/Corpus/cases.jsonl (titles, batch lines) and from a small subset of
# the bundled font (fontTools' pyftsubset when available, else a truncated copy). The corpus
# grows in $FUZZ_WORK/corpus-<target>; crashes land in $FUZZ_WORK/artifacts-<target>/.
# Environment: FUZZ_WORK (default /tmp/titlecomposer-fuzz), FUZZ_SCRATCH (default /tmp/sp-fuzz),
# FUZZ_JOBS (parallel fuzzing processes, default 1).
set -euo pipefail

target=${1:-all}
seconds=${2:-600}
shift $(( $# < 2 ? $# : 2 ))
[[ ${1:-} == "--" ]] && shift
extra=("$@")

root=$(cd "$(dirname "$0")/.." && pwd)
work=${FUZZ_WORK:-/tmp/titlecomposer-fuzz}
scratch=${FUZZ_SCRATCH:-/tmp/sp-fuzz}
jobs=${FUZZ_JOBS:-1}
mkdir -p "$work"

sanitize=(-Xswiftc -sanitize=fuzzer,address -Xcc -fsanitize=fuzzer-no-link,address)

build_library() {
  echo "== building the library with -sanitize=fuzzer,address (scratch $scratch)"
  (cd "$root" && swift build --scratch-path "$scratch" -c release --target TitleService "${sanitize[@]}")
}

# Compiles Fuzz/<Name>Fuzzer.swift + Fuzz/FuzzInput.swift into $work/fuzz-<target>, against the
# module <top> (TitleComposer; TitleRendering for the targets that draw; TitleWire for the file
# readers; TitleService for the batch line) and its dependencies.
build_target() {
  local name=$1 file=$2 top=$3
  local bin
  bin=$(cd "$root" && swift build --scratch-path "$scratch" -c release --show-bin-path)
  local flags=()
  # link_flags.py prints a shell-quoted list: module maps, include paths, objects, libraries.
  eval "flags=($(python3 "$root/Fuzz/link_flags.py" "$root" "$bin" "$top"))"
  echo "== linking $work/fuzz-$name"
  swiftc -O -sanitize=fuzzer,address -parse-as-library -module-name "Fuzz_$name" \
    "$root/Fuzz/$file" "$root/Fuzz/FuzzInput.swift" "${flags[@]}" \
    -o "$work/fuzz-$name"
}

seed() {
  local name=$1 corpus=$work/corpus-$name
  mkdir -p "$corpus"
  [[ -n $(ls -A "$corpus") ]] && return
  echo "== seeding $corpus"
  python3 "$root/Fuzz/make_seeds.py" "$name" "$root" "$corpus"
}

run() {
  local name=$1 file=$2 top=$3 dict=${4:-}
  build_target "$name" "$file" "$top"
  seed "$name"
  mkdir -p "$work/artifacts-$name"
  local flags=(-max_total_time="$seconds" -print_final_stats=1 -timeout=10 -rss_limit_mb=4096
    -artifact_prefix="$work/artifacts-$name/")
  [[ -n $dict ]] && flags+=(-dict="$root/Fuzz/$dict")
  [[ $jobs -gt 1 ]] && flags+=(-fork="$jobs")
  echo "== fuzzing $name for ${seconds}s"
  # Fonts are found through TITLECOMPOSER_FONTS (the binary does not live in the checkout).
  # Leak detection is on: a leak is a finding too, except those scripts/lsan.supp names (not
  # ours, as in the sanitizer runs). The Swift backtracer is off: ASan reports.
  SWIFT_BACKTRACE=enable=no TITLECOMPOSER_FONTS="$root/Fonts" ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1} \
    LSAN_OPTIONS=${LSAN_OPTIONS:-suppressions=$root/scripts/lsan.supp:print_suppressions=0} \
    "$work/fuzz-$name" "${flags[@]}" "${extra[@]}" "$work/corpus-$name" 2>&1 | tee "$work/fuzz-$name.log"
}

build_library
case $target in
  compose) run compose ComposeFuzzer.swift TitleComposer title.dict ;;
  batch) run batch BatchFuzzer.swift TitleService json.dict ;;
  font) run font FontFuzzer.swift TitleComposer ;;
  render) run render RenderFuzzer.swift TitleRendering render.dict ;;
  loaders) run loaders LoaderFuzzer.swift TitleWire loaders.dict ;;
  all)
    run compose ComposeFuzzer.swift TitleComposer title.dict
    run batch BatchFuzzer.swift TitleService json.dict
    run font FontFuzzer.swift TitleComposer
    run render RenderFuzzer.swift TitleRendering render.dict
    run loaders LoaderFuzzer.swift TitleWire loaders.dict
    ;;
  *) echo "usage: $0 [compose|batch|font|render|loaders|all] [seconds] [-- libFuzzer flags]" >&2; exit 64 ;;
esac
