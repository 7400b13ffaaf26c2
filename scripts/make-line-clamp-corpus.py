#!/usr/bin/env python3
"""Oracle cases for truncation as `-webkit-line-clamp` draws it (`Truncation.lineClamp`), and
Chromium's answers for them.

Writes Tests/Corpus/line-clamp-cases.jsonl (the corpus case format of Tests/Corpus/README.md,
with `lang`, `title_font_index`, `text_wrap` and `letter_spacing` where a case has them), then
lays every case out with ../shared/oracle/clamp_oracle.py (`-webkit-line-clamp: N`) and keeps,
for each case that needs truncation, the fields the test reads: with `white-space: pre-wrap` in
both modes in Tests/Corpus/line-clamp-chromium.jsonl, and the indent-mode cases again with
`white-space: normal` (white space collapsing) in line-clamp-collapse-chromium.jsonl. The
groups, each seeded:

  pub    the public Korean corpus (cases.jsonl) as it is: its cases with a line limit
  ko     its titles in NanumGothic Bold (14-17.5 px), both padding modes and word breaks,
         numberOfLines 1-3, at widths where the title needs 1-3 lines more than allowed
  ko-cjk the same titles in Noto Sans CJK KR
  en     English and mixed titles (Tests/Corpus/multifont_titles.py) in Inter, lang en
  ja     Japanese titles (multifont_titles.py) in Noto Sans CJK JP, lang ja
  sp     Korean and English titles whose spaces are runs of 2 to 4 (kept under pre-wrap: a
         clamped line may keep its trailing spaces before the "...")
  badge  titles whose first word is too wide to sit beside the badge, so the first line holds
         the badge (or spaces mode's padding) alone
  tw     text-wrap balance and pretty
  ls     letter-spacing of -0.5 to 2 px
  nl     hard line breaks (after spaces too)

Widths come from each title's one-line width as the built `title-preview` measures it (an
estimate: the oracle decides the lines). Both it and Chromium run with the tests' pinned font
configuration (FONTCONFIG_FILE=Tests/PinnedFontEnvironment/fonts.conf), so fallback faces
(emoji) are the ones the tests see.

Usage: scripts/make-line-clamp-corpus.py [--no-oracle] [--preview PATH]
"""
import argparse
import json
import os
import random
import subprocess
import sys

sys.dont_write_bytecode = True  # importing multifont_titles leaves no __pycache__ in the tree

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(ROOT, "Tests", "Corpus")
sys.path.insert(0, CORPUS)
import multifont_titles  # noqa: E402

ORACLE = os.path.join(os.path.dirname(ROOT), "shared", "oracle", "clamp_oracle.py")
PINNED_FONTS = os.path.join(ROOT, "Tests", "PinnedFontEnvironment", "fonts.conf")
NANUM = ("Fonts/NanumGothicBold.ttf", None)
NOTO_CJK = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
NOTO_KR = (NOTO_CJK, 1)
NOTO_JP = (NOTO_CJK, 0)
INTER = ("/usr/share/fonts/opentype/inter/Inter-Regular.otf", None)
BADGES = ["취미", "IT", "건강", "재테크", "여행", "요리", "반려동물", "K-POP", "건강 관리"]
# the oracle's answer fields the test reads (its diagnostics are dropped to keep the file small)
KEPT = ("id", "mode", "lines", "white_space", "unclamped_lines", "line_starts", "last_text",
        "start", "end", "cut", "ellipsis", "ellipsis_width", "badge_width", "n_spaces")


def read(path):
    with open(path, encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def write(path, rows):
    with open(path, "w", encoding="utf-8") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")


def case(cid, title, font, lang, rng, **fields):
    row = {"id": cid, "badge": fields.pop("badge", rng.choice(BADGES)), "title": title,
           "width": 0, "lines": 2, "title_font": font[0],
           "title_size": fields.pop("title_size", 16),
           "badge_font": NANUM[0], "badge_size": 12, "badge_padding": 5,
           "word_break": rng.choice(["keep-all", "normal"]),
           "mode": rng.choice(["indent", "spaces"]), "lang": lang}
    if font[1] is not None:
        row["title_font_index"] = font[1]
    row.update(fields)
    return row


def one_line_widths(preview, cases):
    """Each case's title width on one unbounded line in its own font, from the library (the
    widest paragraph when the title has hard breaks)."""
    groups = {}
    for n, c in enumerate(cases):
        groups.setdefault((c["title_font"], c.get("title_font_index", 0)), []).append(n)
    widths = {}
    style_path = os.path.join("/tmp", f"line-clamp-style-{os.getpid()}.json")
    for (path, index), members in groups.items():
        path = path if os.path.isabs(path) else os.path.join(ROOT, path)
        with open(style_path, "w", encoding="utf-8") as f:
            json.dump({"titleFont": {"path": path, "index": index} if index else path}, f)
        requests = "".join(
            json.dumps({"id": n, "category": 1, "title": cases[n]["title"], "width": 100000,
                        "numberOfLines": 0, "padding": "spaces",
                        "titleSize": cases[n]["title_size"],
                        "letterSpacing": cases[n].get("letter_spacing", 0),
                        "lang": cases[n].get("lang", "ko")}, ensure_ascii=False) + "\n"
            for n in members)
        out = subprocess.run([preview, "--jsonl", "-", "--style", style_path],
                             input=requests.encode(), capture_output=True).stdout.decode()
        for line in out.splitlines():
            row = json.loads(line)
            widths[row["id"]] = max([l["width"] for l in row.get("lines", [])] or [200.0])
    os.remove(style_path)
    return [widths.get(n, 200.0) for n in range(len(cases))]


def place_width(c, total, rng):
    """A width at which the case's title (`total` px on one line) needs 1-3 more lines than
    `lines`, a whole number of pixels from 90 to 420 (clamp_oracle.py screenshots whole pixel
    columns)."""
    target = c["lines"] + rng.randint(1, 3)
    width = (total + 30) / (target - 0.4)
    return int(round(max(90.0, min(420.0, width))))


def spaced(title, rng):
    """`title` with some of its spaces made runs of 2 to 4."""
    return "".join(ch * rng.randint(2, 4) if ch == " " and rng.random() < 0.6 else ch
                   for ch in title)


def make_cases(preview):
    public = read(os.path.join(CORPUS, "cases.jsonl"))
    korean, seen = [], set()
    for c in public:
        if c["title"] not in seen and "\n" not in c["title"]:
            seen.add(c["title"])
            korean.append(c)
    english, japanese = multifont_titles.ENGLISH, multifont_titles.JAPANESE
    rng = random.Random(37)
    cases = []
    # pub: the public corpus unchanged (font paths from the checkout)
    for c in public:
        row = dict(c, title_font=c["title_font"].replace("fonts/", "Fonts/"),
                   badge_font=c["badge_font"].replace("fonts/", "Fonts/"))
        cases.append(row)
    placed = []   # cases whose width is placed from the title's one-line width

    def add(c):
        placed.append(c)

    for n, k in enumerate(korean):
        add(case(f"ko{n:03d}", k["title"], NANUM, "ko", rng, badge=k["badge"],
                 title_size=rng.choice([16, 16, 16, 15, 14, 17.5]), lines=1 + n % 3))
    for n, k in enumerate(korean[:100]):
        add(case(f"kc{n:03d}", k["title"], NOTO_KR, "ko", rng, badge=k["badge"],
                 lines=1 + (n + 1) % 3))
    for n, title in enumerate(english):
        add(case(f"en{n:03d}", title, INTER, "en", rng, lines=1 + n % 3,
                 title_size=rng.choice([16, 15, 14])))
    for n, title in enumerate(japanese):
        add(case(f"ja{n:03d}", title, NOTO_JP, "ja", rng, lines=1 + n % 3,
                 word_break=rng.choice(["normal", "normal", "keep-all"])))
    for n, k in enumerate(korean[:120]):
        add(case(f"sp{n:03d}", spaced(k["title"], rng), NANUM, "ko", rng, badge=k["badge"],
                 lines=1 + n % 3))
    for n, title in enumerate(english[:40]):
        add(case(f"se{n:03d}", spaced(title, rng), INTER, "en", rng, lines=1 + n % 3))
    for n, k in enumerate(korean[:90]):
        style = ["balance", "pretty"][n % 2]
        add(case(f"tw{n:03d}", k["title"], NANUM, "ko", rng, badge=k["badge"],
                 lines=1 + (n // 2) % 3, text_wrap=style))
    for n, title in enumerate(english[:30] + japanese[:30]):
        font, lang = (INTER, "en") if n < 30 else (NOTO_JP, "ja")
        add(case(f"tx{n:03d}", title, font, lang, rng, lines=2 + n % 2,
                 text_wrap=["balance", "pretty"][(n // 2) % 2]))
    for n, k in enumerate(korean[100:160]):
        add(case(f"ls{n:03d}", k["title"], NANUM, "ko", rng, badge=k["badge"], lines=1 + n % 3,
                 letter_spacing=[-0.5, 0.5, 1.0, 2.0][n % 4]))
    for n, k in enumerate(korean[160:200]):
        # (One hard break between words: the oracle cannot see a line of nothing but a hard
        # break, whose "\n" has no rect.)
        words = k["title"].strip().split(" ")
        cut = max(1, len(words) // 2)
        sep = ["\n", "  \n", " \n", "\n"][n % 4]
        add(case(f"nl{n:03d}", " ".join(words[:cut]) + sep + " ".join(words[cut:]), NANUM,
                 "ko", rng, badge=k["badge"], lines=1 + n % 2))
    widths = one_line_widths(preview, placed)
    for c, total in zip(placed, widths):
        c["width"] = place_width(c, total, rng)
        cases.append(c)
    # badge: a first word too wide to sit beside the badge or its padding
    firsts = ["https://www.debian.org/social_contract#guidelines", "/usr/local/share/fonts/",
              "Supercalifragilisticexpialidocious", "반려동물동반가능한숙소추천목록",
              "ThisIsAVeryLongCamelCaseIdentifier", "東京駅から新大阪駅までの新幹線"]
    rests = ["에서 자주 묻는 질문을 정리했습니다 오늘의 소식", "is the word of the day, again and again",
             "のおすすめ情報をまとめました。週末の旅行に"]
    badge_cases = []
    for n in range(120):
        first = firsts[n % len(firsts)]
        rest = rests[(n // len(firsts)) % len(rests)]
        font, lang = [(NANUM, "ko"), (INTER, "en"), (NOTO_JP, "ja")][n % 3]
        if lang == "ja" and not any("\u3040" <= ch <= "\u9fff" for ch in first + rest):
            lang = "ko"
        badge_cases.append(case(f"bd{n:03d}", first + " " + rest, font, lang, rng,
                                lines=1 + n % 3, first_word=first))
    firsts_width = one_line_widths(
        preview, [dict(c, title=c.pop("first_word")) for c in badge_cases])
    for c, first in zip(badge_cases, firsts_width):
        c["width"] = int(round(first + rng.choice([0.5, 2, 4, 6])))
        cases.append(c)
    return cases


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--no-oracle", action="store_true")
    ap.add_argument("--preview", default=os.path.join(ROOT, ".build", "release", "title-preview"))
    a = ap.parse_args()
    os.environ["FONTCONFIG_FILE"] = PINNED_FONTS   # inherited by title-preview and Chromium
    cases = make_cases(a.preview)
    path = os.path.join(CORPUS, "line-clamp-cases.jsonl")
    write(path, cases)
    print(f"{len(cases)} cases -> {path}")
    if a.no_oracle:
        return
    # clamp_oracle.py loads a font file whole: a collection's face goes to it as a file of its
    # own, made as chromium_oracle.py makes one (every table copied by fontTools).
    sys.path.insert(0, os.path.dirname(ORACLE))
    from chromium_oracle import collection_face
    oracle_cases = os.path.join("/tmp", f"line-clamp-cases-{os.getpid()}.jsonl")
    write(oracle_cases, [
        dict(c, title_font=collection_face(c["title_font"], c["title_font_index"]))
        if "title_font_index" in c else c for c in cases])
    for white_space, name in [("pre-wrap", "line-clamp-chromium.jsonl"),
                              ("normal", "line-clamp-collapse-chromium.jsonl")]:
        raw = os.path.join("/tmp", f"line-clamp-oracle-{os.getpid()}.jsonl")
        subprocess.run([sys.executable, ORACLE, oracle_cases, "-o", raw, "--font-root", ROOT,
                        "--indent-white-space", white_space])
        rows = read(raw)
        os.remove(raw)
        errors = [r["id"] for r in rows if "error" in r]
        if errors:
            sys.exit(f"clamp_oracle.py could not lay out {len(errors)} cases: {errors[:10]}")
        # A case whose screenshot fails the oracle's pixel check (or shows an anomaly) is left
        # out: the corpus holds what Chromium was seen to draw.
        unseen = [r["id"] for r in rows if not r["pixel_ok"] or r.get("anomalies")]
        answers = [{k: r[k] for k in KEPT if k in r} for r in rows
                   if r["pixel_ok"] and not r.get("anomalies")
                   and (white_space == "pre-wrap" or r["mode"] == "indent")]
        out = os.path.join(CORPUS, name)
        write(out, answers)
        print(f"{len(answers)} truncated layouts -> {out}; left out (pixel check): {unseen}")
    os.remove(oracle_cases)


if __name__ == "__main__":
    main()
