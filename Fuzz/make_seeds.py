#!/usr/bin/env python3
"""Writes the seed corpus of one fuzz target (see scripts/fuzz.sh).

usage: make_seeds.py compose|batch|font|render|loaders <checkout> <corpus-dir>

compose, batch: one seed per case of Tests/Corpus/cases.jsonl, plus hostile titles.
render: cells, chip lists and tooltips with ordinary numbers and the corpus's titles.
loaders: the style and catalog files of the tests and README, and edge cases of them.
font: a small subset of the bundled NanumGothicBold (ASCII, a few Hangul syllables and
punctuation, `kern` table kept) made with fontTools when it is installed, else the first
64 KiB of DejaVuSans or NanumGothic (mostly rejected, but it seeds the header parsers).
"""
import json
import os
import sys

CATEGORIES = {"취미": 1, "IT": 2, "건강": 3, "재테크": 4, "여행": 5, "요리": 6,
              "반려동물": 7, "K-POP": 8, "건강 관리": 9}

HOSTILE = [
    "e" + "\u0301" * 300,
    "\U0001F469" + "\u200D\U0001F469" * 100,
    "\u202E뒤집힌\u202C 제목 \u2067שלום\u2069 \u200F",
    "가\u0000나\u0000",
    "\u00A0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200A\u202F\u205F\u3000",
    "줄\n바꿈\r\n또\r바꿈\u2028구분\u2029문단\u000B\u000C\u0085끝",
    "   앞 공백과 뒤 공백   ",
    "\t\t탭\t제목",
    "\U0001F1F0\U0001F1F7\U0001F1F0",
    "\u1112\u1161\u11AB\u1100\u1173\u11AF",
    "ㅋ" * 200,
    "A" * 500,
    "https://example.com/a/very/long/path/without/spaces/at/all",
    "\uFFFC\uFFFD\uFEFF",
]


STYLES = [
    {},
    {"titleSize": 18, "badgeSize": 12, "badgeHorizontalPadding": 5, "badgeVerticalPadding": 4,
     "badgeCornerRadius": 3, "badgeLabelSuffix": "em-space", "lineHeightMultiple": 1.2,
     "titleColor": "#222222", "maximumTitleLength": 500, "titleFont": "NanumGothic",
     "badgeFont": "NanumGothicBold"},
    {"padding": {"top": 8, "left": 16, "bottom": 8, "right": 16}, "background": "#FFFFFF",
     "scale": 2, "format": "svg", "svgText": "text"},
    {"titleSize": 1e308, "scale": 1e19, "padding": {"top": -1}},
]
CATALOGS = [
    [{"id": 1, "label": "취미", "background": "#FAE0E4", "foreground": "#E84D65"}],
    [{"id": i, "label": f"분류 {i}", "background": "#EEEEEE", "foreground": "#333333"}
     for i in range(-3, 40)],
    [{"id": 9223372036854775807, "label": "max", "background": "#000", "foreground": "#fff"}],
    [],
]


def cases(root):
    with open(os.path.join(root, "Tests/Corpus/cases.jsonl"), encoding="utf-8") as f:
        for line in f:
            if line.strip():
                yield json.loads(line)


def compose_seed(title, width, lines, normal, spaces, category):
    width_byte = 127 + max(1, min(122, round(width / 4)))
    modes = (1 if normal else 0) | (2 if spaces else 0)
    return bytes([width_byte, lines % 6, modes, (category + 1) % 12, 0]) + title.encode("utf-8")


def main():
    target, root, out = sys.argv[1], sys.argv[2], sys.argv[3]
    os.makedirs(out, exist_ok=True)
    seeds = []
    if target == "compose":
        for c in cases(root):
            seeds.append(compose_seed(c["title"], c["width"], c["lines"],
                                      c["word_break"] == "normal", c["mode"] == "spaces",
                                      CATEGORIES.get(c["badge"], 1)))
        for i, title in enumerate(HOSTILE):
            seeds.append(compose_seed(title, 40 + 60 * (i % 6), i % 4, i % 2, i % 3 == 0, 1 + i % 9))
    elif target == "batch":
        for c in cases(root):
            request = {"id": c["id"], "category": CATEGORIES.get(c["badge"], 1), "title": c["title"],
                       "width": c["width"], "numberOfLines": c["lines"], "wordBreak": c["word_break"],
                       "padding": "spaces" if c["mode"] == "spaces" else "indent"}
            seeds.append(json.dumps(request, ensure_ascii=c["id"].endswith("1")).encode())
        for i, title in enumerate(HOSTILE):
            seeds.append(json.dumps({"id": [i, {"k": None}], "category": 1 + i % 9, "title": title,
                                     "width": 200, "whiteSpace": "collapse"}).encode())
        seeds += [b'{"id":1e400,"category":1,"title":"\\ud83d\\ude00","width":1e-400}',
                  b'[' * 70 + b']' * 70, b'{"id":"\\u0000","title":"x","category":-0,"width":0.5}']
    elif target == "font":
        seeds.append(font_seed(root))
    elif target == "render":
        titles = [c["title"] for c in cases(root)][:120] + HOSTILE
        for i, title in enumerate(titles):
            kind = i % 3  # cell, chips, tooltip
            drawing = kind << 2 | (i % 4)  # + PNG/SVG, outlines/text
            # Each "mostly ordinary" number is one selector byte; 1 (1 % 4 != 0) keeps the
            # ordinary value. Common: scale, top/bottom inset, left inset, line height (1 % 8).
            head = bytes([drawing, 1, 1, 1, 1])
            if kind == 0:  # width, title size, badge size, line count 2, category 1 + i % 9
                body = bytes([1, 1, 1, 2, i % 9])
            elif kind == 1:  # ten numbers, then no row limit
                body = bytes([1] * 10 + [0])
                title = "|".join(title.split(" ")[:6])
            else:  # fourteen numbers, then the tip's side and no line limit
                body = bytes([1] * 14 + [i % 2, 0])
            seeds.append(head + body + title.encode("utf-8"))
    elif target == "loaders":
        for style in STYLES:
            seeds.append(b"\x00" + json.dumps(style, ensure_ascii=False).encode())
        for catalog in CATALOGS:
            seeds.append(b"\x01" + json.dumps(catalog, ensure_ascii=False).encode())
        seeds += [b"\x00\xef\xbb\xbf{}", b"\x01\xef\xbb\xbf[]", b'\x00{"titleSize": 20, "titleSize": 30}',
                  b'\x00{"titelSize": 30}', b'\x01[{"id": 1, "label": "a", "label": "b"}]']
        seeds += [kind + seed for seed in loader_seeds() for kind in (b"\x00", b"\x01")]
    else:
        sys.exit(f"unknown target {target}")
    for i, seed in enumerate(seeds):
        with open(os.path.join(out, f"seed-{i:04d}"), "wb") as f:
            f.write(seed)
    print(f"{len(seeds)} seeds in {out}")


def loader_seeds():
    """Style and catalog files: valid ones, with a byte order mark, a repeated or unknown key."""
    style = {"titleFont": "NanumGothicBold", "titleSize": 16, "badgeSize": 12,
             "badgeHorizontalPadding": 5, "badgeVerticalPadding": 4, "badgeCornerRadius": 4,
             "badgeLabelSuffix": "em-space", "lineHeightMultiple": 1.2, "titleColor": "#222222",
             "maximumTitleLength": 100}
    catalog = [{"id": i, "label": label, "background": "#FAE0E4", "foreground": "#E84D65"}
               for label, i in CATEGORIES.items()]
    seeds = [json.dumps(style).encode(), json.dumps(catalog, ensure_ascii=False).encode(),
             b"\xef\xbb\xbf" + json.dumps(style, indent=2).encode(),
             b'{"titleSize": 20, "titleSize": 30}', b'{"titelSize": 30}',
             b'[{"id": 1, "label": "a", "label": "b", "background": "#000", "foreground": "#fff"}]',
             b'[{"id": 1e400, "label": "\\u001b[2J", "background": "red", "colour": 1}]',
             b'{"titleSize": 1e400, "maximumTitleLength": 1.5, "badgeFont": "/no/such.ttf"}',
             b"[" + b"{}," * 50 + b"{}]", b"", b"   ", b"\xef\xbb\xbf"]
    return seeds


def font_seed(root):
    source = os.path.join(root, "Fonts/NanumGothicBold.ttf")
    try:
        from fontTools import subset
        from io import BytesIO
        options = subset.Options()
        options.layout_features = ["kern"]
        options.legacy_kern = True
        options.hinting = False
        options.notdef_outline = True
        font = subset.load_font(source, options)
        subsetter = subset.Subsetter(options)
        subsetter.populate(text="AVTWYavy .,!?…가나다라마바사요즘인기템플스테이체험하기《》“”()0123456789")
        subsetter.subset(font)
        buffer = BytesIO()
        font.save(buffer)
        return buffer.getvalue()
    except ImportError:
        for path in ["/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", source]:
            if os.path.exists(path):
                with open(path, "rb") as f:
                    return f.read(65536)
        sys.exit("no font to seed from")


if __name__ == "__main__":
    main()
