#!/usr/bin/env python3
"""Oracle cases for `text-wrap: balance` and `text-wrap: pretty` (issue 12, part 4).

Writes Tests/Corpus/text-wrap-cases.jsonl from the public titles (Tests/Corpus/cases.jsonl) and
the soft-hyphen titles (Tests/Corpus/soft-hyphen-cases.jsonl), then runs it through the Chromium
oracle (per-case `text_wrap`; indent mode white-space: normal, spaces mode pre-wrap, as the
oracle's defaults) into Tests/Corpus/text-wrap-chromium.jsonl, vendored as Chromium answered.

Every public title is laid out with both styles, at two widths chosen from its one-line width
(measured with the built `title-preview`) so that it takes 2 to 7 lines (a width is
total / (k - 0.35) for a target of k lines, every other one with a fractional part), in its own
padding mode and word break and, every other title, in the other padding mode; the line limit
cycles through 0 (unclamped), 1, 2 and 3. Every 8th soft-hyphen layout is added with both styles
and its own width.

Usage: scripts/make-text-wrap-corpus.py [--no-oracle] [--preview .build/debug/title-preview]
"""
import argparse
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(ROOT, "Tests", "Corpus")
ORACLE = "/work/shared/oracle/chromium_oracle.py"


def read(path):
    with open(path, encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def write(path, rows):
    with open(path, "w", encoding="utf-8") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")


def one_line_widths(preview, titles):
    """Each title's width on one unbounded line, from the library (an estimate: the oracle
    decides the lines)."""
    requests = "".join(
        json.dumps({"id": i, "category": 1, "title": t, "width": 100000, "numberOfLines": 0,
                    "padding": "spaces"}, ensure_ascii=False) + "\n"
        for i, t in enumerate(titles))
    out = subprocess.run([preview, "--jsonl", "-"], input=requests.encode(), capture_output=True,
                         check=True).stdout.decode()
    widths = {}
    for line in out.splitlines():
        row = json.loads(line)
        widths[row["id"]] = sum(l["width"] for l in row.get("lines", []))
    return [widths.get(i, 200.0) for i in range(len(titles))]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--no-oracle", action="store_true")
    ap.add_argument("--preview", default=os.path.join(ROOT, ".build/debug/title-preview"))
    a = ap.parse_args()

    public = read(os.path.join(CORPUS, "cases.jsonl"))
    widths = one_line_widths(a.preview, [c["title"] for c in public])
    cases = []
    limits = [0, 1, 2, 3]
    for i, (case, total) in enumerate(zip(public, widths)):
        modes = [case["mode"]] if i % 2 else [case["mode"], "spaces" if case["mode"] == "indent" else "indent"]
        for s, style in enumerate(["balance", "pretty"]):
            for j in range(2):
                target = 2 + (i + 3 * s + 2 * j) % 6  # 2..7 lines
                width = (total + 30) / (target - 0.35)
                width = max(64.0, min(420.0, width))
                width = round(width) + (0.5 if (i + j) % 2 else 0.0)
                mode = modes[(j + s) % len(modes)]
                row = dict(case)
                row.update(id=f"tw-{case['id']}-{style[0]}{j}", width=width, text_wrap=style,
                           mode=mode, lines=limits[(i + j + s) % 4])
                for key in ("title_font", "badge_font"):
                    row[key] = row[key].replace("fonts/", "Fonts/")
                cases.append(row)
    for k, case in enumerate(read(os.path.join(CORPUS, "soft-hyphen-cases.jsonl"))[::8]):
        for style in ["balance", "pretty"]:
            row = dict(case)
            row.update(id=f"tw-{case['id']}-{style[0]}", text_wrap=style, lines=limits[k % 4])
            cases.append(row)
    path = os.path.join(CORPUS, "text-wrap-cases.jsonl")
    write(path, cases)
    print(f"{len(cases)} cases -> {path}")
    if not a.no_oracle:
        subprocess.run([sys.executable, ORACLE, path, "-o", os.path.join(CORPUS, "text-wrap-chromium.jsonl"),
                        "--font-root", "/work/main"], check=True)


if __name__ == "__main__":
    main()
