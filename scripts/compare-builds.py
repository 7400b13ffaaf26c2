#!/usr/bin/env python3
"""Compares the output of two `title-preview` builds byte for byte on every vendored corpus:
the check that a change leaves the default output as it was.

Every case of Tests/Corpus/*cases.jsonl becomes a `--jsonl` request (its category by badge
label, width, line limit, word break, padding mode, sizes, language, text-wrap, letter-spacings,
badge spacing, line height; title font, badge font and badge padding through a style file per
combination), sent to both builds:

  - as it is, white space preserved, then collapsing, then preserved with "glyphs": true;
  - the first 400 of each file again through `--jsonl --out-dir DIR --format svg`, every SVG
    compared;
  - the first 20 of each (`--json-sample`) through `-f json` one at a time.

Batches run on one thread by default (`--jobs`): a fallback face's index in glyph runs is the
order in which the run first needed the faces, which concurrent workers change.

Options given after the builds (`--extra-b`) are passed to the second build only, so that a
new option's default spelled out (`--extra-b=--truncation=fill`) can be checked to change
nothing either.

Usage: scripts/compare-builds.py OLD_BINARY NEW_BINARY [--extra-b OPTION ...] [--jobs N]
                                 [--json-sample N]
Exit status 0 when every byte agrees, 1 otherwise (the first differences are printed).
"""
import argparse
import filecmp
import glob
import json
import os
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(ROOT, "Tests", "Corpus")
CATEGORIES = {"취미": 1, "IT": 2, "건강": 3, "재테크": 4, "여행": 5, "요리": 6, "반려동물": 7,
              "K-POP": 8, "건강 관리": 9}
# case field -> request key (numbers and strings copied as they are)
OPTIONAL = {"title_size": "titleSize", "badge_size": "badgeSize", "lang": "lang",
            "text_wrap": "textWrap", "letter_spacing": "letterSpacing",
            "letter_spacing_em": "letterSpacingEm", "badge_letter_spacing": "badgeLetterSpacing",
            "badge_letter_spacing_em": "badgeLetterSpacingEm", "badge_spacing": "badgeSpacing",
            "line_height": "lineHeight"}


def font(path, index):
    path = path.replace("fonts/", "Fonts/", 1) if path.startswith("fonts/") else path
    path = path if os.path.isabs(path) else os.path.join(ROOT, path)
    return {"path": path, "index": index} if index else path


def groups():
    """(corpus file, style, requests) for every combination of fonts and badge padding."""
    for path in sorted(glob.glob(os.path.join(CORPUS, "*cases.jsonl"))):
        by_style = {}
        with open(path, encoding="utf-8") as f:
            for n, line in enumerate(f):
                if not line.strip():
                    continue
                c = json.loads(line)
                style = {"titleFont": font(c["title_font"], c.get("title_font_index", 0)),
                         "badgeFont": font(c["badge_font"], c.get("badge_font_index", 0)),
                         "badgeHorizontalPadding": c.get("badge_padding", 5)}
                request = {"id": c.get("id", n), "category": CATEGORIES.get(c.get("badge"), 1),
                           "title": c["title"], "width": c["width"],
                           "numberOfLines": c.get("lines", 2),
                           "wordBreak": c.get("word_break", "keep-all"),
                           "padding": c.get("mode", "indent")}
                for field, key in OPTIONAL.items():
                    if c.get(field) is not None:
                        request[key] = c[field]
                key = json.dumps(style, sort_keys=True)
                by_style.setdefault(key, (style, []))[1].append(request)
        for style, requests in by_style.values():
            yield os.path.basename(path), style, requests


def run(binary, arguments, stdin, extra):
    done = subprocess.run([binary, *arguments, *extra], input=stdin, capture_output=True)
    return done.returncode, done.stdout, done.stderr


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("old")
    ap.add_argument("new")
    ap.add_argument("--extra-b", action="append", default=[])
    ap.add_argument("--jobs", default="1")
    ap.add_argument("--json-sample", type=int, default=20)
    a = ap.parse_args()
    work = tempfile.mkdtemp(prefix="compare-builds-")
    style_path = os.path.join(work, "style.json")
    differences, records, files = [], 0, 0
    for name, style, requests in groups():
        print(f"{name}: {len(requests)} requests", file=sys.stderr, flush=True)
        with open(style_path, "w", encoding="utf-8") as f:
            json.dump(style, f)
        base = ["--style", style_path, "-j", a.jobs]
        variants = [("preserve", {"whiteSpace": "preserve"}),
                    ("collapse", {"whiteSpace": "collapse"}),
                    ("glyphs", {"whiteSpace": "preserve", "glyphs": True})]
        for label, fields in variants:
            lines = "".join(json.dumps(dict(r, **fields), ensure_ascii=False) + "\n"
                            for r in requests).encode()
            old = run(a.old, ["--jsonl", "-", *base], lines, [])
            new = run(a.new, ["--jsonl", "-", *base], lines, a.extra_b)
            records += len(requests)
            if old != new:
                differences.append(f"{name} {label} ({json.dumps(style)[:80]}…): --jsonl differs")
        # SVG cells of the first 400
        lines = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in requests[:400]).encode()
        folders = []
        for binary, extra in [(a.old, []), (a.new, a.extra_b)]:
            folder = tempfile.mkdtemp(dir=work)
            folders.append(folder)
            run(binary, ["--jsonl", "-", *base, "--out-dir", folder, "-f", "svg"], lines, extra)
        names = sorted(os.listdir(folders[0]))
        files += len(names)
        match, mismatch, errors = filecmp.cmpfiles(folders[0], folders[1], names, shallow=False)
        if mismatch or errors or sorted(os.listdir(folders[1])) != names:
            differences.append(f"{name}: SVG differs: {(mismatch + errors)[:5]}")
        # one at a time, -f json
        for r in requests[:a.json_sample]:
            arguments = ["-f", "json", "--style", style_path, "-c", str(r["category"]),
                         "-w", str(r["width"]), "-l", str(r["numberOfLines"]),
                         "--word-break", r["wordBreak"], "--padding", r["padding"]]
            for key, option in [("titleSize", "--title-size"), ("badgeSize", "--badge-size"),
                                ("lang", "--lang"), ("textWrap", "--text-wrap"),
                                ("lineHeight", "--line-height"),
                                ("badgeSpacing", "--badge-spacing")]:
                if key in r:
                    arguments += [option, str(r[key])]
            if "letterSpacing" in r or "letterSpacingEm" in r:
                arguments += ["--letter-spacing", str(r["letterSpacing"]) if "letterSpacing" in r
                              else f"{r['letterSpacingEm']}em"]
            arguments.append("-")
            title = r["title"].encode()
            if run(a.old, arguments, title, []) != run(a.new, arguments, title, a.extra_b):
                differences.append(f"{name} {r['id']}: -f json differs")
            records += 1
    shutil.rmtree(work)
    print(f"{records} records and {files} SVG files compared; {len(differences)} differences")
    for line in differences[:20]:
        print("  " + line)
    return 1 if differences else 0


if __name__ == "__main__":
    sys.exit(main())
