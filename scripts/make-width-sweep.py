#!/usr/bin/env python3
"""Make the width sweep: Chromium's line breaks for every title of the public corpus at every
whole width from 80 to 420 px, and at quarter-pixel steps around each whole width where the
breaks change, encoded compactly for Tests/TitleComposerTests/WidthSweep/.

Usage:
  scripts/make-width-sweep.py [--cases Tests/Corpus/cases.jsonl]
                              [--out Tests/TitleComposerTests/WidthSweep/chromium-sweep.txt]
                              [--work /tmp/width-sweep] [--min 80] [--max 420]
                              [--oracle ../shared/oracle/chromium_oracle.py] [--font-root DIR]

Each case keeps its fonts, sizes, mode, word_break and lines; only the width changes. Layout is
the composer's default white space: `white-space: pre-wrap` in both modes (the oracle's
`--indent-white-space pre-wrap`). `--font-root` must hold `fonts/NanumGothicBold.ttf` (default:
a temporary folder whose `fonts` links to this checkout's `Fonts`).

Two passes through the oracle: (1) every whole width; (2) for every whole width w > min whose
answer differs from w - 1's, the widths w - 0.75, w - 0.5, w - 0.25, w + 0.25, w + 0.5, w + 0.75
(those below max + 1). The oracle's outputs are kept in --work, one file per chunk, so an
interrupted run resumes where it stopped.

The answer at a width is what `../shared/corpus/score.py` compares: the UTF-16 offsets into the
title (padding spaces not counted) where Chromium's lines start, cut to the case's `lines`, and
whether Chromium needed more lines than that. Output format (one line per case, after `#`
comments):

  <id> <width>:<starts>[+] <width>:<starts>[+] ...

`<starts>` are comma-separated offsets, `+` marks a truncated answer; an entry holds from its
width up to the next entry's, over the sorted sample widths (so a title whose breaks never
change has one entry). The sample widths are not listed: they follow from the whole-width
answers by the rule of pass 2.
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STEPS = (-0.75, -0.5, -0.25, 0.25, 0.5, 0.75)


def utf16_len(s):
    return len(s.encode("utf-16-le")) // 2


def answer(case, exp):
    """score.py's expectation: line starts (padding removed) cut to `lines`, truncated flag."""
    if "error" in exp:
        raise SystemExit(f"{exp['id']}: oracle error {exp['error']}")
    starts, off = [], 0
    for line in exp["lines"]:
        starts.append(off)
        off += utf16_len(line)
    pad = exp.get("n_spaces", 0) if case["mode"] == "spaces" else 0
    starts = [max(0, s - pad) for s in starts]
    limit = case["lines"]
    truncated = limit > 0 and len(starts) > limit
    if truncated:
        starts = starts[:limit]
    return ",".join(map(str, starts)) + ("+" if truncated else "")


def width_text(w):
    return str(int(w)) if w == int(w) else repr(w)


def run_oracle(args, cases, widths, chunk_name):
    """Chromium's answers for every case at every width of `widths`: {(id, width): answer}."""
    out_path = os.path.join(args.work, chunk_name + ".out.jsonl")
    if not os.path.exists(out_path):
        in_path = os.path.join(args.work, chunk_name + ".cases.jsonl")
        with open(in_path, "w", encoding="utf-8") as f:
            for w in widths:
                for c in cases:
                    d = dict(c, id=f"{c['id']}@{width_text(w)}", width=w)
                    f.write(json.dumps(d, ensure_ascii=False) + "\n")
        tmp = out_path + ".partial"
        subprocess.run([sys.executable, args.oracle, in_path, "-o", tmp, "--font-root",
                        args.font_root, "--indent-white-space", "pre-wrap", "--batch", "1000"],
                       check=True)
        os.replace(tmp, out_path)
    by_id = {c["id"]: c for c in cases}
    got = {}
    with open(out_path, encoding="utf-8") as f:
        for line in f:
            exp = json.loads(line)
            cid, w = exp["id"].split("@")
            got[(cid, float(w))] = answer(by_id[cid], exp)
    return got


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--cases", default=os.path.join(ROOT, "Tests/Corpus/cases.jsonl"))
    ap.add_argument("--out", default=os.path.join(ROOT, "Tests/TitleComposerTests/WidthSweep/chromium-sweep.txt"))
    ap.add_argument("--work", default=os.path.join(tempfile.gettempdir(), "width-sweep"))
    ap.add_argument("--min", type=int, default=80)
    ap.add_argument("--max", type=int, default=420)
    ap.add_argument("--chunk", type=int, default=10, help="whole widths per oracle run")
    ap.add_argument("--oracle", default=os.path.join(os.path.dirname(ROOT), "shared/oracle/chromium_oracle.py"))
    ap.add_argument("--font-root")
    args = ap.parse_args()
    os.makedirs(args.work, exist_ok=True)
    if not args.font_root:
        args.font_root = os.path.join(args.work, "font-root")
        os.makedirs(args.font_root, exist_ok=True)
        link = os.path.join(args.font_root, "fonts")
        if not os.path.exists(link):
            os.symlink(os.path.join(ROOT, "Fonts"), link)
    with open(args.cases, encoding="utf-8") as f:
        cases = [json.loads(line) for line in f if line.strip()]

    answers = {}
    whole = list(range(args.min, args.max + 1))
    for i in range(0, len(whole), args.chunk):
        part = whole[i:i + args.chunk]
        answers.update(run_oracle(args, cases, part, f"whole-{part[0]}-{part[-1]}"))

    # One oracle run per fractional width would repeat every case; run only the cases that need it.
    need = {}
    for c in cases:
        for w in whole[1:]:
            if answers[(c["id"], w)] != answers[(c["id"], w - 1)]:
                for s in STEPS:
                    if w + s < args.max + 1:
                        need.setdefault(c["id"], set()).add(w + s)
    pairs = sorted((cid, w) for cid, ws in need.items() for w in ws)
    by_id = {c["id"]: c for c in cases}
    for i in range(0, len(pairs), 4000):
        part = pairs[i:i + 4000]
        name = f"fraction-{i // 4000:03d}"
        out_path = os.path.join(args.work, name + ".out.jsonl")
        if not os.path.exists(out_path):
            in_path = os.path.join(args.work, name + ".cases.jsonl")
            with open(in_path, "w", encoding="utf-8") as f:
                for cid, w in part:
                    d = dict(by_id[cid], id=f"{cid}@{width_text(w)}", width=w)
                    f.write(json.dumps(d, ensure_ascii=False) + "\n")
            tmp = out_path + ".partial"
            subprocess.run([sys.executable, args.oracle, in_path, "-o", tmp, "--font-root",
                            args.font_root, "--indent-white-space", "pre-wrap", "--batch", "1000"],
                           check=True)
            os.replace(tmp, out_path)
        with open(out_path, encoding="utf-8") as f:
            for line in f:
                exp = json.loads(line)
                cid, w = exp["id"].split("@")
                answers[(cid, float(w))] = answer(by_id[cid], exp)

    total = 0
    rows = []
    for c in cases:
        samples = sorted(set(whole) | need.get(c["id"], set()))
        total += len(samples)
        entries, last = [], None
        for w in samples:
            a = answers[(c["id"], w)]
            if a != last:
                entries.append(f"{width_text(w)}:{a}")
                last = a
        rows.append(c["id"] + " " + " ".join(entries))
    os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)
    with open(args.out, "w", encoding="utf-8") as f:
        f.write("# Chromium 156's line starts for Tests/Corpus/cases.jsonl at every whole width from "
                f"{args.min} to {args.max} px and at quarter-pixel steps\n")
        f.write("# around each whole width where they change (white-space: pre-wrap), made by "
                "scripts/make-width-sweep.py; format in its docstring.\n")
        f.write(f"# {len(cases)} titles, {total} layouts ({len(whole) * len(cases)} whole widths, "
                f"{len(pairs)} fractional)\n")
        for row in rows:
            f.write(row + "\n")
    print(f"make-width-sweep: {len(cases)} titles, {total} layouts, {len(pairs)} fractional "
          f"-> {os.path.relpath(args.out)}")


if __name__ == "__main__":
    main()
