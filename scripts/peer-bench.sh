#!/usr/bin/env bash
# Runs TitleComposer's benchmark and the Pango peer (../shared/peers) on the same corpus in one
# go, on this machine, and prints the throughput ratio.
#   bash scripts/peer-bench.sh [corpus.jsonl]
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
corpus=${1:-Tests/Corpus/cases.jsonl}
peers=${PEERS_DIR:-$root/../shared/peers}
[ -f "$peers/pango_peer.c" ] || { echo "peer-bench: no $peers/pango_peer.c" >&2; exit 1; }

bash scripts/setup.sh
missing=()
for package in libpango1.0-dev libjson-glib-dev gcc; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
if [ "${#missing[@]}" -gt 0 ]; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
gcc -O2 -o "$work/pango_peer" "$peers/pango_peer.c" \
  $(pkg-config --cflags --libs pangocairo pangoft2 fontconfig json-glib-1.0 harfbuzz) -lm
mkdir -p "$work/root" && ln -s "$root/Fonts" "$work/root/fonts"

swift build -c release --product title-bench >/dev/null
ours=$(.build/release/title-bench "$corpus" --single-figure)
echo "TitleComposer: $ours us/title (warm, one core, median)"

peer_out=$("$work/pango_peer" "$corpus" 20 "$work/pango.jsonl" --font-root "$work/root" \
  --fallback-font "$(fc-match -f '%{file}' 'Noto Color Emoji')")
echo "$peer_out"
theirs=$(echo "$peer_out" | sed -n 's/.*median \([0-9.]*\) us\/title.*/\1/p')
python3 -c "print(f'ratio: TitleComposer lays out a title {float($theirs)/float($ours):.1f}x faster than Pango ({float($theirs):.2f} us vs {float($ours):.2f} us)')"
