#!/usr/bin/env bash
# The pictures the docs show, drawn by this build's title-preview in the tests' pinned font
# environment (Tests/PinnedFontEnvironment/fonts.conf), so the same build draws the same pixels on
# any machine. Cells take their look from docs/images/cell.json.
#
#   bash scripts/make-doc-images.sh [FOLDER]     (default: docs/images)
#
# TITLE_PREVIEW names the binary (default: the debug build's, `swift build --show-bin-path`).
# DocImageTests draws every picture into a folder of its own and compares it with the committed
# one pixel for pixel: after a change that moves pixels, run this and commit the pictures.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
out="${1:-$root/docs/images}"
preview="${TITLE_PREVIEW:-$(swift build --package-path "$root" --show-bin-path)/title-preview}"
export FONTCONFIG_FILE="$root/Tests/PinnedFontEnvironment/fonts.conf"
mkdir -p "$out"

# Each kind of picture: a name, then the command's options and text. `bare` draws a title with
# no cell style (transparent, no padding), as docs/truncation.md compares them.
cell() { local name=$1; shift; "$preview" --style "$root/docs/images/cell.json" -f png -o "$out/$name.png" "$@"; }
tags() { local name=$1; shift; "$preview" tags --background '#FFFFFF' -f png -o "$out/$name.png" "$@"; }
tooltip() { local name=$1; shift; "$preview" tooltip -f png -o "$out/$name.png" "$@"; }
bare() { local name=$1; shift; "$preview" -f png -o "$out/$name.png" "$@"; }

# One line per picture: a picture is added by adding its line here (the test draws each one).
cell cell-plain -c 5 -w 343 "요즘 인기 있는 절에서 템플스테이 체험하기 🏯 마음을 비우는 주말"
cell cell-truncated -c 2 -w 240 -l 2 "모듈을 다루려고 제공하는 특별한 규정은 무엇인가요? 패키지 관리자가 알려 주는 것"
cell cell-spaces -c 4 -w 240 --padding spaces "연말정산 미리 준비하는 체크리스트와 공제 항목 정리"
cell cell-japanese -c 5 -w 260 --lang ja --word-break normal \
  --title-font /usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc#0 "京都の古いお寺で静かな朝を過ごす一泊二日の旅"
tags tags -w 343 --selected 1 "주차 가능한 절" "반려동물 동반 가능한 절" "템플스테이" "사찰 음식 체험"
tooltip tooltip --max-width 200 "iOS 앱 개발 알아가기"
cell cell-bidi -c 1 -w 260 "세일 מבצע 50% הנחה 오늘만 🎁"
bare truncation-fill -c 8 -w 343 -l 2 --word-break normal "UAE측 요청과 협의에 따라, 국익창출과 다양한 지역에서의 우리 AirPods Donaudampfschifffahrtsgesellschaftskapitän Pro"
bare truncation-line-clamp -c 8 -w 343 -l 2 --word-break normal --truncation lineClamp "UAE측 요청과 협의에 따라, 국익창출과 다양한 지역에서의 우리 AirPods Donaudampfschifffahrtsgesellschaftskapitän Pro"
bare truncation-fill-space -c 9 -w 200 -l 2 "현행 교육공무원의 육아휴직은 만 6세 이하의 초등학교 취학 전 자녀의 육아를 위한 경우로 한정되어 있어 초등학교"
bare truncation-line-clamp-space -c 9 -w 200 -l 2 --truncation lineClamp "현행 교육공무원의 육아휴직은 만 6세 이하의 초등학교 취학 전 자녀의 육아를 위한 경우로 한정되어 있어 초등학교"
bare cell-rich -c 3 -w 300 -l 2 --run-style 'strong={"font":"NanumGothicBold","color":"#1F6FEB"}' \
  --run-style 'count={"size":12,"color":"#E5484D"}' \
  --runs '[{"text":"[공지] ","style":"strong"},{"text":"이번 주 "},{"box":{"width":16,"height":16,"name":"N"}},{"text":" 업데이트 안내와 새 기능 정리, 그리고 자주 묻는 질문과 답변 모음"}]' \
  --end '[{"text":" [23]","style":"count"}]' --highlight 23:32
cell cell-rtl -c 2 -w 260 -l 2 --direction rtl \
  --title-font /usr/share/fonts/truetype/noto/NotoSansHebrew-Regular.ttf "ירושלים: סיור לילי בעיר העתיקה עם מדריך מקומי"
