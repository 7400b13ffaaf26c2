#!/usr/bin/env python3
"""Writes multifont-cases.jsonl: the multi-font corpus's cases, deterministically.

Usage: make-multifont-cases.py [-o multifont-cases.jsonl]

Titles: 200 distinct Korean titles of the public Korean corpus (cases.jsonl, with that case's
badge, title size, word break and padding mode), and the English/mixed and Japanese titles of
multifont_titles.py. Each title gets 4 widths, one from each quarter of 200-400 px (half of them
fractional), and each (title, font) pair 4 or 2 of them, numberOfLines alternating 0 and 2:

  Korean (lang ko):        NanumGothicBold, Noto Sans CJK KR, UnDotum, Inter, Noto Sans CJK JP:
                           2 widths each
  English/mixed (lang en): Inter 4 widths; NanumGothicBold, Noto Sans CJK KR 2 widths each
  Japanese (lang ja):      Noto Sans CJK JP 4 widths; Noto Sans CJK KR, Inter 2 widths each

The badge font is NanumGothicBold at 12 px with 5 px padding, as in the Korean corpus. Extra
fields `font_kind` and `font_name` name the font's kind and face for scoring (the oracle
ignores them). Then lay them out:

  python3 ../shared/oracle/chromium_oracle.py multifont-cases.jsonl -o raw.jsonl \\
      --font-root <checkout> --indent-white-space pre-wrap
  python3 make-multifont-cases.py --strip raw.jsonl -o chromium-expected.multifont.jsonl
"""
import argparse
import json
import os
import random
import sys

sys.dont_write_bytecode = True  # importing multifont_titles leaves no __pycache__ in the tree

import multifont_titles

HERE = os.path.dirname(os.path.abspath(__file__))
NOTO_CJK = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
# name -> (title_font, title_font_index or None, font_kind, font_name); face indices and
# family names from `fc-query`
FONTS = {
    "nanum": ("Fonts/NanumGothicBold.ttf", None, "legacy-kern", "NanumGothic Bold"),
    "noto-kr": (NOTO_CJK, 1, "gpos-cff-collection", "Noto Sans CJK KR"),
    "noto-jp": (NOTO_CJK, 0, "gpos-cff-collection", "Noto Sans CJK JP"),
    "inter": ("/usr/share/fonts/opentype/inter/Inter-Regular.otf", None, "gpos-latin-calt",
              "Inter"),
    "undotum": ("/usr/share/fonts/truetype/unfonts-core/UnDotum.ttf", None, "no-kerning",
                "UnDotum"),
}
BADGES = ["취미", "IT", "건강", "재테크", "여행", "요리", "반려동물", "K-POP", "건강 관리"]
SIZES = [16, 16, 16, 16, 15, 14, 17.5]
# the fields the test and score.py read; the oracle's diagnostics are dropped to keep it small
KEPT = ("id", "lines", "line_widths", "badge_width", "space_width", "n_spaces", "lang",
        "fallback_chars", "error")


def widths(rng):
    out = []
    for quarter in range(4):
        low = 200 + 50 * quarter
        w = rng.uniform(low, low + 50)
        out.append(round(w, 2) if quarter % 2 == rng.randrange(2) else float(int(w)))
    return out


def korean_titles():
    seen, out = set(), []
    with open(os.path.join(HERE, "cases.jsonl"), encoding="utf-8") as f:
        for line in f:
            c = json.loads(line)
            if c["title"] in seen:
                continue
            seen.add(c["title"])
            out.append(c)
            if len(out) == 200:
                break
    return out


def make_cases():
    rng = random.Random(11)
    cases = []

    def add(lang, base, font, ws):
        path, index, kind, name = FONTS[font]
        for w in ws:
            case = {"id": f"m{len(cases) + 1:04d}", "badge": base["badge"], "title": base["title"],
                    "width": w, "lines": 0 if len(cases) % 2 == 0 else 2, "title_font": path,
                    "title_size": base["title_size"], "badge_font": "Fonts/NanumGothicBold.ttf",
                    "badge_size": 12, "badge_padding": 5, "word_break": base["word_break"],
                    "mode": base["mode"], "lang": lang}
            if index is not None:
                case["title_font_index"] = index
            case["font_kind"], case["font_name"] = kind, name
            cases.append(case)

    korean = [(c, widths(rng)) for c in korean_titles()]
    for c, ws in korean:
        for k, font in enumerate(["nanum", "noto-kr", "undotum", "inter"]):
            add("ko", c, font, [ws[k % 4], ws[(k + 2) % 4]])

    def written(title, word_breaks):
        return {"title": title, "badge": rng.choice(BADGES), "title_size": rng.choice(SIZES),
                "word_break": rng.choice(word_breaks),
                "mode": "spaces" if rng.random() < 0.2 else "indent"}

    for i, title in enumerate(multifont_titles.ENGLISH):
        base, ws = written(title, ["keep-all", "normal"]), widths(rng)
        add("en", base, "inter", ws)
        add("en", base, "nanum", [ws[i % 4], ws[(i + 2) % 4]])
        add("en", base, "noto-kr", [ws[(i + 1) % 4], ws[(i + 3) % 4]])
    japanese = []
    for i, title in enumerate(multifont_titles.JAPANESE):
        base, ws = written(title, ["normal", "normal", "normal", "keep-all"]), widths(rng)
        japanese.append((base, ws))
        add("ja", base, "noto-jp", ws)
        add("ja", base, "noto-kr", [ws[i % 4], ws[(i + 2) % 4]])
    # added later, after every case above so their ids stay: Korean in the Japanese face (its
    # `locl` under ko), and Japanese in Inter, where kana and kanji fall back by language
    for i, (c, ws) in enumerate(korean):
        add("ko", c, "noto-jp", [ws[(i + 1) % 4], ws[(i + 3) % 4]])
    for i, (base, ws) in enumerate(japanese):
        add("ja", base, "inter", [ws[(i + 1) % 4], ws[(i + 3) % 4]])
    return cases


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("-o", "--out", default=os.path.join(HERE, "multifont-cases.jsonl"))
    ap.add_argument("--strip", help="instead: copy this oracle output keeping only the fields the test reads")
    a = ap.parse_args()
    if a.strip:
        with open(a.strip, encoding="utf-8") as f:
            records = [json.loads(line) for line in f if line.strip()]
        rows = [{k: r[k] for k in KEPT if k in r} for r in records]
    else:
        rows = make_cases()
    with open(a.out, "w", encoding="utf-8") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(f"{len(rows)} rows -> {a.out}")


if __name__ == "__main__":
    main()
