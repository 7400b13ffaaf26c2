#!/usr/bin/env python3
"""Writes Tests/Corpus/chromium-opportunities.jsonl: every line start headless Chromium shows for
hand-made edge cases and for the corpus titles, in both word-break modes (ChromiumOpportunityTests).

Usage: chromium-opportunities.py [-o OUT.jsonl] [--chromium PATH]

Each text is laid out in a zero-width <div lang="ko"> with white-space: pre-wrap,
overflow-wrap: normal and the given word-break (keep-all, then normal), in the bundled
NanumGothicBold (the width is zero, so the face does not move a break), so that Chromium takes
every break opportunity it has. A line start is the UTF-16 offset of the first grapheme
(Intl.Segmenter) whose first client rect lies below the line before; offset 0 is not listed, and
opportunities followed only by white space cannot show (that white space hangs) and are not
listed either.

Output, one JSON object a line: the probes first, in PROBES order, as
  {"text": "D-7", "word_break": "keep-all", "starts": [2]}
then every case of Tests/Corpus/cases.jsonl, in file order, as
  {"id": "p0001", "word_break": "keep-all", "starts": []}
Made with Chromium 156 (Debian); the shared oracle's cdp.py drives it (../shared/oracle, or set
ORACLE_DIR).
"""
import argparse
import json
import os
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
ORACLE = os.environ.get("ORACLE_DIR", os.path.join(ROOT, "..", "shared", "oracle"))
sys.path.insert(0, ORACLE)

from cdp import Browser  # noqa: E402

# Hand-made edge cases: hyphens, URLs, quotes, ellipses, emoji sequences, brackets, CJK
# punctuation, combining marks, white space and controls next to Hangul.
PROBES = [
    "D-7",
    "D-7 남음",
    "A/B",
    "100%환불",
    "100% 환불",
    "https://www.debian.org/social_contract#guidelines",
    "‘인용’과 “따옴표” 테스트",
    "\"quoted\"한글",
    "그리고…그러나",
    "가…",
    "…나",
    "😀한글",
    "한글😀",
    "👩‍👩‍👧‍👦가족",
    "🇰🇷한국",
    "👍🏻좋아요",
    "2024년",
    "3.5배",
    "①이",
    "①②③",
    "제1조①",
    "Debian은",
    "(공지)특정",
    "링크(lib",
    "재정·경제",
    "a-b",
    "-5",
    "(-5",
    "ABCD-1234",
    "1234-5678",
    "é가",
    "가́나",
    "한한글",
    "가、나",
    "가。나",
    "가,나",
    "가.나",
    "가!나",
    "가?나",
    "가:나",
    "가;나",
    "[가]나",
    "가[나]",
    "가{나}",
    "가<나>",
    "《질문》stable",
    "「가」나",
    "가~나",
    "가-나",
    "가_나",
    "가/나",
    "가\\나",
    "가'나",
    "가 ' 나",
    "가  나",
    "가\t나",
    "가 나",
    "a b",
    "가　나",
    "가​나",
    "가—나",
    "가–나",
    "가+나",
    "가=나",
    "가&나",
    "가@나",
    "가#나",
    "가$나",
    "$100달러",
    "₩1000원",
    "가 나",
    "가 나",
    "가\r\n나",
    "가\r나",
    "가\n나",
    "가\u000b나",
    "가\f나",
    "가나",
    "foo?bar",
    "what?1",
    "a(b",
    "a[b",
    "a{b",
    "a<b",
    "!(",
    "-(",
    "a.b.c",
    "x.y/z",
    "Wi-Fi",
    "K-POP",
    "e-mail주소",
    "가-7",
    "7-가",
    "○가",
    "■가",
    "※가",
    "★가",
    "가★",
    "♥가",
    "가♥",
    "°C온도",
    "가%",
    "%가",
    "¹²가",
    "ⅰ가",
    "Ⅳ가",
    "가①",
    "①가",
    "(1)가",
    "1)가",
    "가)나",
    "가(나",
    "가“나”다",
    "가‘나’다",
    "가\"나\"다",
    "가'나'다",
    "a“나”b",
    "가“b”다",
    "“가”",
    "가”a",
    "a’가",
    "가’가",
    "가’ 가",
    "가’.가",
    "가’(가",
    "가’1",
    "가’①",
    "‘가’!",
    "가«나»다",
    "가「나」다",
    "漢“字”漢",
    "가’😀",
    "가’A",
    "가’가’가",
    "(“가”)",
    "가“ 나",
    "가 “나”",
    # Word-initial hyphens and dashes (LB20a as in Unicode 16: HY or HH before AL or HL).
    "find –lfoo now",
    "find ‒lfoo",
    "x ‐אב",
    "x -אב",
    "x -éb",
    "x\u00a0-éb",
    "x\u00a0‐ab",
    "x\u200b–ab",
    "\ufffc–ab",
    "–ab",
    "-éb",
    "가–ab",
    "a–b",
    "x –12",
    "x –가",
    "x —ab",
    "x ‑ab",
    "x ֊ab",
    "x ־ab",
    "x ᐀ab",
    "x ⸗ab",
    "x ⹀ab",
    "x ⹝ab",
    "x \U00010eadab",
    "x –\u0301ab",
    "x\u3000–ab",
    "–ก",
    "x –กข",
    "가\u3000\u3000나",
    "x \u2003ab",
    # U+00A0 after ASCII: a break only after "-" and "|" (LB12a).
    "a-\u00a0b",
    "a|\u00a0b",
    "1-\u00a02",
    "a/\u00a0b",
    "x\u00a0y",
]

PAGE = """<!doctype html>
<html lang="ko"><head><meta charset="utf-8">
<style>
@font-face { font-family: "TitleFont"; src: url("FONT_URL"); }
div { width: 0; white-space: pre-wrap; overflow-wrap: normal; font: 16px "TitleFont";
      margin: 0 0 8px 0; padding: 0; }
</style></head><body></body></html>"""

SCRIPT = """
async (items) => {
  await document.fonts.ready;
  const segmenter = new Intl.Segmenter("ko", { granularity: "grapheme" });
  const answers = [];
  for (const [text, wordBreak] of items) {
    const div = document.createElement("div");
    div.lang = "ko";
    div.style.wordBreak = wordBreak;
    const node = document.createTextNode(text);
    div.appendChild(node);
    document.body.appendChild(div);
    const starts = [];
    let lineTop = null;
    for (const { index, segment } of segmenter.segment(text)) {
      const range = document.createRange();
      range.setStart(node, index);
      range.setEnd(node, index + segment.length);
      const rects = range.getClientRects();
      if (rects.length === 0) continue;
      const top = rects[0].top;
      if (lineTop === null) {
        lineTop = top;
      } else if (top > lineTop + 0.5) {
        if (index > 0) starts.push(index);
        lineTop = top;
      }
    }
    answers.push(starts);
    div.remove();
  }
  return answers;
}
"""


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("-o", "--out", default=os.path.join(ROOT, "Tests/Corpus/chromium-opportunities.jsonl"))
    ap.add_argument("--chromium")
    a = ap.parse_args()
    with open(os.path.join(ROOT, "Tests/Corpus/cases.jsonl"), encoding="utf-8") as f:
        cases = [json.loads(line) for line in f if line.strip()]
    records, items = [], []
    for text in PROBES:
        for word_break in ("keep-all", "normal"):
            records.append({"text": text, "word_break": word_break})
            items.append([text, word_break])
    for case in cases:
        for word_break in ("keep-all", "normal"):
            records.append({"id": case["id"], "word_break": word_break})
            items.append([case["title"], word_break])
    font = os.path.join(ROOT, "Fonts", "NanumGothicBold.ttf")
    fd, page_path = tempfile.mkstemp(suffix=".html", prefix="opportunities-")
    with os.fdopen(fd, "w", encoding="utf-8") as f:
        f.write(PAGE.replace("FONT_URL", "file://" + font))
    try:
        with Browser(chromium=a.chromium) as browser:
            page = browser.page()
            page.navigate("file://" + page_path, timeout=120)
            answers = page.evaluate(f"({SCRIPT})({json.dumps(items)})", timeout=600)
            page.close()
    finally:
        os.unlink(page_path)
    with open(a.out, "w", encoding="utf-8") as f:
        for record, starts in zip(records, answers):
            record["starts"] = starts
            f.write(json.dumps(record, ensure_ascii=False) + "\n")
    print(f"{len(records)} texts ({len(PROBES) * 2} probes, {len(cases) * 2} corpus) -> {a.out}",
          file=sys.stderr)


if __name__ == "__main__":
    main()
