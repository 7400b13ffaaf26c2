#!/usr/bin/env python3
"""Oracle cases for right-to-left cells: Tests/Corpus/rtl-cases.jsonl and rtl-chromium.jsonl.

Arabic titles in Noto Sans Arabic, Hebrew titles in Noto Sans Hebrew (Debian fonts-noto-core,
named by their file paths, so the cases do not depend on which faces the pinned font
environment lists), Korean and Latin titles in the bundled NanumGothic Bold; the badge in
NanumGothic Bold at 12 px, the title at 16 px; widths drawn from 60 to 420 px (seeded); the line
limit 1, 2, 3 or 0; both padding modes; `white-space: pre-wrap` (the library's default).

Three families of layouts:
- `rtl`: every title in an rtl cell (CSS `direction: rtl`), both modes, four widths each;
- `ltr`: the Arabic and Hebrew titles in an ltr cell with the oracle's `direction` field (so
  their line_left / line_right are reported too), both modes, one width each;
- `auto`: every title with `"request_direction": "auto"` (the library's `dir=auto`), laid out
  by the oracle in the direction HTML's rule gives (the first character of bidi class L, R or
  AL decides; none: ltr), found here with Python's `unicodedata`, independently of the library.

Run it in the pinned font environment the tests use (it sets FONTCONFIG_FILE to
Tests/PinnedFontEnvironment/fonts.conf for the oracle), after `scripts/setup.sh`.

Usage: scripts/make-rtl-corpus.py [--no-oracle]
"""
import argparse
import json
import os
import random
import subprocess
import sys
import unicodedata

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(ROOT, "Tests", "Corpus")
ORACLE = os.path.join(os.path.dirname(ROOT), "shared", "oracle", "chromium_oracle.py")
PINNED = os.path.join(ROOT, "Tests", "PinnedFontEnvironment", "fonts.conf")
NOTO = "/usr/share/fonts/truetype/noto"
NANUM = "Fonts/NanumGothicBold.ttf"

ARABIC = [
    "أفضل عشر وجهات سياحية في الصيف",
    "كيف تبدأ الاستثمار في الأسهم بمبلغ صغير",
    "وصفة سهلة لخبز التمر في البيت",
    "نصائح للعناية بالقطط في الأيام الحارة",
    "تحديث جديد للهاتف يحسن عمر البطارية",
    "رحلة إلى البتراء: ما يجب أن تعرفه قبل السفر",
    "خمس عادات صحية تغير يومك",
    "ميزانية الأسرة: خطوات بسيطة للادخار",
    "مهرجان الموسيقى يعود بعد غياب طويل",
    "دليل المبتدئين إلى البرمجة",
    "أسعار الذهب ترتفع للمرة الثالثة هذا الأسبوع",
    "طريقة تحضير الكبسة باللحم",
    "افتتاح المكتبة العامة الجديدة في 2025",
    "عرض خاص: خصم 30% على جميع الرحلات",
]
HEBREW = [
    "עשרה יעדים מומלצים לטיול בקיץ",
    "איך להתחיל להשקיע בבורסה בסכום קטן",
    "מתכון קל לעוגת שוקולד ביתית",
    "טיפים לטיפול בכלבים בימים חמים",
    "עדכון חדש לטלפון משפר את הסוללה",
    "מסלול הליכה יפה בגליל העליון",
    "חמישה הרגלים בריאים לכל יום",
    "תקציב משפחתי: צעדים פשוטים לחיסכון",
    "פסטיבל המוזיקה חוזר אחרי הפסקה ארוכה",
    "מדריך למתחילים בתכנות",
    "מחירי הדירות עלו שוב החודש",
    "איך לבשל שקשוקה מושלמת",
    "הספרייה העירונית נפתחת מחדש ב־2025",
    "מבצע מיוחד: 30% הנחה על כל הטיסות",
]
KOREAN = [
    "요즘 인기 있는 절에서 템플스테이 체험하기",
    "초보자를 위한 주식 투자 기본 가이드",
    "집에서 만드는 간단한 김치찌개 레시피",
    "반려견과 함께 여름을 건강하게 보내는 법",
    "새 운영체제 업데이트로 배터리가 오래 간다",
    "제주 올레길 걷기 좋은 코스 다섯 곳",
    "하루 10분 스트레칭으로 달라지는 몸",
    "K-POP 콘서트 예매 성공하는 방법",
]
LATIN = [
    "Ten summer destinations worth the trip",
    "How to start investing with a small budget",
    "An easy recipe for homemade flatbread",
    "Keeping your cat cool on hot days",
    "New phone update improves battery life",
    "A weekend walking route in the hills",
    "Five healthy habits for every day",
    "The music festival is back after a long break",
]
FAMILIES = [
    ("ar", f"{NOTO}/NotoSansArabic-Regular.ttf", ARABIC),
    ("he", f"{NOTO}/NotoSansHebrew-Regular.ttf", HEBREW),
    ("ko", NANUM, KOREAN),
    ("en", NANUM, LATIN),
]
BADGES = ["취미", "IT", "건강", "재테크", "여행", "요리", "반려동물", "K-POP", "건강 관리"]


def first_strong_direction(text):
    """HTML's dir=auto: the first character of bidi class L decides ltr, R or AL rtl; none: ltr."""
    for ch in text:
        kind = unicodedata.bidirectional(ch)
        if kind == "L":
            return "ltr"
        if kind in ("R", "AL"):
            return "rtl"
    return "ltr"


def make_cases():
    rng = random.Random(20261207)
    cases = []

    def add(family, lang, font, title, direction, mode, request_direction=None):
        case = {
            "id": f"r{len(cases) + 1:04d}", "badge": rng.choice(BADGES), "title": title,
            "width": round(rng.uniform(60, 420) * 4) / 4, "lines": rng.choice([1, 2, 3, 0]),
            "title_font": font, "title_size": 16, "badge_font": NANUM, "badge_size": 12,
            "badge_padding": 5, "word_break": "keep-all", "mode": mode, "lang": lang,
            "direction": direction, "family": family,
        }
        if request_direction:
            case["request_direction"] = request_direction
        cases.append(case)

    for lang, font, titles in FAMILIES:
        for title in titles:
            for mode in ("indent", "spaces"):
                for _ in range(4):
                    add(f"rtl {lang}", lang, font, title, "rtl", mode)
    for lang, font, titles in FAMILIES[:2]:
        for title in titles:
            for mode in ("indent", "spaces"):
                add(f"ltr {lang}", lang, font, title, "ltr", mode)
    for lang, font, titles in FAMILIES:
        for title in titles:
            add(f"auto {lang}", lang, font, title, first_strong_direction(title),
                rng.choice(["indent", "spaces"]), request_direction="auto")
    return cases


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-oracle", action="store_true", help="write the cases only")
    args = parser.parse_args()
    cases = make_cases()
    cases_path = os.path.join(CORPUS, "rtl-cases.jsonl")
    with open(cases_path, "w", encoding="utf-8") as f:
        for case in cases:
            f.write(json.dumps(case, ensure_ascii=False) + "\n")
    print(f"{len(cases)} cases -> {cases_path}", file=sys.stderr)
    if args.no_oracle:
        return
    env = dict(os.environ, FONTCONFIG_FILE=PINNED)
    subprocess.run(
        [sys.executable, ORACLE, cases_path, "-o", os.path.join(CORPUS, "rtl-chromium.jsonl"),
         "--font-root", ROOT, "--indent-white-space", "pre-wrap"],
        env=env, check=True)


if __name__ == "__main__":
    main()
