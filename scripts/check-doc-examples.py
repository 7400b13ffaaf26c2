#!/usr/bin/env python3
"""Runs the examples of README.md and docs/*.md and compares what they print with the docs.

An example is a fenced block whose language is sh, bash, shell or swift. Each one says, after the
language, either `run` (the tests execute it) or `illustrative` and why not:

    ```sh run                      a shell example; its output follows in an `output` block
    title-preview -w 200 "요즘 인기 있는 절에서 템플스테이 체험하기"
    ```
    ```output
    ┌───────────────── 200 px ┐
    ...
    ```

    ```sh run exit=1               the status it must end with (default 0)
    ```sh run timeout=300          seconds before it is stopped (default 120)
    ```json file=cell.json         not an example: writes the block into the folder the examples
                                   run in, so a later example can use cell.json
    ```swift run                   a whole program (its imports included), built in a scratch
                                   package that depends on this checkout by path, then run
    ```sh illustrative needs a Chromium oracle run (minutes)
                                   not run; the reason is required

The `output` block right after a runnable one (only blank lines between) holds what it prints,
standard output and standard error together as a terminal shows them. Without one the output is
not compared, only the exit status. Lines are compared without trailing white space; two markers
elide what changes between runs:

    [..]     inside a line: any text on that line (timings, addresses, temporary paths)
    ...      a line of its own: any number of lines, none included

Shell examples run in order, each with `bash -e -o pipefail`, in one scratch folder per document
(so a file one example writes, or a `file=` block, is there for the next), with the build's
`title-preview` and `title-bench` first on PATH, FONTCONFIG_FILE set to the tests' pinned font
configuration (Tests/PinnedFontEnvironment/fonts.conf) and the checkout's Fonts, Tests, scripts
and Examples folders linked into the scratch folder. Whatever an example leaves running (a server
started with &) is stopped when it ends. A runnable shell example must not hold the placeholder
"…" (U+2026): write the real value (in a title, write the character as $'\\u2026'), or mark the
example illustrative.

Swift examples are all built in one package under .build/doc-examples (one executable target
each, every library product of this package as a dependency, Swift 6 language mode); a warning
or an error in an example is reported at its line in the document.

Usage: python3 scripts/check-doc-examples.py [FILE.md ...] [--bin-dir DIR] [--list] [--keep]
  FILE.md      documents to check (default: README.md and docs/*.md)
  --bin-dir    where title-preview and title-bench are (default: build them with `swift build`
               and use its bin folder)
  --list       list the examples and what each is marked, run nothing
  --keep       keep the scratch folders and print their paths

Exit status: 0 when every runnable example printed what its document shows, 1 when one did not
(with a diff: "-" lines are the document's, "+" lines what the example printed) or a block is
marked wrongly, 2 when the build or the setup failed.
"""

import argparse
import glob
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.realpath(__file__)))
FONTS_CONF = os.path.join(ROOT, "Tests", "PinnedFontEnvironment", "fonts.conf")
SWIFT_PACKAGE = os.path.join(ROOT, ".build", "doc-examples")
WARNINGS_FILE = os.path.join(SWIFT_PACKAGE, "diagnostics.json")
EXAMPLE_LANGUAGES = {"sh", "bash", "shell", "swift"}
LINKED_FOLDERS = ["Fonts", "Tests", "scripts", "Examples"]
DEFAULT_TIMEOUT = 120
PLACEHOLDER = "\u2026"


def shown_path(path):
    """A document's path as messages show it: from the checkout's root when it is inside it."""
    relative = os.path.relpath(path, ROOT)
    return path if relative.startswith("..") else relative


class Block:
    """One fenced block: where it is, its info string and its text."""

    def __init__(self, path, line, info, text):
        self.path, self.line, self.text = path, line, text
        words = info.split()
        self.language = words[0] if words else ""
        self.words = words[1:]
        self.mark = self.words[0] if self.words else None
        self.options = {}
        for word in self.words[1:] if self.mark == "run" else self.words:
            if "=" in word:
                key, value = word.split("=", 1)
                self.options[key] = value
        self.expected = None  # the output block's lines, when one follows

    @property
    def place(self):
        return f"{shown_path(self.path)}:{self.line}"

    @property
    def is_example(self):
        return self.language in EXAMPLE_LANGUAGES

    @property
    def runs(self):
        return self.is_example and self.mark == "run"

    @property
    def reason(self):
        return " ".join(self.words[1:])


def read_blocks(path):
    """The fenced blocks of a Markdown file, each `output` block attached to the runnable block
    before it. Returns (blocks, problems)."""
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    blocks, problems = [], []
    fence = None
    for number, line in enumerate(lines, 1):
        stripped = line.lstrip(" ")
        if fence is None:
            match = re.match(r"(`{3,}|~{3,})(.*)$", stripped)
            if match and not (match.group(1)[0] == "`" and "`" in match.group(2)):
                fence, indent = match.group(1), len(line) - len(stripped)
                start, info, body = number, match.group(2).strip(), []
        elif re.match(re.escape(fence[0]) + "{" + str(len(fence)) + r",}\s*$", stripped):
            blocks.append((start, number, Block(path, start, info, "\n".join(body))))
            fence = None
        else:
            body.append(line[indent:] if line[:indent].strip() == "" else line.lstrip(" "))
    if fence is not None:
        problems.append(f"{shown_path(path)}:{start}: a fenced block is never closed")
    result = []
    previous_end, previous = None, None
    for start, end, block in blocks:
        if block.language == "output":
            between = lines[previous_end:start - 1] if previous_end is not None else ["x"]
            if previous is None or not previous.runs or any(l.strip() for l in between):
                problems.append(f"{block.place}: an output block must follow a runnable example "
                                "directly (only blank lines between)")
            elif previous.expected is not None:
                problems.append(f"{block.place}: a second output block for {previous.place}")
            else:
                previous.expected = block.text.split("\n")
        else:
            result.append(block)
        previous_end, previous = end, block
    return result, problems


def check_marks(blocks):
    """Every example says run or illustrative (with a reason); runnable shell has no "…"."""
    problems = []
    for block in blocks:
        if "file" in block.options and not block.is_example:
            name = block.options["file"]
            if os.path.isabs(name) or ".." in name.split("/"):
                problems.append(f"{block.place}: file={name} must be a relative path inside the "
                                "scratch folder")
            continue
        if not block.is_example:
            if block.mark == "run":
                problems.append(f"{block.place}: only sh, bash, shell and swift examples run "
                                f"(a {block.language or 'plain'} block cannot say `run`)")
            continue
        if block.mark not in ("run", "illustrative"):
            problems.append(f"{block.place}: a {block.language} example must say `run` or "
                            f"`illustrative <reason>` after the language (```{block.language} run)")
        elif block.mark == "illustrative" and not block.reason:
            problems.append(f"{block.place}: `illustrative` needs a reason after it")
        elif block.runs:
            unknown = set(block.options) - {"exit", "timeout"}
            if unknown:
                problems.append(f"{block.place}: unknown option {', '.join(sorted(unknown))} "
                                "(known: exit=N, timeout=SECONDS)")
            for key in ("exit", "timeout"):
                if key in block.options and not block.options[key].isdigit():
                    problems.append(f"{block.place}: {key}= takes a whole number")
            if block.language != "swift":
                for offset, line in enumerate(block.text.split("\n")):
                    if PLACEHOLDER in line:
                        problems.append(
                            f"{shown_path(block.path)}:{block.line + 1 + offset}: a "
                            f"runnable command holds the placeholder \"{PLACEHOLDER}\": write the "
                            "real value, or mark the example illustrative with a reason\n    "
                            + line.strip())
    return problems


# Output comparison ------------------------------------------------------------------------------

def line_matches(pattern, actual):
    if "[..]" not in pattern:
        return pattern == actual
    parts = [re.escape(p) for p in pattern.split("[..]")]
    return re.fullmatch(".*".join(parts), actual) is not None


def trimmed(lines):
    lines = [l.rstrip() for l in lines]
    while lines and lines[-1] == "":
        lines.pop()
    return lines


def compare(expected, actual):
    """The diff between the document's lines (with [..] and ... markers) and the actual lines, or
    None when they match: the cheapest alignment in which a line matches, is replaced, left out
    or added (cost 1 each but a match), and a `...` line absorbs any actual lines for free."""
    expected, actual = trimmed(expected), trimmed(actual)
    n, m = len(expected), len(actual)
    inf = float("inf")
    cost = [[inf] * (m + 1) for _ in range(n + 1)]
    cost[n][m] = 0
    for i in range(n, -1, -1):
        for j in range(m, -1, -1):
            if i == n and j == m:
                continue
            best = inf
            if i < n and expected[i] == "...":
                best = min(best, cost[i + 1][j])
                if j < m:
                    best = min(best, cost[i][j + 1])
            else:
                if i < n and j < m:
                    matches = line_matches(expected[i], actual[j])
                    best = min(best, (0 if matches else 1) + cost[i + 1][j + 1])
                if i < n:
                    best = min(best, 1 + cost[i + 1][j])
                if j < m:
                    best = min(best, 1 + cost[i][j + 1])
            cost[i][j] = best
    if cost[0][0] == 0:
        return None
    rows, i, j = [], 0, 0  # (kind, text): "=" matched, "." elided by ..., "-" and "+" differ
    while i < n or j < m:
        if i < n and expected[i] == "...":
            if j < m and cost[i][j] == cost[i][j + 1]:
                rows.append((".", actual[j]))
                j += 1
            else:
                i += 1
        elif i < n and j < m and line_matches(expected[i], actual[j]) and \
                cost[i][j] == cost[i + 1][j + 1]:
            rows.append(("=", actual[j]))
            i, j = i + 1, j + 1
        elif i < n and j < m and cost[i][j] == 1 + cost[i + 1][j + 1]:
            rows += [("-", expected[i]), ("+", actual[j])]
            i, j = i + 1, j + 1
        elif i < n and cost[i][j] == 1 + cost[i + 1][j]:
            rows.append(("-", expected[i]))
            i += 1
        else:
            rows.append(("+", actual[j]))
            j += 1
    near = set()
    for k, (kind, _) in enumerate(rows):
        if kind in "-+":
            near.update(range(k - 3, k + 4))
    shown, skipped = [], False
    for k, (kind, text) in enumerate(rows):
        if k in near:
            shown.append(("  " if kind in "=." else kind + " ") + text)
            skipped = False
        elif not skipped:
            shown.append("  ...")
            skipped = True
    return "\n".join(shown)


# Running ----------------------------------------------------------------------------------------

def run_process(command, cwd, env, timeout):
    """Runs `command` in a session of its own, standard output and error through one pipe; when it
    ends (or times out) every process it left in its session is stopped, so one that still holds
    the pipe (a server started with &) does not keep the example waiting.
    Returns (status, output, timed_out)."""
    process = subprocess.Popen(command, cwd=cwd, env=env, stdin=subprocess.DEVNULL,
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                               start_new_session=True)
    chunks = []
    reader = threading.Thread(target=lambda: chunks.extend(iter(
        lambda: process.stdout.read1(65536), b"")), daemon=True)
    reader.start()
    timed_out = False
    try:
        process.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        timed_out = True
    stop_session(process.pid)
    process.wait()
    reader.join(timeout=10)
    process.stdout.close()
    return process.returncode, b"".join(chunks).decode("utf-8", errors="replace"), timed_out


def running_in_group(group):
    """Whether a process of the group still runs (zombies, which whoever adopted them has not
    reaped yet, do not count)."""
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat", encoding="utf-8", errors="replace") as f:
                fields = f.read().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[2]) == group and fields[0] != "Z":
            return True
    return False


def stop_session(pid):
    """Stops what is left of the session `pid` leads: SIGTERM, then SIGKILL after a second."""
    for sig in (signal.SIGTERM, signal.SIGKILL):
        try:
            os.killpg(pid, sig)
        except ProcessLookupError:
            return
        for _ in range(50):
            if not running_in_group(pid):
                return
            time.sleep(0.02)


def example_environment(bin_dir):
    env = dict(os.environ)
    env["PATH"] = bin_dir + os.pathsep + env.get("PATH", "")
    env["FONTCONFIG_FILE"] = FONTS_CONF
    env["TERM"] = "dumb"
    env.pop("NO_COLOR", None)
    env.setdefault("LANG", "C.UTF-8")
    return env


def scratch_folder(keep):
    folder = tempfile.mkdtemp(prefix="doc-examples-")
    for name in LINKED_FOLDERS:
        os.symlink(os.path.join(ROOT, name), os.path.join(folder, name))
    if keep:
        print(f"scratch folder: {folder}")
    return folder


def check_result(block, status, output, timed_out):
    """The failure message of a finished example, or None."""
    timeout = int(block.options.get("timeout", DEFAULT_TIMEOUT))
    if timed_out:
        return f"{block.place}: still running after {timeout} s (timeout=SECONDS to allow more)" \
            + ("\n" + indent(output) if output.strip() else "")
    wanted = int(block.options.get("exit", 0))
    if status != wanted:
        return f"{block.place}: exit status {status}, the document expects {wanted}\n" + \
            indent(output if output.strip() else "(it printed nothing)")
    if block.expected is not None:
        diff = compare(block.expected, output.split("\n"))
        if diff is not None:
            return (f"{block.place}: the output differs from the document's "
                    f"(- the document, + the example)\n{diff}")
    return None


def indent(text):
    return "\n".join("    " + line for line in text.rstrip("\n").split("\n"))


# Swift examples ---------------------------------------------------------------------------------

def target_name(block):
    relative = os.path.relpath(block.path, ROOT)
    return "Example_" + re.sub(r"[^A-Za-z0-9]", "_", relative) + f"_{block.line}"


def library_products():
    with open(os.path.join(ROOT, "Package.swift"), encoding="utf-8") as f:
        return re.findall(r'\.library\(\s*name:\s*"([^"]+)"', f.read())


def read_json(path):
    try:
        with open(path, encoding="utf-8") as f:
            return json.load(f)
    except (OSError, ValueError):
        return {}


def write_if_changed(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    if os.path.exists(path):
        with open(path, encoding="utf-8") as f:
            if f.read() == text:
                return
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


def build_swift_examples(blocks):
    """Writes and builds the scratch package of the Swift examples.
    Returns ({target: executable path}, problems)."""
    products = library_products()
    dependencies = ", ".join(f'.product(name: "{p}", package: "TitleComposer")' for p in products)
    targets, wanted = [], set()
    for block in blocks:
        name = target_name(block)
        wanted.add(name)
        write_if_changed(os.path.join(SWIFT_PACKAGE, "Sources", name, "main.swift"),
                         block.text + "\n")
        targets.append(f'    .executableTarget(name: "{name}", dependencies: [{dependencies}]),')
    sources = os.path.join(SWIFT_PACKAGE, "Sources")
    for name in os.listdir(sources):
        if name not in wanted:
            shutil.rmtree(os.path.join(sources, name))
    write_if_changed(os.path.join(SWIFT_PACKAGE, "Package.swift"), "\n".join([
        "// swift-tools-version: 6.1",
        "// Written by scripts/check-doc-examples.py: the Swift examples of the docs, one",
        "// executable each, over this checkout as a consumer depends on it.",
        "import PackageDescription",
        "",
        "let package = Package(",
        '  name: "DocExamples",',
        f'  dependencies: [.package(name: "TitleComposer", path: "{ROOT}")],',
        "  targets: [",
        *targets,
        "  ],",
        "  swiftLanguageModes: [.v6]",
        ")",
        "",
    ]))
    build = subprocess.run(["swift", "build", "--package-path", SWIFT_PACKAGE],
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    output = build.stdout.decode("utf-8", errors="replace")
    by_target = {target_name(b): b for b in blocks}
    # The compiler reports an example's warnings only when it compiles it: remember them with the
    # example's text, so an unchanged example that warned still fails on the next run.
    found = {name: [] for name in by_target if re.search(
        r"Compiling " + re.escape(name) + r" main\.swift", output)}
    pattern = re.compile(re.escape(sources) + r"/([^/]+)/main\.swift:(\d+):(\d+): (warning|error): (.*)")
    for line in output.split("\n"):
        match = pattern.match(line)
        if match and match.group(1) in by_target:
            found.setdefault(match.group(1), []).append(
                [int(match.group(2)), match.group(4), match.group(5)])
    remembered = read_json(WARNINGS_FILE)
    problems = []
    for name, block in by_target.items():
        if name in found:
            remembered[name] = {"text": block.text, "diagnostics": found[name]}
        entry = remembered.get(name)
        if entry and entry["text"] == block.text:
            for line, kind, message in entry["diagnostics"]:
                problems.append(f"{shown_path(block.path)}:{block.line + line}: {kind}: {message}")
    write_if_changed(WARNINGS_FILE, json.dumps(
        {k: v for k, v in remembered.items() if k in by_target}, ensure_ascii=False, indent=1))
    problems = sorted(set(problems))
    if build.returncode != 0 and not any(": error: " in p for p in problems):
        problems.append("the Swift examples' package did not build:\n" + indent(output[-4000:]))
    bin_path = subprocess.run(["swift", "build", "--package-path", SWIFT_PACKAGE,
                               "--show-bin-path"], capture_output=True, text=True).stdout.strip()
    return {name: os.path.join(bin_path, name) for name in wanted}, problems


# Main -------------------------------------------------------------------------------------------

def default_documents():
    return [os.path.join(ROOT, "README.md")] + sorted(glob.glob(os.path.join(ROOT, "docs", "*.md")))


def build_tools():
    for product in ("title-preview", "title-bench"):
        result = subprocess.run(["swift", "build", "--package-path", ROOT, "--product", product],
                                stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        if result.returncode != 0:
            sys.stderr.write(result.stdout.decode("utf-8", errors="replace")[-4000:])
            sys.exit(f"check-doc-examples: `swift build --product {product}` failed")
    return subprocess.run(["swift", "build", "--package-path", ROOT, "--show-bin-path"],
                          capture_output=True, text=True, check=True).stdout.strip()


def main():
    parser = argparse.ArgumentParser(
        usage="%(prog)s [FILE.md ...] [--bin-dir DIR] [--list] [--keep]",
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("documents", nargs="*")
    parser.add_argument("--bin-dir")
    parser.add_argument("--list", action="store_true")
    parser.add_argument("--keep", action="store_true")
    args = parser.parse_args()

    documents = [os.path.abspath(d) for d in args.documents] or default_documents()
    by_document, problems = {}, []
    for path in documents:
        try:
            blocks, found = read_blocks(path)
        except OSError as error:
            sys.exit(f"check-doc-examples: cannot read {path}: {error.strerror}")
        by_document[path] = blocks
        problems += found + check_marks(blocks)

    examples = [b for blocks in by_document.values() for b in blocks if b.is_example]
    runnable = [b for b in examples if b.runs]
    if args.list:
        for block in examples:
            mark = "run" if block.runs else f"illustrative: {block.reason}" \
                if block.mark == "illustrative" else "UNMARKED"
            shown = "" if block.expected is None or not block.runs else " (output compared)"
            print(f"{block.place}: {block.language} {mark}{shown}")
        for problem in problems:
            print(problem)
        print(f"{len(runnable)} runnable, {len(examples) - len(runnable)} not run, "
              f"{len(problems)} problems")
        return 1 if problems else 0
    if problems:
        print("\n".join(problems), file=sys.stderr)
        print(f"check-doc-examples: {len(problems)} examples are marked wrongly; nothing was run",
              file=sys.stderr)
        return 1

    bin_dir = os.path.abspath(args.bin_dir) if args.bin_dir else build_tools()
    for tool in ("title-preview", "title-bench"):
        if not os.access(os.path.join(bin_dir, tool), os.X_OK):
            print(f"check-doc-examples: no {tool} in {bin_dir}", file=sys.stderr)
            return 2
    env = example_environment(bin_dir)

    swift = [b for b in runnable if b.language == "swift"]
    executables = {}
    if swift:
        started = time.monotonic()
        executables, failures = build_swift_examples(swift)
        if failures:
            print("\n".join(failures), file=sys.stderr)
            print("check-doc-examples: the Swift examples do not build cleanly", file=sys.stderr)
            return 1
        print(f"check-doc-examples: built {len(swift)} Swift examples in "
              f"{time.monotonic() - started:.0f} s")

    failures, ran = [], 0
    started = time.monotonic()
    for path, blocks in by_document.items():
        if not any(b.runs for b in blocks):
            continue
        folder = scratch_folder(args.keep)
        try:
            for block in blocks:
                if "file" in block.options and not block.is_example:
                    target = os.path.join(folder, block.options["file"])
                    os.makedirs(os.path.dirname(target), exist_ok=True)
                    with open(target, "w", encoding="utf-8") as f:
                        f.write(block.text + "\n")
                    continue
                if not block.runs:
                    continue
                timeout = int(block.options.get("timeout", DEFAULT_TIMEOUT))
                if block.language == "swift":
                    command = [executables[target_name(block)]]
                else:
                    command = ["bash", "-e", "-o", "pipefail", "-c", block.text]
                status, output, timed_out = run_process(command, folder, env, timeout)
                ran += 1
                failure = check_result(block, status, output, timed_out)
                if failure:
                    failures.append(failure)
        finally:
            if not args.keep:
                shutil.rmtree(folder, ignore_errors=True)
    sys.stdout.flush()
    for failure in failures:
        print(failure + "\n", file=sys.stderr)
    sys.stderr.flush()
    shell = sum(1 for b in runnable if b.language != "swift")
    print(f"check-doc-examples: {ran} examples run ({shell} shell, {len(swift)} Swift) in "
          f"{time.monotonic() - started:.0f} s, {len(examples) - len(runnable)} illustrative, "
          f"{len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
