#!/usr/bin/env python3
"""Measures, with headless Chromium, the truncated last lines of rich titles under
`-webkit-line-clamp` (truncation lineClamp): Tests/Corpus/rich-clamp-chromium.jsonl.

Input (--cuts): one JSON object per truncated rich-corpus case with end runs, as the composer cut
it: {"id", "lines" (N), "line_start", "cut", "next_line_start"} (UTF-16 offsets into the runs'
texts). Write it with

    RICH_CLAMP_CUTS=/tmp/cuts.jsonl swift test --filter RichLineClampMatchesChromeTests

For each case the line is built as the oracle's parts: the runs from the line's start to the cut
(each with its own face, size and letter-spacing), "…" in the title's own face and size (Blink
draws a line-clamp ellipsis in the line's style), then every end run; and again with one grapheme
more when that grapheme is still on line N. `rich_oracle.py measure` lays each out on one line
(white-space: pre) and reports Chromium's width. The output keeps the cut with both widths and
the room (the cell width, less the badge on the first line), so the test can check that the kept
line fits the room and one more grapheme does not (Blink's truncation compares without the line
breaker's extra layout unit), and that the composer's width is Chromium's.

Run it under the tests' pinned font configuration:

    FONTCONFIG_FILE=Tests/PinnedFontEnvironment/fonts.conf python3 scripts/measure-rich-clamp-lines.py \\
        --cuts /tmp/cuts.jsonl --oracle-dir ../shared/oracle
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def utf16_slice(text, lo, hi):
    units = text.encode("utf-16-le")
    return units[2 * lo:2 * hi].decode("utf-16-le")


def slice_parts(case, lo, hi):
    parts, offset = [], 0
    for run in case["runs"]:
        length = 1 if "box" in run else len(run["text"].encode("utf-16-le")) // 2
        a, b = max(lo, offset), min(hi, offset + length)
        if a < b:
            if "box" in run:
                parts.append({"box": run["box"]})
            else:
                part = {k: v for k, v in run.items() if k in ("font", "font_index", "size", "letter_spacing")}
                part["text"] = utf16_slice(run["text"], a - offset, b - offset)
                parts.append(part)
        offset += length
    return parts


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--cuts", required=True)
    parser.add_argument("--oracle-dir", default=os.path.join(ROOT, "..", "shared", "oracle"))
    parser.add_argument("--out", default=os.path.join(ROOT, "Tests/Corpus/rich-clamp-chromium.jsonl"))
    args = parser.parse_args()
    corpus = os.path.join(ROOT, "Tests/Corpus")
    cases = {json.loads(l)["id"]: json.loads(l) for l in open(os.path.join(corpus, "rich-cases.jsonl"))}
    layouts = {json.loads(l)["id"]: json.loads(l) for l in open(os.path.join(corpus, "rich-layout-chromium.jsonl"))}
    cuts = [json.loads(l) for l in open(args.cuts)]
    items, meta = [], {}
    for cut in cuts:
        case, layout = cases[cut["id"]], layouts[cut["id"]]
        ellipsis = {"text": "\u2026", "font": case["title_font"], "size": case["title_size"]}
        if case.get("title_font_index"):
            ellipsis["font_index"] = case["title_font_index"]
        end = [{k: v for k, v in run.items() if k != "role"} for run in case["end"]]
        later = [b for b in layout["boundaries"] if b > cut["cut"]]
        following = later[0] if later else None
        line_end = cut["next_line_start"]
        room = case["width"] - (layout["badge_width"] if cut["lines"] == 1 else 0)
        meta[cut["id"]] = dict(cut, room=room, line_end=line_end, next_boundary=following)
        items.append({"id": cut["id"] + "/kept",
                      "parts": slice_parts(case, cut["line_start"], cut["cut"]) + [ellipsis] + end})
        if following is not None and following <= line_end and cut["cut"] < line_end:
            items.append({"id": cut["id"] + "/next",
                          "parts": slice_parts(case, cut["line_start"], following) + [ellipsis] + end})
    with tempfile.TemporaryDirectory() as folder:
        source, widths = os.path.join(folder, "items.jsonl"), os.path.join(folder, "widths.jsonl")
        with open(source, "w") as f:
            for item in items:
                f.write(json.dumps(item, ensure_ascii=False) + "\n")
        subprocess.run([sys.executable, os.path.join(args.oracle_dir, "rich_oracle.py"), "measure", source,
                        "--font-root", ROOT, "-o", widths], check=True)
        width = {json.loads(l)["id"]: json.loads(l)["width"] for l in open(widths)}
    with open(args.out, "w") as f:
        for case_id in sorted(meta):
            m = meta[case_id]
            record = {"id": case_id, "lines": m["lines"], "line_start": m["line_start"], "cut": m["cut"],
                      "room": m["room"], "line_end": m["line_end"], "width": width[case_id + "/kept"]}
            if case_id + "/next" in width:
                record["next_boundary"] = m["next_boundary"]
                record["width_next"] = width[case_id + "/next"]
            f.write(json.dumps(record) + "\n")


if __name__ == "__main__":
    main()
