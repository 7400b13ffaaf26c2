#!/usr/bin/env bash
# Installs title-preview (the CLI and `title-preview serve`) into PREFIX as a relocatable tree:
#
#   PREFIX/bin/title-preview                      a link to the binary
#   PREFIX/lib/title-preview/title-preview        the binary, the Swift runtime linked in
#                                                 (--static-swift-stdlib): no toolchain needed
#   PREFIX/lib/title-preview/TitleComposer_TitleComposer.resources/Fonts
#                                                 the bundled fonts, beside the binary, where it
#                                                 looks first (its real path, links resolved)
#   PREFIX/share/title-preview/openapi.json       the HTTP contract (also GET /openapi.json)
#   PREFIX/share/title-preview/title-preview.service
#                                                 a systemd unit for this PREFIX (not enabled)
#
# The tree can be moved or copied anywhere: nothing in it names PREFIX except the unit file.
# The binary still needs the Debian libraries it links or loads (FreeType, HarfBuzz, fontconfig,
# ICU 72, libpng, libdeflate, zlib; libmicrohttpd when serving, libcrypto for the fonts'
# fingerprint: `apt-get install libfreetype6 libharfbuzz0b libfontconfig1 libicu72 libpng16-16
# libdeflate0 libmicrohttpd12 libssl3 zlib1g`).
#
#   bash scripts/install.sh [--configuration release|debug] [--scratch-path DIR] PREFIX
#
# The build goes to its own scratch path (default .build/install-CONFIGURATION), apart from the
# normal build. A release build takes some minutes on two cores.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
configuration=release
scratch=""
prefix=""
usage() { echo "usage: $0 [--configuration release|debug] [--scratch-path DIR] PREFIX" >&2; exit 64; }
while [[ $# -gt 0 ]]; do
  case $1 in
    --configuration) [[ $# -ge 2 ]] || usage; configuration=$2; shift 2 ;;
    --scratch-path) [[ $# -ge 2 ]] || usage; scratch=$2; shift 2 ;;
    -h|--help) sed -n '2,23p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) usage ;;
    *) [[ -z $prefix ]] || usage; prefix=$1; shift ;;
  esac
done
[[ -n $prefix ]] || usage
[[ $configuration == release || $configuration == debug ]] || usage
scratch=${scratch:-$root/.build/install-$configuration}

swift build --package-path "$root" --scratch-path "$scratch" -c "$configuration" \
  --product title-preview --static-swift-stdlib
built="$(swift build --package-path "$root" --scratch-path "$scratch" -c "$configuration" \
  --show-bin-path)"

fail() { echo "install: $*" >&2; exit 1; }
# The Swift runtime is in the binary: it needs no library of the toolchain.
if readelf -d "$built/title-preview" | grep -E 'NEEDED.*libswift|NEEDED.*libFoundation'; then
  fail "the binary still needs the toolchain's Swift libraries"
fi

mkdir -p "$prefix/bin" "$prefix/lib/title-preview" "$prefix/share/title-preview"
prefix="$(cd "$prefix" && pwd)"
lib="$prefix/lib/title-preview"
install -m 0755 "$built/title-preview" "$lib/title-preview"
if [[ $configuration == release ]]; then strip "$lib/title-preview"; fi
rm -rf "$lib/TitleComposer_TitleComposer.resources"
cp -R "$built/TitleComposer_TitleComposer.resources" "$lib/"
ln -sfn ../lib/title-preview/title-preview "$prefix/bin/title-preview"
install -m 0644 "$root/docs/openapi.json" "$prefix/share/title-preview/openapi.json"
sed "s|/opt/title-preview|$prefix|g" "$root/Examples/systemd/title-preview.service" \
  > "$prefix/share/title-preview/title-preview.service"

"$prefix/bin/title-preview" --version >/dev/null || fail "the installed binary does not run"
echo "install: $("$prefix/bin/title-preview" --version) in $prefix"
