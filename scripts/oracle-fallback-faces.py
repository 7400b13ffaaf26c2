#!/usr/bin/env python3
"""Which face headless Chromium draws each character with, per content language.

Reads a JSON list of probes, [{"text": "込", "lang": "ja"}, ...], lays each out alone as
<span lang=LANG>TEXT</span> in a title font loaded as a web font (default: Fonts/NanumGothicBold.ttf,
made loadable by the oracle's webfont.py), and prints one JSON line per probe with the span's
width at 16 px and the faces CSS.getPlatformFontsForNode names. Use a fresh run (one browser)
per probe list; the evidence behind Tests/TitleFontsTests/LanguageFallbackTests.swift.

Usage: oracle-fallback-faces.py PROBES.json [FONT] [--oracle DIR]   (DIR: ../shared/oracle)
"""
import json
import os
import sys
import tempfile

args = [a for a in sys.argv[1:] if not a.startswith("--oracle")]
oracle = next((a.split("=", 1)[1] for a in sys.argv[1:] if a.startswith("--oracle=")),
              os.path.join(os.path.dirname(__file__), "..", "..", "shared", "oracle"))
sys.path.insert(0, oracle)
from cdp import Browser  # noqa: E402
from webfont import font_info  # noqa: E402

probes = json.load(open(args[0], encoding="utf-8"))
font = args[1] if len(args) > 1 else os.path.join(os.path.dirname(__file__), "..", "Fonts",
                                                  "NanumGothicBold.ttf")
face = font_info(font)
spans = "\n".join(f'<div><span id="s{i}" lang="{p["lang"]}">{p["text"]}</span></div>'
                  for i, p in enumerate(probes))
page = f"""<!doctype html><html lang="ko"><head><meta charset="utf-8"><style>
@font-face {{ font-family: "t"; src: url("{face['data_url']}"); font-display: block; }}
body {{ font: 16px "t"; }}</style></head><body>{spans}</body></html>"""
fd, path = tempfile.mkstemp(suffix=".html")
os.write(fd, page.encode())
os.close(fd)
try:
    with Browser() as browser:
        tab = browser.page()
        tab.send("DOM.enable")
        tab.send("CSS.enable")
        tab.navigate("file://" + path)
        tab.evaluate("document.fonts.ready.then(() => 1)")
        root = tab.send("DOM.getDocument", {"depth": -1})["root"]["nodeId"]
        for i, probe in enumerate(probes):
            node = tab.send("DOM.querySelector", {"nodeId": root, "selector": f"#s{i}"})["nodeId"]
            fonts = tab.send("CSS.getPlatformFontsForNode", {"nodeId": node})["fonts"]
            width = tab.evaluate(f"document.getElementById('s{i}').getBoundingClientRect().width")
            print(json.dumps({"text": probe["text"], "lang": probe["lang"], "width": width,
                              "fonts": [f["familyName"] for f in fonts]}, ensure_ascii=False))
finally:
    os.unlink(path)
