#!/usr/bin/env python3
"""Make the U+3000 text-wrap corpus: titles with IDEOGRAPHIC SPACE under `text-wrap: balance`
and `pretty`, with Chromium's lines.

Writes Tests/Corpus/ideographic-space-text-wrap-cases.jsonl:
- 40 of the U+3000 corpus's titles (Tests/Corpus/ideographic-space-cases.jsonl: public titles
  with U+3000 after a space, in place of one, doubled…; NanumGothic Bold, both modes and word
  breaks; seeded), at every 12.5 px from 90 to 330 px, balanced and pretty;
- 24 titles of the multi-font corpus in Noto Sans CJK KR/JP and Inter with a U+3000 put after,
  in place of or doubled after one of their spaces (seeded), at every 18 px from 90 to 340 px.
Then runs it through the oracle (indent mode `white-space: normal`, spaces mode `pre-wrap`) into
ideographic-space-text-wrap-chromium.jsonl.

Usage: scripts/make-ideographic-space-text-wrap-corpus.py [--no-oracle]
"""
import argparse
import json
import os
import random
import subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(ROOT, "Tests", "Corpus")
ORACLE = os.path.join(os.path.dirname(ROOT), "shared", "oracle", "chromium_oracle.py")


def read(path):
    with open(path, encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def distinct(cases, key):
    seen, out = set(), []
    for case in cases:
        if key(case) not in seen:
            seen.add(key(case))
            out.append(case)
    return out


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--no-oracle", action="store_true")
    args = parser.parse_args()
    rows = []
    ideographic = distinct(read(os.path.join(CORPUS, "ideographic-space-cases.jsonl")),
                           lambda c: (c["title"], c["mode"], c["word_break"]))
    random.Random(9).shuffle(ideographic)
    for n, case in enumerate(ideographic[:40]):
        width = 90.0
        while width <= 330:
            for style in ("balance", "pretty"):
                rows.append(dict(case, id=f"iw{n}-{width}-{style[0]}", width=width, lines=0,
                                 text_wrap=style))
            width += 12.5
    rng = random.Random(11)
    multifont = [{k: v for k, v in c.items() if k not in ("font_kind", "font_name")}
                 for c in read(os.path.join(CORPUS, "multifont-cases.jsonl"))
                 if c.get("font_kind") in ("gpos-cff-collection", "gpos-latin-calt")
                 and " " in c["title"]]
    rng.shuffle(multifont)
    for n, case in enumerate(distinct(multifont, lambda c: (c["title"], c["title_font"],
                                                            c.get("title_font_index")))[:24]):
        title = case["title"]
        at = rng.choice([i for i, ch in enumerate(title) if ch == " "])
        kind = rng.choice(["after", "replace", "double"])
        if kind == "after":
            title = title[:at + 1] + "\u3000" + title[at + 1:]
        elif kind == "replace":
            title = title[:at] + "\u3000" + title[at + 1:]
        else:
            title = title[:at + 1] + "\u3000\u3000" + title[at + 1:]
        for width in range(90, 340, 18):
            for style in ("balance", "pretty"):
                rows.append(dict(case, id=f"iwm{n}-{width}-{style[0]}", title=title,
                                 width=width + 0.25, lines=0, text_wrap=style))
    path = os.path.join(CORPUS, "ideographic-space-text-wrap-cases.jsonl")
    with open(path, "w", encoding="utf-8") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(f"{len(rows)} cases -> {path}")
    if not args.no_oracle:
        subprocess.run(["python3", ORACLE, path, "-o",
                        os.path.join(CORPUS, "ideographic-space-text-wrap-chromium.jsonl"),
                        "--font-root", ROOT], check=True)


if __name__ == "__main__":
    main()
