#!/usr/bin/env python3
"""Builds the rich-title oracle corpus: Korean list-cell titles made of styled runs and inline icon
boxes, laid out by headless Chromium through the shared rich oracle (`rich_oracle.py`), with the
expected truncation cut of every case that needs more lines than it may show and the geometry of
every line box.

The titles are written for this corpus (`TITLES` below): board, news, shopping and search-result
titles with a bolder prefix ("[공지] ", "[단독] "), a search term in another face or size, Latin
names in Inter between Korean runs, emoji, 12–20 px icon boxes at the start, inside and at the
end of the title, and end runs (" [23]" in a smaller style, a NEW box) kept through truncation.
Each title gets 6 style variants (title face NanumGothic, NanumGothic Bold or Noto Sans CJK KR at
14–17.5 px; run styles, boxes and end runs drawn for the variant), each laid out at 6 widths (one
in each 60 px band from 60 to 420 px), each case with its own numberOfLines (0–3), word-break
(keep-all or normal) and badge (the plain corpus's labels, NanumGothic Bold 12 px + 5 px, or
none).  Everything is drawn from one seeded generator: the same seed gives the same cases.

Outputs (in --out-dir):
  rich-cases.jsonl                the cases (rich_oracle.py's format + the title's own style)
  rich-layout-chromium.jsonl      Chromium's lines (`rich_oracle.py layout`), one per case
  rich-truncation-chromium.jsonl  the expected cut of every case with more lines than its
                                  numberOfLines N >= 1, measured with `rich_oracle.py measure`
  rich-geometry-chromium.jsonl    each line box's top and height and its baseline
                                  (rich_geometry_probe.py), and the faces' calibrated metrics
  rich-box-breaks-cases.jsonl,    short texts with a box next to every kind of character and
  rich-box-breaks-chromium.jsonl  every break opportunity Chromium takes in them
  rich-summary.json               counts per feature and the environment it was made in

The expected cut ("With truncation"): lines 1..N-1 are Chromium's; the last line holds the content
from line N's start s up to a cut c at a grapheme boundary inside the runs (s <= c <= end of the
title runs; it may go past line N's natural end), the spaces just before c dropped, then "…" in
the style (face, size, letter-spacing) of the last text run kept before the cut, stepping back over
boxes (the title's own style if there is none), then every end run.  The cut is the longest c for
which that content, laid out alone on one line (the oracle's `measure`), fits the line's room: the
cell width, less the badge width when N == 1; a width fits when it is <= room + 1/64 px (Blink's
LineBreaker epsilon).  Every candidate boundary from s to the title's end is measured, so the
record shows the cut fits, the next boundary does not, and whether any shorter one failed.

Usage: [FONTCONFIG_FILE=Tests/PinnedFontEnvironment/fonts.conf] scripts/make-rich-corpus.py
           [--oracle-dir ../shared/oracle] [--font-root DIR]
           [--out-dir Tests/Corpus] [--seed 34] [--cache FILE] [--chromium PATH] [--no-geometry]
           [--titles N]
Needs rich_geometry_probe.py beside it, Chromium and fontTools (../shared/oracle/setup.sh).
"""
import argparse
import functools
import hashlib
import json
import math
import os
import random
import re
import shutil
import subprocess
import sys
import time

import rich_geometry_probe

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

# ---------------------------------------------------------------- fonts
NANUM = {"font": "Fonts/NanumGothic.ttf"}
NANUM_BOLD = {"font": "Fonts/NanumGothicBold.ttf"}
NOTO_KR = {"font": "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", "font_index": 1}
INTER = {"font": "/usr/share/fonts/opentype/inter/Inter-Regular.otf"}
BADGE_FONT = "Fonts/NanumGothicBold.ttf"
BADGES = ["IT", "취미", "건강 관리", "반려동물", "건강", "재테크", "K-POP", "요리", "여행"]

ELLIPSIS = "\u2026"
EPSILON = 1 / 64  # Blink's LineBreaker fits a line when width <= available + one LayoutUnit

# ---------------------------------------------------------------- titles
# Markup: {P:text} prefix run, {H:text} search-term run, {L:text} Latin run (Inter), {B} icon box;
# anything else is body text in the title's own style.  Emoji stay inside one run.
TITLES = [
    "{P:[공지] }이번 주 서비스 점검 일정과 {H:새 기능} 안내{B}",
    "{P:[단독] }{L:Galaxy S25 Ultra} 국내 출시일 확정, 사전 예약 혜택 정리",
    "{P:[속보] }수도권 내일 아침 영하 12도… 올겨울 최강 한파",
    "{B}{P:[비밀글] }주문 취소 문의드립니다",
    "{L:iPhone 16 Pro} 배터리 교체 후기{B} 생각보다 빨랐어요 📷",
    "{P:[후기] }제주도 3박 4일 가족 여행 코스 공유합니다 🍊",
    "{H:전세 사기} 예방하려면 계약 전 꼭 확인해야 할 다섯 가지",
    "{P:[질문] }{L:macOS Sequoia} 업데이트 후 {L:Wi-Fi}가 자꾸 끊겨요",
    "오늘의 특가{B} {H:무료배송} 캠핑 의자 2+1 이벤트",
    "{P:[정보] }연말정산 간소화 서비스 오픈일과 {H:공제 항목} 총정리",
    "강아지 산책 시간{B}하루에 몇 번이 적당할까요?",
    "{P:[공지] }{H:개인정보 처리방침} 개정 안내 (2025년 3월 1일 시행)",
    "{L:ChatGPT}로 보고서 쓰는 법, 직장인 {H:프롬프트} 모음 🔥",
    "{P:[이벤트] }댓글 달고 {L:Starbucks} 기프티콘 받아 가세요{B}",
    "우리 동네 {H:붕어빵} 파는 곳 지도로 정리해 봤어요 🐟",
    "{P:[단독] }대형 마트 새벽 배송 전국 확대… 물류센터 세 곳 추가",
    "{B}{B} 인증 완료된 판매자만 거래 가능합니다",
    "초보 집사를 위한 {H:고양이 사료} 고르는 법과 급여량 계산",
    "{P:[모집] }주말 {L:Python} 스터디 같이 하실 분 (강남역, 4명)",
    "{L:Netflix} 새 한국 드라마 공개 일정{B} 이번 달 볼 만한 작품",
    "{P:[필독] }중고 거래 시 {H:안전결제} 이용 방법",
    "퇴근 후 30분 홈트레이닝 루틴 👍🏻 한 달 해 본 결과",
    "{P:[속보] }{L:KTX} 경부선 일부 구간 운행 지연, 복구 작업 중",
    "{H:청약} 1순위 조건 바뀐다… 무주택 기간 산정 기준은?",
    "아이폰 사진 {L:PC}로 옮기는 가장 쉬운 방법{B}",
    "{P:[공지] }설 연휴 고객센터 운영 시간 변경 안내 🇰🇷",
    "{P:[리뷰] }{L:Sony WH-1000XM5} 6개월 사용기: 노이즈 캔슬링은 여전히 최고",
    "김치찌개 맛있게 끓이는 {H:황금 비율}{B}",
    "{P:[Q&A] }적금 만기 후 {H:자동 재예치}는 어떻게 해지하나요?",
    "{B}관리자가 고정한 글입니다",
    "요즘 뜨는 {L:K-POP} 안무 챌린지 모음 🎉 따라 하기 쉬운 순서대로",
    "{P:[단독] }{H:전기차 보조금} 지급 기준 대폭 손질… 소형차 우대",
    "{P:[나눔] }아기 옷 일괄 나눔해요 (0~12개월){B}",
    "{L:Windows 11} 작업 표시줄 {H:아이콘 정렬} 바꾸는 방법",
    "부모님 {H:실손보험} 청구할 때 필요한 서류 정리했습니다",
    "{P:[공지] }{L:v2.4.0} 업데이트: 다크 모드와 {H:알림 설정} 개선",
    "서울 근교 당일치기 드라이브 코스 {B} 추천 부탁드려요",
    "{P:[급매] }{L:MacBook Air M2} 풀박스 팝니다 (배터리 사이클 32회)",
    "한 달 식비 30만 원으로 살기{B}{B} 장보기 목록 공개",
    "{P:[속보] }{H:한국은행} 기준금리 동결… 연 3.00% 유지",
    "{P:[후기] }동네 소아과 예약 앱 써 봤는데 대기 시간이 확 줄었어요 ❤️",
    "{L:YouTube Premium} 가족 요금제 가격 인상, 기존 회원은?",
    "베란다 텃밭에 {H:방울토마토} 키우기 첫 수확 📷",
    "{P:[투표] }점심 메뉴 골라 주세요 🍜 짜장면 vs 짬뽕",
    "{B}{P:[공지] }커뮤니티 이용 규칙을 꼭 읽어 주세요",
    "{H:국민연금} 예상 수령액 조회하는 방법 (모바일 3분 완료)",
    "겨울철 {L:SUV} 타이어 공기압은 얼마가 적당할까요{B}",
    "{P:[단독] }{L:OTT} 계정 공유 단속 시작… 추가 요금 월 5,000원",
    "고양이가 밤마다 우는 이유와 해결법 정리 🐱",
    "{P:[모집] }{H:봉사활동} 함께하실 대학생 서포터즈 3기 모집",
    "중학생 수학 {H:선행 학습} 어디까지 해야 할까요?",
    "{L:AirPods Pro 2} 한쪽만 소리가 작을 때 해결 방법{B}",
    "{P:[긴급] }서버 장애로 일부 결제가 지연되고 있습니다",
    "주말 아침 {H:브런치 카페} 추천 {L:TOP 10} 🥐",
    "{P:[정보] }{H:알뜰폰} 요금제 비교: 데이터 무제한 월 2만 원대",
    "자취생 필수템 {B}전자레인지 하나로 만드는 계란찜",
    "{P:[공지] }{L:App Store} 심사 지연으로 새 버전 배포가 늦어집니다",
    "{H:연차} 쓰는 날 상사에게 말하는 법… 다들 어떻게 하세요?",
    "{P:[후기] }{L:LG} 스탠바이미 3개월 써 본 솔직 후기{B}",
    "다이어트 중 야식 당길 때 {H:저칼로리 간식} 5가지 🍠",
    "{P:[단독] }지방 공항 {L:LCC} 신규 노선 10개 취항 확정",
    "이 정도면 누수일까요? 천장에 얼룩이 생겼어요{B}",
    "{P:[질문] }{H:전입신고} 온라인으로 하면 확정일자도 같이 받나요",
    "{L:Spotify} 연말 결산 공유합니다 🎧 올해 제일 많이 들은 노래",
    "{B}{B}{B} 세 가지 인증을 모두 받은 제품입니다",
    "{P:[이벤트] }신규 가입 시 {H:첫 달 무료} + 포인트 3,000점 지급",
    "출퇴근 지하철에서 읽기 좋은 에세이 추천해 주세요",
    "{P:[속보] }{L:NASA} 달 착륙선 발사 성공… 한국 탑재체도 실려",
    "층간소음 {H:해결 방법} 현실적인 조언 부탁드립니다 🙏",
    "{P:[공지] }비밀번호 변경 주기가 90일로 바뀝니다{B}",
    "{L:Tesla Model Y} 주니퍼 시승 후기: 승차감이 달라졌다",
    "{H:반려견 동반} 가능한 강원도 펜션 모음 🐶 {L:2025} 최신판",
    "{P:[분실] }강남역 2번 출구 근처에서 검은색 지갑 잃어버렸어요",
    "엄마표 {H:영어 놀이} 하루 15분이면 충분해요{B}",
    "{P:[정보] }{L:KB}·신한·하나 적금 금리 한눈에 비교",
    "드디어 합격했습니다!! 🎉🎉 공부 방법 공유할게요",
    "{P:[단독] }{H:의대 정원} 조정안 발표 임박… 대학별 배분은",
    "가을 캠핑 준비물 체크리스트{B} 처음 가시는 분 참고하세요",
    "{P:[질문] }{L:Excel} {H:VLOOKUP} 값이 안 나올 때 확인할 것",
    "비 오는 날 듣기 좋은 플레이리스트 ☔ 잔잔한 인디 음악",
    "{P:[공지] }{H:무료 체험} 기간 종료 전 자동 결제 안내{B}",
    "한강 자전거 코스 {L:30km} 완주 인증합니다 🚴",
    "{P:[후기] }임플란트 {H:비용} 병원별로 이렇게 달라요",
    "{L:Nintendo Switch 2} 예약 구매 성공하신 분 계신가요{B}",
    "{P:[단독] }국내 첫 {L:AI} 교과서 도입 학교 500곳 넘어",
    "이사 업체 {H:견적 비교}할 때 꼭 물어봐야 할 질문 7개",
    "짧은 제목{B}",
    "{P:[공지] }점검",
    "{B}사진",
    "{H:검색어}만 있는 제목",
    "퇴사 후 {H:실업급여} 신청 절차 한 번에 정리 (2025년 기준) 📌",
    "{P:[속보] }{L:Apple} 신제품 발표 행사 날짜 공개{B}",
    "초등학생 {H:용돈 관리} 앱 추천해 주세요 💰",
    "{P:[이벤트] }{L:Instagram} 팔로우하고 {H:커피 쿠폰} 받자{B}",
    "아파트 관리비가 갑자기 두 배로 나왔어요{B} 이유가 뭘까요",
    "{P:[단독] }{H:배달앱 수수료} 상한제 도입 논의 본격화",
    "오래된 {L:LED} 형광등 교체 직접 해 보기 🔧",
    "{P:[질문] }{H:자동차세} 연납 할인 신청 기간이 언제인가요",
    "{P:[공지] }새 주소 {L:https://m.example.co.kr/notice/2025} 로 접속해 주세요",
    "초고속인터넷가입사은품최대지급이벤트{B}오늘마감",
]
MARKUP = re.compile(r"\{([PHLB])(?::([^}]*))?\}")
BOX_NAMES = ["photo", "video", "lock", "pin", "verified", "hot", "file"]

VARIANTS_PER_TITLE = 6
WIDTH_BANDS = [(60, 120), (120, 180), (180, 240), (240, 300), (300, 360), (360, 421)]


def u16len(s):
    return len(s.encode("utf-16-le")) // 2


def parse_title(markup):
    """Markup -> [(role, text or None)], role in prefix/highlight/latin/box/body."""
    roles = {"P": "prefix", "H": "highlight", "L": "latin", "B": "box"}
    out, pos = [], 0
    for m in MARKUP.finditer(markup):
        if m.start() > pos:
            out.append(("body", markup[pos:m.start()]))
        out.append((roles[m.group(1)], m.group(2)))
        pos = m.end()
    if pos < len(markup):
        out.append(("body", markup[pos:]))
    return out


# ---------------------------------------------------------------- cases
def text_run(text, f, size, letter_spacing=0, role="body"):
    run = {"text": text, **f, "size": size}
    if letter_spacing:
        run["letter_spacing"] = letter_spacing
    run["role"] = role
    return run


def box(rng, name=None, square=0.7):
    w = rng.randint(12, 20)
    h = w if rng.random() < square else rng.randint(12, 20)
    return {"box": {"width": w, "height": h, "name": name or rng.choice(BOX_NAMES)}, "role": "icon"}


def draw_style(rng):
    """One variant's styles: the title's own (body) and one per run role."""
    title_face = rng.choices([NANUM, NOTO_KR, NANUM_BOLD], weights=[45, 30, 25])[0]
    size = rng.choice([14, 15, 16, 16, 17, 17.5])
    s = {"body": (title_face, size, 0)}
    prefix_face = NANUM_BOLD if title_face is not NANUM_BOLD else rng.choice([NANUM_BOLD, NOTO_KR])
    s["prefix"] = (prefix_face, size + (1 if rng.random() < 0.3 else 0), -0.5 if rng.random() < 0.2 else 0)
    s["highlight"] = rng.choice([
        (NOTO_KR if title_face is not NOTO_KR else NANUM, size + 1, 0),
        (NANUM_BOLD, size, 0),
        (title_face, size + 2, 0.5),
        (NANUM_BOLD, size + 3, 0),
    ])
    s["latin"] = (INTER, size - (1 if rng.random() < 0.3 else 0), 0.2 if rng.random() < 0.1 else 0)
    s["count"] = (rng.choice([NANUM, INTER]), max(11, size - rng.choice([3, 4])), 0.5 if rng.random() < 0.2 else 0)
    return s


def draw_end(rng, s):
    """End runs: none, a comment count, a NEW box, or both (the count kept through truncation)."""
    n = rng.choice([rng.randint(1, 30), rng.randint(1, 30), rng.randint(31, 999)])
    count_face, cs, cl = s["count"]
    kind = rng.choices(["none", "count", "count+new", "new", "paren", "icons", "comments", "hot"],
                       weights=[25, 30, 15, 10, 5, 5, 5, 5])[0]
    new_box = lambda: {"box": {"width": rng.randint(14, 20), "height": rng.randint(12, 16), "name": "new"}, "role": "icon"}
    if kind == "none":
        return []
    if kind == "count":
        return [text_run(f" [{n}]", count_face, cs, cl, "count")]
    if kind == "count+new":
        return [text_run(f" [{n}]", count_face, cs, cl, "count"), new_box()]
    if kind == "new":
        return [new_box()]
    if kind == "paren":
        return [text_run(f" ({n})", count_face, cs, cl, "count")]
    if kind == "icons":
        return [box(rng, "photo"), new_box()]
    if kind == "comments":
        return [text_run(f" 댓글 {n}", NANUM, cs, cl, "count")]
    return [text_run(f" 🔥{n}", count_face, cs, cl, "count")]


def runs_for(parsed, s, rng):
    runs = []
    for role, text in parsed:
        if role == "box":
            runs.append(box(rng))
        else:
            f, size, ls = s[role]
            runs.append(text_run(text, f, size, ls, role))
    return runs


def make_cases(seed, titles=None):
    rng = random.Random(seed)
    cases = []
    for ti, markup in enumerate(TITLES[:titles]):
        parsed = parse_title(markup)
        for vi in range(VARIANTS_PER_TITLE):
            s = draw_style(rng)
            runs = runs_for(parsed, s, rng)
            end = draw_end(rng, s)
            title_face, size, _ = s["body"]
            for lo, hi in WIDTH_BANDS:
                width = rng.randint(lo, hi - 1) + (0.5 if rng.random() < 0.15 else 0)
                width = min(width, 420)
                badge = rng.choice(BADGES) if rng.random() < 0.9 else ""
                case = {
                    "id": f"r{len(cases) + 1:04d}",
                    "title_no": ti + 1, "variant": vi + 1,
                    "badge": badge, "badge_font": BADGE_FONT, "badge_size": 12, "badge_padding": 5,
                    "width": width, "lines": rng.randint(0, 3),
                    "word_break": rng.choice(["keep-all", "normal"]), "mode": "indent", "lang": "ko",
                    "title_font": title_face["font"], "title_size": size,
                    "runs": runs, "end": end,
                }
                if title_face.get("font_index"):
                    case["title_font_index"] = title_face["font_index"]
                cases.append(case)
    return cases


# ---------------------------------------------------------------- truncation
def oracle_part(p):
    """A part as the oracle measures it (its style fields only)."""
    if "box" in p:
        return {"box": {"width": p["box"]["width"], "height": p["box"]["height"]}}
    q = {"text": p["text"], "font": p["font"], "size": p["size"]}
    if p.get("font_index"):
        q["font_index"] = p["font_index"]
    if p.get("letter_spacing"):
        q["letter_spacing"] = p["letter_spacing"]
    return q


def ellipsis_style(case, cut):
    """The "…" style: the last text run holding content before `cut` (boxes stepped over), else the
    title's own style.  -> (font, font_index, size, letter_spacing)."""
    off, last = 0, None
    for p in case["runs"]:
        n = 1 if "box" in p else u16len(p["text"])
        if off < cut and "box" not in p:
            last = p
        off += n
    if last is not None:
        return last["font"], last.get("font_index", 0), last["size"], last.get("letter_spacing", 0)
    return case["title_font"], case.get("title_font_index", 0), case["title_size"], 0


def last_line_parts(case, start, cut, ro):
    """The truncated last line: title content [start, drawn cut) + "…" + the end runs."""
    cut = ro.drawn_cut(case, start, cut)
    parts, off = [], 0
    for p in case["runs"]:
        n = 1 if "box" in p else u16len(p["text"])
        a, b = max(off, start), min(off + n, cut)
        if a < b:
            q = oracle_part(p)
            if "box" not in p:
                q["text"] = ro.u16slice(p["text"], a - off, b - off)
            parts.append(q)
        off += n
    font, index, size, spacing = ellipsis_style(case, cut)
    e = {"text": ELLIPSIS, "font": font, "size": size}
    if index:
        e["font_index"] = index
    if spacing:
        e["letter_spacing"] = spacing
    parts.append(e)
    parts.extend(oracle_part(p) for p in case.get("end", []))
    return cut, parts


def truncation_records(cases, layouts, measurer, ro):
    """Expected cut of every case whose layout has more lines than its numberOfLines N >= 1."""
    jobs = []
    for c, lay in zip(cases, layouts):
        n = c["lines"]
        if n < 1 or len(lay["line_starts"]) <= n:
            continue
        start = lay["line_starts"][n - 1]
        cands = [b for b in lay["boundaries"] if start <= b <= lay["title_len"]]
        items = []
        for b in cands:
            drawn, parts = last_line_parts(c, start, b, ro)
            items.append((b, drawn, parts))
        jobs.append((c, lay, start, items))
    flat = [{"lang": c.get("lang", "ko"), "parts": parts} for c, _, _, items in jobs for _, _, parts in items]
    widths = iter(measurer.measure(flat))
    records, end_jobs = [], []
    for c, lay, start, items in jobs:
        n = c["lines"]
        room = c["width"] - (lay["badge_width"] if n == 1 else 0)
        ws = [next(widths) for _ in items]
        fits = [w <= room + EPSILON for w in ws]
        rec = {"id": c["id"], "lines": n, "line_start": start, "next_line_start": lay["line_starts"][n],
               "room": round(room, 6)}
        fitting = [i for i, f in enumerate(fits) if f]
        if fitting:
            i = fitting[-1]
            b, drawn, parts = items[i]
            rec.update({"cut": drawn, "cut_boundary": b, "width": ws[i], "fits": True})
            if i + 1 < len(items):
                rec.update({"next_boundary": items[i + 1][0], "width_next": ws[i + 1]})
            rec["shorter_cuts_failing"] = sum(1 for f in fits[:i] if not f)
        else:
            # Not even the empty cut fits: the cut is the line's start and the end runs are cut too.
            b, drawn, parts = items[0]
            rec.update({"cut": drawn, "cut_boundary": b, "width": ws[0], "fits": False, "end_cut": True})
            end_jobs.append((rec, c, lay, parts[-len(c["end"]) - 1]))
        font, index, size, spacing = ellipsis_style(c, rec["cut"])
        rec["ellipsis"] = {"font": font, "size": size}
        if index:
            rec["ellipsis"]["font_index"] = index
        if spacing:
            rec["ellipsis"]["letter_spacing"] = spacing
        rec["last_line"] = "".join("\ufffc" if "box" in p else p["text"]
                                   for p in last_line_parts(c, start, rec["cut_boundary"], ro)[1])
        records.append(rec)
    end_cut_fits(end_jobs, measurer, ro)
    return records


def end_cut_fits(jobs, measurer, ro):
    """For cases where not even an empty cut fits: the longest prefix of the end runs (at a
    grapheme boundary) that fits after the "…" alone on the line: one natural rule for cutting
    the end runs too, measured (Chromium has no such rule to compare with)."""
    items, spans = [], []
    for rec, c, lay, ellipsis in jobs:
        t = lay["title_len"]
        cands = [b for b in lay["boundaries"] if t <= b <= lay["text_len"]]
        spans.append((rec, c, lay, cands, len(items)))
        for b in cands:
            items.append({"lang": c.get("lang", "ko"), "parts": [ellipsis] + end_prefix(c, t, b, ro)})
    widths = measurer.measure(items)
    for rec, c, lay, cands, at in spans:
        room = rec["room"]
        ws = widths[at:at + len(cands)]
        fitting = [i for i, w in enumerate(ws) if w <= room + EPSILON]
        i = fitting[-1] if fitting else 0
        rec["end_cut_fit"] = {"end_cut": cands[i], "width": ws[i], "fits": bool(fitting)}
        if i + 1 < len(cands):
            rec["end_cut_fit"]["width_next"] = ws[i + 1]


def end_prefix(case, title_len, cut, ro):
    """The end runs' parts in [title_len, cut) (offsets into the whole text)."""
    parts, off = [], title_len
    for p in case.get("end", []):
        n = 1 if "box" in p else u16len(p["text"])
        if off < cut:
            q = oracle_part(p)
            if "box" not in p:
                q["text"] = ro.u16slice(p["text"], 0, min(n, cut - off))
            parts.append(q)
        off += n
    return parts


# ---------------------------------------------------------------- geometry
def line_model(case, geo, metrics, skip_white_space_runs=False):
    """Per line: (top, height, baseline) predicted from the calibrated integer metrics with CSS's
    inline-box model as Blink rounds it, and what raised it.  Every inline box on a line (the strut;
    each text run with a grapheme there, a hanging space included; each box; the badge on line 1)
    spans [above, below] its baseline: a text box above = A + floor((LH - A - D) / 2) and below =
    LH - above, an icon box above = its height and below = 0; the line box is their union."""
    lh = math.ceil(1.5 * case["title_size"])
    parts = case["runs"] + case.get("end", [])

    def text_extent(font, index, size):
        a, d = metrics[f"{font}{'#' + str(index) if index else ''}|{size:g}"]
        above = a + math.floor((lh - a - d) / 2)
        return above, lh - above

    strut = text_extent(case["title_font"], case.get("title_font_index", 0), case["title_size"])
    top, out = 0, []
    for k, lp in enumerate(geo["line_parts"]):
        ext = [(strut[0], strut[1], "strut")]
        if k == 0 and case["badge"]:
            ext.append((1, 0, "badge"))
        for i in lp["parts"]:
            p = parts[i]
            if "box" in p:
                ext.append((p["box"]["height"], 0, "box"))
            elif not (skip_white_space_runs and i in lp["ws_parts"]):
                ext.append((*text_extent(p["font"], p.get("font_index", 0), p["size"]), "run"))
        above = max(e[0] for e in ext)
        below = max(e[1] for e in ext)
        out.append({"line": (top, above + below, top + above),
                    "above_by": {e[2] for e in ext if e[0] == above and above > strut[0]},
                    "below_by_run": below > strut[1]})
        top += above + below
    return out


def probe_geometry(cases, layouts, args, log):
    """The geometry probe on every case, checked against the oracle's lines and the line model."""
    geos, metrics = rich_geometry_probe.probe(cases, args.oracle_dir, args.font_root, args.chromium)
    records, issues = [], []
    stats = {"lines": 0, "model_agrees": 0, "taller_than_line_height": 0, "ascent_raised_by_box": 0,
             "ascent_raised_by_run": 0, "descent_deepened_by_run": 0, "white_space_only_run_changes_height": 0}
    for c, lay, g in zip(cases, layouts, geos):
        if "error" in g:
            issues.append(f"{c['id']}: {g['error'][:120]}")
            continue
        if g["line_starts"] != lay["line_starts"]:
            issues.append(f"{c['id']}: probe lines {g['line_starts']} != oracle {lay['line_starts']}")
        if g.get("clone_mismatch"):
            issues.append(f"{c['id']}: {g['clone_mismatch']}")
        model = line_model(c, g, metrics)
        without_ws = line_model(c, g, metrics, skip_white_space_runs=True)
        measured = list(zip(g["line_tops"], g["line_heights"], g["baselines"]))
        ok = [m["line"] == x for m, x in zip(model, measured)]
        lh = math.ceil(1.5 * c["title_size"])
        stats["lines"] += len(ok)
        stats["model_agrees"] += sum(ok)
        stats["taller_than_line_height"] += sum(h > lh for h in g["line_heights"])
        stats["ascent_raised_by_box"] += sum("box" in m["above_by"] for m in model)
        stats["ascent_raised_by_run"] += sum("run" in m["above_by"] for m in model)
        stats["descent_deepened_by_run"] += sum(m["below_by_run"] for m in model)
        stats["white_space_only_run_changes_height"] += sum(
            m["line"][1] != w["line"][1] for m, w in zip(model, without_ws))
        rec = {"id": c["id"], "line_height": lh,
               "line_tops": g["line_tops"], "line_heights": g["line_heights"], "baselines": g["baselines"],
               "block_height": g["block_height"], "line_parts": [lp["parts"] for lp in g["line_parts"]]}
        if g["baseline_spread"]:
            rec["baseline_spread"] = g["baseline_spread"]
        if not all(ok):
            rec["model"] = [list(m["line"]) for m in model]
        records.append(rec)
    for msg in issues[:20]:
        print(f"geometry: {msg}", file=log)
    stats["issues"] = len(issues)
    return records, metrics, stats


def truncated_line_geometry(cases, layouts, truncs, args, ro):
    """Height and baseline of each truncated last line, laid out alone (content at the cut + "…" +
    end runs; the badge when N == 1) with the case's strut, as one line of the probe."""
    by_id = {c["id"]: (c, lay) for c, lay in zip(cases, layouts)}
    probes = []
    for t in truncs:
        c, lay = by_id[t["id"]]
        _, parts = last_line_parts(c, t["line_start"], t["cut_boundary"], ro)
        q = {k: v for k, v in c.items() if k not in ("runs", "end")}
        q.update({"id": t["id"], "runs": parts, "end": [], "width": 100000})
        if c["lines"] != 1:
            q["badge"] = ""
        probes.append(q)
    geos, _ = rich_geometry_probe.probe(probes, args.oracle_dir, args.font_root, args.chromium)
    for t, g in zip(truncs, geos):
        if "error" in g or len(g["line_heights"]) != 1:
            t["last_line_geometry_error"] = g.get("error", f"{len(g.get('line_heights', []))} lines")
            continue
        t["last_line_height"] = g["line_heights"][0]
        t["last_line_baseline"] = g["baselines"][0]


# ---------------------------------------------------------------- break opportunities at boxes
# Short texts with a box (▣) next to every kind of character; laid out in a zero-width cell with
# overflow-wrap: normal, every line start is a break opportunity Chromium takes.
BOX_BREAK_TEXTS = [
    "가나▣다라", "abc▣def", "가(▣)나", "가나▣.다, 라", "가▣,", "가나 ▣ 다라", "「▣」", "가나▣▣다라",
    "12▣%", "$▣12", "😀▣가", "가😀▣", "▣😀", "❤️▣", "👍🏻▣", "🇰🇷▣", "👨‍👩‍👧▣", "★▣", "©▣", "☕▣",
    "▣가나다▣", "[공지]▣제목", "“▣”", "가\u00a0▣\u00a0나", "a-▣-b", "가/▣/나", "가…▣…나", "中▣文",
    "あ▣い", "Wi-Fi▣", "2025▣년", "가▣ [23]", "가!▣?", "가~▣~나", "(▣", "▣)",
]
BOX_BREAK_FACE_CHANGE = ("가나", "Abc")  # NanumGothic, box, Inter: a face change at the box


def box_break_cases():
    """The box-break texts as cases: NanumGothic 16 px, 14 px boxes, no badge, both word breaks."""
    icon = {"box": {"width": 14, "height": 14, "name": "icon"}}
    texts = []
    for text in BOX_BREAK_TEXTS:
        runs = []
        for k, piece in enumerate(text.split("▣")):
            runs += ([icon] if k else []) + ([{"text": piece, **NANUM, "size": 16}] if piece else [])
        texts.append(runs)
    before, after = BOX_BREAK_FACE_CHANGE
    texts.append([{"text": before, **NANUM, "size": 16}, icon, {"text": after, **INTER, "size": 16}])
    cases = []
    for wb in ("keep-all", "normal"):
        for i, runs in enumerate(texts):
            cases.append({"id": f"b{i + 1:02d}-{wb}", "badge": "", "badge_font": BADGE_FONT, "badge_size": 12,
                          "badge_padding": 5, "width": 0, "lines": 0, "word_break": wb, "mode": "indent",
                          "lang": "ko", "title_font": NANUM["font"], "title_size": 16, "runs": runs, "end": []})
    return cases


def box_break_records(args):
    """Every break opportunity Chromium takes around boxes, in both word breaks."""
    cases = box_break_cases()
    geos, _ = rich_geometry_probe.probe(cases, args.oracle_dir, args.font_root, args.chromium,
                                        overflow_wrap="normal", width=0)
    out = []
    for c, g in zip(cases, geos):
        text = "".join("\ufffc" if "box" in p else p["text"] for p in c["runs"])
        out.append({"id": c["id"], "word_break": c["word_break"], "text": text,
                    "breaks": g.get("line_starts", [])[1:], **({"error": g["error"]} if "error" in g else {})})
    return cases, out


# ---------------------------------------------------------------- features
def features(cases, layouts):
    """Counts per feature, from where Chromium put things."""
    f = {"cases": len(cases), "layouts": len(cases), "titles": len({c["title_no"] for c in cases}),
         "word_break": {}, "lines": {}, "with_badge": 0,
         "boxes": {"line_start": 0, "after_badge": 0, "mid_line": 0, "line_end": 0, "alone": 0,
                   "in_end_runs": 0},
         "cases_with_boxes": 0, "cases_mixed_sizes": 0, "cases_mixed_faces": 0, "cases_with_emoji": 0,
         "cases_with_latin_runs": 0, "cases_with_end_runs": 0,
         "end_runs": {"start_a_line": 0, "split_across_lines": 0, "on_last_title_line": 0},
         "lines_total": 0}
    for c, lay in zip(cases, layouts):
        f["word_break"][c["word_break"]] = f["word_break"].get(c["word_break"], 0) + 1
        f["lines"][str(c["lines"])] = f["lines"].get(str(c["lines"]), 0) + 1
        f["with_badge"] += bool(c["badge"])
        parts = c["runs"] + c.get("end", [])
        texts = [p for p in parts if "box" not in p]
        f["cases_with_boxes"] += any("box" in p for p in parts)
        f["cases_mixed_sizes"] += len({p["size"] for p in texts}) > 1
        f["cases_mixed_faces"] += len({(p["font"], p.get("font_index", 0)) for p in texts}) > 1
        f["cases_with_emoji"] += any(ord(ch) >= 0x1F000 or 0x2600 <= ord(ch) < 0x2800 for p in texts for ch in p["text"])
        f["cases_with_latin_runs"] += any(p.get("role") == "latin" for p in parts)
        f["lines_total"] += len(lay["line_starts"])
        # where each unit sits: line index per offset
        starts = lay["line_starts"]
        line_of = lambda off: max(i for i, s in enumerate(starts) if s <= off)
        text_units, off = [], 0
        for p in parts:
            n = 1 if "box" in p else u16len(p["text"])
            text_units.append((off, off + n, p))
            off += n
        full = "".join("\ufffc" if "box" in p else p["text"] for p in parts).encode("utf-16-le")
        unit = lambda i: full[2 * i:2 * i + 2].decode("utf-16-le", "replace")
        for a, b, p in text_units:
            if "box" not in p:
                continue
            ln = line_of(a)
            lo, hi = starts[ln], starts[ln + 1] if ln + 1 < len(starts) else len(full) // 2
            visible = [i for i in range(lo, hi) if unit(i) not in (" ", "\t")]
            first, last = visible[0] == a, visible[-1] == a
            if a >= lay["title_len"]:
                f["boxes"]["in_end_runs"] += 1
            if first and last:
                f["boxes"]["alone"] += 1
            elif first:
                f["boxes"]["after_badge" if ln == 0 and c["badge"] else "line_start"] += 1
            elif last:
                f["boxes"]["line_end"] += 1
            else:
                f["boxes"]["mid_line"] += 1
        if c.get("end"):
            f["cases_with_end_runs"] += 1
            t, e = lay["title_len"], lay["text_len"]
            first = next((i for i in range(t, e) if unit(i) not in (" ", "\t")), t)
            if first in starts:
                f["end_runs"]["start_a_line"] += 1
            elif line_of(t) != line_of(e - 1):
                f["end_runs"]["split_across_lines"] += 1
            else:
                f["end_runs"]["on_last_title_line"] += 1
    return f


@functools.lru_cache(maxsize=None)
def face_cmap(path, index):
    """The code points a face maps (fontTools)."""
    from fontTools.ttLib import TTCollection, TTFont
    font = TTCollection(path).fonts[index] if path.lower().endswith((".ttc", ".otc")) else TTFont(path, lazy=True)
    return frozenset(font.getBestCmap())


def fallback_graphemes(cases, layouts, font_root):
    """(grapheme, run) for every grapheme holding a character its run's face lacks: Chromium draws
    those from a face fontconfig finds (emoji, mostly), so the font environment is part of the answer."""
    out = []
    for c, lay in zip(cases, layouts):
        bounds, off, text = lay["boundaries"], 0, ""
        for p in c["runs"] + c.get("end", []):
            n = 1 if "box" in p else u16len(p["text"])
            if "box" not in p:
                path = p["font"] if os.path.isabs(p["font"]) else os.path.join(font_root, p["font"])
                cmap = face_cmap(path, int(p.get("font_index", 0) or 0))
                for a, b in zip(bounds, bounds[1:]):
                    if off <= a and b <= off + n:
                        g = u16slice(p["text"], a - off, b - off)
                        if any(ord(ch) not in cmap for ch in g):
                            out.append((g, p))
            off += n
    return out


def u16slice(s, a, b):
    return s.encode("utf-16-le")[2 * a:2 * b].decode("utf-16-le")


def used_fallback_faces(cases, layouts, font_root, chromium, ro):
    """Which faces Chromium drew each fallback grapheme with, per run face (CDP
    CSS.getPlatformFontsForNode on a span holding just that grapheme in that run's style)."""
    import tempfile
    from cdp import Browser
    book = ro.FontBook(font_root)
    spans, seen = [], set()
    for g, p in fallback_graphemes(cases, layouts, font_root):
        key = (g, p["font"], p.get("font_index", 0))
        if key not in seen:
            seen.add(key)
            spans.append((key, book.family(p["font"], p.get("font_index", 0)), p["size"]))
    spans.sort(key=lambda s: s[0])
    if not spans:
        return {}
    body = "".join(f'<span class="fb" style="font-family:\'{fam}\';font-size:{size}px">{k[0]}</span> '
                   for k, fam, size in spans)
    html = (f'<!doctype html><html lang="ko"><head><meta charset="utf-8"><style>{book.faces_css([f for _, f, _ in spans])}'
            f'</style></head><body><div lang="ko">{body}</div></body></html>')
    fd, path = tempfile.mkstemp(suffix=".html", prefix="rich-fallback-")
    with os.fdopen(fd, "w", encoding="utf-8") as f:
        f.write(html)
    out = {}
    browser = Browser(chromium=chromium)
    try:
        page = browser.page()
        page.navigate("file://" + path, timeout=120)
        page.evaluate("document.fonts.ready.then(() => Promise.all([...document.fonts].map(f => f.load()))).then(() => 1)")
        page.send("DOM.enable")
        page.send("CSS.enable")
        root = page.send("DOM.getDocument", {"depth": -1})["root"]["nodeId"]
        ids = page.send("DOM.querySelectorAll", {"nodeId": root, "selector": ".fb"})["nodeIds"]
        for (key, _, _), node in zip(spans, ids):
            fonts = page.send("CSS.getPlatformFontsForNode", {"nodeId": node})["fonts"]
            face_name = key[1] + (f"#{key[2]}" if key[2] else "")
            name = " ".join(f"U+{ord(ch):04X}" for ch in key[0]) + " " + key[0]
            out.setdefault(name, {})[face_name] = sorted(f["familyName"] for f in fonts if not f.get("isCustomFont"))
        page.close()
    finally:
        browser.close()
        os.unlink(path)
    return out


def environment(font_root):
    """The fontconfig environment (fallback faces come from it): its file (relative to the font
    root when inside it) and its font list."""
    conf = os.environ.get("FONTCONFIG_FILE")
    if conf and os.path.abspath(conf).startswith(os.path.abspath(font_root) + os.sep):
        conf = os.path.relpath(os.path.abspath(conf), os.path.abspath(font_root))
    env = {"FONTCONFIG_FILE": conf or "(unset: system)"}
    if shutil.which("fc-list"):
        r = subprocess.run(["fc-list", "-f", "%{file}\n"], capture_output=True, text=True)
        files = sorted({ln for ln in r.stdout.splitlines() if ln})
        env["fc_list_files"] = len(files)
        env["fc_list_sha256"] = hashlib.sha256("\n".join(files).encode()).hexdigest()
    return env


# ---------------------------------------------------------------- main
def write_jsonl(path, rows):
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    os.replace(tmp, path)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--oracle-dir", default=os.path.join(os.path.dirname(ROOT), "shared", "oracle"))
    ap.add_argument("--font-root", default=ROOT, help="the folder the Fonts/ paths are relative to")
    ap.add_argument("--out-dir", default=os.path.join(ROOT, "Tests", "Corpus"))
    ap.add_argument("--seed", type=int, default=34)
    ap.add_argument("--cache", help="the oracle's measure cache (default: one per font environment in the "
                                    "oracle's cache folder: its keys do not name the environment)")
    ap.add_argument("--chromium")
    ap.add_argument("--no-geometry", action="store_true", help="skip the per-line geometry probe")
    ap.add_argument("--titles", type=int, help="only the first N titles (a quick trial)")
    args = ap.parse_args()
    args.oracle_dir = os.path.abspath(args.oracle_dir)
    sys.path.insert(0, args.oracle_dir)
    import rich_oracle as ro
    from cdp import Browser

    t0 = time.monotonic()
    os.makedirs(args.out_dir, exist_ok=True)
    out = lambda name: os.path.join(args.out_dir, name)
    cases = make_cases(args.seed, args.titles)
    write_jsonl(out("rich-cases.jsonl"), cases)

    layouts = ro.layout(cases, args.font_root, args.chromium, batch=150)
    failed = [r["id"] for r in layouts if "error" in r]
    anomalies = [r["id"] for r in layouts if "anomalies" in r]
    write_jsonl(out("rich-layout-chromium.jsonl"), layouts)
    t_layout = time.monotonic()
    print(f"layout: {len(layouts)} cases, {len(failed)} failed {failed[:5]}, {len(anomalies)} with anomalies "
          f"{anomalies[:5]}, {t_layout - t0:.0f}s", file=sys.stderr)
    if failed:
        return 1

    env = environment(args.font_root)
    cache = args.cache or os.path.join(ro.CACHE_DIR, f"measure-cache-{env.get('fc_list_sha256', 'nofc')[:12]}.jsonl")
    measurer = ro.Measurer(args.font_root, args.chromium, cache_path=cache)
    truncs = truncation_records(cases, layouts, measurer, ro)
    t_trunc = time.monotonic()
    print(f"truncation: {len(truncs)} cases, {measurer.hits + measurer.misses} measurements "
          f"({measurer.hits} cached), {t_trunc - t_layout:.0f}s", file=sys.stderr)

    geometry, metrics, geo_stats = [], {}, {}
    if not args.no_geometry:
        geometry, metrics, geo_stats = probe_geometry(cases, layouts, args, sys.stderr)
        truncated_line_geometry(cases, layouts, truncs, args, ro)
        write_jsonl(out("rich-geometry-chromium.jsonl"), geometry + [{"metrics": metrics}])
        print(f"geometry: {geo_stats}, {time.monotonic() - t_trunc:.0f}s", file=sys.stderr)
    write_jsonl(out("rich-truncation-chromium.jsonl"), truncs)
    if not args.no_geometry:
        bcases, breaks = box_break_records(args)
        write_jsonl(out("rich-box-breaks-cases.jsonl"), bcases)
        write_jsonl(out("rich-box-breaks-chromium.jsonl"), breaks)

    b = Browser(chromium=args.chromium)
    version = b.version.get("product", "?")
    b.close()
    env = {"chromium": version, **env}
    env["fallback_used_by_chromium"] = used_fallback_faces(cases, layouts, args.font_root, args.chromium, ro)
    summary = {"seed": args.seed, "environment": env, "features": features(cases, layouts),
               "truncation": truncation_stats(cases, layouts, truncs, measurer, ro), "geometry": geo_stats}
    with open(out("rich-summary.json"), "w", encoding="utf-8") as f:
        json.dump(summary, f, ensure_ascii=False, indent=1)
        f.write("\n")
    print(f"done in {time.monotonic() - t0:.0f}s -> {args.out_dir}", file=sys.stderr)
    return 0


def truncation_stats(cases, layouts, truncs, measurer, ro):
    """Counts over the truncation records: where the cut fell and whose style the "…" took."""
    case_by_id = {c["id"]: c for c in cases}
    lay_by_id = {r["id"]: r for r in layouts}
    st = {"cases": len(truncs), "per_lines": {str(n): sum(1 for t in truncs if t["lines"] == n) for n in (1, 2, 3)},
          "cut_before_natural_line_end": 0, "cut_at_natural_line_end": 0, "cut_past_natural_line_end": 0,
          "end_cut": 0, "spaces_dropped": 0, "ellipsis_style_from": {}, "box_kept_before_ellipsis": 0,
          "with_end_runs": 0, "with_box_in_end_runs": 0, "last_line_taller_than_line_height": 0,
          "shorter_cut_failing": 0, "ellipsis_differs_from_rich_oracle_helper": 0,
          "measurements": measurer.hits + measurer.misses}
    for t in truncs:
        c, lay = case_by_id[t["id"]], lay_by_id[t["id"]]
        if t.get("end_cut"):
            st["end_cut"] += 1
        else:
            natural = lay["line_starts"][t["lines"]]
            where = "before" if t["cut_boundary"] < natural else "at" if t["cut_boundary"] == natural else "past"
            st[f"cut_{where}_natural_line_end"] += 1
        st["spaces_dropped"] += t["cut"] != t["cut_boundary"]
        off, role, box_kept = 0, "title style", False
        for p in c["runs"]:
            n = 1 if "box" in p else u16len(p["text"])
            if t["line_start"] <= off < t["cut"] and "box" in p:
                box_kept = True
            if off < t["cut"] and "box" not in p:
                role = p.get("role", "?")
            off += n
        st["ellipsis_style_from"][role] = st["ellipsis_style_from"].get(role, 0) + 1
        st["box_kept_before_ellipsis"] += box_kept
        st["with_end_runs"] += bool(c.get("end"))
        st["with_box_in_end_runs"] += any("box" in p for p in c.get("end", []))
        st["last_line_taller_than_line_height"] += t.get("last_line_height", 0) > math.ceil(1.5 * c["title_size"])
        st["shorter_cut_failing"] += bool(t.get("shorter_cuts_failing"))
        try:  # rich_oracle.ellipsis_style takes the first text run after the cut when none precedes it
            o = ro.ellipsis_style(c, t["cut"])
            theirs = (o["font"], o.get("font_index", 0), o["size"], o.get("letter_spacing", 0))
        except ValueError:
            theirs = None
        e = t["ellipsis"]
        st["ellipsis_differs_from_rich_oracle_helper"] += theirs != (
            e["font"], e.get("font_index", 0), e["size"], e.get("letter_spacing", 0))
    st["ellipsis_style_from"] = dict(sorted(st["ellipsis_style_from"].items()))
    return st


if __name__ == "__main__":
    sys.exit(main())
