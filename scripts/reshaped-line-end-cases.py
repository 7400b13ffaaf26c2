#!/usr/bin/env python3
"""Make the reshaped-line-end corpus: lines that end where HarfBuzz marks a break unsafe (a kerned
pair, a contextual ligature) at widths built to be a line's exact fit, with Chromium's lines.

Blink measures such a line end twice (ShapingLineBreaker::ShapeLine): the break must lie within
the room in the paragraph's cached positions (layout units rounded up from the run's pen
positions, kerned with what follows), and the line end, reshaped alone from the last safe
boundary, must fit in the room left after that boundary's cached position. Both only differ from
one rounded width at a fit to the last 1/64 px, so the widths are built from Chromium's own
lines: a sweep of every title at widths 100-400 px in 0.75 px steps gives each line's width, and
the corpus holds each first line at badge + width - d and each middle line at width - d, for d =
0, 1/64 and 2/64 px.

Titles: 12 Japanese (kana with Noto Sans CJK's kern pairs, lang ja) and 12 English (Inter's
kerning and `calt` arrows; and the same in Noto Sans CJK KR), written for this corpus.

Usage: scripts/reshaped-line-end-cases.py [--oracle ../shared/oracle/chromium_oracle.py]
                                          [--work /tmp/reshaped-end]
Writes Tests/Corpus/reshaped-end-cases.jsonl and Tests/Corpus/reshaped-end-chromium.jsonl.
"""
import argparse
import json
import os
import subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
JAPANESE = [
    "ちょっとした工夫で部屋が広く見える", "キャリアの相談はだれにすればいい？",
    "きょうのばんごはんはなににしようかな", "はじめてのキャンプでそろえるべきもの",
    "ゆっくりねむれるまくらのえらびかた", "これからはじめるプログラミング入門",
    "あたらしいスマートフォンをえらぶコツ", "となりのねこがまいにちあそびにくる",
    "やさしいにほんごでかくメールのれい", "ふゆのあいだにやっておきたいこと",
    "だれでもできるかんたんなストレッチ", "えきまえのパンやさんがおいしい",
]
ENGLISH = [
    "AVATAR Tuesday: To Wave or not to Wave", "ld: cannot find -lfoo when linking",
    "Your pet's first vet visit -> a checklist", "Typography AWAY from the Yard",
    "WAVE VAT Toyota LTA PA", "Try -Wall -Werror, then fix it",
    "Tokyo, Vienna, Warsaw: a travel plan", "The quick brown fox jumps over the lazy dog",
    "AT&T, P.A.W., T.V. and Y.W.C.A.", "\"Quoted\" text -- and dashes - too",
    "Fly Away To Yellow Valleys", "LT-VA WA-TO AY-YA",
]
NOTO = ("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", 1)
INTER = ("/usr/share/fonts/opentype/inter/Inter-Regular.otf", None)
GROUPS = [("noto", NOTO, JAPANESE, "ja"), ("inter", INTER, ENGLISH, "en"), ("noto", NOTO, ENGLISH, "en")]


def case(name, font, t_index, title, lang, width):
    path, index = font
    c = {"id": f"{name}-{lang}-{t_index}@{width}", "badge": "요리", "title": title, "width": width,
         "lines": 0, "title_font": path, "title_size": 16, "badge_font": "Fonts/NanumGothicBold.ttf",
         "badge_size": 12, "badge_padding": 5, "word_break": "normal", "mode": "indent", "lang": lang}
    if index is not None:
        c["title_font_index"] = index
    return c


def run_oracle(oracle, cases, work, name):
    path = os.path.join(work, name + "-cases.jsonl")
    out = os.path.join(work, name + "-chromium.jsonl")
    with open(path, "w", encoding="utf-8") as f:
        for c in cases:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    subprocess.run(["python3", oracle, path, "-o", out, "--font-root", ROOT,
                    "--indent-white-space", "pre-wrap", "--batch", "400"], check=True)
    answers = {}
    for line in open(out, encoding="utf-8"):
        o = json.loads(line)
        if "error" in o:
            raise SystemExit(f"{o['id']}: oracle error {o['error']}")
        answers[o["id"]] = o
    return answers


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--oracle", default=os.path.join(ROOT, "..", "shared", "oracle", "chromium_oracle.py"))
    parser.add_argument("--work", default="/tmp/reshaped-end")
    args = parser.parse_args()
    os.makedirs(args.work, exist_ok=True)
    sweep = [case(name, font, i, title, lang, w4 / 4)
             for name, font, titles, lang in GROUPS for i, title in enumerate(titles)
             for w4 in range(400, 1601, 3)]
    seen = run_oracle(args.oracle, sweep, args.work, "sweep")
    fits, keys = [], set()
    for c in sweep:
        o = seen[c["id"]]
        widths = o["line_widths"]
        bases = ([o["badge_width"] + widths[0]] if widths else []) + widths[1:-1]
        for base in bases:
            for d in (2, 1, 0):
                width = base - d / 64
                key = (c["title_font"], c["lang"], c["title"], width)
                if width < 60 or key in keys:
                    continue
                keys.add(key)
                prefix = c["id"].split("@")[0]
                fits.append(dict(c, width=width, id=f"{prefix}@{width}"))
    answers = run_oracle(args.oracle, fits, args.work, "fits")
    corpus = os.path.join(ROOT, "Tests", "Corpus")
    with open(os.path.join(corpus, "reshaped-end-cases.jsonl"), "w", encoding="utf-8") as f:
        for c in fits:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    with open(os.path.join(corpus, "reshaped-end-chromium.jsonl"), "w", encoding="utf-8") as f:
        for c in fits:
            o = answers[c["id"]]
            f.write(json.dumps({"id": o["id"], "lines": o["lines"], "line_widths": o["line_widths"]},
                               ensure_ascii=False) + "\n")
    print(f"reshaped-end: {len(fits)} cases")


if __name__ == "__main__":
    main()
