#!/usr/bin/env python3
"""Oracle cases for U+3000 IDEOGRAPHIC SPACE (a line end's white space).

Writes two case files under Tests/Corpus from the public titles (Tests/Corpus/cases.jsonl), each
title with U+3000 put where titles carry it: after a space (" \u3000"), instead of a space, before
a space ("\u3000 "), twice after a space (" \u3000\u3000"), at the start and at the end. Both word
breaks, widths drawn from 90 to 375 px (a fixed seed), NanumGothicBold:

* ideographic-space-cases.jsonl: indent mode (the oracle lays it out with white-space: normal)
  and spaces mode (pre-wrap);
* ideographic-space-prewrap-cases.jsonl: indent mode with white-space: pre-wrap.

Then runs both through the Chromium oracle (--oracle, default ../shared/oracle/chromium_oracle.py)
into ideographic-space-chromium.jsonl and ideographic-space-prewrap-chromium.jsonl, vendored as
Chromium answered.

Usage: scripts/ideographic-space-cases.py [--no-oracle]
"""
import json
import os
import random
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(ROOT, "Tests", "Corpus")
ORACLE = os.path.join(os.path.dirname(ROOT), "shared", "oracle", "chromium_oracle.py")
IDEOGRAPHIC_SPACE = "\u3000"


def variants(title):
    """The title with U+3000 in six places; those that need a space the title lacks are left out."""
    spaces = [i for i, ch in enumerate(title) if ch == " "]
    out = []
    if spaces:
        first = spaces[0]
        out.append(("after-space", title[:first + 1] + IDEOGRAPHIC_SPACE + title[first + 1:]))
        out.append(("instead", title[:first] + IDEOGRAPHIC_SPACE + title[first + 1:]))
        out.append(("double", title[:first + 1] + IDEOGRAPHIC_SPACE * 2 + title[first + 1:]))
    if len(spaces) >= 2:
        second = spaces[1]
        out.append(("before-space", title[:second] + IDEOGRAPHIC_SPACE + title[second:]))
    out.append(("start", IDEOGRAPHIC_SPACE + title))
    out.append(("end", title + " " + IDEOGRAPHIC_SPACE))
    return out


def main():
    rng = random.Random(3000)
    with open(os.path.join(CORPUS, "cases.jsonl"), encoding="utf-8") as f:
        public = [json.loads(line) for line in f if line.strip()]
    titles = []
    for case in public:
        if case["title"] not in titles and case["title"].count(" ") >= 2:
            titles.append(case["title"])
    titles = titles[:40]
    template = {k: public[0][k] for k in ("badge", "title_size", "badge_size", "badge_padding")}
    # The public cases name the fonts under shared/fonts; the repository's copies are in Fonts/.
    template["title_font"] = template["badge_font"] = "Fonts/NanumGothicBold.ttf"
    normal, prewrap = [], []
    for number, title in enumerate(titles):
        for name, text in variants(title):
            for width in sorted(rng.sample(range(90, 376), 3)):
                word_break = rng.choice(["keep-all", "normal"])
                mode = rng.choice(["indent", "spaces"])
                base = dict(template, title=text, width=width, lines=0, word_break=word_break)
                normal.append(dict(base, id=f"ideo-{number:02d}-{name}-{width}-{mode}",
                                   mode=mode))
                prewrap.append(dict(base, id=f"ideo-pw-{number:02d}-{name}-{width}",
                                    mode="indent"))
    for name, items in (("ideographic-space-cases.jsonl", normal),
                        ("ideographic-space-prewrap-cases.jsonl", prewrap)):
        with open(os.path.join(CORPUS, name), "w", encoding="utf-8") as f:
            for item in items:
                f.write(json.dumps(item, ensure_ascii=False) + "\n")
        print(f"{name}: {len(items)} cases")
    if "--no-oracle" in sys.argv:
        return
    oracle = sys.argv[sys.argv.index("--oracle") + 1] if "--oracle" in sys.argv else ORACLE
    for cases_name, out_name, extra in (
            ("ideographic-space-cases.jsonl", "ideographic-space-chromium.jsonl", []),
            ("ideographic-space-prewrap-cases.jsonl", "ideographic-space-prewrap-chromium.jsonl",
             ["--indent-white-space", "pre-wrap"])):
        subprocess.run([sys.executable, oracle, os.path.join(CORPUS, cases_name), "-o",
                        os.path.join(CORPUS, out_name), "--font-root", ROOT] + extra, check=True)


if __name__ == "__main__":
    main()
