#!/usr/bin/env python3
"""Oracle cases for U+2028 LINE SEPARATOR and U+2029 PARAGRAPH SEPARATOR inside titles.

Chromium 156 draws either as a space that never collapses or hangs (shaped as U+0020, so in
Noto Sans CJK KR between Hangul it is the Korean `locl` space), with an ordinary opportunity
after it and none before it: no hard break. The cases put a separator in place of a public
title's space, and another inside its longest word, at five widths, both word breaks, both
modes; and the same in Noto Sans CJK KR (face 1, indent mode, white-space pre-wrap as the
shaped-face corpora). Writes Tests/Corpus/line-separator-cases.jsonl and (through the oracle)
line-separator-chromium.jsonl, and line-separator-noto-*.
Usage: scripts/line-separator-cases.py [--no-oracle]
"""
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(ROOT, "Tests", "Corpus")
ORACLE = os.path.join(os.path.dirname(ROOT), "shared", "oracle", "chromium_oracle.py")
NOTO = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"


def with_separator(title, ch):
    """`ch` for the title's middle space, and inside its longest word (after its first half)."""
    words = title.split(" ")
    i = max(range(len(words)), key=lambda k: len(words[k]))
    w = words[i]
    cut = max(1, len(w) // 2)
    words[i] = w[:cut] + ch + w[cut:]
    if len(words) < 3:
        return " ".join(words)
    middle = len(words) // 2
    return " ".join(words[:middle]) + ch + " ".join(words[middle:])


def main():
    cases = [dict(json.loads(l), title_font="Fonts/NanumGothicBold.ttf",
                  badge_font="Fonts/NanumGothicBold.ttf")
             for l in open(os.path.join(CORPUS, "cases.jsonl"), encoding="utf-8")]
    nanum, noto = [], []
    for n, c in enumerate(cases[:40]):
        ch = "\u2028" if n % 2 == 0 else "\u2029"
        title = with_separator(c["title"], ch)
        for width in (90, 150, 200.5, 260, 375):
            for wb in ("keep-all", "normal"):
                mode = "spaces" if (n + int(width)) % 3 == 0 else "indent"
                nanum.append(dict(c, id=f"sep-{c['id']}-{width}-{wb}", title=title, width=width,
                                  lines=0, word_break=wb, mode=mode))
                if wb == "normal" and n < 20:
                    noto.append(dict(c, id=f"sep-noto-{c['id']}-{width}", title=title,
                                     width=width, lines=0, word_break=wb, mode="indent",
                                     title_font=NOTO, title_font_index=1))
    for name, items in (("line-separator-cases.jsonl", nanum),
                        ("line-separator-noto-cases.jsonl", noto)):
        with open(os.path.join(CORPUS, name), "w", encoding="utf-8") as f:
            for d in items:
                f.write(json.dumps(d, ensure_ascii=False) + "\n")
        print(f"{name}: {len(items)} cases")
    if "--no-oracle" in sys.argv:
        return
    for cases_name, out_name, extra in (
            ("line-separator-cases.jsonl", "line-separator-chromium.jsonl", []),
            ("line-separator-noto-cases.jsonl", "line-separator-noto-chromium.jsonl",
             ["--indent-white-space", "pre-wrap"])):
        subprocess.run([sys.executable, ORACLE, os.path.join(CORPUS, cases_name), "-o",
                        os.path.join(CORPUS, out_name), "--font-root", ROOT] + extra, check=True)


if __name__ == "__main__":
    main()
