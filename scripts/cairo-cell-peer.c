/*
 * The drawing benchmark's yardstick: Pango + Cairo drawing the cells title-bench draws (the
 * first 50 cases of a corpus as 343 px, two-line cells at 2x: a badge's rounded rectangle and
 * label, then the title wrapped with the badge as the first line's indent, ellipsized at two
 * lines) into a transparent ARGB32 surface, and writing that surface as a PNG into memory.
 *
 *   cairo-cell-peer CORPUS FONT_FILE [--repeats N]
 *
 * CORPUS is the corpus format (Tests/Corpus/cases.jsonl; only "badge" and "title" are read);
 * FONT_FILE the title and badge face (NanumGothicBold), given to Pango through an application
 * fontconfig configuration that holds only it. Each layout is built once, outside the timing:
 * the timed work is drawing (clear, badge, label, title); drawing and then copying the surface
 * into a new buffer of straight-alpha RGBA bytes (what a PNG stores, and what
 * CellRenderer.image returns; the conversion is the one Cairo's PNG writer applies); and,
 * apart, PNG writing of the drawn surface (cairo_surface_write_to_png_stream, zlib's default
 * level). Prints the median of N repeats (default 9) of each, in microseconds per cell, wall
 * clock and the thread's CPU time.
 *
 * Built and run by scripts/render-bench.sh; not part of the library.
 */
#define _GNU_SOURCE
#include <cairo.h>
#include <fontconfig/fontconfig.h>
#include <json-glib/json-glib.h>
#include <math.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define CELLS 50
#define WIDTH 343.0
#define SCALE 2.0

typedef struct {
    PangoLayout *badge, *title;
    double badge_width, badge_height, height;
} Cell;

static double now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec * 1e-9;
}

/* CPU time of this thread, which other processes on a busy machine do not stretch. */
static double cpu_now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return ts.tv_sec + ts.tv_nsec * 1e-9;
}

static int cmp_double(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static cairo_status_t count_bytes(void *closure, const unsigned char *data, unsigned int length) {
    (void)data;
    *(size_t *)closure += length;
    return CAIRO_STATUS_SUCCESS;
}

/* The surface's premultiplied native-endian ARGB words as a new buffer of straight RGBA bytes,
 * each channel (c * 255 + a / 2) / a, as Cairo's PNG writer unpremultiplies. */
static unsigned char *straight_rgba(cairo_surface_t *surface) {
    int width = cairo_image_surface_get_width(surface);
    int height = cairo_image_surface_get_height(surface);
    int stride = cairo_image_surface_get_stride(surface);
    const unsigned char *data = cairo_image_surface_get_data(surface);
    unsigned char *out = malloc((size_t)width * height * 4);
    if (!out) abort();
    for (int y = 0; y < height; y++) {
        const uint32_t *row = (const uint32_t *)(data + (size_t)y * stride);
        unsigned char *o = out + (size_t)y * width * 4;
        for (int x = 0; x < width; x++, o += 4) {
            uint32_t p = row[x], a = p >> 24;
            if (a == 0) {
                o[0] = o[1] = o[2] = o[3] = 0;
            } else {
                o[0] = (((p >> 16) & 0xFF) * 255 + a / 2) / a;
                o[1] = (((p >> 8) & 0xFF) * 255 + a / 2) / a;
                o[2] = ((p & 0xFF) * 255 + a / 2) / a;
                o[3] = a;
            }
        }
    }
    return out;
}

static void draw(cairo_t *cr, const Cell *cell) {
    cairo_save(cr);
    cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR);
    cairo_paint(cr);
    cairo_restore(cr);
    double r = 4, w = cell->badge_width, h = cell->badge_height;
    cairo_new_sub_path(cr);
    cairo_arc(cr, w - r, r, r, -M_PI / 2, 0);
    cairo_arc(cr, w - r, h - r, r, 0, M_PI / 2);
    cairo_arc(cr, r, h - r, r, M_PI / 2, M_PI);
    cairo_arc(cr, r, r, r, M_PI, 3 * M_PI / 2);
    cairo_close_path(cr);
    cairo_set_source_rgb(cr, 0xFA / 255.0, 0xE0 / 255.0, 0xE4 / 255.0);
    cairo_fill(cr);
    cairo_set_source_rgb(cr, 0xE8 / 255.0, 0x4D / 255.0, 0x65 / 255.0);
    cairo_move_to(cr, 2.5, 2);
    pango_cairo_show_layout(cr, cell->badge);
    cairo_set_source_rgb(cr, 0x22 / 255.0, 0x22 / 255.0, 0x22 / 255.0);
    cairo_move_to(cr, 0, 0);
    pango_cairo_show_layout(cr, cell->title);
}

/* Draws `cell` into `surface` at SCALE, as one cell of a list is drawn. */
static void draw_cell(cairo_surface_t *surface, const Cell *cell) {
    cairo_t *cr = cairo_create(surface);
    cairo_scale(cr, SCALE, SCALE);
    draw(cr, cell);
    cairo_destroy(cr);
    cairo_surface_flush(surface);
}

int main(int argc, char **argv) {
    if (argc < 3) {
        fprintf(stderr, "usage: %s CORPUS FONT_FILE [--repeats N]\n", argv[0]);
        return 64;
    }
    int repeats = 9;
    if (argc >= 5 && !strcmp(argv[3], "--repeats")) repeats = atoi(argv[4]);
    if (repeats < 1) repeats = 1;

    FcConfig *config = FcConfigCreate();
    if (!FcConfigAppFontAddFile(config, (const FcChar8 *)argv[2])) {
        fprintf(stderr, "cairo-cell-peer: cannot load %s\n", argv[2]);
        return 1;
    }
    PangoFontMap *map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT);
    pango_fc_font_map_set_config(PANGO_FC_FONT_MAP(map), config);
    PangoContext *context = pango_font_map_create_context(map);
    cairo_font_options_t *options = cairo_font_options_create();
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY);
    pango_cairo_context_set_font_options(context, options);
    FcPattern *pattern = FcFreeTypeQuery((const FcChar8 *)argv[2], 0, NULL, NULL);
    FcChar8 *family = NULL;
    FcPatternGetString(pattern, FC_FAMILY, 0, &family);
    PangoFontDescription *title_font = pango_font_description_from_string((const char *)family);
    pango_font_description_set_weight(title_font, PANGO_WEIGHT_BOLD);
    PangoFontDescription *badge_font = pango_font_description_copy(title_font);
    pango_font_description_set_absolute_size(title_font, 16 * PANGO_SCALE);
    pango_font_description_set_absolute_size(badge_font, 12 * PANGO_SCALE);

    JsonParser *parser = json_parser_new();
    GError *error = NULL;
    gchar *text = NULL;
    if (!g_file_get_contents(argv[1], &text, NULL, &error)) {
        fprintf(stderr, "cairo-cell-peer: %s\n", error->message);
        return 1;
    }
    Cell cells[CELLS];
    int count = 0;
    for (char *line = strtok(text, "\n"); line && count < CELLS; line = strtok(NULL, "\n")) {
        if (!json_parser_load_from_data(parser, line, -1, &error)) return 1;
        JsonObject *object = json_node_get_object(json_parser_get_root(parser));
        Cell *cell = &cells[count++];
        cell->badge = pango_layout_new(context);
        pango_layout_set_font_description(cell->badge, badge_font);
        pango_layout_set_text(cell->badge, json_object_get_string_member(object, "badge"), -1);
        int bw, bh;
        pango_layout_get_size(cell->badge, &bw, &bh);
        cell->badge_width = bw / (double)PANGO_SCALE + 5;
        cell->badge_height = bh / (double)PANGO_SCALE + 4;
        cell->title = pango_layout_new(context);
        pango_layout_set_font_description(cell->title, title_font);
        pango_layout_set_text(cell->title, json_object_get_string_member(object, "title"), -1);
        pango_layout_set_width(cell->title, (int)(WIDTH * PANGO_SCALE));
        pango_layout_set_wrap(cell->title, PANGO_WRAP_WORD_CHAR);
        pango_layout_set_indent(cell->title, (int)(cell->badge_width * PANGO_SCALE));
        pango_layout_set_height(cell->title, -2);
        pango_layout_set_ellipsize(cell->title, PANGO_ELLIPSIZE_END);
        int tw, th;
        pango_layout_get_size(cell->title, &tw, &th);
        cell->height = th / (double)PANGO_SCALE;
    }
    if (count == 0) return 1;

    /* One surface per cell, as each cell is its own image. */
    cairo_surface_t *surfaces[CELLS];
    for (int i = 0; i < count; i++) {
        surfaces[i] = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, (int)ceil(WIDTH * SCALE),
                                                 (int)ceil(cells[i].height * SCALE));
    }
    double *draw_us = calloc(repeats, sizeof(double)), *png_us = calloc(repeats, sizeof(double));
    double *draw_cpu = calloc(repeats, sizeof(double)), *png_cpu = calloc(repeats, sizeof(double));
    double *rgba_us = calloc(repeats, sizeof(double)), *rgba_cpu = calloc(repeats, sizeof(double));
    size_t png_bytes = 0;
    for (int r = -1; r < repeats; r++) {
        double t0 = now(), c0 = cpu_now();
        for (int i = 0; i < count; i++) {
            draw_cell(surfaces[i], &cells[i]);
        }
        double t1 = now(), c1 = cpu_now();
        png_bytes = 0;
        for (int i = 0; i < count; i++) {
            cairo_surface_write_to_png_stream(surfaces[i], count_bytes, &png_bytes);
        }
        double t2 = now(), c2 = cpu_now();
        for (int i = 0; i < count; i++) {
            draw_cell(surfaces[i], &cells[i]);
            free(straight_rgba(surfaces[i]));
        }
        double t3 = now(), c3 = cpu_now();
        if (r >= 0) {
            rgba_us[r] = (t3 - t2) * 1e6 / count;
            rgba_cpu[r] = (c3 - c2) * 1e6 / count;
            draw_us[r] = (t1 - t0) * 1e6 / count;
            png_us[r] = (t2 - t1) * 1e6 / count;
            draw_cpu[r] = (c1 - c0) * 1e6 / count;
            png_cpu[r] = (c2 - c1) * 1e6 / count;
        }
    }
    qsort(draw_us, repeats, sizeof(double), cmp_double);
    qsort(png_us, repeats, sizeof(double), cmp_double);
    qsort(draw_cpu, repeats, sizeof(double), cmp_double);
    qsort(png_cpu, repeats, sizeof(double), cmp_double);
    qsort(rgba_us, repeats, sizeof(double), cmp_double);
    qsort(rgba_cpu, repeats, sizeof(double), cmp_double);
    printf("pango+cairo 343 px x 2 lines at 2x, %d cells, us per cell (CPU): drawing %.0f (%.0f), "
           "drawing to straight RGBA %.0f (%.0f), PNG writing %.0f (%.0f), %zu bytes a cell\n",
           count, draw_us[repeats / 2], draw_cpu[repeats / 2], rgba_us[repeats / 2],
           rgba_cpu[repeats / 2], png_us[repeats / 2],
           png_cpu[repeats / 2], png_bytes / count);
    return 0;
}
