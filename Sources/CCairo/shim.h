// The C API WidgetShot's raster backend uses: Cairo for drawing, Pango (with the fontconfig
// font map, so the font set can be made hermetic) for text, and the library version macros the
// determinism fingerprint records. Headers only; every call is made from WidgetShotCairo/Interop.
#include <cairo.h>
#include <cairo-pdf.h>   // PDFKit's dataRepresentation(): pages written as PDF (WidgetShotCairo/Images/PDFWriter.swift)
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
#include <hb.h>
#include <hb-ot.h>
#include <ft2build.h>
#include FT_FREETYPE_H
