#!/usr/bin/env python3
"""Runs a Chromium oracle in the test suite's font environment, one browser per content language,
and records that environment with the answers.

  python3 scripts/pinned-oracle.py [--oracle PATH] [--preview PATH] CASES.jsonl -o OUT.jsonl \\
      [oracle options, e.g. --indent-white-space pre-wrap]

- Chromium gets FONTCONFIG_FILE=Tests/PinnedFontEnvironment/fonts.conf, the configuration the test
  suite pins, so its system fallback sees exactly the fonts scripts/setup.sh installs, in the
  order the tests see them.
- The cases are laid out in one oracle run (so one browser) per `lang` (default "ko"), and the
  answers put back in the cases' order: Chromium's renderer remembers the system fallback face
  of a character the first time it is asked, whatever the language (WebSandboxSupportLinux's
  unicode_font_families_), so cases of several languages in one browser could get a face another
  language chose.
- When OUT lies in Tests/Corpus, Tests/Corpus/font-environment.json records the environment's
  fingerprint (`title-preview fonts`, last line) and Chromium's version for it; the test suite
  checks that every recorded corpus was made in the environment it runs in.

--oracle defaults to ../shared/oracle/chromium_oracle.py; scripts/typography-oracle.py takes the
same options. --preview defaults to .build/debug/title-preview (built with `swift build`).
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PINNED = os.path.join(ROOT, "Tests", "PinnedFontEnvironment", "fonts.conf")
CORPUS = os.path.join(ROOT, "Tests", "Corpus")
RECORD = os.path.join(CORPUS, "font-environment.json")


def pinned_environment():
    """This process's environment with the pinned fontconfig configuration."""
    env = dict(os.environ)
    env["FONTCONFIG_FILE"] = PINNED
    env.pop("FONTCONFIG_SYSROOT", None)
    return env


def fingerprint(preview):
    out = subprocess.run([preview, "fonts", "--no-system-fonts"], env=pinned_environment(),
                         check=True, capture_output=True, text=True).stdout
    last = out.strip().splitlines()[-1]
    if not last.startswith("fingerprint: "):
        sys.exit(f"{preview} fonts printed no fingerprint")
    return last.split(": ", 1)[1]


def chromium_version():
    try:
        out = subprocess.run(["chromium", "--version"], capture_output=True, text=True).stdout
    except OSError:
        return "unknown"
    return out.strip().splitlines()[0] if out.strip() else "unknown"


def record(out_path, preview):
    """Writes OUT's entry of font-environment.json (when OUT is a vendored corpus)."""
    if os.path.dirname(os.path.abspath(out_path)) != CORPUS:
        return
    try:
        with open(RECORD, encoding="utf-8") as f:
            entries = json.load(f)
    except FileNotFoundError:
        entries = {}
    entries[os.path.basename(out_path)] = {"fingerprint": fingerprint(preview),
                                           "chromium": chromium_version()}
    with open(RECORD, "w", encoding="utf-8") as f:
        json.dump(dict(sorted(entries.items())), f, indent=2, ensure_ascii=False)
        f.write("\n")


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--oracle", default=os.path.join(os.path.dirname(ROOT), "shared", "oracle",
                                                     "chromium_oracle.py"))
    ap.add_argument("--preview", default=os.path.join(ROOT, ".build", "debug", "title-preview"))
    ap.add_argument("--record-only", action="store_true",
                    help="only record the environment for OUT (after a pinned run reproduced it)")
    ap.add_argument("cases")
    ap.add_argument("-o", "--out", required=True)
    a, oracle_args = ap.parse_known_args()
    if a.record_only:
        record(a.out, a.preview)
        return 0
    if "--font-root" not in oracle_args and "chromium_oracle" in os.path.basename(a.oracle):
        oracle_args += ["--font-root", ROOT]

    with open(a.cases, encoding="utf-8") as f:
        cases = [json.loads(line) for line in f if line.strip()]
    languages = list(dict.fromkeys(case.get("lang", "ko") for case in cases))
    answers = {}
    status = 0
    with tempfile.TemporaryDirectory(prefix="pinned-oracle-") as work:
        for number, language in enumerate(languages):
            part = os.path.join(work, f"cases-{number}.jsonl")
            with open(part, "w", encoding="utf-8") as f:
                for case in cases:
                    if case.get("lang", "ko") == language:
                        f.write(json.dumps(case, ensure_ascii=False) + "\n")
            out = os.path.join(work, f"answers-{number}.jsonl")
            print(f"pinned-oracle: lang {language}", file=sys.stderr)
            run = subprocess.run([sys.executable, a.oracle, part, "-o", out, *oracle_args],
                                 env=pinned_environment())
            status = max(status, run.returncode)
            if not os.path.exists(out):
                sys.exit(f"pinned-oracle: {a.oracle} wrote no answers for lang {language}")
            with open(out, encoding="utf-8") as f:
                for line in f:
                    if line.strip():
                        answer = json.loads(line)
                        answers[answer["id"]] = line
    with open(a.out, "w", encoding="utf-8") as f:
        for case in cases:
            f.write(answers[case["id"]] if case["id"] in answers else
                    json.dumps({"id": case["id"], "error": "no answer"}) + "\n")
    record(a.out, a.preview)
    return status


if __name__ == "__main__":
    sys.exit(main())
