#!/usr/bin/env python3
"""Writes the benchmark's emoji/fallback titles and their plain twins (Tests/Bench/*.jsonl).

    python3 scripts/make-bench-titles.py        # rewrites Tests/Bench/fallback.jsonl, plain.jsonl

Every title is written for this benchmark (none comes from the repo's corpora): a Korean
list-cell title built from the phrases below, with one to three "special" pieces (emoji, flags,
ZWJ sequences, keycaps, CJK extension ideographs, accented Latin, symbols NanumGothic lacks).
The plain twin of each case is the same title with every special piece replaced by its plain
counterpart (Hangul or ASCII of about the same length), and the same badge, width, line limit,
word-break and mode, so that the ratio of the two timings is the cost of the special pieces.

Both files use the Chromium corpus case format (`Tests/Corpus/cases.jsonl`), so title-bench, the
Chromium oracle and the Pango peer read them as they are. The output is deterministic.
"""
import json
import random
from pathlib import Path

PHRASES = [
    "퇴근 후 30분 홈트레이닝 루틴 정리",
    "초보자를 위한 베란다 텃밭 가꾸기",
    "비 오는 날 가기 좋은 실내 전시회 모음",
    "월급날마다 자동이체 설정하는 방법",
    "강아지 산책할 때 꼭 챙겨야 할 준비물",
    "고양이가 밤에 우는 이유와 대처법",
    "제주도 동쪽 해안도로 드라이브 코스",
    "전기밥솥 하나로 만드는 닭백숙 레시피",
    "이번 주말 컴백하는 아이돌 무대 미리 보기",
    "노트북 배터리 오래 쓰는 설정 다섯 가지",
    "아침 공복에 마시면 좋은 차 종류",
    "첫 적금 통장 만들기 전에 알아둘 것",
    "혼자 떠나는 부산 1박 2일 먹방 여행",
    "겨울철 실내 습도 맞추는 간단한 요령",
    "손목 통증을 줄이는 키보드 자세",
    "냉장고 속 남은 재료로 볶음밥 만들기",
    "처음 기타를 배울 때 고르는 줄과 피크",
    "반려견 미용 주기와 집에서 빗질하는 법",
    "팬미팅 티켓팅 성공하는 브라우저 설정",
    "연말정산 환급 늘리는 공제 항목 총정리",
    "무릎에 무리 없는 계단 오르기 운동",
    "스마트폰 사진 정리 앱 비교 후기",
    "교토 골목 찻집 세 곳 솔직 후기",
    "주말 브런치로 좋은 프렌치토스트",
    "햄스터 케이지 청소는 얼마나 자주?",
    "출근길에 듣기 좋은 플레이리스트 추천",
    "중고 자전거 살 때 확인할 부분",
    "잠들기 전 스트레칭 10분 따라 하기",
    "해외 주식 소수점 투자 시작하기",
    "새 학기 책상 정리 아이디어",
    "비건 디저트 카페 지도 업데이트",
    "어린이날 가족 나들이 장소 추천",
    "코딩 테스트 준비 첫 달 공부 계획",
    "장마철 빨래 냄새 없애는 방법",
    "처음 만드는 수제 딸기잼",
    "다이어트 중 야식이 당길 때",
    "앵무새가 말을 배우는 순서",
    "콘서트 응원봉 배터리 교체하는 법",
    "가을 단풍 명소 기차 여행 일정",
    "집에서 즐기는 핸드드립 커피 입문",
    "신용점수 올리는 생활 습관",
    "등산화 고를 때 발볼 재는 법",
    "퍼즐 1000피스 완성까지 걸린 시간",
    "가습기 세척을 쉽게 하는 법",
    "도쿄 라멘 맛집 줄 서지 않는 시간",
    "새 모니터 색감 맞추기",
    "물고기 어항 물갈이 순서",
    "뜨개질로 만드는 목도리 패턴",
    "오래된 사진 복원하는 무료 도구",
    "만원으로 차리는 일주일 도시락",
]

TAILS = [
    "", "", "", " (2편)", " 완벽 정리", " 후기", " — 직접 해 봤어요", " 총정리",
    ": 실패 없는 방법", " 모음", " 꿀팁", " Q&A",
]

# (special piece, its plain counterpart)
SPECIALS = [
    # emoji, emoji with VS16, skin tones
    ("😀", "ㅎㅎ"), ("🎉", "축하"), ("🍜", "라멘"), ("☕", "커피"), ("🏃", "달리기"),
    ("❤️", "하트"), ("👍🏽", "좋아요"), ("🐶", "강아지"), ("🐱", "고양이"), ("🔥", "인기"),
    ("✨", "반짝"), ("📸", "사진"), ("🎸", "기타"), ("💰", "돈"), ("🌧️", "비"),
    ("🧶", "뜨개"), ("🐹", "햄스터"), ("🦜", "앵무새"), ("🍓", "딸기"), ("💡", "팁"),
    ("🙏🏻", "부탁"), ("👀", "주목"), ("🥲", "ㅠㅠ"), ("🤔", "글쎄"), ("🍂", "가을"),
    # flags
    ("🇰🇷", "한국"), ("🇯🇵", "일본"), ("🇺🇸", "미국"), ("🇫🇷", "프랑스"), ("🇻🇳", "베트남"),
    # ZWJ sequences
    ("👨‍👩‍👧‍👦", "네 식구"), ("👩‍💻", "개발자"), ("🏳️‍🌈", "무지개"), ("🧑‍🍳", "요리사"),
    ("👩‍❤️‍👨", "커플"), ("🐕‍🦺", "안내견"),
    # keycaps
    ("1️⃣", "1."), ("2️⃣", "2."), ("#️⃣", "#"), ("🔟", "10"),
    # CJK ideographs NanumGothic lacks (Extension A, Extension B, unified)
    ("𠮷野家", "요시노야"), ("𩸽", "임연수"), ("㐂", "기쁨"), ("丼", "덮밥"), ("々", "차"),
    ("𠀋", "글자"), ("䶵", "한자"),
    # accented Latin: precomposed and with combining marks
    ("crème brûlée", "creme brulee"), ("Café", "Cafe"), ("è", "e"), ("Dvořák", "Dvorak"),
    ("Ångström", "Angstrom"), ("São Paulo", "Sao Paulo"), ("e\u0301", "e"), ("Ğ", "G"),
    # symbols NanumGothic lacks
    ("♫", "♪"), ("⚽", "축구"), ("☂", "우산"), ("✈", "비행"), ("⌘", "Cmd"), ("⚡", "번개"),
    ("✔", "완료"), ("✓", "확인"), ("☀", "맑음"), ("⛄", "눈"), ("➜", "->"), ("⭐", "별"),
]

# Pieces NanumGothicBold has (fontTools' cmap of Fonts/NanumGothicBold.ttf): fallback characters
# only in other title fonts (NanumBarunGothic lacks "è"). Every title holds at least one piece
# outside this set, so that each needs a fallback face in NanumGothicBold.
IN_NANUM_GOTHIC = {"crème brûlée", "Café", "è"}

BADGES = ["취미", "IT", "건강", "재테크", "여행", "요리", "반려동물", "K-POP", "건강 관리"]
WIDTHS = [200, 240, 280, 320, 343, 375]
LINES = [2, 2, 2, 2, 3, 1, 0]
SIZES = [16, 16, 16, 15, 14, 17.5]


def compose(rng):
    """One title as a list of (piece, is_special) and its layout parameters."""
    phrase = rng.choice(PHRASES)
    words = phrase.split(" ")
    specials = rng.sample(SPECIALS, rng.choice([1, 1, 2, 2, 3]))
    while all(piece in IN_NANUM_GOTHIC for piece, _ in specials):
        specials = rng.sample(SPECIALS, len(specials))
    pieces = [(w, None) for w in words]
    for special in specials:
        where = rng.choice(["start", "end", "middle"])
        entry = (special[0], special[1])
        if where == "start":
            pieces.insert(0, entry)
        elif where == "end":
            pieces.append(entry)
        else:
            pieces.insert(rng.randrange(1, len(pieces)), entry)
    tail = rng.choice(TAILS)
    if rng.random() < 0.55:
        tail = " + " + rng.choice(PHRASES) + tail
    return pieces, tail


def text(pieces, tail, plain):
    out = []
    for word, counterpart in pieces:
        out.append(counterpart if plain and counterpart is not None else word)
    return " ".join(out) + tail


def main():
    rng = random.Random(20261201)
    root = Path(__file__).resolve().parent.parent / "Tests" / "Bench"
    root.mkdir(parents=True, exist_ok=True)
    fallback, plain = [], []
    for number in range(1, 301):
        pieces, tail = compose(rng)
        case = {
            "badge": rng.choice(BADGES),
            "width": rng.choice(WIDTHS),
            "lines": rng.choice(LINES),
            "title_font": "fonts/NanumGothicBold.ttf",
            "title_size": rng.choice(SIZES),
            "badge_font": "fonts/NanumGothicBold.ttf",
            "badge_size": 12,
            "badge_padding": 5,
            "word_break": rng.choice(["keep-all", "normal"]),
            "mode": rng.choice(["indent", "indent", "indent", "spaces"]),
        }
        for rows, prefix, is_plain in [(fallback, "f", False), (plain, "q", True)]:
            row = {"id": f"{prefix}{number:04d}", "title": text(pieces, tail, is_plain)}
            row.update(case)
            order = ["id", "badge", "title"] + list(case)
            rows.append({key: row[key] for key in order})
    for name, rows in [("fallback.jsonl", fallback), ("plain.jsonl", plain)]:
        with open(root / name, "w", encoding="utf-8") as out:
            for row in rows:
                out.write(json.dumps(row, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
