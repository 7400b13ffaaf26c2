#!/usr/bin/env python3
"""Writes the benchmark's stream of distinct titles (Tests/Bench/stream-titles.txt), and turns it
into benchmark cases.

    python3 scripts/make-stream-titles.py                 # rewrites Tests/Bench/stream-titles.txt
    python3 scripts/make-stream-titles.py --cases OUT     # the stream as corpus cases (JSONL)

The titles are cut from real Korean prose: the Korean translations (`ko` gettext catalogs) that
Debian 12 packages ship, read with Python's own `gettext` reader. Each translated message is
cleaned (format directives, markup, mnemonics and option names removed, white space collapsed),
the messages are joined into one stream of words per package, and titles are cut from it as
runs of 2 to 11 words (at most 80 characters), so that words recur across titles as they do in a server's traffic while
no title does: every title is distinct (a set), and none is in the repo's corpora. The output is
deterministic for a given set of catalogs (a seeded generator; the catalogs in `PACKAGES` order).

`--cases OUT` writes each title of the stream file as a case of the Chromium corpus format
(`Tests/Corpus/cases.jsonl`), which title-bench, `title-bench --print-requests` (the batch CLI's
request lines) and the Pango peer all read: a built-in badge, a width of 200 to 414 px, one to
three lines or none, keep-all or normal, indent or spaces mode, as the vendored corpus mixes
them, drawn by a generator seeded with the title's line number.
"""
import argparse
import gettext
import json
import random
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
STREAM = ROOT / "Tests/Bench/stream-titles.txt"
CATALOGS = Path("/usr/share/locale/ko/LC_MESSAGES")
# (catalog, the Debian 12 package that ships it): packages a Debian 12 machine with the Swift
# toolchain and this project's build dependencies has.
PACKAGES = [
    ("coreutils.mo", "coreutils"),
    ("git.mo", "git"),
    ("bash.mo", "bash"),
    ("libc.mo", "libc-l10n"),
    ("gettext-tools.mo", "gettext"),
    ("glib20.mo", "libglib2.0-data"),
    ("gtk30-properties.mo", "libgtk-3-common"),
    ("gtk30.mo", "libgtk-3-common"),
    ("procps-ng.mo", "procps"),
    ("wget.mo", "wget"),
    ("dpkg.mo", "dpkg"),
    ("tar.mo", "tar"),
    ("make.mo", "make"),
    ("xz.mo", "xz-utils"),
    ("apt.mo", "apt"),
    ("shadow.mo", "login"),
    ("findutils.mo", "findutils"),
    ("grep.mo", "grep"),
    ("sed.mo", "sed"),
]
TITLES = 24_000
BADGES = ["취미", "IT", "건강", "여행", "요리", "음악", "반려동물", "경제", "생활"]

HANGUL = re.compile("[\uac00-\ud7a3]")
DIRECTIVE = re.compile(r"%(\d+\$)?[-+ #0']*(\*|\d+)?(\.(\*|\d+))?(hh|h|ll|l|L|q|j|z|t)?[a-zA-Z%]")
BRACED = re.compile(r"\{[^{}]*\}|<[^<>]*>|`[^`]*`|'[^']*'|\"[^\"]*\"|\([^()]*[a-zA-Z_=/-][^()]*\)")
OPTION = re.compile(r"(^|\s)(--?[a-zA-Z][\w-]*(=\S*)?|[A-Z_]{2,}=?\S*|\S*[/\\=]\S*)")
MNEMONIC = re.compile(r"_(?=\w)|&(?=\w)|\(_?[A-Z]\)")
# A word kept: letters or digits (Hangul, Latin), at most one closing mark of prose after them,
# or a Korean particle pair such as "이(가)"; no quotes, brackets, dashes or other code leftovers.
WORD = re.compile(r"[\uac00-\ud7a3A-Za-z0-9]+(\([\uac00-\ud7a3]\))?[.,!?]?")


def messages(path):
    """The Hangul-bearing translations of one catalog, in the catalog's message order."""
    with open(path, "rb") as file:
        catalog = gettext.GNUTranslations(file)._catalog
    for key in sorted(catalog, key=lambda k: str(k)):
        value = catalog[key]
        if key and isinstance(value, str) and HANGUL.search(value):
            yield value


def cleaned(message):
    """A message as prose: no directives, markup, option names or mnemonics; one line."""
    text = DIRECTIVE.sub(" ", message)
    text = BRACED.sub(" ", text)
    text = OPTION.sub(" ", text)
    text = MNEMONIC.sub("", text)
    text = re.sub(r"[\t\n\r\\|*#$^~@]+", " ", text)
    text = re.sub(r"\s+", " ", text).strip(" :;,.-")
    return text


def words():
    """The words of every catalog's cleaned messages, catalog by catalog."""
    for name, _ in PACKAGES:
        path = CATALOGS / name
        if not path.exists():
            print(f"make-stream-titles: {path} is not installed; skipped", file=sys.stderr)
            continue
        for message in messages(path):
            for word in cleaned(message).split(" "):
                if WORD.fullmatch(word):
                    yield word


def make_stream():
    stream = list(words())
    random_ = random.Random(20_240_935)
    titles = []
    seen = set()
    corpus = set()
    for path in (ROOT / "Tests/Corpus").glob("*.jsonl"):
        for line in path.open(encoding="utf-8"):
            title = json.loads(line).get("title")
            if isinstance(title, str):
                corpus.add(title)
    position = 0
    while len(titles) < TITLES:
        count = random_.choice([2, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6, 7, 8, 9, 11])
        if position + count > len(stream):
            position = random_.randrange(0, 64)
        title = " ".join(stream[position : position + count])
        position += max(1, count // 2 + random_.randrange(0, count))
        if not HANGUL.search(title) or len(title) < 6 or len(title) > 80:
            continue
        if title in seen or title in corpus:
            continue
        seen.add(title)
        titles.append(title)
    STREAM.write_text("\n".join(titles) + "\n", encoding="utf-8")
    print(f"{len(titles)} titles from {len(stream)} words -> {STREAM.relative_to(ROOT)}")


def write_cases(out):
    titles = STREAM.read_text(encoding="utf-8").splitlines()
    with open(out, "w", encoding="utf-8") as file:
        for number, title in enumerate(titles, 1):
            draw = random.Random(number)
            case = {
                "id": f"s{number:05d}",
                "badge": draw.choice(BADGES),
                "title": title,
                "width": draw.choice([200, 240, 280, 320, 343, 360, 375, 390, 414]),
                "lines": draw.choice([1, 2, 2, 2, 3, 0]),
                "title_font": "fonts/NanumGothicBold.ttf",
                "title_size": 16,
                "badge_font": "fonts/NanumGothicBold.ttf",
                "badge_size": 12,
                "badge_padding": 5,
                "word_break": draw.choice(["keep-all", "keep-all", "normal"]),
                "mode": draw.choice(["indent", "indent", "indent", "spaces"]),
            }
            file.write(json.dumps(case, ensure_ascii=False) + "\n")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cases", metavar="OUT", help="write the stream as corpus cases to OUT")
    arguments = parser.parse_args()
    if arguments.cases:
        write_cases(arguments.cases)
    else:
        make_stream()


if __name__ == "__main__":
    main()
