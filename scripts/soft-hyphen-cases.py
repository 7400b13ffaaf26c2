#!/usr/bin/env python3
"""Oracle cases for soft hyphens and invisible characters.

Writes two case files under Tests/Corpus from the public corpus (Tests/Corpus/cases.jsonl):

* soft-hyphen-cases.jsonl: public titles with U+00AD inserted at a syllable boundary inside
  every Hangul word of three or more syllables (never before a word's last syllable), keep-all,
  indent and spaces mode, at widths from 120 to 375 px in 17.25 px steps, so that some breaks
  fall at a soft hyphen and some do not.
* soft-hyphen-ungraphic-cases.jsonl: the first 40 titles of those in UnGraphic, which has no
  U+2010 (Chromium then draws "-").
* soft-hyphen-noto-cases.jsonl: the indent-mode ones of those in Noto Sans CJK KR (a face shaped
  with its layout tables), and eight controls inside a Hangul word in it; white-space: pre-wrap.
* invisible-cases.jsonl: public titles with one invisible character (default-ignorables, C0/C1
  controls, U+FEFF) put inside their longest word, both word breaks, at five widths.

Then runs both through the Chromium oracle (--oracle, default ../shared/oracle/chromium_oracle.py)
into soft-hyphen-chromium.jsonl and invisible-chromium.jsonl, vendored as Chromium answered.

Usage: scripts/soft-hyphen-cases.py [--no-oracle]
"""
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(ROOT, "Tests", "Corpus")
ORACLE = os.path.join(os.path.dirname(ROOT), "shared", "oracle", "chromium_oracle.py")
SHY = "\u00ad"
INVISIBLES = [0x200B, 0x200C, 0x200D, 0x200E, 0x200F, 0x2060, 0xFEFF, 0x034F, 0x180E, 0xFE0F,
              0x061C, 0x2066, 0x2069, 0x202A, 0x202E, 0x2061, 0x3164, 0x115F, 0xFFA0,
              0x0001, 0x0007, 0x000B, 0x000C, 0x001B, 0x001F, 0x007F, 0x0080, 0x0085, 0x009F,
              0xFFFC]


def is_hangul(ch):
    return 0xAC00 <= ord(ch) <= 0xD7A3


def with_soft_hyphens(title):
    """U+00AD after the middle syllable of every Hangul run of 3+ syllables (never before its
    last syllable, so a line can end in "<SHY><syllable>" only where Chromium broke at it)."""
    out, run = [], []
    def flush():
        if len(run) >= 3:
            cut = max(1, min(len(run) - 2, len(run) // 2)) if len(run) > 3 else 1
            out.append("".join(run[:cut]) + SHY + "".join(run[cut:]))
        else:
            out.append("".join(run))
        run.clear()
    for ch in title:
        if is_hangul(ch):
            run.append(ch)
        else:
            flush()
            out.append(ch)
    flush()
    return "".join(out)


def with_invisible(title, ch):
    """`ch` inside the title's longest word (after its first half)."""
    words = title.split(" ")
    i = max(range(len(words)), key=lambda k: len(words[k]))
    w = words[i]
    cut = max(1, len(w) // 2)
    words[i] = w[:cut] + ch + w[cut:]
    return " ".join(words)


def main():
    cases = [dict(json.loads(l), title_font="Fonts/NanumGothicBold.ttf",
                  badge_font="Fonts/NanumGothicBold.ttf")
             for l in open(os.path.join(CORPUS, "cases.jsonl"), encoding="utf-8")]
    shy = []
    for c in cases[:120]:
        title = with_soft_hyphens(c["title"])
        if SHY not in title:
            continue
        for k, width in enumerate([120 + 17.25 * n for n in range(15)]):
            if (k + len(shy)) % 3:
                continue  # a third of the widths per title, spread over the sweep
            d = dict(c, id=f"shy-{c['id']}-{k}", title=title, width=width, lines=0,
                     word_break="keep-all")
            shy.append(d)
    # Hand-made edges, keep-all (so a line can end in "<SHY><syllable>" only by the oracle's
    # artifact): the paragraph's end, trailing and leading spaces, a hard break, two soft hyphens,
    # an emergency break whose hyphenated word does not fit, Latin.
    edge = dict(cases[0], badge="IT", lines=0, word_break="keep-all")
    for k, (title, width, mode) in enumerate([
            ("가나다라" + SHY, 300, "indent"), ("가나다라" + SHY, 70, "indent"),
            ("가나 다라" + SHY + " ", 300, "spaces"), ("가나다" + SHY + "\n라마", 300, "spaces"),
            ("가나다" + SHY + " 라마바사아자", 100, "indent"),
            ("가나다 " + SHY + "라마바사아자", 100, "indent"),
            ("가나다" + SHY + SHY + "라마바사아자", 100, "indent"),
            ("가 나다" + SHY + SHY + "라마", 52.2, "indent"),
            ("가 나다라" + SHY + "마바사", 50, "indent"), ("가 나다라" + SHY + "마바사", 47, "indent"),
            ("가 나다라" + SHY + "마바사", 52.2, "indent"),
            ("가 나다라" + SHY + "마바사", 52.1, "indent"),
            ("가나다" + SHY + "라마바사아자", 62, "indent"),
            ("가나다" + SHY + "라마바사아자", 100, "spaces"),
            ("hyphen" + SHY + "ation is" + SHY + "nice", 70, "indent"),
            ("ab cdef" + SHY + "ghij", 60, "spaces"),
            # "가나" is 30.08 px and U+2010 7.008 px: snapped apart they need 2375/64 px, snapped
            # together 2374/64, so a line of 2373/64 px (+ Blink's 1/64) tells which.
            ("가나" + SHY + "다라마", 2373 / 64, "indent"), ("가나" + SHY + "다라마", 2374 / 64, "indent")]):
        shy.append(dict(edge, id=f"shy-edge-{k}", title=title, width=width, mode=mode))
    # A title font without U+2010 (UnGraphic, fonts-unfonts-core): Blink's HyphenString falls
    # back to "-" in that font (220 units, 3.52 px), not to U+2010 from a fallback face.
    ungraphic = "/usr/share/fonts/truetype/unfonts-core/UnGraphic.ttf"
    shy_font = [dict(d, id=d["id"].replace("shy-", "shy-ungraphic-"), title_font=ungraphic)
                for d in shy if not d["id"].startswith("shy-edge") and int(d["id"].split("-")[1][1:]) <= 40]
    # A face shaped with its layout tables: Noto Sans CJK KR (face 1 of the collection), indent
    # mode, and the invisible controls in it.
    noto = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
    shy_noto = [dict(d, id=d["id"].replace("shy-", "shy-noto-"), title_font=noto,
                     title_font_index=1)
                for d in shy_font if d["mode"] == "indent"]
    for cp in (0x00AD, 0x000B, 0x000C, 0x0085, 0x007F, 0x0001, 0x200B, 0x2060):
        for width in (100, 150, 300):
            for wb in ("keep-all", "normal"):
                shy_noto.append(dict(cases[0], id=f"shy-noto-ctl-{cp:04x}-{width}-{wb}",
                                     title="가나다" + chr(cp) + "라마바사아자", width=width,
                                     lines=0, word_break=wb, mode="indent", title_font=noto,
                                     title_font_index=1))
    inv = []
    for n, cp in enumerate(INVISIBLES):
        for j, c in enumerate(cases[n * 3:n * 3 + 3]):
            title = with_invisible(c["title"], chr(cp))
            for width in (90, 150, 200.5, 260, 375):
                for wb in ("keep-all", "normal"):
                    inv.append(dict(c, id=f"inv-{cp:04x}-{c['id']}-{width}-{wb}", title=title,
                                    width=width, lines=0, word_break=wb))
    for name, items in (("soft-hyphen-cases.jsonl", shy), ("invisible-cases.jsonl", inv),
                        ("soft-hyphen-ungraphic-cases.jsonl", shy_font),
                        ("soft-hyphen-noto-cases.jsonl", shy_noto)):
        with open(os.path.join(CORPUS, name), "w", encoding="utf-8") as f:
            for d in items:
                f.write(json.dumps(d, ensure_ascii=False) + "\n")
        print(f"{name}: {len(items)} cases")
    if "--no-oracle" in sys.argv:
        return
    # The Noto corpus is laid out with white-space: pre-wrap (the multi-font corpus's mode).
    for cases_name, out_name, extra in (
            ("soft-hyphen-cases.jsonl", "soft-hyphen-chromium.jsonl", []),
            ("invisible-cases.jsonl", "invisible-chromium.jsonl", []),
            ("soft-hyphen-ungraphic-cases.jsonl", "soft-hyphen-ungraphic-chromium.jsonl", []),
            ("soft-hyphen-noto-cases.jsonl", "soft-hyphen-noto-chromium.jsonl",
             ["--indent-white-space", "pre-wrap"])):
        subprocess.run([sys.executable, ORACLE, os.path.join(CORPUS, cases_name), "-o",
                        os.path.join(CORPUS, out_name), "--font-root", ROOT] + extra, check=True)


if __name__ == "__main__":
    main()
