#!/usr/bin/env python3
"""How often the built `title-preview` breaks an oracle corpus as Chromium did.

Lays every case of CASES.jsonl out with `title-preview --jsonl` (cases grouped by their title
and badge fonts, one `--style` file per group; the case's lang, letter_spacing, text_wrap,
word break, mode and sizes as request keys; indent mode with collapsing white space and spaces
mode with preserved white space, as the oracle's defaults lay them out), writes the line starts
in score.py's RESULTS format and runs ../shared/corpus/score.py on them, so a match is
score.py's: the same line starts, cut to the line limit, and the same truncation flag.

For measuring the library on corpora it was not tuned on; the vendored corpora have Swift tests
of their own.

Font paths in cases are relative to --font-root, as the oracle's are (default: this checkout, where
`fonts/`, the shared corpus's name for the bundled fonts' folder, is `Fonts/`).

Usage: scripts/oracle-agreement.py CASES.jsonl CHROMIUM.jsonl [--preview PATH] [--font-root DIR]
                                   [--show N] [--results OUT.jsonl]

Exit status: score.py's (0 unless --min is given and not reached), 1 when nothing could be scored
or title-preview failed (its message is shown), 2 when a case's font file does not exist.
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile

from preview_batch import run_batch

ROOT = os.path.dirname(os.path.dirname(os.path.realpath(__file__)))
SCORE = os.path.join(os.path.dirname(ROOT), "shared", "corpus", "score.py")
CATEGORIES = {"취미": 1, "IT": 2, "건강": 3, "재테크": 4, "여행": 5, "요리": 6, "반려동물": 7,
              "K-POP": 8, "건강 관리": 9}


WHITE_SPACE = None
FONT_ROOT = ROOT


def read(path):
    with open(path, encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def font(path, index):
    if not os.path.isabs(path):
        # The shared corpus (and Tests/Corpus/cases.jsonl, its copy) names the bundled fonts'
        # folder `fonts/`; this checkout's is `Fonts/`.
        if FONT_ROOT == ROOT and path.startswith("fonts/"):
            path = "Fonts/" + path[len("fonts/"):]
        path = os.path.join(FONT_ROOT, path)
    return {"path": path, "index": index} if index else path


def missing_fonts(cases):
    """The font files the cases name that do not exist, each with where it was looked for."""
    missing = {}
    for case in cases:
        for key in ("title_font", "badge_font"):
            path = font(case[key], 0)
            if not os.path.isfile(path):
                missing[case[key]] = path
    return missing


def default_preview():
    """The title-preview on PATH, else this checkout's release build, else its debug build."""
    release = os.path.join(ROOT, ".build", "release", "title-preview")
    debug = os.path.join(ROOT, ".build", "debug", "title-preview")
    for candidate in (shutil.which("title-preview"), release, debug):
        if candidate and os.access(candidate, os.X_OK):
            return candidate
    return release


def request(case):
    spaces = case["mode"] == "spaces"
    row = {"id": case["id"], "category": CATEGORIES[case["badge"]], "title": case["title"],
           "width": case["width"], "numberOfLines": case["lines"],
           "wordBreak": case.get("word_break", "keep-all"),
           "padding": case["mode"], "whiteSpace": WHITE_SPACE or ("preserve" if spaces else "collapse"),
           "titleSize": case["title_size"], "badgeSize": case["badge_size"],
           "lang": case.get("lang", "ko")}
    if case.get("text_wrap"):
        row["textWrap"] = case["text_wrap"]
    if case.get("letter_spacing"):
        row["letterSpacing"] = case["letter_spacing"]
    return row


def lay_out(preview, cases):
    groups = {}
    for case in cases:
        key = (case["title_font"], case.get("title_font_index", 0), case["badge_font"],
               case.get("badge_font_index", 0), case.get("badge_padding", 5))
        groups.setdefault(key, []).append(case)
    results = {}
    with tempfile.TemporaryDirectory() as folder:
        for n, (key, group) in enumerate(groups.items()):
            style = os.path.join(folder, f"style{n}.json")
            with open(style, "w", encoding="utf-8") as f:
                json.dump({"titleFont": font(key[0], key[1]), "badgeFont": font(key[2], key[3]),
                           "badgeHorizontalPadding": key[4]}, f)
            records = run_batch(preview, [request(c) for c in group], ["--style", style],
                                what=f"the cases in {font(key[0], key[1])}")
            for row in records:
                if "lines" not in row:
                    print(f"{row.get('id')}: {row.get('error')}", file=sys.stderr)
                    continue
                results[row["id"]] = {"id": row["id"],
                                      "line_starts": [l["start"] for l in row["lines"]],
                                      "truncated": row["truncated"]}
    return results


def repaired(answer):
    """The oracle's lines with the soft-hyphen repair of Tests/TitleComposerTests/
    SoftHyphenCorpus.swift: the grapheme the oracle reports after a drawn hyphen, at the end of
    the hyphenated line, belongs to the next line."""
    lines = list(answer.get("lines", []))
    for i in range(len(lines) - 1):
        line = lines[i]
        if len(line) >= 2 and line[-2] == "\u00ad" and line[-1] != "\u00ad" and not line[-1].isspace():
            lines[i], lines[i + 1] = line[:-1], line[-1] + lines[i + 1]
    return dict(answer, lines=lines)


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("cases")
    ap.add_argument("chromium")
    ap.add_argument("--preview", default=default_preview(),
                    help="the title-preview to run (default: the one on PATH, else this"
                         " checkout's release build, else its debug build)")
    ap.add_argument("--font-root", default=ROOT,
                    help="the folder relative font paths in cases start from (default: this"
                         " checkout)")
    ap.add_argument("--min", help="passed to score.py: exit 1 below this share (0-1)")
    ap.add_argument("--show", default="20")
    ap.add_argument("--results")
    ap.add_argument("--white-space", choices=["preserve", "collapse"],
                    help="every case's white space (default: collapse in indent mode, preserve in"
                         " spaces mode, as the oracle's defaults)")
    a = ap.parse_args()
    global WHITE_SPACE, FONT_ROOT
    WHITE_SPACE = a.white_space
    FONT_ROOT = os.path.abspath(a.font_root)
    cases = read(a.cases)
    if not cases:
        sys.exit(f"oracle-agreement: {a.cases} holds no cases")
    missing = missing_fonts(cases)
    if missing:
        for named, path in sorted(missing.items()):
            print(f"oracle-agreement: no font file {named} (looked for {path})", file=sys.stderr)
        print("oracle-agreement: relative font paths start from --font-root", file=sys.stderr)
        sys.exit(2)
    results = lay_out(a.preview, cases)
    if not results:
        sys.exit("oracle-agreement: no case was laid out, nothing to score")
    path = a.results or tempfile.mkstemp(suffix=".jsonl")[1]
    with open(path, "w", encoding="utf-8") as f:
        for case in cases:
            if case["id"] in results:
                f.write(json.dumps(results[case["id"]]) + "\n")
    chromium = tempfile.mkstemp(suffix=".jsonl")[1]
    with open(chromium, "w", encoding="utf-8") as f:
        for answer in read(a.chromium):
            f.write(json.dumps(repaired(answer), ensure_ascii=False) + "\n")
    score = [sys.executable, SCORE, a.cases, chromium, path, "--show", a.show]
    if a.min:
        score += ["--min", a.min]
    sys.exit(subprocess.run(score).returncode)


if __name__ == "__main__":
    main()
