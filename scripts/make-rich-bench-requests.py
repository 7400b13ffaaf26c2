#!/usr/bin/env python3
"""Batch request lines for timing rich titles against plain titles of the same text.

Reads batch request lines (`title-bench --print-requests`) and writes, into OUT_DIR:
  plain.jsonl  each title as "[공지] " + the title, one plain title (padding "indent");
  rich.jsonl   the same text in four text runs and a box, as `title-bench --rich` builds them:
               the prefix in run style "notice" (NanumGothic Regular), the words before the
               middle word, the middle word in run style "term" (13 px, highlighted), the words
               after it, then a 14 x 14 px box;
  style.json   the style both are composed with (the two run styles).
Each file holds the input COPIES times over (for timing N and 6N titles in one process).

    title-bench --print-requests > corpus.jsonl
    python3 scripts/make-rich-bench-requests.py corpus.jsonl OUT_DIR [COPIES]
"""
import json
import os
import sys

PREFIX = "[공지] "


def split(title):
    """The title around its middle word (at spaces), or around its middle two characters."""
    words = title.split(" ")
    if len(words) >= 3:
        middle = len(words) // 2
        return (" ".join(words[:middle]) + " ", words[middle], " " + " ".join(words[middle + 1:]))
    # Characters as Swift counts them differ from code points only for clusters the corpus lacks.
    lower = max(0, len(title) // 2 - 1)
    upper = min(len(title), lower + 2)
    return title[:lower], title[lower:upper], title[upper:]


def utf16_length(text):
    return len(text.encode("utf-16-le")) // 2


def main():
    source, out = sys.argv[1], sys.argv[2]
    copies = int(sys.argv[3]) if len(sys.argv) > 3 else 1
    os.makedirs(out, exist_ok=True)
    requests = [json.loads(line) for line in open(source, encoding="utf-8") if line.strip()]
    plain_lines, rich_lines = [], []
    for request in requests:
        request = dict(request, padding="indent")
        title = request.pop("title")
        plain_lines.append(json.dumps(dict(request, title=PREFIX + title), ensure_ascii=False))
        head, term, tail = split(title)
        start = utf16_length(PREFIX + head)
        rich = dict(
            request,
            runs=[
                {"text": PREFIX, "style": "notice"},
                {"text": head},
                {"text": term, "style": "term"},
                {"text": tail},
                {"box": {"width": 14, "height": 14, "name": "new"}},
            ],
            highlights=[{"start": start, "end": start + utf16_length(term)}],
        )
        rich_lines.append(json.dumps(rich, ensure_ascii=False))
    for name, lines in (("plain", plain_lines), ("rich", rich_lines)):
        with open(f"{out}/{name}.jsonl", "w", encoding="utf-8") as file:
            for _ in range(copies):
                file.write("\n".join(lines) + "\n")
    style = {
        "runStyles": {
            "notice": {"font": "NanumGothic"},
            "term": {"size": 13, "color": "#D03030"},
        }
    }
    with open(f"{out}/style.json", "w", encoding="utf-8") as file:
        json.dump(style, file)


if __name__ == "__main__":
    main()
