#!/usr/bin/env bash
# The speed table: TitleComposer's title-bench and the Pango peer (../shared/peers) on the
# same cases and fonts, each row run RUNS times (default 5) with the median and the range, and
# with --callgrind the instructions per warm title of both (valgrind, which a shared VM's ±2×
# wall-clock noise does not touch). Prints a Markdown table for README's benchmark section.
#
#   bash scripts/bench-peer.sh [--runs N] [--callgrind] [--no-build]
#
# Rows (release build, one core, warm):
#   corpus in NanumGothicBold   Tests/Corpus/cases.jsonl as written
#   corpus in Noto Sans CJK KR  the same cases, title font NotoSansCJK-Regular.ttc face 1
#   corpus in Inter             the same cases, title font Inter-Regular.otf (fonts-inter)
#   plain titles                Tests/Bench/plain.jsonl (NanumGothicBold)
#   emoji/fallback titles       Tests/Bench/fallback.jsonl (NanumGothicBold), and its ratio
# Badges stay in NanumGothicBold. Ours: `title-bench FILE [--title-font F] --single-figure`
# (itself the median of 9 passes) and `title-bench --fallback-set --single-figure` (alternating
# passes over both sets). Pango: `pango_peer FILE 10 OUT` (the median of 5 repeats), with Noto
# Color Emoji, Noto Sans CJK and DejaVu Sans registered as its fallback fonts (it sees no
# other system font). The peer reads no face index: this script builds a copy whose font
# description of a .ttc comes from face $PEER_TTC_FACE (one sed line, checked), so that its
# Noto row is Noto Sans CJK KR, not face 0 (JP, whose cmap, GSUB and GPOS differ).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
runs=5
callgrind=0
build=1
while [ $# -gt 0 ]; do
  case "$1" in
  --runs) runs=$2; shift 2 ;;
  --callgrind) callgrind=1; shift ;;
  --no-build) build=0; shift ;;
  -h | --help) sed -n '2,22p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
  *) echo "bench-peer: unknown option $1 (see --help)" >&2; exit 64 ;;
  esac
done
peers=${PEERS_DIR:-$root/../shared/peers}
[ -f "$peers/pango_peer.c" ] || { echo "bench-peer: no $peers/pango_peer.c (set PEERS_DIR)" >&2; exit 1; }

noto=/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc
noto_face=1 # fc-query -f '%{index} %{family}\n' "$noto": 1 is Noto Sans CJK KR
inter=/usr/share/fonts/opentype/inter/Inter-Regular.otf

bash scripts/setup.sh
needed=(libpango1.0-dev libjson-glib-dev gcc fonts-noto-cjk fonts-inter)
[ "$callgrind" -eq 1 ] && needed+=(valgrind)
missing=()
for package in "${needed[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
if [ "${#missing[@]}" -gt 0 ]; then
  sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
[ "$(fc-query -f '%{family[0]}' -i "$noto_face" "$noto")" = "Noto Sans CJK KR" ] \
  || { echo "bench-peer: face $noto_face of $noto is not Noto Sans CJK KR" >&2; exit 1; }
fallbacks=(
  "$(fc-match -f '%{file}' 'Noto Color Emoji')"
  "$noto"
  "$(fc-match -f '%{file}' 'DejaVu Sans')"
)

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The peer, with the face of a collection chosen by PEER_TTC_FACE (default 0, the peer's own).
sed 's|FcFreeTypeQuery((const FcChar8 \*)path, 0, NULL, &count)|FcFreeTypeQuery((const FcChar8 *)path, (g_str_has_suffix(path, ".ttc") \&\& getenv("PEER_TTC_FACE")) ? atoi(getenv("PEER_TTC_FACE")) : 0, NULL, \&count)|' \
  "$peers/pango_peer.c" >"$work/pango_peer.c"
grep -q PEER_TTC_FACE "$work/pango_peer.c" \
  || { echo "bench-peer: the peer's font query changed; update the face patch" >&2; exit 1; }
gcc -O2 -o "$work/pango_peer" "$work/pango_peer.c" \
  $(pkg-config --cflags --libs pangocairo pangoft2 fontconfig json-glib-1.0 harfbuzz) -lm
mkdir -p "$work/root" && ln -s "$root/Fonts" "$work/root/fonts"

if [ "$build" -eq 1 ]; then swift build -c release --product title-bench >/dev/null; fi
bench=.build/release/title-bench
[ -x "$bench" ] || { echo "bench-peer: no $bench (run without --no-build)" >&2; exit 1; }

# The corpus with another title font, for the peer (ours takes --title-font).
with_font() { # cases.jsonl font-path > out.jsonl
  python3 -c '
import json, sys
for line in open(sys.argv[1], encoding="utf-8"):
    case = json.loads(line)
    case["title_font"] = sys.argv[2]
    print(json.dumps(case, ensure_ascii=False))' "$1" "$2"
}
corpus=Tests/Corpus/cases.jsonl
with_font "$corpus" "$noto" >"$work/noto.jsonl"
with_font "$corpus" "$inter" >"$work/inter.jsonl"

# median MIN–MAX of numbers on stdin
stats() { python3 -c '
import statistics, sys
v = sorted(float(x) for x in sys.stdin.read().split())
print(f"{statistics.median(v):.2f} ({v[0]:.2f}–{v[-1]:.2f})")'; }
median() { python3 -c 'import statistics, sys; print(f"{statistics.median(float(x) for x in sys.stdin.read().split()):.2f}")'; }

pango_once() { # cases.jsonl iterations [repeats] → µs per title
  "$work/pango_peer" "$1" "$2" "$work/out.jsonl" --repeats "${3:-5}" --font-root "$work/root" \
    --stats "$work/stats.json" $(printf -- '--fallback-font %s ' "${fallbacks[@]}") >/dev/null
  python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["us_per_title_median"])' "$work/stats.json"
}
pango_runs() { for _ in $(seq "$runs"); do pango_once "$1" 10; done | stats; }
ours_runs() { for _ in $(seq "$runs"); do "$bench" "$@" --single-figure; done | stats; }

# Instructions per warm title: the difference of 5 passes and 1 (ours: the first pass is cold;
# the peer: a warm-up pass before the timed ones), over 4 × the number of cases, so start-up
# and the cold pass cancel. Repeated runs agree within about 1 %.
instructions() { # count-of-cases command... (with PASSES standing for the pass count)
  local n=$1 one five
  shift
  one=$(callgrind_total 1 "$@")
  five=$(callgrind_total 5 "$@")
  python3 -c "print(f'{($five - $one) / (4 * $n):,.0f}')"
}
callgrind_total() { # passes command...
  local passes=$1
  shift
  local args=("${@//PASSES/$passes}")
  valgrind --tool=callgrind --callgrind-out-file="$work/cg.out" "${args[@]}" >/dev/null 2>&1
  sed -n 's/^totals: *\([0-9]*\).*/\1/p;s/^summary: *\([0-9]*\).*/\1/p' "$work/cg.out" | head -1
}
peer_cmd() { echo "$work/pango_peer" "$1" PASSES "$work/out.jsonl" --repeats 1 --font-root "$work/root" \
  $(printf -- '--fallback-font %s ' "${fallbacks[@]}"); }

echo "machine: $(nproc) cores, $(sed -n 's/^model name\s*: //p' /proc/cpuinfo | head -1), load $(cut -d' ' -f1-3 /proc/loadavg)"
echo "TitleComposer $(git rev-parse --short HEAD), $runs runs per row; figures: median (min–max) µs per title"
echo

declare -A row_ours row_pango row_ours_i row_pango_i
row_ours[nanum]=$(ours_runs "$corpus")
row_pango[nanum]=$(pango_runs "$corpus")
row_ours[noto]=$(ours_runs "$corpus" --title-font "$noto#$noto_face")
row_pango[noto]=$(PEER_TTC_FACE=$noto_face pango_runs "$work/noto.jsonl")
row_ours[inter]=$(ours_runs "$corpus" --title-font "$inter")
row_pango[inter]=$(pango_runs "$work/inter.jsonl")
for _ in $(seq "$runs"); do "$bench" --fallback-set --single-figure; done >"$work/sets.txt"
row_ours[plain]=$(cut -d' ' -f1 "$work/sets.txt" | stats)
row_ours[fallback]=$(cut -d' ' -f2 "$work/sets.txt" | stats)
row_ours[ratio]="$(cut -d' ' -f3 "$work/sets.txt" | median)×"
for _ in $(seq "$runs"); do
  echo "$(pango_once Tests/Bench/plain.jsonl 10) $(pango_once Tests/Bench/fallback.jsonl 10)"
done >"$work/pango-sets.txt"
row_pango[plain]=$(cut -d' ' -f1 "$work/pango-sets.txt" | stats)
row_pango[fallback]=$(cut -d' ' -f2 "$work/pango-sets.txt" | stats)
row_pango[ratio]="$(awk '{print $2 / $1}' "$work/pango-sets.txt" | median)×"

if [ "$callgrind" -eq 1 ]; then
  cases() { grep -c '' "$1"; }
  row_ours_i[nanum]=$(instructions "$(cases $corpus)" "$bench" "$corpus" --profile PASSES)
  row_ours_i[noto]=$(instructions "$(cases $corpus)" "$bench" "$corpus" --title-font "$noto#$noto_face" --profile PASSES)
  row_ours_i[inter]=$(instructions "$(cases $corpus)" "$bench" "$corpus" --title-font "$inter" --profile PASSES)
  row_ours_i[plain]=$(instructions 300 "$bench" Tests/Bench/plain.jsonl --profile PASSES)
  row_ours_i[fallback]=$(instructions 300 "$bench" Tests/Bench/fallback.jsonl --profile PASSES)
  read -ra p <<<"$(peer_cmd "$corpus")"
  row_pango_i[nanum]=$(instructions "$(cases $corpus)" "${p[@]}")
  read -ra p <<<"$(peer_cmd "$work/noto.jsonl")"
  row_pango_i[noto]=$(PEER_TTC_FACE=$noto_face instructions "$(cases $corpus)" "${p[@]}")
  read -ra p <<<"$(peer_cmd "$work/inter.jsonl")"
  row_pango_i[inter]=$(instructions "$(cases $corpus)" "${p[@]}")
  read -ra p <<<"$(peer_cmd Tests/Bench/plain.jsonl)"
  row_pango_i[plain]=$(instructions 300 "${p[@]}")
  read -ra p <<<"$(peer_cmd Tests/Bench/fallback.jsonl)"
  row_pango_i[fallback]=$(instructions 300 "${p[@]}")
fi

echo "| titles (release, one core, warm) | ours µs/title | Pango µs/title | target | ours instructions/title | Pango instructions/title |"
echo "|---|---|---|---|---|---|"
line() { echo "| $1 | ${row_ours[$2]} | ${row_pango[$2]} | $3 | ${row_ours_i[$2]:-–} | ${row_pango_i[$2]:-–} |"; }
line "corpus (400), NanumGothicBold" nanum "≤ 1.6"
line "corpus, Noto Sans CJK KR" noto "≤ 3"
line "corpus, Inter (Hangul by fallback)" inter "≤ 3"
line "plain titles (300, Tests/Bench/plain.jsonl)" plain "–"
line "emoji/fallback titles (300, Tests/Bench/fallback.jsonl)" fallback "–"
echo "| emoji/fallback ÷ plain | ${row_ours[ratio]} | ${row_pango[ratio]} | ≤ 2.5× | | |"
