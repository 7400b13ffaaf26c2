#!/usr/bin/env python3
"""Checks the compose goldens (Tests/Goldens/compose) against headless Chromium: each request's
line starts, truncation and line texts in `results.jsonl` against the lines Chromium draws for the
same title, badge, width and options, laid out by scripts/typography-oracle.py (the shared
oracle plus line-height, badge spacing and badge letter-spacing).

Usage: check-goldens-against-oracle.py [--oracle-dir ../shared/oracle] [--keep DIR]

A request is checked when the oracle can model all its keys and its fonts are Chromium's:
`--no-system-fonts` draws only the bundled NanumGothic Bold, so a request whose title has a
character that face lacks (counted in `missingGlyphs`) is reported as not checked. Error records
are not checked (Chromium has nothing to say about them). Rules, as score.py's:
- starts: UTF-16 offsets of Chromium's lines into the title (spaces mode: padding not counted),
  cut to numberOfLines, equal to the records' `start`s;
- truncated: Chromium needed more lines than numberOfLines exactly when the record says so;
- the soft-hyphen repair of SoftHyphenCorpus.swift is applied to Chromium's lines first;
- texts: every line Chromium drew whole (not the truncated last one) is the record's text once
  white space at its end is dropped (runs of white space are one space when they collapse), and
  a soft hyphen at a hyphenated line's end is the drawn hyphen (U+2010).
Exits 1 when a checked request disagrees; prints one verdict a request.
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GOLDENS = os.path.join(ROOT, "Tests/Goldens/compose")
LABELS = {1: "취미", 2: "IT", 3: "건강", 4: "재테크", 5: "여행", 6: "요리", 7: "반려동물",
          8: "K-POP", 9: "건강 관리"}
FONT = "Fonts/NanumGothicBold.ttf"


def oracle_case(request):
    size = request.get("titleSize", 16)
    case = {
        "id": request["id"], "badge": LABELS[request["category"]], "title": request["title"],
        "width": request["width"], "lines": request.get("numberOfLines", 2),
        "title_font": FONT, "title_size": size, "badge_font": FONT,
        "badge_size": request.get("badgeSize", 12), "badge_padding": 5,
        "word_break": request.get("wordBreak", "keep-all"),
        "mode": request.get("padding", "indent"), "lang": request.get("lang", "ko"),
    }
    if "textWrap" in request:
        case["text_wrap"] = request["textWrap"]
    if "letterSpacing" in request:
        case["letter_spacing"] = request["letterSpacing"]
    if "letterSpacingEm" in request:
        case["letter_spacing"] = request["letterSpacingEm"] * size
    for key, field in (("lineHeight", "line_height"), ("badgeSpacing", "badge_spacing"),
                       ("badgeLetterSpacing", "badge_letter_spacing")):
        if key in request:
            case[field] = request[key]
    return case


def drawn(text, collapses):
    if collapses:
        text = re.sub(r"[ \t\n\r]+", " ", text)
    text = text.rstrip(" \t\n\r")
    if text.endswith("\u00ad"):
        text = text[:-1] + "\u2010"
    return text


def repaired(lines):
    """The oracle's lines with the soft-hyphen repair of SoftHyphenCorpus.swift: at a hyphenated
    break the oracle reports the character after U+00AD at the end of the hyphenated line (its
    first client rect is there); it belongs to the next line."""
    lines, moved = list(lines), 0
    for index in range(len(lines) - 1):
        line = lines[index]
        if len(line) >= 2 and line[-2] == "\u00ad" and line[-1] != "\u00ad" and not line[-1].isspace():
            lines[index], lines[index + 1] = line[:-1], line[-1] + lines[index + 1]
            moved += 1
    return lines, moved


def verdict(request, record, answer):
    lines, moved = repaired(answer["lines"])
    answer = dict(answer, lines=lines)
    problems = []
    if moved != answer.get("anomalies", 0):
        problems.append(f"the repair moved {moved} graphemes, the oracle counted {answer.get('anomalies', 0)} anomalies")
    limit = request.get("numberOfLines", 2)
    padding = answer.get("n_spaces", 0) if request.get("padding") == "spaces" else 0
    starts, offset = [], 0
    for line in answer["lines"]:
        starts.append(max(0, offset - padding))
        offset += len(line.encode("utf-16-le")) // 2
    truncated = limit > 0 and len(starts) > limit
    kept = starts[:limit] if truncated else starts
    ours = [line["start"] for line in record["lines"]]
    if ours != kept:
        problems.append(f"starts: chromium {kept}, golden {ours}")
    if record["truncated"] != truncated:
        problems.append(f"truncated: chromium {truncated}, golden {record['truncated']}")
    collapses = request.get("whiteSpace") == "collapse"
    texts = list(answer["lines"])
    if padding and texts:
        texts[0] = texts[0][padding:]
    whole = len(kept) - 1 if truncated else len(kept)
    for index in range(min(whole, len(record["lines"]))):
        want = drawn(texts[index], collapses)
        got = record["lines"][index]["text"]
        if want != got:
            problems.append(f"line {index + 1}: chromium {want!r}, golden {got!r}")
    return problems


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--oracle-dir", default=os.path.join(ROOT, "..", "shared", "oracle"))
    ap.add_argument("--keep", help="folder for the oracle's cases and answers")
    a = ap.parse_args()
    with open(os.path.join(GOLDENS, "requests.jsonl"), encoding="utf-8") as f:
        requests = [json.loads(line) for line in f if line.strip()]
    with open(os.path.join(GOLDENS, "results.jsonl"), encoding="utf-8") as f:
        records = {}
        for line in f:
            record = json.loads(line)
            records[record["id"]] = record
    folder = a.keep or tempfile.mkdtemp(prefix="golden-oracle-")
    os.makedirs(folder, exist_ok=True)
    checked, skipped, answers = [], [], {}
    groups = {"pre-wrap": [], "normal": []}
    for request in requests:
        record = records[request["id"]]
        if "error" in record:
            skipped.append((request["id"], "an error record"))
        elif record.get("missingGlyphs", 0) > 0:
            skipped.append((request["id"], f"{record['missingGlyphs']} characters NanumGothic Bold lacks"))
        else:
            collapses = request.get("whiteSpace") == "collapse"
            groups["normal" if collapses else "pre-wrap"].append(oracle_case(request))
            checked.append(request)
    for white_space, cases in groups.items():
        if not cases:
            continue
        cases_path = os.path.join(folder, f"cases.{white_space}.jsonl")
        out_path = os.path.join(folder, f"chromium.{white_space}.jsonl")
        with open(cases_path, "w", encoding="utf-8") as f:
            for case in cases:
                f.write(json.dumps(case, ensure_ascii=False) + "\n")
        subprocess.run([sys.executable, os.path.join(ROOT, "scripts/typography-oracle.py"), cases_path,
                        "-o", out_path, "--font-root", ROOT, "--oracle-dir", a.oracle_dir,
                        "--indent-white-space", white_space])  # exit 1 for any anomaly: read below
        if not os.path.exists(out_path):
            sys.exit(f"check-goldens-against-oracle: the oracle wrote no answers for {cases_path}")
        with open(out_path, encoding="utf-8") as f:
            for line in f:
                answer = json.loads(line)
                answers[answer["id"]] = answer
    failures = 0
    for request in checked:
        answer = answers.get(request["id"])
        if answer is None or "error" in answer:
            print(f"FAIL {request['id']}: no oracle answer {answer and answer.get('error')}")
            failures += 1
            continue
        problems = verdict(request, records[request["id"]], answer)
        failures += bool(problems)
        print(("FAIL " if problems else "ok   ") + request["id"] + "".join("\n     " + p for p in problems))
    for identifier, why in skipped:
        print(f"--   {identifier}: not checked ({why})")
    print(f"{len(checked) - failures}/{len(checked)} checked requests agree with Chromium; "
          f"{len(skipped)} not checked")
    sys.exit(1 if failures or not checked else 0)


if __name__ == "__main__":
    main()
