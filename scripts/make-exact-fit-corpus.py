#!/usr/bin/env python3
"""Make the exact-fit corpus: public titles and Japanese titles at widths built to be one of
their lines' exact fit, with Chromium's lines.

A sweep through the oracle (every 1.25 px from 120 to 400 px) gives each title's lines as
Chromium draws them; every line but the last then gives three widths: the line's own width (its
first line with the badge, in indent mode) less 0, 1/64 and 2/64 px, the widths where a rule
that rounds or measures a line end differently from Blink's shows. Such widths decide every
rounding of Blink's fit at once: the cached positions and the reshaped line end of a break
HarfBuzz marks unsafe (a kerning pair; NanumGothic's legacy `kern` pairs too), an emergency cut
(`overflow-wrap`) at such a boundary, the collapsed white space shaped with its neighbours, and
the padding count in spaces mode.

Titles (seeded, deterministic): 24 of the public corpus in NanumGothic Bold, Noto Sans CJK KR
and Inter (lang ko), both modes and word breaks; 12 Japanese titles of the multi-font corpus
in Noto Sans CJK JP (lang ja) with `word-break: keep-all`, so that kana phrases are cut inside;
and 40 Japanese titles with closing brackets, "、" or "。" in Noto Sans CJK JP and KR, both
word breaks (a bracket at a line end set half-width, line starts after kerned kana).
Laid out with white-space pre-wrap in both modes, as the reshaped-end corpus is.

Usage: scripts/make-exact-fit-corpus.py [--work /tmp/exact-fit]
Writes Tests/Corpus/exact-fit-cases.jsonl and Tests/Corpus/exact-fit-chromium.jsonl.
"""
import argparse
import json
import os
import random
import subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ORACLE = os.path.join(os.path.dirname(ROOT), "shared", "oracle", "chromium_oracle.py")
NOTO = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
FONTS = [("nanum", "Fonts/NanumGothicBold.ttf", None), ("noto", NOTO, 1),
         ("inter", "/usr/share/fonts/opentype/inter/Inter-Regular.otf", None)]


def read(path):
    with open(path, encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def case(name, path, index, title, n, width, mode, word_break, lang):
    row = {"id": f"{name}-{lang}-{n}-{mode}-{word_break}@{width}", "badge": "요리",
           "title": title, "width": width, "lines": 0, "title_font": path, "title_size": 16,
           "badge_font": "Fonts/NanumGothicBold.ttf", "badge_size": 12, "badge_padding": 5,
           "word_break": word_break, "mode": mode, "lang": lang}
    if index is not None:
        row["title_font_index"] = index
    return row


def run_oracle(cases, work, name):
    path = os.path.join(work, name + "-cases.jsonl")
    out = os.path.join(work, name + "-chromium.jsonl")
    with open(path, "w", encoding="utf-8") as f:
        for c in cases:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    subprocess.run(["python3", ORACLE, path, "-o", out, "--font-root", ROOT,
                    "--indent-white-space", "pre-wrap", "--batch", "400"], check=True)
    answers = {}
    for row in read(out):
        if "error" in row:
            raise SystemExit(f"{row['id']}: oracle error {row['error']}")
        answers[row["id"]] = row
    return answers


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--work", default="/tmp/exact-fit")
    args = parser.parse_args()
    os.makedirs(args.work, exist_ok=True)
    public = sorted({c["title"] for c in read(os.path.join(ROOT, "Tests", "Corpus", "cases.jsonl"))
                     if "\n" not in c["title"]})
    rng = random.Random(6)
    rng.shuffle(public)
    japanese = sorted({c["title"] for c in read(os.path.join(ROOT, "Tests", "Corpus",
                                                              "multifont-cases.jsonl"))
                       if c.get("lang") == "ja"})
    rng.shuffle(japanese)
    sweep = []
    for n, title in enumerate(public[:24]):
        name, path, index = FONTS[n % 3]
        mode = "indent" if n % 2 == 0 else "spaces"
        word_break = "normal" if n % 4 < 2 else "keep-all"
        sweep += [case(name, path, index, title, n, w4 / 4, mode, word_break, "ko")
                  for w4 in range(480, 1601, 5)]
    for n, title in enumerate(japanese[:12]):
        mode = "indent" if n % 2 == 0 else "spaces"
        sweep += [case("noto", NOTO, 0, title, n, w4 / 4, mode, "keep-all", "ja")
                  for w4 in range(480, 1601, 5)]
    # Japanese titles with closing brackets and 、。 (text-spacing-trim sets a closing bracket at
    # a line end half-width when the line needs it; kana kerning makes line starts unsafe).
    closing = [t for t in japanese if any(ch in t for ch in "」』）】〕、。")]
    for n, title in enumerate(closing[:40]):
        mode = "indent" if n % 2 == 0 else "spaces"
        word_break = "normal" if n % 3 else "keep-all"
        sweep += [case("notob", NOTO, 0 if n % 4 < 2 else 1, title, n, w4 / 4, mode, word_break,
                       "ja") for w4 in range(400, 1441, 5)]
    seen = run_oracle(sweep, args.work, "sweep")
    fits, keys = [], set()
    for c in sweep:
        answer = seen[c["id"]]
        widths = answer["line_widths"]
        if c["mode"] == "indent":
            bases = ([answer["badge_width"] + widths[0]] if widths else []) + widths[1:-1]
        else:
            bases = widths[:-1]
        prefix = c["id"].split("@")[0]
        for base in bases:
            for d in (2, 1, 0):
                width = base - d / 64
                if width < 60 or (prefix, width) in keys:
                    continue
                keys.add((prefix, width))
                fits.append(dict(c, width=width, id=f"{prefix}@{width}"))
    answers = run_oracle(fits, args.work, "fits")
    corpus = os.path.join(ROOT, "Tests", "Corpus")
    with open(os.path.join(corpus, "exact-fit-cases.jsonl"), "w", encoding="utf-8") as f:
        for c in fits:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    with open(os.path.join(corpus, "exact-fit-chromium.jsonl"), "w", encoding="utf-8") as f:
        for c in fits:
            a = answers[c["id"]]
            row = {"id": a["id"], "lines": a["lines"], "line_widths": a["line_widths"],
                   "badge_width": a["badge_width"]}
            if "n_spaces" in a:
                row["n_spaces"] = a["n_spaces"]
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(f"exact-fit: {len(fits)} cases")


if __name__ == "__main__":
    main()
