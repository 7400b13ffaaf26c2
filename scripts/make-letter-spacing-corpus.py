#!/usr/bin/env python3
"""Builds the letter-spacing oracle corpus from the public titles and runs it
through scripts/typography-oracle.py (headless Chromium 156, white-space pre-wrap in both modes):

- `@ls`: the 400 public titles (Tests/Corpus/cases.jsonl: widths, line limits, modes; less those
  ending in white space), each with a title letter-spacing cycling through -1, -0.5, 0.5, 1, 2 px
  and -0.02, 0.05 em (`letter_spacing_em`; the oracle gets em × size in px);
- `@lsn`: the same titles at 80 % of their width (to the 1/4 px), the next spacing in the cycle;
- `@fit` / `@nofit`: every indent `@ls` case whose first line broke, at the width where that line
  (badge and tracked text, its trailing spacing included) fits by Blink's 1/64 px epsilon, and
  1/64 px less: trailing tracking counts in the fit;
- `@bls`: every 4th title with a badge-label letter-spacing (1, 2, -0.5 px or 0.1 em of the badge
  size; `badge_letter_spacing`) besides its title spacing: the badge's width and, in spaces mode,
  the padding count (space width + spacing) follow;
- `@probe`: invisible and control characters between two syllables, tracked by 2 px: which ones
  Chromium tracks (LetterSpacing.getsNoSpacing).

Cases: Tests/Corpus/letter-spacing-cases.jsonl; Chromium's answers:
Tests/Corpus/chromium-expected.letter-spacing.jsonl.

And a second corpus in faces shaped with their layout tables (GPOS kerning, `liga`, `calt`, `locl`):
every 3rd case of the multi-font corpus (Tests/Corpus/multifont-cases.jsonl) in Noto Sans CJK KR
(NotoSansCJK-Regular.ttc face 1) and Inter, Korean, English/mixed and Japanese, each with the
next spacing of the cycle (`@lsg`), the `@fit` / `@nofit` pair of every indent case whose
first line broke, and each of those without spacing in a cell narrower by its first line's
spacing (`@fit0`, `@nofit0`): Tests/Corpus/letter-spacing-gpos-cases.jsonl and
chromium-expected.letter-spacing-gpos.jsonl.

And the indent-mode `@ls` / `@lsn` cases again through the stock oracle, whose indent mode is
`white-space: normal` (collapsing): Tests/Corpus/letter-spacing-collapse-cases.jsonl and
chromium-expected.letter-spacing-collapse.jsonl.

Usage: scripts/make-letter-spacing-corpus.py [--oracle-dir ../shared/oracle]
"""
import argparse
import json
import os
import subprocess
import sys
import unicodedata

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(ROOT, "Tests/Corpus")
ORACLE = os.path.join(ROOT, "scripts/typography-oracle.py")
SPACINGS = [("px", -1), ("px", -0.5), ("px", 0.5), ("px", 1), ("px", 2), ("em", -0.02), ("em", 0.05)]
BADGE_SPACINGS = [("px", 1), ("px", 2), ("px", -0.5), ("em", 0.1)]
PROBES = ["\u0001", "\u000b", "\u007f", "\u0080", "\u0085", "\u00a0", "\u00ad", "\u034f", "\u115f",
          "\u200b", "\u200c", "\u200d", "\u200e", "\u202a", "\u2003", "\u2060", "\u2061", "\u3000",
          "\u3164", "\ufeff", "\ufffc", "\u000c"]


def read(path):
    with open(path, encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def write(path, rows):
    with open(path, "w", encoding="utf-8") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")


def with_spacing(case, spacing, key="letter_spacing"):
    kind, value = spacing
    size = case["badge_size" if key.startswith("badge") else "title_size"]
    row = dict(case)
    if kind == "em":
        row[key + "_em"] = value
        row[key] = round(value * size, 6)
    else:
        row[key] = value
    return row


def base_cases():
    out = []
    titles = [c for c in read(os.path.join(CORPUS, "cases.jsonl")) if c["title"] == c["title"].rstrip()]
    for i, case in enumerate(titles):
        case = dict(case, title_font="Fonts/NanumGothicBold.ttf", badge_font="Fonts/NanumGothicBold.ttf")
        out.append(with_spacing(dict(case, id=case["id"] + "@ls"), SPACINGS[i % len(SPACINGS)]))
        narrow = round(case["width"] * 0.8 * 4) / 4
        out.append(with_spacing(dict(case, id=case["id"] + "@lsn", width=narrow),
                                SPACINGS[(i + 1) % len(SPACINGS)]))
        if i % 4 == 0:
            row = with_spacing(dict(case, id=case["id"] + "@bls"), SPACINGS[(i + 2) % len(SPACINGS)])
            out.append(with_spacing(row, BADGE_SPACINGS[(i // 4) % len(BADGE_SPACINGS)],
                                    key="badge_letter_spacing"))
    probe = dict(titles[0], title_font="Fonts/NanumGothicBold.ttf", badge_font="Fonts/NanumGothicBold.ttf",
                 width=400, lines=0, mode="indent", word_break="normal")
    for n, ch in enumerate(PROBES):
        out.append(dict(probe, id=f"x{n:02d}@probe", title="가" + ch + "나", letter_spacing=2))
    return out


def gpos_cases():
    out = []
    faces = {("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", 1),
             ("/usr/share/fonts/opentype/inter/Inter-Regular.otf", None)}
    rows = [c for c in read(os.path.join(CORPUS, "multifont-cases.jsonl"))
            if (c["title_font"], c.get("title_font_index")) in faces and c["title"] == c["title"].rstrip()]
    for i, case in enumerate(rows[::3]):
        out.append(with_spacing(dict(case, id=case["id"] + "@lsg"), SPACINGS[i % len(SPACINGS)]))
    return out


def edge_cases(base, results, suffix="@ls"):
    out = []
    for case in base:
        r = results[case["id"]]
        if not case["id"].endswith(suffix) or "error" in r:
            continue
        if case["mode"] == "indent" and len(r["lines"]) >= 2 and r["line_x"][0] is not None:
            fit = r["line_x"][0] + r["line_widths"][0] - 1 / 64
            out.append(dict(case, id=case["id"].replace(suffix, "@fit"), width=round(fit, 6)))
            out.append(dict(case, id=case["id"].replace(suffix, "@nofit"), width=round(fit - 1 / 64, 6)))
    return out


def untracked_twins(edges, results):
    """Each GPOS `@fit` / `@nofit` case without letter-spacing (`...0`) in a cell narrower by the
    spacing of its first line's visible characters (Chromium's first line of the `@lsg` case, to
    its last visible character): the first line has the same room for the untracked text."""
    out = []
    for case in edges:
        line = results[case["id"].replace("@fit", "@lsg").replace("@nofit", "@lsg")]["lines"][0]
        visible = [ch for ch in line.rstrip() if unicodedata.category(ch) not in ("Mn", "Me", "Cf")]
        width = case["width"] - case["letter_spacing"] * len(visible)
        twin = {k: v for k, v in case.items() if k not in ("letter_spacing", "letter_spacing_em")}
        out.append(dict(twin, id=case["id"] + "0", width=round(width, 6)))
    return out


def run_oracle(cases_path, out_path, oracle_dir):
    subprocess.run([sys.executable, ORACLE, cases_path, "-o", out_path, "--oracle-dir", oracle_dir],
                   check=True)
    return {r["id"]: r for r in read(out_path)}


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--oracle-dir", default=os.path.join(os.path.dirname(ROOT), "shared/oracle"))
    a = ap.parse_args()
    base = base_cases()
    cases_path = os.path.join(CORPUS, "letter-spacing-cases.jsonl")
    out_path = os.path.join(CORPUS, "chromium-expected.letter-spacing.jsonl")
    write(cases_path, base)
    results = run_oracle(cases_path, out_path, a.oracle_dir)
    write(cases_path, base + edge_cases(base, results))
    run_oracle(cases_path, out_path, a.oracle_dir)

    collapse = [c for c in base if c["mode"] == "indent" and c["id"].endswith(("@ls", "@lsn"))]
    cases_path = os.path.join(CORPUS, "letter-spacing-collapse-cases.jsonl")
    write(cases_path, collapse)
    subprocess.run([sys.executable, os.path.join(a.oracle_dir, "chromium_oracle.py"), cases_path,
                    "-o", os.path.join(CORPUS, "chromium-expected.letter-spacing-collapse.jsonl"),
                    "--font-root", ROOT], check=True)

    gpos = gpos_cases()
    cases_path = os.path.join(CORPUS, "letter-spacing-gpos-cases.jsonl")
    out_path = os.path.join(CORPUS, "chromium-expected.letter-spacing-gpos.jsonl")
    write(cases_path, gpos)
    results = run_oracle(cases_path, out_path, a.oracle_dir)
    edges = edge_cases(gpos, results, "@lsg")
    write(cases_path, gpos + edges + untracked_twins(edges, results))
    run_oracle(cases_path, out_path, a.oracle_dir)


if __name__ == "__main__":
    main()
