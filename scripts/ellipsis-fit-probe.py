#!/usr/bin/env python3
"""Where Chromium puts a `text-overflow: ellipsis` (Blink's LineTruncator): the evidence behind
LineRoom.ellipsisFits and FitRuleTests.theEllipsisFitsAsChromiumPlacesIt.

Lays "가나다라마바사아자차카타파하" out in NanumGothicBold at 16 px (`white-space: nowrap;
overflow: hidden; text-overflow: ellipsis`) at, for k = 1…11, the width where k syllables and "…",
each snapped up to 1/64 px, fit exactly, and 1/64 px less; prints how many syllables Chromium
kept. A kept character has two client rects (the hidden original text fragment and the truncated
copy LineTruncator inserts); a hidden one has one.

Usage: scripts/ellipsis-fit-probe.py [--oracle-dir ../shared/oracle]
"""
import argparse
import json
import math
import os
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TEXT = "가나다라마바사아자차카타파하"


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--oracle-dir", default=os.path.join(os.path.dirname(ROOT), "shared/oracle"))
    a = ap.parse_args()
    sys.path.insert(0, a.oracle_dir)
    from cdp import Browser
    from webfont import font_info
    from fontTools.ttLib import TTFont

    font = os.path.join(ROOT, "Fonts/NanumGothicBold.ttf")
    tt = TTFont(font)
    cmap, hmtx, upem = tt.getBestCmap(), tt["hmtx"], tt["head"].unitsPerEm
    advance = lambda ch: hmtx[cmap[ord(ch)]][0] * 16 / upem
    snap = lambda x: math.ceil(x * 64 - 1e-7) / 64
    cases = []
    for k in range(1, 12):
        fit = snap(sum(advance(ch) for ch in TEXT[:k])) + snap(advance("…"))
        cases += [{"k": k, "width": fit, "tag": "exact"}, {"k": k, "width": fit - 1 / 64, "tag": "1/64 less"}]
    html = f"""<!doctype html><meta charset=utf-8><style>
@font-face {{ font-family: F; src: url("{font_info(font)['data_url']}"); }}
body {{ margin: 0; font: 16px/24px F; }}
div {{ white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }}
</style><body><script>
window.run = async function (cases, text) {{
  await document.fonts.load('16px F');
  const divs = cases.map(c => {{
    const d = document.createElement('div'); d.style.width = c.width + 'px'; d.textContent = text;
    document.body.appendChild(d); return d; }});
  return divs.map(d => {{
    const r = document.createRange(); let kept = 0;
    for (let i = 0; i < text.length; i++) {{
      r.setStart(d.firstChild, i); r.setEnd(d.firstChild, i + 1);
      if (r.getClientRects().length === 2) kept++;
    }}
    return kept; }});
}};
</script>"""
    fd, path = tempfile.mkstemp(suffix=".html")
    with os.fdopen(fd, "w", encoding="utf-8") as f:
        f.write(html)
    browser = Browser()
    try:
        page = browser.page()
        page.navigate("file://" + path)
        kept = page.evaluate(f"run({json.dumps(cases)}, {json.dumps(TEXT)})")
        print(f"{'k':>3} {'width':>11} {'':10} kept  ({browser.version.get('product', '?')})")
        for c, n in zip(cases, kept):
            print(f"{c['k']:>3} {c['width']:>11} {c['tag']:10} {n}")
    finally:
        browser.close()
        os.unlink(path)


if __name__ == "__main__":
    main()
