#!/usr/bin/env python3
"""Shapes every Chromium line of the multi-font corpus with HarfBuzz alone and compares widths.

Usage: shape-multifont-lines.py [--show N] [--fallback PATH[:INDEX]]...

Independent evidence for the corpus and a map for the shaper: each line Chromium drew
(chromium-expected.multifont.jsonl) is shaped by the system's libharfbuzz (through ctypes; no
package needed) in the case's title face at the case's size, with the case's language, HarfBuzz's
default features, split into script runs (Latin, Hangul, kana, Han; spaces and punctuation join
the run before them, but for OWN_RUN), as Blink's run segmenter splits a line. Lines that need a fallback face
(HarfBuzz gives .notdef; with --fallback faces, each character the title face lacks is shaped in
the first of them that has it), spaces-mode first lines (Chromium's width includes the padding) and
lines with hard breaks or tabs are left out. Prints per row (font kind, language, face) how many
lines are within 1/32 px (two LayoutUnits) of Chromium's width and the largest differences: what is left is what
Chromium does beyond plain shaping (e.g. text-spacing-trim at a line end).
"""
import argparse
import collections
import ctypes
import json
import os
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
# Chromium snaps both edges of a line to 1/64 px (a LayoutUnit): two units of difference are
# rounding, not a different measure
TOLERANCE = 2 / 64 + 1e-6


class GlyphPosition(ctypes.Structure):
    _fields_ = [("x_advance", ctypes.c_int32), ("y_advance", ctypes.c_int32),
                ("x_offset", ctypes.c_int32), ("y_offset", ctypes.c_int32), ("var", ctypes.c_uint32)]


class GlyphInfo(ctypes.Structure):
    _fields_ = [("codepoint", ctypes.c_uint32), ("mask", ctypes.c_uint32),
                ("cluster", ctypes.c_uint32), ("var1", ctypes.c_uint32), ("var2", ctypes.c_uint32)]


def load_harfbuzz():
    hb = ctypes.CDLL("libharfbuzz.so.0")
    signatures = {
        "hb_blob_create_from_file": (ctypes.c_void_p, [ctypes.c_char_p]),
        "hb_face_create": (ctypes.c_void_p, [ctypes.c_void_p, ctypes.c_uint]),
        "hb_face_get_upem": (ctypes.c_uint, [ctypes.c_void_p]),
        "hb_font_create": (ctypes.c_void_p, [ctypes.c_void_p]),
        "hb_buffer_create": (ctypes.c_void_p, []),
        "hb_buffer_destroy": (None, [ctypes.c_void_p]),
        "hb_font_get_nominal_glyph": (ctypes.c_int, [ctypes.c_void_p, ctypes.c_uint32,
                                                     ctypes.POINTER(ctypes.c_uint32)]),
        "hb_buffer_add_utf8": (None, [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int, ctypes.c_uint,
                                      ctypes.c_int]),
        "hb_buffer_guess_segment_properties": (None, [ctypes.c_void_p]),
        "hb_buffer_set_language": (None, [ctypes.c_void_p, ctypes.c_void_p]),
        "hb_language_from_string": (ctypes.c_void_p, [ctypes.c_char_p, ctypes.c_int]),
        "hb_shape": (None, [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_uint]),
        "hb_buffer_get_glyph_positions": (ctypes.POINTER(GlyphPosition),
                                          [ctypes.c_void_p, ctypes.POINTER(ctypes.c_uint)]),
        "hb_buffer_get_glyph_infos": (ctypes.POINTER(GlyphInfo),
                                      [ctypes.c_void_p, ctypes.POINTER(ctypes.c_uint)]),
    }
    for name, (restype, argtypes) in signatures.items():
        function = getattr(hb, name)
        function.restype, function.argtypes = restype, argtypes
    return hb


class Shaper:
    def __init__(self):
        self.hb = load_harfbuzz()
        self.fonts = {}

    def font(self, path, index):
        if (path, index) not in self.fonts:
            face = self.hb.hb_face_create(self.hb.hb_blob_create_from_file(path.encode()), index)
            self.fonts[path, index] = (self.hb.hb_font_create(face), self.hb.hb_face_get_upem(face))
        return self.fonts[path, index]

    def has(self, path, index, ch):
        """Whether the face maps `ch` to a glyph (hb_font_get_nominal_glyph)."""
        glyph = ctypes.c_uint32()
        return bool(self.hb.hb_font_get_nominal_glyph(self.font(path, index)[0], ord(ch),
                                                      ctypes.byref(glyph)))

    def advance_em(self, path, index, lang, text):
        """The run's advance in em and whether a glyph is .notdef."""
        hb = self.hb
        font, upem = self.font(path, index)
        buffer = hb.hb_buffer_create()
        data = text.encode()
        hb.hb_buffer_add_utf8(buffer, data, len(data), 0, len(data))
        hb.hb_buffer_guess_segment_properties(buffer)
        hb.hb_buffer_set_language(buffer, hb.hb_language_from_string(lang.encode(), -1))
        hb.hb_shape(font, buffer, None, 0)
        count = ctypes.c_uint()
        positions = hb.hb_buffer_get_glyph_positions(buffer, ctypes.byref(count))
        infos = hb.hb_buffer_get_glyph_infos(buffer, ctypes.byref(count))
        total = sum(positions[i].x_advance for i in range(count.value))
        notdef = any(infos[i].codepoint == 0 for i in range(count.value))
        hb.hb_buffer_destroy(buffer)
        return total / upem, notdef


# Characters Chromium shapes in a run of their own although they are punctuation: U+00B7 MIDDLE
# DOT between Hangul. Shaped inside the Hangul run, Noto Sans CJK's `calt` narrows it from 561 to
# 279 units; Chromium draws 561, and every Korean line with "·" in Noto Sans CJK agrees only so.
# (Our reading: its Script_Extensions, Latn Grek Hani …, leave out Hang, so Blink's
# ScriptRunIterator ends the Hangul run there.)
OWN_RUN = {"\u00b7"}


def script(ch):
    """A coarse script: enough to split Latin from Hangul, kana and Han, as Blink's runs do."""
    c = ord(ch)
    if ch in OWN_RUN:
        return "zyyy:" + ch
    if 0xAC00 <= c <= 0xD7A3 or 0x1100 <= c <= 0x11FF or 0x3130 <= c <= 0x318F:
        return "hang"
    if 0x3040 <= c <= 0x30FF or 0x31F0 <= c <= 0x31FF or 0xFF66 <= c <= 0xFF9F:
        return "kana"
    if 0x4E00 <= c <= 0x9FFF or 0x3400 <= c <= 0x4DBF:
        return "hani"
    if unicodedata.category(ch).startswith("L"):
        return "latn"
    return None


def script_runs(text):
    runs, current, run_script = [], "", None
    for ch in text:
        s = script(ch)
        if s is not None and run_script is not None and s != run_script:
            runs.append(current)
            current = ""
        if s is not None:
            run_script = s
        current += ch
    return runs + [current] if current else runs


def face_runs(shaper, faces, text):
    """`text` cut where the face that draws it changes: each character in the first of `faces`
    that has it (a space between fallback Hangul stays in the title face, as in Chromium), a mark,
    joiner or variation selector in the face of the character before it."""
    runs = []
    for ch in text:
        if runs and (unicodedata.category(ch) in ("Mn", "Me", "Cf") or 0xFE00 <= ord(ch) <= 0xFE0F):
            runs[-1][1] += ch
            continue
        face = next((f for f in faces if shaper.has(*f, ch)), faces[0])
        if runs and runs[-1][0] == face:
            runs[-1][1] += ch
        else:
            runs.append([face, ch])
    return runs


def parse_face(text):
    path, _, index = text.partition(":")
    return (path, int(index or 0))


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--show", type=int, default=3, help="largest differences shown per row")
    ap.add_argument("--fallback", action="append", default=[], metavar="PATH[:INDEX]",
                    help="a face for characters the title face lacks (in order; repeatable)")
    a = ap.parse_args()
    with open(os.path.join(HERE, "multifont-cases.jsonl"), encoding="utf-8") as f:
        cases = {c["id"]: c for c in map(json.loads, f)}
    shaper = Shaper()
    fallback = [parse_face(f) for f in a.fallback]
    rows = collections.defaultdict(lambda: {"within": 0, "total": 0, "fallback": 0, "diffs": []})
    with open(os.path.join(HERE, "chromium-expected.multifont.jsonl"), encoding="utf-8") as f:
        for expected in map(json.loads, f):
            case = cases[expected["id"]]
            font = case["title_font"]
            path = font if os.path.isabs(font) else os.path.join(ROOT, font)
            index = case.get("title_font_index", 0)
            row = rows[f'{case["font_kind"]} {case["lang"]} · {case["font_name"]}']
            for number, (line, width) in enumerate(zip(expected["lines"], expected["line_widths"])):
                text = line.rstrip(" ")
                if (case["mode"] == "spaces" and number == 0) or not text or any(
                        ch in text for ch in "\n\r\t\u2028\u2029"):
                    continue
                shaped = [shaper.advance_em(*face, case["lang"], piece)
                          for run in script_runs(text)
                          for face, piece in face_runs(shaper, [(path, index)] + fallback, run)]
                if any(notdef for _, notdef in shaped):
                    row["fallback"] += 1
                    continue
                ours = sum(em for em, _ in shaped) * case["title_size"]
                row["total"] += 1
                row["within"] += abs(ours - width) <= TOLERANCE
                row["diffs"].append((abs(ours - width), expected["id"], number + 1, text, width, ours))
    for key in sorted(rows):
        row = rows[key]
        print(f'{key:42s} {row["within"]:4d}/{row["total"]:<4d} lines within 1/32 px '
              f'({row["fallback"]} need a fallback face)')
        for diff, cid, number, text, width, ours in sorted(row["diffs"], reverse=True)[: a.show]:
            if diff > TOLERANCE:
                print(f'    {cid} line {number} {text!r}: Chromium {width:.4f}, HarfBuzz {ours:.4f}')


if __name__ == "__main__":
    main()
