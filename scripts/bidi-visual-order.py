#!/usr/bin/env python3
"""Visual order of every line of the bidi corpus, as headless Chromium draws it.

Lays the cases out exactly as ../shared/oracle/chromium_oracle.py does (same page, same
layout.js, indent mode with `--indent-white-space pre-wrap`), then reads back the left edge of
every grapheme (Range.getClientRects) and writes, per case and line, the UTF-16 start offsets
(into the title) of the graphemes with a visible box, sorted left to right:

  {"id": "b0001", "lines": [[0, 1, 3, ...], ...]}

That is independent evidence for TextItemizer's levels and visual order
(Tests/TitleTextTests/ItemizeChromiumVisualOrderTests.swift). Re-record with:

  python3 scripts/bidi-visual-order.py Tests/Corpus/bidi-cases.jsonl \
      -o Tests/Corpus/chromium-visual.bidi.jsonl --font-root . \
      [--oracle ../shared/oracle]
"""
import argparse
import json
import os
import sys

READ_RECTS = r"""
(() => {
  const seg = new Intl.Segmenter('ko', { granularity: 'grapheme' });
  const out = [];
  for (const div of document.querySelectorAll('div.case')) {
    const node = div.lastChild;
    const box = div.getBoundingClientRect();
    const cs = getComputedStyle(div);
    const top = box.top + parseFloat(cs.paddingTop) + parseFloat(cs.borderTopWidth);
    const lh = parseFloat(cs.lineHeight);
    const range = document.createRange();
    const graphemes = [];
    for (const { segment, index } of seg.segment(node.data)) {
      range.setStart(node, index);
      range.setEnd(node, index + segment.length);
      const visible = [...range.getClientRects()].filter(r => r.width > 0);
      if (!visible.length) continue;
      const r = visible[0];
      graphemes.push([index, Math.floor((r.top + r.height / 2 - top) / lh), r.left]);
    }
    out.push({ id: div.dataset.id, graphemes });
  }
  return out;
})()
"""


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("cases")
    ap.add_argument("-o", "--out", required=True)
    ap.add_argument("--font-root", default=".")
    ap.add_argument("--oracle", default=os.path.join(os.path.dirname(__file__), "..", "..", "shared", "oracle"))
    a = ap.parse_args()
    sys.path.insert(0, os.path.abspath(a.oracle))
    import chromium_oracle as oracle  # noqa: E402
    from cdp import Browser  # noqa: E402

    with open(a.cases, encoding="utf-8") as f:
        cases = [json.loads(ln) for ln in f if ln.strip()]
    if any(c["mode"] != "indent" for c in cases):
        raise SystemExit("only indent-mode cases (offsets are into the title)")
    prepped, font_faces, _ = oracle.prepare(cases, a.font_root)
    layout_js = open(os.path.join(a.oracle, "layout.js"), encoding="utf-8").read()
    cj = json.dumps(prepped, ensure_ascii=False).replace("</", "<\\/")
    html = oracle.PAGE.format(font_faces=font_faces, cases_json=cj, layout_js=layout_js)
    opts = {"indent_white_space": "pre-wrap", "spaces_white_space": "pre-wrap", "indent_as": "inline-block"}
    path = os.path.abspath(a.out + ".page.html")
    with open(path, "w", encoding="utf-8") as f:
        f.write(html)
    try:
        with Browser() as browser:
            page = browser.page(width=1200, height=900)
            page.navigate("file://" + path, timeout=120)
            page.evaluate(f"runOracle({json.dumps(opts)})", timeout=300)
            read = page.evaluate(READ_RECTS, timeout=300)
            product = browser.version.get("product", "?")
    finally:
        os.unlink(path)
    by_id = {r["id"]: r["graphemes"] for r in read}
    with open(a.out, "w", encoding="utf-8") as f:
        for c in cases:
            lines = {}
            for start, line, left in by_id[c["id"]]:
                lines.setdefault(line, []).append((left, start))
            ordered = [[s for _, s in sorted(lines[k])] for k in sorted(lines)]
            f.write(json.dumps({"id": c["id"], "lines": ordered}) + "\n")
    print(f"bidi-visual-order: {len(cases)} cases, {product} -> {os.path.relpath(a.out)}")


if __name__ == "__main__":
    sys.exit(main())
