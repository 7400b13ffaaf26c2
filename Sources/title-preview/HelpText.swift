/// The `--help` and `--version` texts.
enum HelpText {
  static let version = "title-preview 0.1.0"

  static let usage = """
    OVERVIEW: Lay out a Korean list-cell title with its category badge, as a phone would draw it.

    USAGE: title-preview [options] [<title>]
           title-preview --jsonl [<file>] [options]
           title-preview tags [options] <tag> [<tag> …]      (see 'title-preview tags --help')
           title-preview tooltip [options] [<text>]          (see 'title-preview tooltip --help')
           title-preview serve [options]                     (see 'title-preview serve --help')

    ARGUMENTS:
      <title>                 The title to lay out. Omitted or '-': read it from standard input.

    OPTIONS:
      -c, --category <id>     Category API id (default: 1 = 취미).
      -w, --width <px>        Cell width in pixels (default: 343).
      -l, --lines <n>         Most lines, at most 10000; 0 = unlimited (default: 2).
      --word-break <mode>     keep-all | normal (default: keep-all).
      --padding <mode>        indent | spaces (default: indent).
      --white-space <mode>    preserve | collapse (default: preserve).
      --title-size <px>       Title font size (default: 16).
      --badge-size <px>       Badge font size (default: 12).
      --line-height <px>      CSS line height, as a browser lays out 'line-height: 24px' (default:
                              the style's; in batch mode, that of requests without "lineHeight").
      --badge-spacing <px>    A gap after the badge, like a CSS margin-right on it (default: the
                              style's, 0; in batch mode, that of requests without "badgeSpacing").
      --letter-spacing <v>    The title's CSS letter-spacing in px or em: 0.5, -0.3px, -0.02em
                              (default: the style's, 0; in batch mode, that of requests without
                              "letterSpacing" or "letterSpacingEm").
      --badge-letter-spacing <v>
                              The badge label's letter-spacing in px or em (default: the
                              style's, 0; in batch mode, that of requests without
                              "badgeLetterSpacing" or "badgeLetterSpacingEm").
      --text-wrap <style>     wrap | balance | pretty, as CSS text-wrap in Chromium (default: the
                              style's, wrap; in batch mode, that of requests without "textWrap").
      --lang <tag>            The title's language, a BCP 47 tag: fallback faces and line
                              breaking follow it, e.g. ja, zh-Hant (default: ko); in batch
                              mode, that of requests without "lang".
      -f, --format <format>   text | json | png | svg (default: text).
      -o, --output <file>     Write the PNG or SVG here (default: standard output, not a terminal).
      --scale <factor>        PNG/SVG scale factor, e.g. 1, 2, 3 (default: 2, or the style file's).
      --svg-text <mode>       outlines (glyph paths, the default) | text (<text> elements).
      --color <when>          auto | always | never (default: auto: a terminal whose TERM is not dumb).
      --catalog <file>        Categories from JSON: [{"id", "label", "background", "foreground"}, …]
                              (at most 100000 categories, 16 MiB).
      --style <file>          Fonts, sizes, paddings and colours from JSON: TitleStyle's keys and
                              the cell's (padding, background, titleColor, scale, svgText); an
                              unknown or repeated key is an error (at most 1 MiB).
      --fallback-font <font>  A fallback font, tried in order (repeatable): a path, or a face of a
                              file as JSON: '{"path": "f.ttc", "index": 1}' (a collection's face,
                              from 0), '{"path": "v.ttf", "instance": "Bold"}' (a named instance),
                              '{"path": "v.ttf", "variations": {"wght": 600}}' (axis values).
      --no-system-fonts       Do not ask fontconfig for characters no configured font has.
      --glyphs                With -f json or --jsonl: each line also gets its "runs" (face, size,
                              bidi level, pen x, glyph ids, advances, offsets, clusters) and the
                              "faces" that drew it (a request's "glyphs" overrides it).
      --max-title-length <n>  Longest title accepted, in UTF-16 code units (default: 10000).
      --time-budget <ms>      Fail a title whose layout takes longer; at most 3600000, one
                              hour (default: no budget).
      --jsonl [<file>]        Batch: one JSON request per line from <file> or standard input ('-'),
                              one JSON result per line, in order, flushed as it goes:
                              {"id", "category", "title", "width", "numberOfLines", "wordBreak",
                               "padding", "whiteSpace", "titleSize", "badgeSize", "lineHeight",
                               "badgeSpacing", "textWrap", "letterSpacing", "letterSpacingEm",
                               "badgeLetterSpacing", "badgeLetterSpacingEm", "glyphs", "lang"}.
                              "widths": [px, ...] instead of "width": one result per width
                              (at most 64), each the record of that "width".
                              A bad line gets {"line", "id", "code", "error"} and the rest go on
                              (the codes and the result object: docs/title-result.schema.json).
      -j, --jobs <n>          Batch: threads to use, 1-1024 (default: all cores).
      --out-dir <dir>         Batch with --format png|svg: write <id>.png or <id>.svg per request
                              into <dir>; each result line gets its "file" (names unique in
                              the run: a repeated one gets -2, -3, … in input order).
      --max-line-bytes <n>    Batch: longer lines get an error record (default: 1048576).
      --version               Show the version.
      -h, --help              Show help information.

    EXIT STATUS: 0 success, 1 the title (or any batch line) could not be composed or the output
    could not be written, 64 usage error, 130/143 a batch stopped by SIGINT/SIGTERM.
    """
}
