#!/usr/bin/env python3
"""Oracle cases for `text-wrap: balance` and `pretty` in the multi-font corpus's fonts and
languages, with and without letter-spacing.

Writes Tests/Corpus/text-wrap-multifont-cases.jsonl from Tests/Corpus/multifont-cases.jsonl
(NanumGothic Bold, Noto Sans CJK KR and JP, Inter and UnDotum; Korean, English and Japanese
titles; both padding modes and word breaks): every distinct (title, font, mode, word break)
once, with both styles at a width drawn so that the title takes 2 to 7 lines (a random quarter
pixel, seeded), the line limit 0, and every third layout with a letter-spacing of -0.5, 0.5, 1 or
2 px. Then runs it through the Chromium oracle into text-wrap-multifont-chromium.jsonl.

Widths come from each title's one-line width as the built `title-preview` measures it (an
estimate: the oracle decides the lines).

Usage: scripts/make-text-wrap-multifont-corpus.py [--no-oracle] [--preview PATH]
"""
import argparse
import json
import os
import random
import subprocess
import sys

from preview_batch import report_errors, run_batch

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(ROOT, "Tests", "Corpus")
ORACLE = os.path.join(os.path.dirname(ROOT), "shared", "oracle", "chromium_oracle.py")
SPACINGS = [-0.5, 0.5, 1.0, 2.0]


def read(path):
    with open(path, encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def write(path, rows):
    with open(path, "w", encoding="utf-8") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")


def one_line_widths(preview, cases):
    """Each case's title width on one unbounded line in its own font, from the library."""
    groups = {}
    for n, case in enumerate(cases):
        groups.setdefault((case["title_font"], case.get("title_font_index", 0)), []).append(n)
    widths = {}
    for (path, index), members in groups.items():
        path = path if os.path.isabs(path) else os.path.join(ROOT, path)
        style = json.dumps({"titleFont": {"path": path, "index": index} if index else path})
        style_path = os.path.join("/tmp", f"twmf-style-{os.getpid()}.json")
        with open(style_path, "w", encoding="utf-8") as f:
            f.write(style)
        requests = [{"id": n, "category": 1, "title": cases[n]["title"], "width": 100000,
                     "numberOfLines": 0, "padding": "spaces",
                     "titleSize": cases[n]["title_size"], "lang": cases[n].get("lang", "ko")}
                    for n in members]
        try:
            records = run_batch(preview, requests, ["--style", style_path], what=f"titles in {path}")
        finally:
            os.remove(style_path)
        if report_errors(records):
            sys.exit(f"make-text-wrap-multifont-corpus: a title in {path} could not be laid out")
        for row in records:
            widths[row["id"]] = sum(l["width"] for l in row["lines"])
    return [widths[n] for n in range(len(cases))]


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--no-oracle", action="store_true")
    ap.add_argument("--preview", default=os.path.join(ROOT, ".build", "release", "title-preview"))
    a = ap.parse_args()

    seen = set()
    base = []
    for case in read(os.path.join(CORPUS, "multifont-cases.jsonl")):
        key = (case["title"], case["title_font"], case.get("title_font_index", 0), case["mode"],
               case["word_break"])
        if key not in seen and "\n" not in case["title"]:
            seen.add(key)
            base.append(case)
    widths = one_line_widths(a.preview, base)
    rng = random.Random(12)
    cases = []
    for case, total in zip(base, widths):
        for style in ["balance", "pretty"]:
            target = rng.randint(2, 7)
            width = (total + 40) / (target - 0.35)
            width = max(72.0, min(420.0, width))
            width = round(width) + rng.choice([0, 0.25, 0.5, 0.75])
            row = {k: v for k, v in case.items() if k not in ("font_kind", "font_name")}
            row.update(id=f"twm-{case['id']}-{style[0]}", width=width, text_wrap=style, lines=0)
            if len(cases) % 3 == 2:
                row["letter_spacing"] = SPACINGS[(len(cases) // 3) % len(SPACINGS)]
            cases.append(row)
    path = os.path.join(CORPUS, "text-wrap-multifont-cases.jsonl")
    write(path, cases)
    print(f"{len(cases)} cases -> {path}")
    if not a.no_oracle:
        subprocess.run([sys.executable, ORACLE, path, "-o",
                        os.path.join(CORPUS, "text-wrap-multifont-chromium.jsonl"),
                        "--font-root", ROOT], check=True)


if __name__ == "__main__":
    main()
