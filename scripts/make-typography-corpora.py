#!/usr/bin/env python3
"""Builds the oracle corpora of line heights in px and of a gap after the
badge from the public titles, and runs them through scripts/typography-oracle.py (headless
Chromium, white-space pre-wrap in both modes):

- Tests/Corpus/line-height-cases.jsonl: every 4th case of the multi-font corpus (NanumGothic
  Bold, Noto Sans CJK KR/JP, Inter, UnDotum; Korean, English/mixed, Japanese; indent and spaces),
  each with a `line_height` in px (1×, 1.25×, 1.5×, 1.75×, 2× the size, or 20, 22.5, 24, 26.01,
  28.3, 31.99 px; never below the size, so that the oracle's baseline markers cannot grow a line
  box) and `"lines": 0` (every line's baseline is compared).
- Tests/Corpus/badge-spacing-cases.jsonl: the 400 public titles (Tests/Corpus/cases.jsonl, their
  widths, line limits and modes) each with a `badge_spacing` (2, 4, 6, 8, 2.01, 3.999 or 12 px);
  then, for every indent case whose first line broke, the same case at the width where its first
  line (badge, spacing and text) fits by Blink's epsilon (`@fit`: badge + spacing + text − 1/64)
  and 1/64 px less (`@nofit`); and, for spaces cases, a spacing just below and above a whole
  number of padding spaces (`@below`, `@above`); and each @fit / @nofit case again without the
  gap in a cell narrower by the gap truncated to 1/64 px (`@fit0`, `@nofit0`: the same room for
  the first line).

Chromium's answers go to chromium-expected.line-height.jsonl and
chromium-expected.badge-spacing.jsonl beside them.

Usage: scripts/make-typography-corpora.py [--oracle-dir ../shared/oracle]
"""
import argparse
import json
import math
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(ROOT, "Tests/Corpus")
ORACLE = os.path.join(ROOT, "scripts/typography-oracle.py")


def read(path):
    with open(path, encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def write(path, rows):
    with open(path, "w", encoding="utf-8") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")


def run_oracle(cases_path, out_path, oracle_dir):
    subprocess.run([sys.executable, ORACLE, cases_path, "-o", out_path, "--oracle-dir", oracle_dir],
                   check=True)
    return {r["id"]: r for r in read(out_path)}


def line_height_cases():
    factors = [1.0, 1.25, 1.5, 1.75, 2.0]
    pixels = [20, 22.5, 24, 26.01, 28.3, 31.99]
    choices = [("x", f) for f in factors] + [("px", p) for p in pixels]
    out = []
    for i, case in enumerate(read(os.path.join(CORPUS, "multifont-cases.jsonl"))[::4]):
        if case["title"] != case["title"].rstrip():
            continue
        kind, value = choices[i % len(choices)]
        line_height = round(case["title_size"] * value, 4) if kind == "x" else value
        if line_height < case["title_size"]:
            line_height = round(case["title_size"] * 1.5, 4)
        row = dict(case, id=case["id"] + "@lh", line_height=line_height, lines=0)
        out.append(row)
    return out


def badge_spacing_cases():
    spacings = [2, 4, 6, 8, 2.01, 3.999, 12]
    out = []
    for i, case in enumerate(read(os.path.join(CORPUS, "cases.jsonl"))):
        if case["title"] != case["title"].rstrip():
            continue
        out.append(dict(case, id=case["id"] + "@bs", badge_spacing=spacings[i % len(spacings)],
                        title_font="Fonts/NanumGothicBold.ttf", badge_font="Fonts/NanumGothicBold.ttf"))
    return out


def edge_cases(base, results):
    out = []
    for case in base:
        r = results[case["id"]]
        if "error" in r:
            continue
        if case["mode"] == "indent" and len(r["lines"]) >= 2 and r["line_x"][0] is not None:
            fit = r["line_x"][0] + r["line_widths"][0] - 1 / 64
            out.append(dict(case, id=case["id"].replace("@bs", "@fit"), width=round(fit, 6)))
            out.append(dict(case, id=case["id"].replace("@bs", "@nofit"), width=round(fit - 1 / 64, 6)))
        elif case["mode"] == "spaces":
            n = r["n_spaces"] + 1
            edge = n * r["space_width"] - r["badge_width"]
            out.append(dict(case, id=case["id"].replace("@bs", "@below"), badge_spacing=round(edge - 0.001, 6)))
            out.append(dict(case, id=case["id"].replace("@bs", "@above"), badge_spacing=round(edge + 0.001, 6)))
    return out


def twin_cases(edges):
    """Each @fit / @nofit case without the gap in a cell narrower by the gap (as Blink lays the
    margin out, truncated to 1/64 px): the first line has the same room."""
    out = []
    for case in edges:
        if "@fit" in case["id"] or "@nofit" in case["id"]:
            gap = math.floor(case["badge_spacing"] * 64) / 64
            out.append(dict(case, id=case["id"] + "0", badge_spacing=0, width=round(case["width"] - gap, 6)))
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--oracle-dir", default=os.path.join(os.path.dirname(ROOT), "shared/oracle"))
    a = ap.parse_args()

    lh_cases = line_height_cases()
    lh_path = os.path.join(CORPUS, "line-height-cases.jsonl")
    write(lh_path, lh_cases)
    run_oracle(lh_path, os.path.join(CORPUS, "chromium-expected.line-height.jsonl"), a.oracle_dir)

    base = badge_spacing_cases()
    bs_path = os.path.join(CORPUS, "badge-spacing-cases.jsonl")
    write(bs_path, base)
    out_path = os.path.join(CORPUS, "chromium-expected.badge-spacing.jsonl")
    results = run_oracle(bs_path, out_path, a.oracle_dir)
    edges = edge_cases(base, results)
    write(bs_path, base + edges + twin_cases(edges))
    run_oracle(bs_path, out_path, a.oracle_dir)


if __name__ == "__main__":
    main()
