#!/usr/bin/env python3
"""Prints the swiftc flags that compile and link a fuzz target against the package's
TitleComposer (or TitleRendering, TitleWire, TitleService) module and everything it depends on
(see scripts/fuzz.sh).

usage: link_flags.py <checkout> <bin-path> [<target>]
  (bin-path: `swift build --show-bin-path`; target: the module the fuzz target imports, default
  TitleComposer, e.g. TitleService)

Reads the target graph from `swift package describe --type json`, so new targets and system
libraries are picked up without editing the script: Swift and C targets contribute their object
files, C targets their module map, system libraries their module map, pkg-config flags and
`link` libraries; `.linkedLibrary("x")` settings of Package.swift become `-lx`.
"""
import json
import os
import re
import shlex
import subprocess
import sys

root, bin_path = sys.argv[1], sys.argv[2]
top = sys.argv[3] if len(sys.argv) > 3 else "TitleComposer"
description = json.loads(subprocess.run(
    ["swift", "package", "describe", "--type", "json"], cwd=root, check=True,
    capture_output=True, text=True).stdout)
targets = {t["name"]: t for t in description["targets"]}
manifest = open(os.path.join(root, "Package.swift"), encoding="utf-8").read()

closure, stack = [], [top]
while stack:
    name = stack.pop()
    if name in closure:
        continue
    closure.append(name)
    stack += targets[name].get("target_dependencies") or []

flags, objects, libraries, packages = [f"-I{bin_path}/Modules"], [], [], []
for name in closure:
    target = targets[name]
    source = os.path.join(root, target["path"])
    if target["type"] == "system-target":
        modulemap = os.path.join(source, "module.modulemap")
        flags += ["-Xcc", f"-fmodule-map-file={modulemap}"]
        libraries += re.findall(r'link\s+"([^"]+)"', open(modulemap).read())
        match = re.search(r'name:\s*"%s",\s*pkgConfig:\s*"([^"]+)"' % re.escape(name), manifest)
        if match:
            packages.append(match.group(1))
        continue
    build = os.path.join(bin_path, f"{name}.build")
    objects += sorted(os.path.join(build, f) for f in os.listdir(build) if f.endswith(".o"))
    if target["module_type"] == "ClangTarget":
        flags += ["-Xcc", f"-fmodule-map-file={build}/module.modulemap",
                  "-Xcc", f"-I{source}/include"]
if packages:
    cflags = subprocess.run(["pkg-config", "--cflags-only-I", *packages], check=True,
                            capture_output=True, text=True).stdout.split()
    for flag in cflags:
        flags += ["-Xcc", flag]
    libraries += [f[2:] for f in subprocess.run(
        ["pkg-config", "--libs", *packages], check=True, capture_output=True,
        text=True).stdout.split() if f.startswith("-l")]
libraries += re.findall(r'\.linkedLibrary\("([^"]+)"\)', manifest)
print(shlex.join(flags + objects + [f"-l{l}" for l in dict.fromkeys(libraries)]))
