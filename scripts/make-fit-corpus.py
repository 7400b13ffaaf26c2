#!/usr/bin/env python3
"""Make the fit corpus: Chromium's lines for the three fit helpers (docs/fitting.md), laid out
by the oracle in the test suite's font environment (scripts/pinned-oracle.py), NanumGothic Bold
16 px title (the bundled face), 12 px badge, white-space pre-wrap in both modes.

- Title sizes (`fit-size-*`, 120 cells): public titles of 12-48 UTF-16 units at widths 120-343
  px, numberOfLines 1-3, both modes and word breaks, each laid out at every size of the grid 10,
  10.5, ..., 20 px. Chromium's answer is the largest size whose lines number at most
  numberOfLines.
- Shrink-wrap (`fit-wrap-*`, 60 titles, kept when untruncated at W): public titles at a width W,
  numberOfLines 0-3, each laid out at W, at the width title-preview's shrinkWrap chose (w) and
  at w - 1/64 px: Chromium has as many lines at w as at W and more at w - 1/64.
- Middle truncation (`fit-middle-*`, 100 titles, kept when cut): file names and public titles
  made of one-code-point graphemes, at widths 90-343 px, numberOfLines 1-3, each laid out as
  title-preview's "truncate": "middle" shows it (head + "…" + tail of k graphemes) and as every
  longer string of the rule (k + 1, ..., all but one grapheme), recomputed here from the rule:
  the tail keeps max(min(e, k), k // 2) graphemes, e the extension's length (the last "." and
  what follows, 2-9 graphemes, no white space, not at the start), the head the rest. 12 more
  titles (`fit-middle-rising-*`) are ones where title-preview finds a longer string of the rule
  that fits after a shorter one that does not, searched over 150 more titles; their shorter
  strings are laid out too.

Usage: scripts/make-fit-corpus.py [--work /tmp/fit-corpus] [--preview .build/debug/title-preview]
Writes Tests/Corpus/fit-helpers-cases.jsonl and Tests/Corpus/fit-helpers-chromium.jsonl (the
cases' records carry what title-preview chose: "fit" with "kind", "cell" and, for shrink-wrap,
the "width" chosen, for middle truncation the string "shown" and the "title" it was cut from).
"""
import argparse
import json
import os
import random
import subprocess
import unicodedata

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PINNED_ORACLE = os.path.join(ROOT, "scripts", "pinned-oracle.py")
PINNED = os.path.join(ROOT, "Tests", "PinnedFontEnvironment", "fonts.conf")
FONT = "Fonts/NanumGothicBold.ttf"
CATEGORIES = {"취미": 1, "IT": 2, "건강": 3, "재테크": 4, "여행": 5, "요리": 6}
SIZES = [10 + i * 0.5 for i in range(21)]
FILE_NAMES = [
    "report_2025_quarterly_summary_final_version.pdf", "IMG_20240611_183202_HDR.jpg",
    "2025년_4분기_매출_보고서_최종본_v3.xlsx", "회의록 2024-06-11 (수정본) 최종.hwp",
    "신입사원_온보딩_가이드_2025_개정판.pptx", "backup-2024-12-31-full-snapshot.tar.gz",
    "프로젝트_일정표_및_담당자_목록_공유용.csv", "Screenshot 2025-03-02 at 09.41.17.png",
    "계약서_스캔본_서명완료_원본보관용_사본.pdf", "meeting-notes-weekly-sync-team-alpha.md",
    "여름휴가_사진_모음_제주도_2024_가족여행.zip", "invoice_INV-00012345_customer_copy.pdf",
    "졸업논문_최종제출본_심사위원_의견반영.docx", "dataset_train_v2_cleaned_dedup_shuffled.jsonl",
    "설치_안내서_한국어판_2판_인쇄용_고해상도.pdf", "README_FIRST_before_installing_anything.txt",
]


def read(path):
    with open(path, encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def write(path, rows):
    with open(path, "w", encoding="utf-8") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")


def one_point_graphemes(text):
    """Whether every code point of `text` is a grapheme of its own (no marks, joiners, emoji)."""
    return all(unicodedata.category(ch) not in ("Mn", "Mc", "Me", "Cf", "Cc", "Cs")
               and ord(ch) < 0x1F000 and not 0x1100 <= ord(ch) <= 0x11FF for ch in text)


def extension_length(title):
    dot = title.rfind(".")
    if dot <= 0:
        return 0
    suffix = title[dot:]
    if not 2 <= len(suffix) <= 9 or any(ch.isspace() for ch in suffix):
        return 0
    return len(suffix)


def middle(title, kept):
    tail = max(min(extension_length(title), kept), kept // 2)
    head = kept - tail
    return title[:head] + "…" + title[len(title) - tail:]


def case(name, title, width, lines, mode, word_break, badge, size=16, **fit):
    return {"id": name, "badge": badge, "title": title, "width": width, "lines": lines,
            "title_font": FONT, "title_size": size, "badge_font": FONT, "badge_size": 12,
            "badge_padding": 5, "word_break": word_break, "mode": mode, "lang": "ko", "fit": fit}


def request(c, **keys):
    return dict({"id": c["id"], "category": CATEGORIES[c["badge"]], "title": c["title"],
                 "width": c["width"], "numberOfLines": c["lines"], "wordBreak": c["word_break"],
                 "padding": c["mode"], "whiteSpace": "preserve"}, **keys)


def preview(path, requests):
    env = dict(os.environ, FONTCONFIG_FILE=PINNED)
    text = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in requests)
    out = subprocess.run([path, "--jsonl", "-"], input=text.encode(), capture_output=True,
                         env=env, check=True).stdout.decode()
    return {row["id"]: row for row in map(json.loads, out.splitlines())}


def oracle(cases, work, name):
    path = os.path.join(work, name + "-cases.jsonl")
    out = os.path.join(work, name + "-chromium.jsonl")
    write(path, cases)
    subprocess.run(["python3", PINNED_ORACLE, path, "-o", out, "--indent-white-space",
                    "pre-wrap", "--batch", "400"], check=True)
    answers = {row["id"]: row for row in read(out)}
    for row in answers.values():
        if "error" in row:
            raise SystemExit(f"{row['id']}: oracle error {row['error']}")
    return answers


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--work", default="/tmp/fit-corpus")
    parser.add_argument("--preview", default=os.path.join(ROOT, ".build", "debug",
                                                          "title-preview"))
    args = parser.parse_args()
    os.makedirs(args.work, exist_ok=True)
    rng = random.Random(34)
    public = sorted({c["title"] for c in read(os.path.join(ROOT, "Tests", "Corpus", "cases.jsonl"))
                     if "\n" not in c["title"]})
    rng.shuffle(public)
    badges = sorted(CATEGORIES)
    cases = []
    short = [t for t in public if 12 <= len(t) <= 48]
    for n in range(120):
        width = rng.choice([120, 150, 180, 200, 240, 280, 343])
        base = case(f"fit-size-{n:02d}", short[n], width, 1 + n % 3,
                    "indent" if n % 2 == 0 else "spaces", "normal" if n % 4 < 2 else "keep-all",
                    rng.choice(badges), kind="size", cell=f"fit-size-{n:02d}")
        for size in SIZES:
            cases.append(dict(base, id=f"{base['id']}@{size:g}", title_size=size))

    wraps = []
    for n in range(60):
        title = public[48 + n]
        wraps.append(case(f"fit-wrap-{n:02d}", title, rng.choice([160, 200, 240, 280, 343, 375]),
                          n % 4, "indent" if n % 3 else "spaces",
                          "keep-all" if n % 2 else "normal", rng.choice(badges),
                          kind="wrap", cell=f"fit-wrap-{n:02d}"))
    chosen = preview(args.preview, [request(c, shrinkWrap=True) for c in wraps])
    for c in wraps:
        result = chosen[c["id"]]
        if result["truncated"]:
            continue
        w = result["fittedWidth"]
        c["fit"]["width"] = w
        for label, width in (("given", c["width"]), ("fitted", w), ("narrower", w - 1 / 64)):
            cases.append(dict(c, id=f"{c['id']}@{label}", width=width))

    plain_titles = [t for t in public[108:] if one_point_graphemes(t)]
    titles = FILE_NAMES + plain_titles[:100 - len(FILE_NAMES)]
    middles = []
    for n, title in enumerate(titles):
        assert one_point_graphemes(title), title
        middles.append(case(f"fit-middle-{n:02d}", title, rng.choice([90, 120, 150, 200, 240, 343]),
                            1 + n % 3, "indent" if n % 2 == 0 else "spaces",
                            "normal" if n % 4 < 2 else "keep-all", rng.choice(badges),
                            kind="middle", cell=f"fit-middle-{n:02d}"))
    # Cells where a longer string of the rule fits again after a shorter one did not, found with
    # title-preview over more titles: the truncation must look past them.
    probes = []
    pool = [t for t in public[208:] if one_point_graphemes(t)]
    for n, title in enumerate(pool[:150]):
        for width in (120, 200):
            probes.append(case(f"probe-{n}-{width}", title, width, 1 + n % 3,
                               "indent" if n % 2 == 0 else "spaces",
                               "keep-all" if n % 3 else "normal", badges[n % len(badges)]))
    strings = preview(args.preview, [
        request(dict(p, id=f"{p['id']}@{k}", title=middle(p["title"], k)))
        for p in probes for k in range(len(p["title"]))])
    rising = []
    for p in probes:
        fits = [not strings[f"{p['id']}@{k}"]["truncated"] for k in range(len(p["title"]))]
        if any(b and not a for a, b in zip(fits, fits[1:])):
            rising.append(p)
    for n, p in enumerate(rising[:12]):
        middles.append(dict(p, id=f"fit-middle-rising-{n:02d}",
                            fit={"kind": "middle", "cell": f"fit-middle-rising-{n:02d}"}))
    chosen = preview(args.preview, [request(c, truncate="middle") for c in middles])
    for c in middles:
        result = chosen[c["id"]]
        if "middleCut" not in result:
            continue
        title = c["title"]
        shown = result["title"]
        kept = len(shown) - 1
        if middle(title, kept) != shown:
            raise SystemExit(f"{c['id']}: {shown!r} is not the rule's string of {kept}")
        c["fit"]["shown"] = shown
        c["fit"]["title"] = title
        # Every longer string; and every shorter one in the cells found for their non-monotone
        # fit, to show Chromium has it too.
        counts = range(0 if "rising" in c["id"] else kept, len(title))
        for count in counts:
            cases.append(dict(c, id=f"{c['id']}@{count}", title=middle(title, count)))

    answers = oracle(cases, args.work, "fit")
    corpus = os.path.join(ROOT, "Tests", "Corpus")
    write(os.path.join(corpus, "fit-helpers-cases.jsonl"), cases)
    rows = []
    for c in cases:
        a = answers[c["id"]]
        row = {"id": a["id"], "lines": a["lines"], "line_widths": a["line_widths"],
               "badge_width": a["badge_width"]}
        if "n_spaces" in a:
            row["n_spaces"] = a["n_spaces"]
        rows.append(row)
    write(os.path.join(corpus, "fit-helpers-chromium.jsonl"), rows)
    kinds = {}
    for c in cases:
        kinds[c["fit"]["kind"]] = kinds.get(c["fit"]["kind"], 0) + 1
    print(f"fit corpus: {len(cases)} layouts {kinds}")


if __name__ == "__main__":
    main()
