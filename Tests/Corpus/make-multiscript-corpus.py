#!/usr/bin/env python3
"""Writes multiscript-cases.jsonl, the multi-script corpus's cases, deterministically, and lays them
out in Chromium in the test suite's font environment.

Titles (multiscript_titles.py, written for it): Simplified and Traditional Chinese, Thai,
Vietnamese, Arabic, Hebrew, Hindi, Korean community text with emoji sequences and compatibility
jamo, and titles that mix scripts (with Japanese and Chinese ones whose adjacent full-width
punctuation text-spacing-trim sets half-width). Each group is laid out in Debian's Noto faces for
its script (fonts-noto-core, fonts-noto-cjk), and some in NanumGothicBold, which lacks the script,
so that system fallback draws it:

  zh-Hans  Noto Sans CJK SC; NanumGothicBold       zh-Hant  Noto Sans CJK TC; NanumGothicBold
  th       Noto Sans Thai; NanumGothicBold (th, ko) vi      Noto Sans; NanumGothicBold
  ar       Noto Sans Arabic                          he      Noto Sans Hebrew
  hi       Noto Sans Devanagari; NanumGothicBold     ko      NanumGothicBold; Noto Sans CJK KR
  mixed    NanumGothicBold (ko), Noto Sans (en), Noto Sans CJK JP (ja), SC (zh-Hans), TC (zh-Hant)

Each (title, face) gets 6 widths drawn from 60 to 420 px (half of them fractional), indent and
spaces mode alternating, numberOfLines 0, 2 or 3, word-break keep-all for Korean and normal
otherwise, in a left-to-right cell (`"direction": "ltr"`). With `--rtl`, Arabic and Hebrew cases,
and every third mixed one, are laid out again in a right-to-left cell (`"direction": "rtl"`, id
suffix `-rtl`; the oracle reports `line_left`/`line_right` for both directions). The badge is
NanumGothicBold at 12 px with 5 px padding, as in the Korean corpus.

Usage (after `swift build`, with Chromium and scripts/setup.sh's fonts installed):
  python3 Tests/Corpus/make-multiscript-corpus.py [--rtl] [--no-oracle]
writes Tests/Corpus/multiscript-cases.jsonl, then runs scripts/pinned-oracle.py (one browser per
language, FONTCONFIG_FILE pinned, white-space pre-wrap in both modes) into
multiscript-chromium.jsonl and records the environment in font-environment.json.
"""
import argparse
import json
import os
import random
import subprocess
import sys

sys.dont_write_bytecode = True  # importing multiscript_titles leaves no __pycache__ in the tree

import multiscript_titles as titles  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
NOTO = "/usr/share/fonts/truetype/noto/"
CJK = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
NANUM = ("Fonts/NanumGothicBold.ttf", None)
FACES = {
    "sc": (CJK, 2), "tc": (CJK, 3), "jp": (CJK, 0), "kr": (CJK, 1), "nanum": NANUM,
    "thai": (NOTO + "NotoSansThai-Regular.ttf", None), "sans": (NOTO + "NotoSans-Regular.ttf", None),
    "arabic": (NOTO + "NotoSansArabic-Regular.ttf", None),
    "hebrew": (NOTO + "NotoSansHebrew-Regular.ttf", None),
    "devanagari": (NOTO + "NotoSansDevanagari-Regular.ttf", None),
}
# (group, titles, [(lang, face), …] each title is laid out with, in both directions?)
GROUPS = [
    ("zh-hans", titles.ZH_HANS, [("zh-Hans", "sc"), ("zh-Hans", "nanum")], False),
    ("zh-hant", titles.ZH_HANT, [("zh-Hant", "tc"), ("zh-Hant", "nanum")], False),
    ("th", titles.THAI, [("th", "thai"), ("th", "nanum"), ("ko", "nanum")], False),
    ("vi", titles.VIETNAMESE, [("vi", "sans"), ("vi", "nanum")], False),
    ("ar", titles.ARABIC, [("ar", "arabic")], True),
    ("he", titles.HEBREW, [("he", "hebrew")], True),
    ("hi", titles.HINDI, [("hi", "devanagari"), ("hi", "nanum")], False),
    ("ko", titles.KOREAN_COMMUNITY, [("ko", "nanum"), ("ko", "kr")], False),
]
MIXED_FACES = {"ko": "nanum", "en": "sans", "ja": "jp", "zh-Hans": "sc", "zh-Hant": "tc"}
BADGES = ["취미", "IT", "건강", "재테크", "여행", "요리", "반려동물", "K-POP", "건강 관리"]
SIZES = [16, 16, 16, 15, 17, 14]


def widths(rng, count=6):
    out = []
    for k in range(count):
        low = 60 + (420 - 60) * k / count
        w = rng.uniform(low, low + (420 - 60) / count)
        out.append(round(w, 2) if rng.randrange(2) else float(int(w)))
    return out


def cases(rtl):
    rng = random.Random(31)
    out = []
    items = []
    for group, texts, layouts, both in GROUPS:
        for t, text in enumerate(texts):
            for lang, face in layouts:
                items.append((f"{group}-{t:02d}-{face}-{lang.lower()}", text, lang, face, both))
    for t, (lang, text) in enumerate(titles.MIXED):
        items.append((f"mix-{t:02d}-{lang.lower()}", text, lang, MIXED_FACES[lang], t % 3 == 0))
    for n, (stem, text, lang, face, both) in enumerate(items):
        path, index = FACES[face]
        size = SIZES[n % len(SIZES)]
        for k, width in enumerate(widths(rng)):
            case = {
                "id": f"ms-{stem}-{k}", "badge": BADGES[(n + k) % len(BADGES)], "title": text,
                "width": width, "lines": [0, 2, 3][(n + k) % 3], "title_font": path,
                "title_size": size, "badge_font": NANUM[0], "badge_size": 12, "badge_padding": 5,
                "word_break": "keep-all" if lang == "ko" else "normal",
                "mode": "indent" if (n + k) % 2 == 0 else "spaces", "lang": lang,
                "direction": "ltr",
            }
            if index is not None:
                case["title_font_index"] = index
            out.append(case)
            if both and rtl:
                out.append(dict(case, id=case["id"] + "-rtl", direction="rtl"))
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--rtl", action="store_true",
                    help="add the right-to-left cells (Arabic, Hebrew, a third of the mixed titles)")
    ap.add_argument("--no-oracle", action="store_true")
    a = ap.parse_args()
    rows = cases(a.rtl)
    path = os.path.join(HERE, "multiscript-cases.jsonl")
    with open(path, "w", encoding="utf-8") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(f"{len(rows)} cases -> {os.path.relpath(path)}")
    if not a.no_oracle:
        subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "pinned-oracle.py"), path,
                        "-o", os.path.join(HERE, "multiscript-chromium.jsonl"),
                        "--indent-white-space", "pre-wrap"], check=True)


if __name__ == "__main__":
    main()
