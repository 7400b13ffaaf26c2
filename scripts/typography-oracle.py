#!/usr/bin/env python3
"""The Chromium oracle with three more case fields: `line_height` (px, CSS `line-height` on the
title block), `badge_spacing` (px, CSS `margin-right` on the badge's inline-block) and
`badge_letter_spacing` (px, CSS `letter-spacing` on the badge label). The evidence behind
LineHeight*Tests, BadgeSpacing*Tests and LetterSpacing*Tests.

The shared oracle (../shared/oracle/chromium_oracle.py, read-only) fixes every case's line height
at ceil(1.5 × size) and has no badge margin. This script drives the same page, the same
layout.js and the same browser, with the changes below applied to layout.js as exact text
replacements (each must apply exactly once, so a changed oracle fails loudly):

- the badge's inline-block gets `margin-right: <badge_spacing>px` (its `width` is unchanged);
- in spaces mode the padding count is ceil((badge width + badge_spacing) / space width);
- the badge label's measuring span gets `letter-spacing: <badge_letter_spacing>px` (the title's `letter_spacing` is the stock oracle's);
- an empty zero-size inline-block after the text marks the last line's baseline (an
  inline-block without line boxes has its baseline at its bottom margin edge, CSS 2 §10.8.1).

Each result has the oracle's fields plus:
  "line_height" (px, as laid out), "block_height",
  "first_baseline" (indent mode: the badge's bottom = the first line's baseline, from the
  block's content top), "last_baseline" (the end marker's bottom),
  "line_tops" (top of each line's first visible grapheme rect, from the content top),
  "ascent_descent" (the text rect height of that grapheme, i.e. Blink's rounded ascent + descent
  of the face that drew it).

Titles must not end in white space (the end marker would keep trailing spaces from hanging).

Usage: scripts/typography-oracle.py CASES.jsonl -o OUT.jsonl [--font-root DIR]
                                    [--oracle-dir ../shared/oracle] [--batch N]
                                    [--indent-white-space normal|pre-wrap]
"""
import argparse
import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# (old, new) exact replacements in layout.js.
PATCHES = [
    (
        "span.textContent = c.badge;",
        "span.textContent = c.badge; span.style.letterSpacing = (c.badge_letter_spacing || 0) + 'px';",
    ),
    (
        "badge.style.cssText = `display:inline-block;width:${badgeWidth}px;height:1px`;",
        "badge.style.cssText = `display:inline-block;width:${badgeWidth}px;height:1px;"
        "margin-right:${c.badge_spacing || 0}px`; out.badgeEl = badge;",
    ),
    (
        "out.n_spaces = Math.ceil(badgeWidth / (sw + ls) - 1e-9);",
        "out.n_spaces = Math.ceil((badgeWidth + (c.badge_spacing || 0)) / (sw + ls) - 1e-9);",
    ),
    (
        "div.appendChild(document.createTextNode(text));",
        "div.appendChild(document.createTextNode(text)); out.textNode = div.lastChild;"
        " const marker = document.createElement('span');"
        " marker.style.cssText = 'display:inline-block;width:0;height:0';"
        " div.appendChild(marker); out.markerEl = marker;",
    ),
    ("const node = div.lastChild;", "const node = out.textNode; delete out.textNode;"),
    (
        "out.block_height = r6(box.height);",
        "out.block_height = r6(box.height);"
        " if (out.badgeEl) out.first_baseline = r6(out.badgeEl.getBoundingClientRect().bottom - contentTop);"
        " out.last_baseline = r6(out.markerEl.getBoundingClientRect().bottom - contentTop);"
        " delete out.badgeEl; delete out.markerEl;"
        " out.line_tops = tops; out.ascent_descent = heights;",
    ),
    (
        "if (L.left === null || left < L.left) L.left = left;",
        "if (L.left === null || left < L.left) L.left = left;"
        " if (!isWs && tops[line] === undefined) { tops[line] = r6(rect.top - contentTop);"
        " heights[line] = r6(rect.height); }",
    ),
    ("let prevLine = 0, anomalies = 0;", "let prevLine = 0, anomalies = 0; const tops = [], heights = [];"),
]


def patched_layout_js(oracle_dir):
    js = open(os.path.join(oracle_dir, "layout.js"), encoding="utf-8").read()
    for old, new in PATCHES:
        count = js.count(old)
        if count != 1:
            raise SystemExit(f"layout.js: expected one {old[:60]!r}, found {count}")
        js = js.replace(old, new)
    return js


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("cases")
    ap.add_argument("-o", "--out", required=True)
    ap.add_argument("--font-root", default=ROOT)
    ap.add_argument("--oracle-dir", default=os.path.join(os.path.dirname(ROOT), "shared/oracle"))
    ap.add_argument("--batch", type=int, default=200)
    ap.add_argument("--indent-white-space", default="pre-wrap", choices=["normal", "pre-wrap"],
                    help="white-space in indent mode (default pre-wrap, as the multi-font corpus)")
    a = ap.parse_args()
    sys.path.insert(0, a.oracle_dir)
    import chromium_oracle as oracle
    from cdp import Browser

    with open(a.cases, encoding="utf-8") as f:
        cases = [json.loads(ln) for ln in f if ln.strip()]
    for c in cases:
        if c["title"] != c["title"].rstrip():
            raise SystemExit(f"case {c['id']}: the title ends in white space")
    prepped, font_faces, _ = oracle.prepare(cases, a.font_root)
    for c, p in zip(cases, prepped):
        if c.get("line_height") is not None:
            p["line_height"] = c["line_height"]  # prepare() sets ceil(1.5 × size)
    layout_js = patched_layout_js(a.oracle_dir)
    opts = {"indent_white_space": a.indent_white_space, "spaces_white_space": "pre-wrap", "indent_as": "inline-block"}
    results = {}
    browser = Browser()
    try:
        for i in range(0, len(prepped), a.batch):
            batch = prepped[i:i + a.batch]
            cj = json.dumps(batch, ensure_ascii=False).replace("</", "<\\/")
            html = oracle.PAGE.format(font_faces=font_faces, cases_json=cj, layout_js=layout_js)
            for r in oracle.run_batch(browser, html, opts):
                results[r["id"]] = r
        product = browser.version.get("product", "?")
    finally:
        browser.close()
    failed = 0
    with open(a.out, "w", encoding="utf-8") as f:
        for c in cases:
            r = results.get(c["id"], {"error": "no result"})
            rec = {"id": c["id"]}
            if "error" in r or "warning" in r or "anomalies" in r:
                failed += 1
            for k in ("error", "warning", "anomalies", "lines", "line_widths", "badge_width", "space_width", "n_spaces",
                      "line_x", "block_height", "first_baseline", "last_baseline", "line_tops",
                      "ascent_descent"):
                if k in r:
                    rec[k] = r[k]
            if "text" in r and "".join(r["lines"]) != r["text"]:
                rec["error"] = "lines do not concatenate to the text"
                failed += 1
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print(f"typography-oracle: {len(cases)} cases, {failed} with errors/warnings, {product} -> {a.out}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
