#!/usr/bin/env python3
"""Which face headless Chromium draws each text with, per content language.

Reads a JSON list of probes, [{"text": "込", "lang": "ja"}, ...] (optionally "font": a title font
file for that probe, "size": px), lays each out alone as <span lang=LANG>TEXT</span> in its title
font loaded as a web font (default: Fonts/NanumGothicBold.ttf, made loadable by the oracle's
webfont.py), and prints one JSON line per probe with the span's width (16 px unless "size") and
the faces CSS.getPlatformFontsForNode names (family, PostScript name, glyph count).

Each language gets a browser of its own: Chromium's renderer remembers the system fallback face of
a character the first time it is asked, whatever the language (WebSandboxSupportLinux's
unicode_font_families_), so probes of several languages in one renderer would get the face the
first language chose. Run in the test suite's font environment:

  FONTCONFIG_FILE=Tests/PinnedFontEnvironment/fonts.conf \\
    python3 scripts/oracle-fallback-faces.py PROBES.json [--oracle=DIR]   (DIR: ../shared/oracle)

The evidence behind Tests/TitleFontsTests/LanguageFallbackTests.swift and
Tests/TitleComposerTests/SystemFallbackChromiumTests.swift.
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

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
DEFAULT_FONT = os.path.join(ROOT, "Fonts", "NanumGothicBold.ttf")


def escape(text):
    return text.replace("&", "&amp;").replace("<", "&lt;")


def run(probes):
    """Lays out `probes` (one language) in one fresh browser; one result per probe, in order."""
    families = {}
    faces = []
    for probe in probes:
        font = probe.get("font", DEFAULT_FONT)
        if font not in families:
            families[font] = f"t{len(families)}"
            faces.append(f'@font-face {{ font-family: "{families[font]}"; '
                         f'src: url("{font_info(font)["data_url"]}"); font-display: block; }}')
    spans = "\n".join(
        f'<div lang="{p["lang"]}"><span id="s{i}" style="font: {p.get("size", 16)}px '
        f'&quot;{families[p.get("font", DEFAULT_FONT)]}&quot;; white-space: pre">'
        f'{escape(p["text"])}</span></div>' for i, p in enumerate(probes))
    page = (f'<!doctype html><html lang="ko"><head><meta charset="utf-8"><style>{"".join(faces)}'
            f'</style></head><body>{spans}</body></html>')
    fd, path = tempfile.mkstemp(suffix=".html")
    os.write(fd, page.encode())
    os.close(fd)
    results = []
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
                width = tab.evaluate(
                    f"document.getElementById('s{i}').getBoundingClientRect().width")
                results.append({"text": probe["text"], "lang": probe["lang"], "width": width,
                                "fonts": [[f["familyName"], f.get("postScriptName", ""),
                                           f["glyphCount"]] for f in fonts]})
    finally:
        os.unlink(path)
    return results


def main():
    probes = json.load(open(args[0], encoding="utf-8"))
    by_language = {}
    for probe in probes:
        by_language.setdefault(probe["lang"], []).append(probe)
    answers = {}
    for language, group in by_language.items():
        for probe, result in zip(group, run(group)):
            answers[id(probe)] = result
    for probe in probes:
        print(json.dumps(answers[id(probe)], ensure_ascii=False))


if __name__ == "__main__":
    main()
