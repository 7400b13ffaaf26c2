#!/usr/bin/env python3
"""Per-line geometry of rich list-cell titles in headless Chromium: each line box's top and
height and the baseline of its text, which the shared rich oracle (`rich_oracle.py layout`)
does not report (it gives the block's height only).

A case is a rich oracle case (see rich_oracle.py's docstring) with, optionally, the title's own
style: `title_font` (+ `title_font_index`) at `title_size`.  The page is the rich oracle's
(<div> + badge inline-block + one <span> per text run + an empty inline-block per box, the
same CSS) except that the <div>'s font-family is the title's own face (`title_font`; when a
case has none, the first text run's face, as the rich oracle does).  The <div>'s face only
sets the strut (the root inline box): it moves no break, so the lines are the oracle's.

What is measured, and how (every number from Chromium's own layout, none from a model):

- **Lines**: as the rich oracle assigns them (a grapheme or box opens a line when it starts
  left of the previous visible item's right edge); `line_starts` must equal the oracle's.
- **Line box tops and heights**, by two independent constructions, which must agree:
  *prefix* clones (badge + content [0, start of line k+1)) whose block heights are the sums
  of the first k line heights, and *suffix* clones (content [start of line k, end), no badge)
  whose block heights are the sums of lines k..L.  A clone breaks where the original broke
  (it is cut at a line start), which is checked: each clone's first and last visible items
  must sit at the original's offsets from their line's top.
- **Baselines**, in place: a box's bottom edge (an empty inline-block with vertical-align:
  baseline has its baseline at its bottom margin edge), and a text grapheme's rect top plus
  its face's ascent.  Ascents and descents are calibrated per (face, size) on a separate
  line: a zero-size inline-block's top (the baseline) less the text rect's top, and the text
  rect's bottom less the baseline.  Every item of a line must give the same baseline
  (`baseline_spread` is the largest difference found).

Per case: {"id", "line_starts", "line_tops", "line_heights", "baselines" (from the block's top),
"block_height", "baseline_spread", "clone_mismatch" (only if prefix and suffix disagree or a
clone broke differently), "line_parts" (per line: indices of the parts with a grapheme on
it; `ws_parts`: those whose graphemes there are all white space), "strut" ([face, size])},
and once per run "metrics": {"face|size": [ascent, descent]} as calibrated.

Usage (as a module: `probe(cases, ...)`; as a program):
  rich_geometry_probe.py CASES.jsonl -o OUT.jsonl [--oracle-dir ../shared/oracle]
                         [--font-root DIR] [--overflow-wrap break-word|normal] [--width PX]
`--overflow-wrap normal --width 0` turns the probe into a break-opportunity finder: every
line start is then an opportunity Chromium takes.
"""
import argparse
import json
import os
import sys

DEFAULT_ORACLE_DIR = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))),
                                  "shared", "oracle")

JS = r"""
(function () {
  'use strict';
  const WS = /^[ \t\n\r\f]+$/;
  const OBJ = '\uFFFC';
  const r6 = x => Math.round(x * 1e6) / 1e6;

  async function loadFonts() {
    await Promise.all([...document.fonts].map(f => f.load().catch(() => null)));
    await document.fonts.ready;
    const bad = [...document.fonts].filter(f => f.status !== 'loaded');
    if (bad.length) throw new Error('fonts not loaded: ' + bad.map(f => f.family).join(','));
  }

  // The parts' content in [a, b) (UTF-16 offsets, a box one unit) as DOM nodes; returns
  // [{part index, el, node, text, start}] for the pieces built.
  function build(parent, parts, a, b) {
    const out = [];
    let off = 0;
    parts.forEach((p, i) => {
      const n = p.box ? 1 : p.text.length;
      const lo = Math.max(a, off), hi = Math.min(b, off + n);
      if (lo < hi) {
        if (p.box) {
          const el = document.createElement('span');
          el.style.cssText = `display:inline-block;width:${p.box.width}px;height:${p.box.height}px;` +
            'vertical-align:baseline;margin:0;padding:0;border:0;background:#f4a';
          parent.appendChild(el);
          out.push({ i, el, node: null, text: OBJ, start: lo });
        } else {
          const el = document.createElement('span');
          el.style.fontFamily = `"${p.family}"`;
          el.style.fontSize = p.size + 'px';
          if (p.letter_spacing) el.style.letterSpacing = p.letter_spacing + 'px';
          const t = document.createTextNode(p.text.slice(lo - off, hi - off));
          el.appendChild(t);
          parent.appendChild(el);
          out.push({ i, el, node: t, text: t.data, start: lo });
        }
      }
      off += n;
    });
    return out;
  }

  function badgeWidth(c) {
    const s = document.createElement('span');
    s.style.cssText = `white-space:pre;position:absolute;top:-999px;font-family:"${c.badge_family}";font-size:${c.badge_size}px`;
    s.textContent = c.badge;
    document.body.appendChild(s);
    const w = s.getBoundingClientRect().width;
    s.remove();
    return w;
  }

  function block(c, opts, withBadge) {
    const div = document.createElement('div');
    div.lang = c.lang || 'ko';
    div.style.cssText = [
      'margin:0 0 24px 0', 'padding:0', 'border:0', 'outline:1px solid #c8d0ff',
      `width:${opts.width !== null ? opts.width : c.width}px`, `font-family:"${c.title_family}"`,
      `font-size:${c.title_size}px`, `line-height:${c.line_height}px`, `word-break:${c.word_break}`,
      `overflow-wrap:${opts.overflow_wrap}`, 'white-space:normal', 'text-indent:0px', 'text-align:left',
      'direction:ltr', 'letter-spacing:normal', 'word-spacing:normal', 'font-weight:normal', 'font-style:normal',
    ].join(';');
    let badge = null;
    if (withBadge && c.mode === 'indent' && c.badge) {
      badge = document.createElement('span');
      badge.style.cssText = `display:inline-block;width:${badgeWidth(c) + c.badge_padding}px;height:1px`;
      div.appendChild(badge);
    }
    return [div, badge];
  }

  // Visible items (graphemes with a rect, boxes) of built pieces, in order, with line numbers.
  function items(div, badge, pieces, seg) {
    const top0 = div.getBoundingClientRect().top;
    const range = document.createRange();
    const out = [];
    let prevRight = badge ? badge.getBoundingClientRect().right : null;
    let line = 0, openedAt = [pieces.length ? pieces[0].start : 0];
    for (const pc of pieces) {
      let pos = 0;
      const gs = pc.node === null ? [OBJ] : [...seg.segment(pc.text)].map(s => s.segment);
      for (const g of gs) {
        const off = pc.start + pos;
        let rects;
        if (pc.node === null) rects = [pc.el.getBoundingClientRect()];
        else {
          range.setStart(pc.node, pos); range.setEnd(pc.node, pos + g.length);
          rects = [...range.getClientRects()];
        }
        pos += g.length;
        const vis = rects.filter(r => r.width > 0);
        const ws = WS.test(g);
        if (!vis.length) { out.push({ off, i: pc.i, ws, line, hidden: true }); continue; }
        const left = Math.min(...vis.map(r => r.left)), right = Math.max(...vis.map(r => r.right));
        const top = Math.min(...vis.map(r => r.top)), bottom = Math.max(...vis.map(r => r.bottom));
        if (prevRight !== null && left < prevRight - 0.5) { line++; openedAt.push(off); }
        prevRight = right;
        out.push({ off, i: pc.i, ws, line, box: pc.node === null, top: top - top0, bottom: bottom - top0 });
      }
    }
    return [out, openedAt];
  }

  const metricsCache = {};
  function metrics(family, size) {
    const key = family + '|' + size;
    if (!(key in metricsCache)) {
      const div = document.createElement('div');
      div.style.cssText = `font-family:"${family}";font-size:${size}px;line-height:200px;white-space:pre`;
      const s = document.createElement('span');
      s.textContent = '가';
      const m = document.createElement('span');
      m.style.cssText = 'display:inline-block;width:0;height:0;vertical-align:baseline';
      div.appendChild(s); div.appendChild(m);
      document.getElementById('calib').appendChild(div);
      const range = document.createRange();
      range.selectNodeContents(s.firstChild);
      const r = range.getClientRects()[0], base = m.getBoundingClientRect().top;
      metricsCache[key] = [r6(base - r.top), r6(r.bottom - base)];
      div.remove();
    }
    return metricsCache[key];
  }

  window.runGeometry = async function (opts) {
    await loadFonts();
    const host = document.getElementById('cases');
    const seg = new Intl.Segmenter('ko', { granularity: 'grapheme' });
    const results = [];
    for (const c of window.GEOM_CASES) {
      const out = { id: c.id };
      try {
        const total = c.parts.reduce((n, p) => n + (p.box ? 1 : p.text.length), 0);
        const [div, badge] = block(c, opts, true);
        const pieces = build(div, c.parts, 0, total);
        host.appendChild(div);
        const [its, starts] = items(div, badge, pieces, seg);
        if (total === 0) starts.splice(0, starts.length, 0);
        starts[0] = 0;
        const L = starts.length;
        out.line_starts = starts;
        const H = div.getBoundingClientRect().height;
        out.block_height = r6(H);
        out.strut = [c.title_family, c.title_size];
        // baselines in place
        const base = Array.from({ length: L }, () => []);
        const lineParts = Array.from({ length: L }, () => new Map());
        for (const it of its) {
          const m = lineParts[it.line];
          m.set(it.i, (m.get(it.i) === undefined ? true : m.get(it.i)) && it.ws);
          if (it.hidden || it.ws) continue;
          if (it.box) base[it.line].push(it.bottom);
          else {
            const p = c.parts[it.i];
            base[it.line].push(it.top + metrics(p.family, p.size)[0]);
          }
        }
        if (badge && L) base[0].push(badge.getBoundingClientRect().bottom - div.getBoundingClientRect().top);
        metrics(c.title_family, c.title_size);
        let spread = 0;
        out.baselines = base.map(bs => {
          if (!bs.length) return null;
          spread = Math.max(spread, Math.max(...bs) - Math.min(...bs));
          return r6(bs[0]);
        });
        out.baseline_spread = r6(spread);
        out.line_parts = lineParts.map(m => ({ parts: [...m.keys()], ws_parts: [...m.keys()].filter(k => m.get(k)) }));
        // prefix and suffix clones
        const firstLast = (arr, ln) => {
          const v = arr.filter(x => x.line === ln && !x.hidden);
          return v.length ? [v[0].top, v[v.length - 1].top] : null;
        };
        const prefix = [0], suffix = [];
        const problems = [];
        for (let k = 1; k < L; k++) {
          const [d, b] = block(c, opts, true);
          const pcs = build(d, c.parts, 0, starts[k]);
          host.appendChild(d);
          const [pi] = items(d, b, pcs, seg);
          prefix.push(d.getBoundingClientRect().height);
          const got = firstLast(pi, k - 1), want = firstLast(its, k - 1);
          const lines = pi.length ? pi[pi.length - 1].line + 1 : 1;
          if (lines !== k && pi.length) problems.push(`prefix ${k}: ${lines} lines`);
          if (got && want && (Math.abs(got[0] - want[0]) > 0.01 || Math.abs(got[1] - want[1]) > 0.01))
            problems.push(`prefix ${k}: line ${k} items moved`);
          d.remove();
        }
        prefix.push(H);
        for (let k = 0; k < L; k++) {
          if (k === 0) { suffix.push(H); continue; }
          const [d] = block(c, opts, false);
          const pcs = build(d, c.parts, starts[k], total);
          host.appendChild(d);
          const [si] = items(d, null, pcs, seg);
          suffix.push(d.getBoundingClientRect().height);
          const lines = si.length ? si[si.length - 1].line + 1 : 1;
          if (lines !== L - k) problems.push(`suffix ${k}: ${lines} lines, want ${L - k}`);
          const got = firstLast(si, 0), want = firstLast(its, k);
          if (got && want && (Math.abs(got[0] + (H - suffix[k]) - want[0]) > 0.01 ||
                              Math.abs(got[1] + (H - suffix[k]) - want[1]) > 0.01))
            problems.push(`suffix ${k}: line ${k + 1} items moved`);
          d.remove();
        }
        suffix.push(0);
        const tops = [], heights = [];
        for (let k = 0; k < L; k++) {
          const tp = prefix[k], ts = H - suffix[k];
          const hp = prefix[k + 1] - prefix[k], hs = suffix[k] - suffix[k + 1];
          if (Math.abs(tp - ts) > 1e-6 || Math.abs(hp - hs) > 1e-6) problems.push(`line ${k + 1}: prefix top/height ${tp}/${hp}, suffix ${ts}/${hs}`);
          tops.push(r6(tp)); heights.push(r6(hp));
        }
        out.line_tops = tops;
        out.line_heights = heights;
        if (problems.length) out.clone_mismatch = problems;
        if (!opts.keep) div.remove();
      } catch (e) {
        out.error = String(e && e.stack || e);
      }
      results.push(out);
    }
    return { results, metrics: metricsCache };
  };
})();
"""

PAGE = """<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><title>rich geometry probe</title>
<style>
{font_faces}
html, body {{ margin: 0; padding: 0; background: #fff; color: #000; }}
#cases {{ padding: 8px; }}
</style></head>
<body><div id="cases"></div><div id="calib" style="position:absolute;left:-9999px;top:0"></div>
<script>window.GEOM_CASES = {data_json};</script>
<script>{js}</script>
</body></html>
"""


def _oracle(oracle_dir):
    """The shared rich oracle module (its FontBook, case preparation and page runner)."""
    if oracle_dir not in sys.path:
        sys.path.insert(0, oracle_dir)
    import rich_oracle
    return rich_oracle


def prepare(case, book):
    """A rich oracle case as the page needs it, the <div>'s face being the title's own."""
    ro = sys.modules["rich_oracle"]
    p = ro.prepare_case(case, book)
    if case.get("title_font"):
        p["title_family"] = book.family(case["title_font"], case.get("title_font_index", 0))
    else:
        first = next((q for q in p["parts"] if "box" not in q), None)
        p["title_family"] = first["family"] if first else "serif"
    return p


def probe(cases, oracle_dir=DEFAULT_ORACLE_DIR, font_root=None, chromium=None, overflow_wrap="break-word",
          width=None, batch=120, screenshot=None):
    """Geometry of every case -> (results in input order, {"face|size": [ascent, descent]})."""
    ro = _oracle(oracle_dir)
    from cdp import Browser
    book = ro.FontBook(font_root or ro.FONT_ROOT)
    prepped = [prepare(c, book) for c in cases]
    faces = {}
    results = {}
    opts = {"overflow_wrap": overflow_wrap, "width": width, "keep": bool(screenshot)}
    browser = Browser(chromium=chromium)
    try:
        for i in range(0, len(prepped), batch):
            b = prepped[i:i + batch]
            fams = [p["badge_family"] for p in b] + [p["title_family"] for p in b] + \
                   [q["family"] for p in b for q in p["parts"] if "family" in q]
            dj = json.dumps(b, ensure_ascii=False).replace("</", "<\\/")
            html = PAGE.format(font_faces=book.faces_css(fams), data_json=dj, js=JS)
            res = ro._run_page(browser, html, f"runGeometry({json.dumps(opts)})", screenshot=screenshot)
            for r in res["results"]:
                results[r["id"]] = r
            faces.update(res["metrics"])
    finally:
        browser.close()
    names = {}
    for c in cases:
        for p in c["runs"] + c.get("end", []) + [{"font": c.get("title_font"), "font_index": c.get("title_font_index", 0)},
                                                 {"font": c["badge_font"], "font_index": c.get("badge_font_index", 0)}]:
            if p.get("font"):
                idx = int(p.get("font_index", 0) or 0)
                names[book.family(p["font"], idx)] = p["font"] + (f"#{idx}" if idx else "")
    metrics = {}
    for key, v in faces.items():
        fam, size = key.split("|")
        metrics[f"{names.get(fam, fam)}|{size}"] = v
    out = []
    for c in cases:
        r = results.get(c["id"], {"id": c["id"], "error": "no result"})
        if "strut" in r:
            r["strut"] = [names.get(r["strut"][0], r["strut"][0]), r["strut"][1]]
        out.append(r)
    return out, metrics


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("cases")
    ap.add_argument("-o", "--out", required=True)
    ap.add_argument("--oracle-dir", default=DEFAULT_ORACLE_DIR)
    ap.add_argument("--font-root")
    ap.add_argument("--chromium")
    ap.add_argument("--overflow-wrap", default="break-word", choices=["break-word", "normal", "anywhere"])
    ap.add_argument("--width", type=float, help="lay every case out at this width instead of its own")
    ap.add_argument("--screenshot", help="one PNG of the whole page (use with few cases)")
    a = ap.parse_args()
    cases = [json.loads(ln) for ln in open(a.cases, encoding="utf-8") if ln.strip()]
    res, metrics = probe(cases, a.oracle_dir, a.font_root, a.chromium, a.overflow_wrap, a.width,
                         screenshot=a.screenshot)
    with open(a.out, "w", encoding="utf-8") as f:
        for r in res:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
        f.write(json.dumps({"metrics": metrics}, ensure_ascii=False) + "\n")
    bad = [r["id"] for r in res if "error" in r or "clone_mismatch" in r]
    print(f"rich geometry: {len(res)} cases, {len(bad)} with errors or clone mismatches {bad[:5]}", file=sys.stderr)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
