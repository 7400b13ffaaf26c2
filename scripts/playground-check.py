#!/usr/bin/env python3
"""Checks the playground page of `title-preview serve` in headless Chromium.

Starts the built server on a free loopback port, opens its playground page (GET /) in headless
Chromium, types corpus titles into it one by one (width, line count, padding mode and word break
set from each corpus case, the category whose label is the case's badge), and reads back, for
each, the comparison the page shows: the server's lines (POST /v1/compose) beside the lines the
browser's own CSS layout gives in the same faces. Then takes a screenshot of the page at 390 px
and 1280 px viewport widths and checks in the pixels that both cells are drawn: each cell's box
holds the category's badge colour and dark text pixels.

Then exercises the direction, truncation and rich-title controls: corpus titles in right-to-left
cells (`rtl`; `auto`, which a Korean title resolves to ltr) must agree line for line, with both
sides' direction and the badge at the start; the truncated titles again with `lineClamp` must
agree on every line and on the "…" line; corpus titles without a category (both padding modes, an rtl cell) must
agree line for line with no badge on either side (a rich title too); corpus titles as rich runs (a larger run style, an
inline box, end runs, a highlight) must agree line for line, with the box drawn on both sides and
the highlight on the server's; and a run in a
style whose font the server does not serve must be reported as not comparable. Then the Font
select: corpus titles in a run style of the badge face (`label`) must agree line for line, the
browser drawing them in the badge face, and a title in the unserved face must be reported as not
comparable. The server runs with a style file whose badge face is the bundled NanumGothic file
(by its path) and which adds those run styles (`strong`, `count`, `label`, `regular`).

Prints one JSON object (titles, agreeing, each title's lines, the controls' checks, the
screenshots' checks) and exits 0 when every title agrees, every control's check passes and both
screenshots pass, 1 otherwise, 2 when Chromium is missing.

Usage:
  playground-check.py --binary .build/debug/title-preview [--corpus Tests/Corpus/cases.jsonl]
                      [--count 20] [--screenshots docs/images/playground] [--chromium PATH]

Chromium is driven over the DevTools protocol on a pipe (no port), as the oracles in
../shared/oracle do; only the standard library is used.
"""
import argparse
import json
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import threading
import time
import zlib

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def find_chromium(explicit):
    for candidate in [explicit, os.environ.get("CHROMIUM"), "chromium", "chromium-browser",
                      "google-chrome"]:
        if candidate and shutil.which(candidate):
            return shutil.which(candidate)
    return None


class Chromium:
    """Headless Chromium with one page, spoken to over --remote-debugging-pipe (fd 3 in, fd 4
    out, each message JSON ended by a NUL byte)."""

    def __init__(self, executable):
        self.profile = tempfile.mkdtemp(prefix="playground-chromium-")
        to_chromium, self._write_end = os.pipe()
        self._read_end, from_chromium = os.pipe()
        # Chromium's ends, moved above fd 10, become its fds 3 and 4 in a small shell wrapper.
        to_chromium, from_chromium = (self._high(to_chromium), self._high(from_chromium))
        args = [executable, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                "--no-default-browser-check", "--disable-extensions", "--disable-sync",
                "--disable-background-networking", "--disable-component-update",
                "--hide-scrollbars", "--force-device-scale-factor=1",
                f"--user-data-dir={self.profile}", "--remote-debugging-pipe", "about:blank"]
        wrapper = (f'exec "$@" 3<&{to_chromium} 4>&{from_chromium} '
                   f'{to_chromium}<&- {from_chromium}>&-')
        self.process = subprocess.Popen(["bash", "-c", wrapper, "bash", *args],
                                        pass_fds=(to_chromium, from_chromium),
                                        stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                        stderr=subprocess.DEVNULL)
        os.close(to_chromium)
        os.close(from_chromium)
        self._next = 0
        self._replies = {}
        self._events = []
        self._condition = threading.Condition()
        self._closed = False
        threading.Thread(target=self._read, daemon=True).start()
        target = self.send("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.session = self.send("Target.attachToTarget",
                                 {"targetId": target, "flatten": True})["sessionId"]
        self.send("Page.enable", session=True)
        self.send("Runtime.enable", session=True)

    @staticmethod
    def _high(descriptor):
        import fcntl
        moved = fcntl.fcntl(descriptor, fcntl.F_DUPFD, 10)
        os.close(descriptor)
        return moved

    def _read(self):
        buffer = b""
        while True:
            try:
                chunk = os.read(self._read_end, 1 << 16)
            except OSError:
                chunk = b""
            if not chunk:
                with self._condition:
                    self._closed = True
                    self._condition.notify_all()
                return
            buffer += chunk
            while b"\0" in buffer:
                raw, buffer = buffer.split(b"\0", 1)
                message = json.loads(raw)
                with self._condition:
                    if "id" in message:
                        self._replies[message["id"]] = message
                    else:
                        self._events.append(message)
                    self._condition.notify_all()

    def send(self, method, params=None, session=False, timeout=60):
        with self._condition:
            self._next += 1
            number = self._next
        message = {"id": number, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = self.session
        os.write(self._write_end, json.dumps(message).encode() + b"\0")
        deadline = time.monotonic() + timeout
        with self._condition:
            while number not in self._replies:
                if self._closed:
                    raise RuntimeError(f"chromium exited during {method}")
                if time.monotonic() > deadline:
                    raise RuntimeError(f"no answer to {method} in {timeout} s")
                self._condition.wait(0.5)
            reply = self._replies.pop(number)
        if "error" in reply:
            raise RuntimeError(f"{method}: {reply['error']}")
        return reply.get("result", {})

    def wait_event(self, method, timeout=60):
        deadline = time.monotonic() + timeout
        with self._condition:
            while True:
                for index, event in enumerate(self._events):
                    if event.get("method") == method:
                        return self._events.pop(index)
                if self._closed or time.monotonic() > deadline:
                    raise RuntimeError(f"no {method} event in {timeout} s")
                self._condition.wait(0.5)

    def evaluate(self, expression, timeout=60):
        result = self.send("Runtime.evaluate", {"expression": expression, "awaitPromise": True,
                                                "returnByValue": True}, session=True,
                           timeout=timeout)
        if "exceptionDetails" in result:
            details = result["exceptionDetails"]
            raise RuntimeError(details.get("exception", {}).get("description") or details.get("text"))
        return result["result"].get("value")

    def viewport(self, width, height):
        self.send("Emulation.setDeviceMetricsOverride",
                  {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 600},
                  session=True)

    def wait_for(self, expression, timeout=30):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            value = self.evaluate(expression)
            if value:
                return value
            time.sleep(0.05)
        raise RuntimeError(f"timed out waiting for {expression}")

    def close(self):
        try:
            self.send("Browser.close", timeout=10)
        except RuntimeError:
            pass
        try:
            self.process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        os.close(self._write_end)
        shutil.rmtree(self.profile, ignore_errors=True)


# The badge face of the checks' style: the bundled NanumGothic file named by its path, so that it
# differs from the title face (NanumGothic Bold) and from the bundled NanumGothic.
BADGE_FONT = os.path.join(ROOT, "Sources", "TitleComposer", "Resources", "Fonts", "NanumGothic.ttf")

# The run styles of the rich-title and font checks: the title's face larger and smaller, a style
# in the badge face a size smaller than the title (its lines break elsewhere than the title's), and a face the playground does not serve (the bundled NanumGothic, which the
# server loads by name, not from the badge face's file).
RUN_STYLES = {"strong": {"size": 18}, "count": {"size": 12, "color": "#999999"},
              "label": {"font": BADGE_FONT, "size": 15}, "regular": {"font": "NanumGothic"}}


def start_server(binary, style):
    process = subprocess.Popen([binary, "serve", "--port", "0", "--jobs", "2", "--style", style],
                               stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                               stderr=subprocess.PIPE, text=True)
    line = process.stderr.readline()
    match = re.search(r"listening on http://127\.0\.0\.1:(\d+)", line)
    if not match:
        process.kill()
        raise SystemExit(f"playground-check: the server did not start: {line.strip()}")
    threading.Thread(target=process.stderr.read, daemon=True).start()
    return process, int(match.group(1))


def corpus_cases(path, count, categories):
    """`count` cases spread over the corpus: the default style's sizes, a badge the server's
    categories name, and no character the title font lacks (Chromium would fall back to a
    system face the server does not use)."""
    expected_path = os.path.join(os.path.dirname(path), "chromium-expected.indent-prewrap.jsonl")
    with open(expected_path, encoding="utf-8") as file:
        fallback = {record["id"] for record in map(json.loads, file) if record.get("fallback_chars")}
    by_label = {category["label"]: category["id"] for category in categories}
    with open(path, encoding="utf-8") as file:
        usable = [case for case in map(json.loads, file)
                  if case["title_size"] == 16 and case["badge_size"] == 12
                  and case["badge_padding"] == 5 and case["id"] not in fallback
                  and case["badge"] in by_label]
    if len(usable) < count:
        raise SystemExit(f"playground-check: only {len(usable)} usable cases in {path}")
    step = len(usable) / count
    chosen = [usable[int(index * step)] for index in range(count)]
    return [dict(case, category=by_label[case["badge"]]) for case in chosen]


SET_FIELDS = """(() => {
  const fields = %s;
  for (const [id, value] of Object.entries(fields)) {
    const element = document.getElementById(id);
    element.value = String(value);
    element.dispatchEvent(new Event('input', {bubbles: true}));
  }
  const title = document.getElementById('title');
  title.focus();
  title.select();
  return true;
})()"""

SHOWN = """(() => {
  const shown = window.playground.shown;
  const want = %s;
  if (!shown || !shown.request) return null;
  for (const key of Object.keys(want)) {
    if (JSON.stringify(shown.request[key]) !== JSON.stringify(want[key])) return null;
  }
  return shown;
})()"""


def show(browser, case, direction="ltr", truncation="fill", badge=True):
    """The plain-title mode with `case` typed in; `badge` False picks no category."""
    fields = {"mode": "title", "category": case["category"] if badge else "", "width": case["width"],
              "lines": case["lines"], "padding": case["mode"], "wordBreak": case["word_break"],
              "direction": direction, "truncation": truncation}
    browser.evaluate(SET_FIELDS % json.dumps(fields))
    # The title is typed: inserted as the keyboard would, replacing the selection.
    browser.send("Input.insertText", {"text": case["title"]}, session=True)
    want = {"title": case["title"], "width": case["width"], "numberOfLines": case["lines"],
            "padding": case["mode"], "wordBreak": case["word_break"],
            "category": case["category"] if badge else None,
            "direction": direction, "truncation": truncation}
    return browser.wait_for(SHOWN % json.dumps(want, ensure_ascii=False))


def show_rich(browser, case, runs, end, lines, truncation, highlights=(), badge=True):
    """The rich-title mode with `runs`, `end` and `highlights` typed into its editors; `badge`
    False picks no category."""
    category = case["category"] if badge else None
    fields = {"highlights": json.dumps(list(highlights)), "mode": "rich",
              "category": "" if category is None else category, "width": case["width"], "lines": lines,
              "padding": "indent", "wordBreak": case["word_break"], "direction": "ltr",
              "truncation": truncation, "runs": json.dumps(runs, ensure_ascii=False),
              "end": json.dumps(end, ensure_ascii=False)}
    browser.evaluate(SET_FIELDS % json.dumps(fields, ensure_ascii=False))
    want = {"runs": runs, "numberOfLines": lines, "width": case["width"],
            "category": category, "truncation": truncation}
    if end:
        want["end"] = end
    if highlights:
        want["highlights"] = list(highlights)
    return browser.wait_for(SHOWN % json.dumps(want, ensure_ascii=False))


def show_font(browser, case, font, lines, truncation):
    """The plain-title mode with `font` chosen in the Font select: the title goes as one run."""
    fields = {"mode": "title", "font": font, "category": case["category"], "width": case["width"],
              "lines": lines, "padding": "indent", "wordBreak": case["word_break"],
              "direction": "ltr", "truncation": truncation}
    browser.evaluate(SET_FIELDS % json.dumps(fields))
    browser.send("Input.insertText", {"text": case["title"]}, session=True)
    want = {"runs": [{"text": case["title"], "style": font}], "numberOfLines": lines,
            "width": case["width"], "category": case["category"], "truncation": truncation}
    return browser.wait_for(SHOWN % json.dumps(want, ensure_ascii=False))


# The run styles of the text parts of the server's answer shown on the page.
SERVER_STYLES = """[...new Set(JSON.parse(document.getElementById('json').textContent).lines
  .flatMap(line => line.parts.filter(part => part.kind === 'text').map(part => part.style ?? null)))]"""

FONT_FAMILIES = """[...document.querySelectorAll('#browser-cell span')]
  .filter(span => span.firstChild && span.firstChild.nodeType === 3 && !span.classList.contains('badge'))
  .map(span => span.style.fontFamily)"""


def check_fonts(browser, cases):
    """The Font select: titles in a run style drawn by the badge face agree line for line (the
    browser's text in the badge face), and a style in a face the page cannot load is reported as
    not comparable."""
    checks = []
    for index, case in enumerate(cases[:3]):
        lines, truncation = ((0, "fill"), (case["lines"], "lineClamp"), (case["lines"], "fill"))[index]
        shown = show_font(browser, case, "label", lines, truncation)
        families = browser.evaluate(FONT_FAMILIES)
        styles = browser.evaluate(SERVER_STYLES)
        last = shown["lastLine"]
        ok = bool(shown["agree"] and shown["comparable"] and shown["font"] == "label"
                  and families == ["playground-badge"] and styles == ["label"]
                  and (not last or truncation == "fill" or last["agree"] is True))
        checks.append({"id": case["id"], "font": shown["font"], "lines": lines,
                       "truncation": truncation, "agree": shown["agree"], "rows": shown["lines"],
                       "lastLine": last, "browserFamilies": families, "serverStyles": styles,
                       "ok": ok})
    case = cases[3]
    shown = show_font(browser, case, "regular", 0, "fill")
    verdict = browser.evaluate("document.getElementById('verdict').textContent")
    checks.append({"id": case["id"], "font": shown["font"], "unservedFont": shown["missingFonts"],
                   "verdict": verdict,
                   "ok": (not shown["comparable"] and shown["missingFonts"] == ["regular: NanumGothic"]
                          and "cannot load regular: NanumGothic" in verdict)})
    # Back to the title face for the checks after this one.
    browser.evaluate(SET_FIELDS % json.dumps({"font": ""}))
    return checks


def check_directions(browser, cases):
    """Right-to-left cells: the lines agree, both sides resolve the direction asked, and the
    browser's badge sits where the server's does (at the right, for rtl)."""
    checks = []
    for case, direction, resolved in [(cases[0], "rtl", "rtl"), (cases[5], "rtl", "rtl"),
                                      (cases[10], "rtl", "rtl"), (cases[15], "auto", "ltr")]:
        shown = show(browser, case, direction=direction)
        ok = (shown["agree"] and shown["direction"] == resolved
              and shown["browserDirection"] == resolved
              and abs(shown["badgeX"] - shown["serverBadgeX"]) <= 1)
        checks.append({"id": case["id"], "direction": direction, "resolved": shown["direction"],
                       "browserDirection": shown["browserDirection"], "badgeX": shown["badgeX"],
                       "serverBadgeX": shown["serverBadgeX"], "agree": shown["agree"], "ok": ok})
    return checks


def check_no_badge(browser, cases):
    """Titles without a category, in both padding modes and an rtl cell: the lines agree and
    neither side draws a badge."""
    checks = []
    for case, direction in [(cases[1], "ltr"), (cases[2], "ltr"), (cases[3], "rtl")]:
        shown = show(browser, case, direction=direction, badge=False)
        ok = shown["agree"] and shown["badgeX"] is None and shown["serverBadgeX"] is None
        checks.append({"id": case["id"], "padding": case["mode"], "direction": direction,
                       "agree": shown["agree"], "badgeX": shown["badgeX"],
                       "serverBadgeX": shown["serverBadgeX"], "ok": ok})
    runs = [{"text": "[공지] ", "style": "strong"}, {"text": cases[4]["title"]}]
    shown = show_rich(browser, cases[4], runs, [], 0, "fill", badge=False)
    checks.append({"id": cases[4]["id"], "rich": True, "agree": shown["agree"],
                   "serverBadgeX": shown["serverBadgeX"],
                   "ok": shown["agree"] and shown["comparable"] and shown["serverBadgeX"] is None})
    return checks


def check_line_clamp(browser, cases):
    """The truncated titles with `lineClamp`, at their own line count and at one line (where the
    clamped line often ends in a preserved space): every line and the "…" line agree."""
    checks = []
    for case in cases:
        for lines in sorted({case["lines"], 1}):
            shown = show(browser, {**case, "lines": lines}, truncation="lineClamp")
            last = shown["lastLine"]
            ok = shown["agree"] and shown["truncation"] == "lineClamp" and bool(last) and last["agree"]
            checks.append({"id": case["id"], "lines": lines, "agree": shown["agree"],
                           "lastLine": last, "ok": ok})
    return checks


def check_rich(browser, cases):
    """Corpus titles as rich runs: a larger prefix, the title, an inline box; with and without
    end runs and a line limit. Then a run in a face the page cannot load."""
    checks = []
    box = {"box": {"width": 14, "height": 14, "name": "new"}}
    for index, case in enumerate(cases):
        runs = [{"text": "[공지] ", "style": "strong"}, {"text": case["title"]}, box]
        end = [{"text": " [23]", "style": "count"}] if index % 2 else []
        lines, truncation = ((0, "fill"), (1, "lineClamp"), (2, "fill"))[index % 3]
        # The second title's first words highlighted: one rectangle on the first line.
        highlights = [{"start": 5, "end": 7}] if index == 1 else []
        shown = show_rich(browser, case, runs, end, lines, truncation, highlights)
        drawn = sum(kinds.count("box") for kinds in shown["serverParts"] or [])
        # The "…" line is compared for lineClamp without end runs (CSS cannot draw end runs).
        last = shown["lastLine"]
        compared = truncation == "lineClamp" and not end
        ok = bool(shown["agree"] and shown["comparable"] and shown["browserBoxes"] == 1
                  and shown["highlightsDrawn"] == len(highlights)
                  and shown["serverBoxes"] == drawn
                  and (last["agree"] is True if compared else not last or last["agree"] is not False
                       or truncation == "fill"))
        checks.append({"id": case["id"], "lines": lines, "truncation": truncation, "end": bool(end),
                       "agree": shown["agree"], "rows": shown["lines"],
                       "lastLine": shown["lastLine"], "serverBoxes": shown["serverBoxes"],
                       "browserBoxes": shown["browserBoxes"],
                       "highlightsDrawn": shown["highlightsDrawn"], "ok": ok})
    case = cases[0]
    shown = show_rich(browser, case, [{"text": "[공지] ", "style": "regular"},
                                      {"text": case["title"]}], [], 0, "fill")
    verdict = browser.evaluate("document.getElementById('verdict').textContent")
    checks.append({"id": case["id"], "unservedFont": shown["missingFonts"], "verdict": verdict,
                   "ok": (not shown["comparable"] and shown["missingFonts"] == ["regular: NanumGothic"]
                          and "cannot load regular: NanumGothic" in verdict)})
    return checks


def read_png(data):
    """(width, height, rows of RGBA bytes) of an 8-bit RGB or RGBA non-interlaced PNG."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    position, idat, header = 8, b"", None
    while position < len(data):
        length, kind = struct.unpack(">I4s", data[position:position + 8])
        body = data[position + 8:position + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        position += 12 + length
    width, height, depth, color, _, _, interlace = header
    assert depth == 8 and color in (2, 6) and interlace == 0, "unsupported PNG"
    channels = 4 if color == 6 else 3
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, previous = [], bytearray(stride)
    for y in range(height):
        kind = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for x in range(stride):
            left = line[x - channels] if x >= channels else 0
            up = previous[x]
            corner = previous[x - channels] if x >= channels else 0
            if kind == 1:
                line[x] = (line[x] + left) & 255
            elif kind == 2:
                line[x] = (line[x] + up) & 255
            elif kind == 3:
                line[x] = (line[x] + (left + up) // 2) & 255
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                line[x] = (line[x] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 255
        rows.append(bytes(line) if channels == 4 else
                    b"".join(bytes(line[i:i + 3]) + b"\xff" for i in range(0, stride, 3)))
        previous = line
    return width, height, rows


def check_cell(rows, box, badge_hex):
    """Pixels of the badge colour and dark text pixels inside `box` (page px)."""
    badge = bytes.fromhex(badge_hex.lstrip("#")[:6])
    badge_pixels = dark = 0
    for y in range(max(0, int(box["top"])), min(len(rows), int(box["bottom"]))):
        row = rows[y]
        for x in range(max(0, int(box["left"])), min(len(row) // 4, int(box["right"]))):
            pixel = row[4 * x:4 * x + 3]
            if pixel == badge:
                badge_pixels += 1
            elif max(pixel) < 0x60:
                dark += 1
    return {"badgePixels": badge_pixels, "darkPixels": dark,
            "ok": badge_pixels >= 100 and dark >= 100}


BOXES = """(() => {
  const box = id => { const r = document.getElementById(id).getBoundingClientRect();
    return {left: r.left + scrollX, top: r.top + scrollY, right: r.right + scrollX, bottom: r.bottom + scrollY}; };
  return {server: box('server-cell'), browser: box('browser-cell'),
          height: document.documentElement.scrollHeight};
})()"""


def screenshot(browser, width, case, folder):
    browser.viewport(width, 900)
    shown = show(browser, case)
    time.sleep(0.3)   # the server's SVG image decodes after the comparison is shown
    browser.wait_for("[...document.images].every(i => i.complete && i.naturalWidth > 0)")
    boxes = browser.evaluate(BOXES)
    height = int(boxes["height"])
    browser.viewport(width, height)
    time.sleep(0.2)
    boxes = browser.evaluate(BOXES)
    data = __import__("base64").b64decode(browser.send(
        "Page.captureScreenshot", {"format": "png"}, session=True)["data"])
    path = os.path.join(folder, f"playground-{width}.png")
    with open(path, "wb") as file:
        file.write(data)
    image_width, image_height, rows = read_png(data)
    category = browser.evaluate(
        f"JSON.stringify(JSON.parse(document.getElementById('configuration').textContent)"
        f".categories.find(c => c.id === {case['category']}))")
    badge = json.loads(category)["background"]
    cells = {name: check_cell(rows, boxes[name], badge) for name in ("server", "browser")}
    return {"path": path, "width": image_width, "height": image_height, "agree": shown["agree"],
            "cells": cells,
            "ok": image_width == width and shown["agree"] and all(c["ok"] for c in cells.values())}


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", required=True)
    parser.add_argument("--corpus", default=os.path.join(ROOT, "Tests", "Corpus", "cases.jsonl"))
    parser.add_argument("--count", type=int, default=20)
    parser.add_argument("--screenshots", help="folder for playground-390.png and playground-1280.png")
    parser.add_argument("--chromium")
    args = parser.parse_args()
    executable = find_chromium(args.chromium)
    if not executable:
        print("playground-check: chromium not found (set CHROMIUM or put it on PATH)", file=sys.stderr)
        return 2
    style = tempfile.NamedTemporaryFile("w", suffix=".json", prefix="playground-style-",
                                        delete=False)
    with style:
        json.dump({"badgeFont": BADGE_FONT, "runStyles": RUN_STYLES}, style)
    server, port = start_server(args.binary, style.name)
    browser = None
    try:
        browser = Chromium(executable)
        browser.viewport(1280, 900)
        browser.send("Page.navigate", {"url": f"http://127.0.0.1:{port}/"}, session=True)
        browser.wait_event("Page.loadEventFired")
        browser.wait_for("window.playground && window.playground.ready && window.playground.shown")
        categories = json.loads(browser.evaluate(
            "JSON.stringify(JSON.parse(document.getElementById('configuration').textContent).categories)"))
        cases = corpus_cases(args.corpus, args.count, categories)
        results = []
        for case in cases:
            shown = show(browser, case)
            results.append({"id": case["id"], "title": case["title"], "agree": shown["agree"],
                            "lines": shown["lines"], "lastLine": shown["lastLine"]})
        truncated = [r for r in results if r["lastLine"]]
        report = {"titles": len(results), "agreeing": sum(r["agree"] for r in results),
                  "truncated": len(truncated),
                  "truncatedAlike": sum(r["lastLine"]["agree"] for r in truncated),
                  "results": results}
        ok = report["agreeing"] == report["titles"]
        report["directions"] = check_directions(browser, cases)
        report["lineClamp"] = check_line_clamp(
            browser, [case for case, result in zip(cases, results) if result["lastLine"]])
        report["rich"] = check_rich(browser, cases[:6])
        report["fonts"] = check_fonts(browser, cases)
        report["noBadge"] = check_no_badge(browser, cases)
        ok = ok and all(check["ok"] for name in ("directions", "lineClamp", "rich", "fonts", "noBadge")
                        for check in report[name])
        if args.screenshots:
            os.makedirs(args.screenshots, exist_ok=True)
            # A title both truncate alike, in a cell narrow enough for a phone's page.
            alike = {r["id"] for r in results if r["lastLine"] and r["lastLine"]["agree"]}
            demo = next((case for case in cases if case["id"] in alike and case["width"] <= 330),
                        next(case for case in cases if case["width"] <= 330))
            report["screenshots"] = [screenshot(browser, width, demo, args.screenshots)
                                     for width in (390, 1280)]
            ok = ok and all(shot["ok"] for shot in report["screenshots"])
        print(json.dumps(report, ensure_ascii=False))
        return 0 if ok else 1
    finally:
        if browser is not None:
            browser.close()
        server.terminate()
        server.wait(timeout=40)
        os.unlink(style.name)


if __name__ == "__main__":
    sys.exit(main())
