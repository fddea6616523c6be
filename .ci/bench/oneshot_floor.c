/*
 * The C floor of a one-shot render (issue 21, goal 4): one process that starts, loads WidgetShot's
 * bundled fonts the cheapest way fontconfig offers (its directory cache), draws a small widget
 * scene at @3x with Cairo and Pango (gradient background, rounded rectangles, an image, two text
 * runs: the scene of shared/perf/cairo_bench.c, "small"), writes the PNG and exits. This is what
 * `widgetshot render` would cost with no Swift, no layout engine and no argument parsing.
 *
 *   gcc -O2 -o oneshot_floor .ci/bench/oneshot_floor.c $(pkg-config --cflags --libs pangocairo pangoft2 fontconfig) -lm
 *   ./oneshot_floor OUT.png FONTS_DIR CACHE_DIR
 */
#include <cairo.h>
#include <fontconfig/fontconfig.h>
#include <math.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <stdio.h>

static void rounded_rect(cairo_t *cr, double x, double y, double w, double h, double r) {
    cairo_new_sub_path(cr);
    cairo_arc(cr, x + w - r, y + r, r, -M_PI / 2, 0);
    cairo_arc(cr, x + w - r, y + h - r, r, 0, M_PI / 2);
    cairo_arc(cr, x + r, y + h - r, r, M_PI / 2, M_PI);
    cairo_arc(cr, x + r, y + r, r, M_PI, 3 * M_PI / 2);
    cairo_close_path(cr);
}

static cairo_surface_t *make_icon(void) {
    cairo_surface_t *s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 120, 120);
    cairo_t *cr = cairo_create(s);
    cairo_pattern_t *p = cairo_pattern_create_radial(45, 45, 5, 60, 60, 60);
    cairo_pattern_add_color_stop_rgba(p, 0, 1.0, 0.85, 0.2, 1.0);
    cairo_pattern_add_color_stop_rgba(p, 1.0, 1.0, 0.4, 0.0, 0.0);
    cairo_set_source(cr, p);
    cairo_paint(cr);
    cairo_pattern_destroy(p);
    cairo_destroy(cr);
    return s;
}

static void text(cairo_t *cr, PangoContext *context, const char *description, double size, const char *string,
                 double x, double y, double width) {
    PangoLayout *layout = pango_layout_new(context);
    PangoFontDescription *font = pango_font_description_from_string(description);
    pango_font_description_set_absolute_size(font, size * PANGO_SCALE);
    pango_layout_set_font_description(layout, font);
    pango_layout_set_width(layout, (int)(width * PANGO_SCALE));
    pango_layout_set_wrap(layout, PANGO_WRAP_WORD);
    pango_layout_set_text(layout, string, -1);
    cairo_move_to(cr, x, y);
    cairo_set_source_rgb(cr, 1, 1, 1);
    pango_cairo_update_context(cr, context);
    pango_cairo_show_layout(cr, layout);
    pango_font_description_free(font);
    g_object_unref(layout);
}

int main(int argc, char **argv) {
    if (argc != 4) {
        fprintf(stderr, "usage: %s OUT.png FONTS_DIR CACHE_DIR\n", argv[0]);
        return 2;
    }
    /* The bundled fonts only, read through fontconfig's cache (as WidgetShot's FontScanCache). */
    FcConfig *config = FcConfigCreate();
    char rules[4096];
    snprintf(rules, sizeof rules, "<?xml version=\"1.0\"?><fontconfig><cachedir>%s</cachedir></fontconfig>", argv[3]);
    FcConfigParseAndLoadFromMemory(config, (const FcChar8 *)rules, FcFalse);
    if (!FcConfigAppFontAddDir(config, (const FcChar8 *)argv[2])) return 1;
    PangoFontMap *map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT);
    pango_fc_font_map_set_config(PANGO_FC_FONT_MAP(map), config);
    PangoContext *context = pango_font_map_create_context(map);
    cairo_font_options_t *options = cairo_font_options_create();
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY);
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
    pango_cairo_context_set_font_options(context, options);
    pango_context_set_round_glyph_positions(context, FALSE);

    const double scale = 3, w = 170, h = 170;   /* systemSmall on a 6.1-inch iPhone, @3x */
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, (int)(w * scale), (int)(h * scale));
    cairo_t *cr = cairo_create(surface);
    cairo_scale(cr, scale, scale);
    cairo_pattern_t *gradient = cairo_pattern_create_linear(0, 0, w, h);
    cairo_pattern_add_color_stop_rgb(gradient, 0, 0x4A / 255.0, 0x90 / 255.0, 0xE2 / 255.0);
    cairo_pattern_add_color_stop_rgb(gradient, 1, 0x90 / 255.0, 0x13 / 255.0, 0xFE / 255.0);
    cairo_set_source(cr, gradient);
    cairo_paint(cr);
    cairo_pattern_destroy(gradient);
    rounded_rect(cr, 12, 12, w - 24, 70, 14);
    cairo_set_source_rgba(cr, 1, 1, 1, 0.18);
    cairo_fill(cr);
    rounded_rect(cr, 16, h - 34, (w - 32) * 0.6, 8, 4);
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_fill(cr);
    cairo_surface_t *icon = make_icon();
    cairo_save(cr);
    rounded_rect(cr, w - 66, 18, 50, 50, 10);
    cairo_clip(cr);
    cairo_translate(cr, w - 66, 18);
    cairo_scale(cr, 50 / 120.0, 50 / 120.0);
    cairo_set_source_surface(cr, icon, 0, 0);
    cairo_paint(cr);
    cairo_restore(cr);
    text(cr, context, "Inter Bold", 17, "Cupertino", 20, 22, w - 90);
    text(cr, context, "Inter", 13, "72\xC2\xB0 Partly Cloudy", 16, 92, w - 32);
    cairo_destroy(cr);
    cairo_surface_flush(surface);
    return cairo_surface_write_to_png(surface, argv[1]) == CAIRO_STATUS_SUCCESS ? 0 : 1;
}
