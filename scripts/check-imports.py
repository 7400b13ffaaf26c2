#!/usr/bin/env python3
"""Checks that every target of a package says what it uses.

For each target of each package given (default: this package and Examples/CellPreview), read from
`swift package dump-package` (so Package.swift is read by SwiftPM itself, not parsed here):

  * every module a Swift file of the target imports is a declared dependency of the target, or a
    module of the toolchain (TOOLCHAIN_MODULES);
  * every declared dependency is imported by at least one Swift file of the target;
  * every target with Swift sources enables the upcoming feature MemberImportVisibility (so a
    file sees a module's members only when it imports that module itself);
  * no Swift file of an executable in LEAN_EXECUTABLES, nor of a target it depends on (directly
    or not), imports Foundation (HEAVY_MODULES): it would be linked and paid for at start-up.

A C target (CICU) and a system library have no Swift files: only their own declarations count.
An import inside `#if canImport(...)` counts like any other. Imports are read from the files'
text with comments and multi-line string literals removed.

Usage: python3 scripts/check-imports.py [PACKAGE_DIR ...]
Exit status: 0 when every target passes, 1 with one line per violation on standard error,
2 when a package cannot be read.
"""

import json
import os
import re
import subprocess
import sys

# Modules that come with the Swift toolchain or the platform: importing them needs no dependency.
TOOLCHAIN_MODULES = {
    "Swift", "_Concurrency", "_StringProcessing", "RegexBuilder", "Synchronization",
    "Distributed", "Observation", "Cxx", "CxxStdlib",
    "Foundation", "FoundationEssentials", "FoundationInternationalization",
    "FoundationNetworking", "FoundationXML", "Dispatch",
    "Glibc", "Musl", "Darwin", "Bionic", "Android", "WASILibc", "WinSDK", "ucrt",
    "Testing", "XCTest", "PackageDescription",
}

UPCOMING_FEATURE = "MemberImportVisibility"

# Executables that must start without Foundation: no Swift file of theirs, nor of any target they
# depend on, may import these modules (the static build links whatever they reference, and
# Foundation's start-up costs milliseconds). FoundationEssentials is allowed.
LEAN_EXECUTABLES = {"title-preview"}
HEAVY_MODULES = {"Foundation", "FoundationInternationalization", "FoundationNetworking",
                 "FoundationXML"}

# Where SwiftPM compiles the manifests it dumps (one per package, cached between runs).
SCRATCH_ROOT = os.path.join(
    os.path.dirname(os.path.dirname(os.path.abspath(__file__))), ".build", "check-imports")

# `import X`, `@testable import X`, `@_spi(S) import X`, `internal import X`,
# `import struct X.Y`, each at the start of a line (after indentation).
IMPORT = re.compile(
    r"^[ \t]*(?:@\w+(?:\([^)\n]*\))?[ \t]+)*"
    r"(?:(?:public|package|internal|fileprivate|private)[ \t]+)?"
    r"import[ \t]+(?:(?:typealias|struct|class|enum|protocol|let|var|func)[ \t]+)?"
    r"([A-Za-z_][A-Za-z0-9_]*)",
    re.MULTILINE,
)


def strip_comments_and_long_strings(text):
    """The text with comments and multi-line string literals blanked (line breaks kept)."""
    out = []
    i, n = 0, len(text)
    depth = 0  # block comments nest in Swift
    while i < n:
        if depth:
            if text.startswith("/*", i):
                depth += 1
                i += 2
            elif text.startswith("*/", i):
                depth -= 1
                i += 2
            else:
                out.append("\n" if text[i] == "\n" else " ")
                i += 1
        elif text.startswith("/*", i):
            depth = 1
            i += 2
        elif text.startswith("//", i):
            end = text.find("\n", i)
            i = n if end < 0 else end
        elif text.startswith('"""', i):
            end = text.find('"""', i + 3)
            end = n if end < 0 else end + 3
            out.append("\n" * text.count("\n", i, end))
            i = end
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def imports_of(path):
    with open(path, encoding="utf-8") as f:
        return set(IMPORT.findall(strip_comments_and_long_strings(f.read())))


def dump_package(package_dir):
    scratch = os.path.join(SCRATCH_ROOT, os.path.basename(os.path.abspath(package_dir)))
    result = subprocess.run(
        # A scratch folder of its own: no wait for a build holding the package's `.build` lock.
        ["swift", "package", "--package-path", package_dir, "--scratch-path", scratch,
         "dump-package"],
        capture_output=True, text=True,
    )
    if result.returncode != 0:
        sys.exit(f"check-imports: cannot read {package_dir}/Package.swift:\n{result.stderr}")
    return json.loads(result.stdout)


def dependency_name(dependency):
    """The module a dependency names: a target by name, or a library product of the same name
    (an executable target `title-preview` is the module `title_preview`, as `@testable import`
    spells it)."""
    (kind, value), = dependency.items()
    if kind in ("byName", "target", "product"):
        return re.sub(r"[^A-Za-z0-9_]", "_", value[0])
    sys.exit(f"check-imports: unknown dependency form {dependency}")


def swift_files(root, target):
    kind = target["type"]
    if kind == "system":
        return []
    default = "Tests" if kind == "test" else "Sources"
    base = os.path.join(root, target.get("path") or os.path.join(default, target["name"]))
    excluded = [os.path.normpath(os.path.join(base, e)) for e in target.get("exclude") or []]
    roots = [os.path.join(base, s) for s in target.get("sources") or []] or [base]
    files = []
    for top in roots:
        if top.endswith(".swift"):
            files.append(top)
            continue
        for folder, subfolders, names in os.walk(top):
            subfolders[:] = sorted(
                d for d in subfolders
                if os.path.normpath(os.path.join(folder, d)) not in excluded
            )
            for name in sorted(names):
                path = os.path.join(folder, name)
                if name.endswith(".swift") and os.path.normpath(path) not in excluded:
                    files.append(path)
    return files


def enables_feature(target, feature):
    for setting in target.get("settings") or []:
        if setting.get("tool") == "swift":
            kind = setting.get("kind", {})
            if kind.get("enableUpcomingFeature", {}).get("_0") == feature:
                return True
    return False


def check(package_dir):
    """The violations of one package, one line each."""
    package = dump_package(package_dir)
    label = package["name"]
    problems = []
    for target in package["targets"]:
        name = target["name"]
        declared = {dependency_name(d) for d in target.get("dependencies") or []}
        files = swift_files(package_dir, target)
        if not files:
            continue
        if not enables_feature(target, UPCOMING_FEATURE):
            problems.append(f"{label}: target {name} does not enable {UPCOMING_FEATURE}")
        used = {}
        for path in files:
            for module in imports_of(path):
                used.setdefault(module, []).append(os.path.relpath(path, package_dir))
        for module in sorted(set(used) - declared - TOOLCHAIN_MODULES - {name}):
            where = ", ".join(used[module][:3]) + (" …" if len(used[module]) > 3 else "")
            problems.append(
                f"{label}: target {name} imports {module} without declaring it ({where})")
        for module in sorted(declared - set(used)):
            problems.append(
                f"{label}: target {name} declares {module} but no file of it imports it")
    problems += lean_violations(package_dir, package)
    return problems


def lean_violations(package_dir, package):
    """Files that import a HEAVY_MODULES module into an executable of LEAN_EXECUTABLES."""
    label = package["name"]
    targets = {t["name"]: t for t in package["targets"]}
    problems = []
    for executable in sorted(LEAN_EXECUTABLES & set(targets)):
        reached, waiting = set(), [executable]
        while waiting:
            name = waiting.pop()
            if name in reached or name not in targets:
                continue
            reached.add(name)
            for dependency in targets[name].get("dependencies") or []:
                (_, value), = dependency.items()
                waiting.append(value[0])
        for name in sorted(reached):
            for path in swift_files(package_dir, targets[name]):
                for module in sorted(imports_of(path) & HEAVY_MODULES):
                    problems.append(
                        f"{label}: {os.path.relpath(path, package_dir)} imports {module} into "
                        f"{executable}, which must start without it")
    return problems


def main(arguments):
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    packages = arguments or [root, os.path.join(root, "Examples", "CellPreview")]
    problems = [p for package in packages for p in check(os.path.relpath(package))]
    for problem in problems:
        print(f"check-imports: {problem}", file=sys.stderr)
    if problems:
        return 1
    print(f"check-imports: ok ({len(packages)} packages)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
