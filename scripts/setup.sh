#!/usr/bin/env bash
# Installs what TitleComposer needs on a fresh Debian 12 machine with the Swift toolchain,
# idempotently: ICU, FreeType, fontconfig, libpng and libdeflate headers (libdeflate writes the
# PNGs), pkg-config, and the fonts the tests' fallback chain uses (Noto Color Emoji and DejaVu
# Sans, as Chromium used for the corpus), and
# the system-fallback tests' fonts: NanumBarunGothic (fonts-nanum, a title font without "è") and
# HanaMinA/B (fonts-hanazono, CJK Extension B); the font-choice tests' collection and variable font
# (fonts-wqy-zenhei, fonts-inter-variable), an OpenType/CFF font (fonts-cantarell), and hb-shape
# (libharfbuzz-bin) for their evidence; the multi-font corpus's title fonts: Noto Sans CJK KR/JP
# (fonts-noto-cjk, a GPOS-only CFF collection), Inter (fonts-inter, GPOS Latin with calt) and
# UnDotum (fonts-unfonts-core, no kerning); the multi-script corpus's faces, Debian's Noto
# (fonts-noto-core: Noto Sans and its Thai, Devanagari, Arabic, Hebrew faces, also
# the right-to-left corpus's); libssl-dev (SHA-256
# of the font environment's fingerprint); libmicrohttpd (the HTTP server of `title-preview serve`);
# python3 (scripts/check-imports.py, the first step of `.ci/run`, and the Python client example);
# nodejs (the Node client example, whose fetch the tests run against a live server).
# The test suite sees only these font packages' files (Tests/PinnedFontEnvironment/fonts.conf):
# after changing them, run python3 scripts/make-pinned-fonts-conf.py and commit its output.
set -euo pipefail
packages=(pkg-config libicu-dev libfreetype-dev libfontconfig-dev libpng-dev libdeflate-dev zlib1g-dev libharfbuzz-dev libssl-dev
  fonts-noto-color-emoji fonts-dejavu-core fonts-nanum fonts-hanazono
  fonts-wqy-zenhei fonts-inter-variable fonts-cantarell libharfbuzz-bin
  fonts-noto-cjk fonts-inter fonts-unfonts-core fonts-noto-core libmicrohttpd-dev python3 nodejs)
missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" \
    || missing+=("$package")
done
if [ "${#missing[@]}" -gt 0 ]; then
  sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  echo "setup: installing ${missing[*]}" >&2
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
