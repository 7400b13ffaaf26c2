#!/usr/bin/env bash
# The example consumer package (Examples/CellPreview), built as an app that depends on
# TitleComposer by path builds it (its own .build) and run with TITLECOMPOSER_FONTS unset: it
# must find the bundled fonts in the package's resources beside its executable, compose a title
# and write a PNG of the expected size. Part of `.ci/run`; a clean build adds about 80 s on two
# cores (later runs: seconds).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
example="$root/Examples/CellPreview"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT

swift build --package-path "$example"
binary="$(swift build --package-path "$example" --show-bin-path)/cell-preview"
env -u TITLECOMPOSER_FONTS "$binary" "$out/cell.png" | tee "$out/stdout"

fail() { echo "example: $*" >&2; exit 1; }
# Two lines at 200 px: the badge (27.5625 px) and "요즘 인기 있는 절에서" fit, the rest wraps.
grep -q $'^요즘 인기 있는 절에서\tx 27.5625\t' "$out/stdout" || fail "unexpected first line"
grep -q $'^템플스테이 체험하기\tx 0.0\t' "$out/stdout" || fail "unexpected second line"
# The fonts came from the resource bundle beside the example's executable.
grep -qx "fonts $(dirname "$binary")/TitleComposer_TitleComposer.resources/Fonts" "$out/stdout" \
  || fail "the fonts were not found in the resource bundle beside $binary"
# A PNG of ceil((16 + 200 + 16) × 2) × ceil((12 + 36.8 + 12) × 2) = 464 × 122 pixels.
header="$(od -An -tx1 -N24 "$out/cell.png" | tr -d ' \n')"
[[ "$header" == 89504e470d0a1a0a????????49484452000001d00000007a ]] \
  || fail "cell.png is not a 464 × 122 PNG (header $header)"
echo "example: ok"
