#!/usr/bin/env python3
"""Oracle cases for `text-wrap: balance` and `text-wrap: pretty`.

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

Also writes Tests/Corpus/text-wrap-edge-cases.jsonl, cases at the edges of Blink's rules, widths
found by sweeping the library's greedy lines (which match Chromium's) over 60-420 px: for titles
of Hangul and ASCII only, the widest width at which greedy filling takes exactly 6 and exactly 7
lines (balance scores up to 6), 5 lines (pretty's window of 4 slides), the two widths around the
last line's third of the room (pretty's `ShouldOptimize`), 2 lines for titles of 2 to 4 words
(balance bisects when there are fewer than 3 opportunities), the titles with a hard break, and
titles with an over-long word at a width that cuts it (scoring off); into text-wrap-edge-chromium.jsonl.

Usage: scripts/make-text-wrap-corpus.py [--no-oracle] [--preview .build/debug/title-preview]
"""
import argparse
import json
import os
import subprocess
import sys

from preview_batch import report_errors, run_batch

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


def one_line_widths(preview, titles):
    """Each title's width on one unbounded line, from the library (an estimate: the oracle
    decides the lines)."""
    requests = [{"id": i, "category": 1, "title": t, "width": 100000, "numberOfLines": 0,
                 "padding": "spaces"} for i, t in enumerate(titles)]
    records = run_batch(preview, requests, what="the titles' one-line widths")
    if report_errors(records):
        sys.exit("make-text-wrap-corpus: a title could not be laid out")
    widths = {row["id"]: sum(l["width"] for l in row["lines"]) for row in records}
    return [widths[i] for i in range(len(titles))]


def greedy_sweep(preview, cases, widths):
    """For each case, {width: (line count, last line width)} of greedy lines (numberOfLines 0)."""
    cat = {"취미": 1, "IT": 2, "건강": 3, "재테크": 4, "여행": 5, "요리": 6, "반려동물": 7, "K-POP": 8,
           "건강 관리": 9}
    rows = []
    for i, c in enumerate(cases):
        for w in widths:
            rows.append({
                "id": f"{i}|{w}", "category": cat[c["badge"]], "title": c["title"], "width": w,
                "numberOfLines": 0, "padding": c["mode"], "wordBreak": c["word_break"],
                "whiteSpace": "preserve" if c["mode"] == "spaces" else "collapse"})
    records = run_batch(preview, rows, ["--no-system-fonts"], what="the greedy sweep")
    report_errors(records)
    sweep = {}
    for r in records:
        if "lines" not in r:
            continue
        i, w = r["id"].split("|")
        sweep.setdefault(int(i), {})[float(w)] = (len(r["lines"]), r["lines"][-1]["width"])
    return sweep


def edge_cases(preview, public):
    plain = [c for c in public
             if all(ord(ch) < 0x80 or 0xAC00 <= ord(ch) <= 0xD7A3 for ch in c["title"])]
    widths = [float(w) for w in range(60, 421)]
    sweep = greedy_sweep(preview, plain, widths)
    out = []

    def add(case, tag, width, style, lines=0):
        row = dict(case)
        row.update(id=f"twe-{case['id']}-{tag}-{style[0]}", width=width, text_wrap=style, lines=lines)
        for key in ("title_font", "badge_font"):
            row[key] = row[key].replace("fonts/", "Fonts/")
        out.append(row)

    for i, case in enumerate(plain):
        got = sweep.get(i, {})
        for count, style in [(7, "balance"), (6, "balance"), (5, "pretty"), (5, "balance")]:
            fits = [w for w, (n, _) in got.items() if n == count]
            if fits and i % 2 == count % 2:
                add(case, f"n{count}", max(fits), style)
        # pretty's third: the widest width whose last line is under a third of it, and the next
        under = [w for w, (n, last) in got.items() if n > 1 and last * 3 < w]
        if under and i % 3 == 0:
            w = max(under)
            add(case, "third", w, "pretty")
            add(case, "third1", w + 1, "pretty")
        words = case["title"].split()
        if 2 <= len(words) <= 4:
            two = [w for w, (n, _) in got.items() if n == 2]
            if two:
                add(case, "bisect", max(two), "balance")
                add(case, "bisect0", min(two), "balance")
    for case in public:
        if "\n" in case["title"]:
            for style in ["balance", "pretty"]:
                add(case, "hard", case["width"], style)
                add(case, "hard2", round(case["width"] * 0.6), style)
        if any(len(word) >= 20 for word in case["title"].split()):
            for style in ["balance", "pretty"]:
                add(case, "long", 150.0, style)
    return out


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
    edges = edge_cases(a.preview, public)
    edge_path = os.path.join(CORPUS, "text-wrap-edge-cases.jsonl")
    write(edge_path, edges)
    print(f"{len(edges)} edge cases -> {edge_path}")
    if not a.no_oracle:
        subprocess.run([sys.executable, ORACLE, path, "-o", os.path.join(CORPUS, "text-wrap-chromium.jsonl"),
                        "--font-root", ROOT], check=True)
        subprocess.run([sys.executable, ORACLE, edge_path, "-o",
                        os.path.join(CORPUS, "text-wrap-edge-chromium.jsonl"), "--font-root", ROOT],
                       check=True)


if __name__ == "__main__":
    main()
