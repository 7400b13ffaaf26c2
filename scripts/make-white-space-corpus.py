#!/usr/bin/env python3
"""Make the white-space corpora: collapsing white space and hard breaks, in the multi-font
corpus's faces, with Chromium's lines (exact at every width, in every face).

- Tests/Corpus/white-space-collapse-*.jsonl: multi-font titles that hold a double space, a tab
  or a newline (each title once per face, mode and word break; seeded), at every 13.5 px from
  80 to 420 px, greedy and balanced. Indent mode is laid out with `white-space: normal`, as the
  oracle's default: the first white space of a run is a space shaped with its neighbours (Noto
  Sans CJK's Korean space under lang ko is 4.48 px at 16 px, not its unshaped 3.584 px), the
  rest collapses. Spaces mode is pre-wrap.
- Tests/Corpus/white-space-hard-break-*.jsonl: multi-font titles with one space turned into a
  newline and 1 to 3 spaces (seeded), at every 13 px from 90 to 400 px, greedy, balanced and
  pretty, with `white-space: pre-wrap` in both modes: each paragraph is a text item of its own,
  and its leading spaces another (`InsertBreakOpportunityAfterLeadingPreservedSpaces`).

Usage: scripts/make-white-space-corpus.py [--no-oracle]
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


def write(path, rows):
    with open(path, "w", encoding="utf-8") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")


def plain(case):
    return {k: v for k, v in case.items() if k not in ("font_kind", "font_name")}


def collapse_cases(multifont):
    seen, base = set(), []
    for case in multifont:
        key = (case["title"], case["title_font"], case.get("title_font_index"), case["mode"],
               case["word_break"])
        title = case["title"]
        if key not in seen and ("  " in title or "\n" in title or "\t" in title):
            seen.add(key)
            base.append(case)
    random.Random(13).shuffle(base)
    rows = []
    for n, case in enumerate(base[:40]):
        width = 80.0 + (n % 4) * 3.25
        while width <= 420:
            for style in ("wrap", "balance"):
                rows.append(dict(plain(case), id=f"wsc{n}-{width}-{style[0]}", width=width,
                                 lines=0, text_wrap=style))
            width += 13.5
    return rows


def hard_break_cases(multifont):
    rng = random.Random(21)
    base = [c for c in multifont if " " in c["title"] and "\n" not in c["title"]]
    rng.shuffle(base)
    seen, rows, n = set(), [], 0
    for case in base:
        key = (case["title"], case["title_font"], case.get("title_font_index"))
        if key in seen:
            continue
        seen.add(key)
        title = case["title"]
        at = rng.choice([i for i, ch in enumerate(title) if ch == " "])
        title = title[:at] + "\n" + " " * rng.randint(1, 3) + title[at + 1:]
        for width in range(90, 400, 13):
            for style in ("wrap", "balance", "pretty"):
                rows.append(dict(plain(case), id=f"wsh{n}-{width}-{style[0]}", title=title,
                                 width=width + 0.5, lines=0, text_wrap=style))
        n += 1
        if n == 30:
            break
    return rows


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--no-oracle", action="store_true")
    args = parser.parse_args()
    multifont = read(os.path.join(CORPUS, "multifont-cases.jsonl"))
    for name, rows, indent in [("collapse", collapse_cases(multifont), "normal"),
                               ("hard-break", hard_break_cases(multifont), "pre-wrap")]:
        path = os.path.join(CORPUS, f"white-space-{name}-cases.jsonl")
        write(path, rows)
        print(f"{len(rows)} cases -> {path}")
        if not args.no_oracle:
            subprocess.run(["python3", ORACLE, path, "-o",
                            os.path.join(CORPUS, f"white-space-{name}-chromium.jsonl"),
                            "--font-root", ROOT, "--indent-white-space", indent], check=True)


if __name__ == "__main__":
    main()
