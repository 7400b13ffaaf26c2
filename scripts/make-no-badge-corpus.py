#!/usr/bin/env python3
"""Oracle cases for plain titles without a badge: Tests/Corpus/no-badge-cases.jsonl and
no-badge-chromium.jsonl.

The 400 real titles of the shared corpus (../shared/corpus/cases.jsonl), 320 layouts drawn with a
fixed seed: widths from 60 to 420 px (every other one with a fractional part), a line limit of 0,
1, 2 or 3, keep-all or normal, in NanumGothic Bold 16 px. Each case has `"badge": ""` and
`"badge_padding": 0`, and the oracle runs with `--indent-as text-indent` (a text indent of 0 px):
Chromium lays the title out as a block of text alone, with `white-space: pre-wrap` (the library's
default). Every fourth layout sets `text_wrap` (`balance` or `pretty`, alternately), every fifth
`"direction": "rtl"`.

Run it in the pinned font environment the tests use (scripts/pinned-oracle.py sets
FONTCONFIG_FILE to Tests/PinnedFontEnvironment/fonts.conf), after `scripts/setup.sh` and
`swift build --product title-preview`.

Usage: scripts/make-no-badge-corpus.py [--no-oracle]
"""
import argparse
import json
import os
import random
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(ROOT, "Tests", "Corpus")
SHARED = os.path.join(os.path.dirname(ROOT), "shared", "corpus", "cases.jsonl")
COUNT = 320


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--no-oracle", action="store_true")
    a = ap.parse_args()
    with open(SHARED, encoding="utf-8") as f:
        titles = [json.loads(line)["title"] for line in f if line.strip()]
    rng = random.Random(20261207)
    cases = []
    for number in range(COUNT):
        width = rng.randint(60, 420) + (0.5 if number % 2 else 0.0)
        case = {
            "id": f"nb{number:04d}", "badge": "", "title": rng.choice(titles),
            "width": min(width, 420.0), "lines": rng.choice([0, 1, 2, 3]),
            "title_font": "Fonts/NanumGothicBold.ttf", "title_size": 16,
            "badge_font": "Fonts/NanumGothicBold.ttf", "badge_size": 12, "badge_padding": 0,
            "word_break": rng.choice(["keep-all", "normal"]), "mode": "indent",
        }
        if number % 4 == 3:
            case["text_wrap"] = "balance" if number % 8 == 3 else "pretty"
        if number % 5 == 4:
            case["direction"] = "rtl"
        cases.append(case)
    path = os.path.join(CORPUS, "no-badge-cases.jsonl")
    with open(path, "w", encoding="utf-8") as f:
        for case in cases:
            f.write(json.dumps(case, ensure_ascii=False) + "\n")
    print(f"{len(cases)} cases -> {path}")
    if not a.no_oracle:
        subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "pinned-oracle.py"), path,
                        "-o", os.path.join(CORPUS, "no-badge-chromium.jsonl"),
                        "--indent-as", "text-indent", "--indent-white-space", "pre-wrap"],
                       check=True)


if __name__ == "__main__":
    main()
