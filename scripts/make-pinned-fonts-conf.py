#!/usr/bin/env python3
"""Writes Tests/PinnedFontEnvironment/fonts.conf: the fontconfig configuration the test suite and
the corpora's Chromium runs use, so that their answers do not depend on what else the machine has
installed.

The configuration names exactly the font files the font packages of scripts/setup.sh install
(read with `dpkg -L`; everything else under /usr/share/fonts is rejected, including the
fonts-japanese-*.ttf alternatives links, which other packages re-point), and exactly the rule
files Debian 12 enables for fontconfig and for those packages (by path, never the conf.d folder,
which other font packages add to; the user's and the site's own files, 50-user.conf and
51-local.conf, are left out). Run it after changing the font packages of setup.sh (with them
installed) and commit the result:

  python3 scripts/make-pinned-fonts-conf.py [-o PATH] [--check]

--check compares with the file instead of writing it (exit status 1 when they differ).
"""
import argparse
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "Tests", "PinnedFontEnvironment", "fonts.conf")

# The font packages of scripts/setup.sh, in the order it installs them.
FONT_PACKAGES = [
    "fonts-noto-color-emoji", "fonts-dejavu-core", "fonts-nanum", "fonts-hanazono",
    "fonts-wqy-zenhei", "fonts-inter-variable", "fonts-cantarell", "fonts-noto-cjk",
    "fonts-inter", "fonts-unfonts-core",
]

# The rule files Debian 12 enables (fontconfig-config's defaults with its debconf choices
# hinting "slight" and "no bitmaps", then the font packages' own), in fontconfig's order.
RULES = [
    "10-hinting-slight.conf", "10-scale-bitmap-fonts.conf", "10-yes-antialias.conf",
    "11-lcdfilter-default.conf", "20-unhint-small-dejavu-lgc-sans-mono.conf",
    "20-unhint-small-dejavu-lgc-sans.conf", "20-unhint-small-dejavu-lgc-serif.conf",
    "20-unhint-small-dejavu-sans-mono.conf", "20-unhint-small-dejavu-sans.conf",
    "20-unhint-small-dejavu-serif.conf", "20-unhint-small-vera.conf", "25-wqy-zenhei.conf",
    "30-metric-aliases.conf", "40-nonlatin.conf", "45-generic.conf", "45-latin.conf",
    "48-spacing.conf", "49-sansserif.conf", "57-dejavu-sans-mono.conf", "57-dejavu-sans.conf",
    "57-dejavu-serif.conf", "58-dejavu-lgc-sans-mono.conf", "58-dejavu-lgc-sans.conf",
    "58-dejavu-lgc-serif.conf", "60-generic.conf", "60-latin.conf", "64-wqy-zenhei.conf",
    "65-fonts-persian.conf", "65-nonlatin.conf", "69-unifont.conf", "70-fonts-noto-cjk.conf",
    "70-no-bitmaps.conf", "80-delicious.conf", "90-fonts-nanum.conf",
    "90-fonts-unfonts-core.conf", "90-synthetic.conf",
]
RULE_FOLDERS = ["/usr/share/fontconfig/conf.avail", "/etc/fonts/conf.avail"]

FONT_SUFFIXES = (".ttf", ".otf", ".ttc", ".otc")

HEADER = """<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<!--
  The font environment of the test suite and of the Chromium runs that make its corpora
  (FONTCONFIG_FILE). Written by scripts/make-pinned-fonts-conf.py: edit that script, not this file.
  Only the font files that scripts/setup.sh installs are accepted, and only the rule files named
  here are read, so the order fontconfig gives is the same whatever else the machine has installed.
-->
<fontconfig>
  <dir>/usr/share/fonts</dir>
  <cachedir>/var/cache/fontconfig</cachedir>
  <cachedir prefix="xdg">fontconfig</cachedir>
"""


def package_fonts(package):
    try:
        listing = subprocess.run(["dpkg", "-L", package], check=True, capture_output=True,
                                 text=True).stdout
    except subprocess.CalledProcessError:
        sys.exit(f"{package} is not installed: run scripts/setup.sh first")
    return sorted(p for p in listing.splitlines()
                  if p.lower().endswith(FONT_SUFFIXES) and os.path.isfile(p)
                  and not os.path.islink(p))


def rule_path(name):
    for folder in RULE_FOLDERS:
        path = os.path.join(folder, name)
        if os.path.isfile(path):
            return path
    sys.exit(f"rule file {name} not found in {', '.join(RULE_FOLDERS)}")


def escape(text):
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def configuration():
    out = [HEADER]
    out.append("  <selectfont>\n    <rejectfont><glob>*</glob></rejectfont>\n    <acceptfont>\n")
    files = {package: package_fonts(package) for package in FONT_PACKAGES}
    # fontconfig filters the folders it walks with the same globs: accept each folder that holds
    # an accepted file, and the folders between it and /usr/share/fonts.
    folders = set()
    for path in (path for paths in files.values() for path in paths):
        folder = os.path.dirname(path)
        while folder.startswith("/usr/share/fonts/"):
            folders.add(folder)
            folder = os.path.dirname(folder)
    out.append("      <!-- folders -->\n")
    for folder in sorted(folders):
        out.append(f"      <glob>{escape(folder)}</glob>\n")
    for package, paths in files.items():
        out.append(f"      <!-- {package} -->\n")
        for path in paths:
            out.append(f"      <glob>{escape(path)}</glob>\n")
    out.append("    </acceptfont>\n  </selectfont>\n")
    # The family spellings /etc/fonts/fonts.conf accepts besides the rule files.
    for alias, family in [("mono", "monospace"), ("sans serif", "sans-serif"),
                          ("sans", "sans-serif"), ("system ui", "system-ui")]:
        out.append(f'  <match target="pattern">\n    <test qual="any" name="family">'
                   f"<string>{alias}</string></test>\n"
                   f'    <edit name="family" mode="assign" binding="same">'
                   f"<string>{family}</string></edit>\n  </match>\n")
    for name in RULES:
        out.append(f"  <include>{rule_path(name)}</include>\n")
    out.append("</fontconfig>\n")
    return "".join(out)


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("-o", "--out", default=OUT)
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args()
    text = configuration()
    if args.check:
        try:
            with open(args.out, encoding="utf-8") as f:
                same = f.read() == text
        except OSError:
            same = False
        print(f"{os.path.relpath(args.out)}: {'up to date' if same else 'differs'}")
        return 0 if same else 1
    with open(args.out, "w", encoding="utf-8") as f:
        f.write(text)
    print(f"wrote {os.path.relpath(args.out)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
