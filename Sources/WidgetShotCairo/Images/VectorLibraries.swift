import CCairo
import Foundation

/// poppler-glib and librsvg, opened when the first PDF or SVG image is parsed rather than by the
/// dynamic loader at every process start.
///
/// Linked at start-up, the two libraries and the 20 libraries only they need (NSS, lcms2,
/// OpenJPEG, libtiff, libwebp, libxml2, …) cost every `widgetshot` process about 30 M
/// instructions of symbol relocation — a run that draws no vector image included (issue 21,
/// goal 4: `widgetshot devices` 144.2 M → 113.7 M). Opened here with `RTLD_LOCAL`, their symbols
/// stay out of the global scope, as they were never resolved against by any other library.
///
/// The functions are looked up by name with the C signatures of the libraries' headers
/// (`poppler-document.h`, `poppler-page.h`, `rsvg.h`); a missing library or symbol is an error
/// naming it, thrown by the image that needed it.
struct VectorLibraries {
    /// `GError **`.
    typealias ErrorOut = UnsafeMutablePointer<UnsafeMutablePointer<GError>?>
    /// `RsvgRectangle *`: four doubles, laid out as `cairo_rectangle_t`.
    typealias Rectangle = UnsafeMutablePointer<cairo_rectangle_t>

    struct Poppler {
        /// `PopplerDocument *poppler_document_new_from_bytes(GBytes *, const char *password, GError **)`
        let documentNewFromBytes: @convention(c) (OpaquePointer?, UnsafePointer<CChar>?, ErrorOut?) -> OpaquePointer?
        /// `int poppler_document_get_n_pages(PopplerDocument *)`
        let documentGetNPages: @convention(c) (OpaquePointer?) -> Int32
        /// `PopplerPage *poppler_document_get_page(PopplerDocument *, int index)`
        let documentGetPage: @convention(c) (OpaquePointer?, Int32) -> OpaquePointer?
        /// `void poppler_page_get_size(PopplerPage *, double *width, double *height)`
        let pageGetSize: @convention(c) (OpaquePointer?, UnsafeMutablePointer<Double>?, UnsafeMutablePointer<Double>?) -> Void
        /// `void poppler_page_render(PopplerPage *, cairo_t *)`
        let pageRender: @convention(c) (OpaquePointer?, OpaquePointer?) -> Void
        /// `char *poppler_page_get_text(PopplerPage *)` (freed with `g_free`)
        let pageGetText: @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<CChar>?
        /// `void poppler_page_get_crop_box(PopplerPage *, PopplerRectangle *)` (four doubles: x1, y1, x2, y2)
        let pageGetCropBox: @convention(c) (OpaquePointer?, UnsafeMutablePointer<Double>?) -> Void
        /// `void poppler_document_get_pdf_version(PopplerDocument *, guint *major, guint *minor)`
        let documentGetPDFVersion: @convention(c) (OpaquePointer?, UnsafeMutablePointer<UInt32>?, UnsafeMutablePointer<UInt32>?) -> Void
        /// `gchar *poppler_document_get_title(PopplerDocument *)` and the other Info-dictionary
        /// strings (`author`, `subject`, `keywords`, `creator`, `producer`), freed with `g_free`.
        let documentInfo: [String: @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<CChar>?]
    }

    struct Rsvg {
        /// `RsvgHandle *rsvg_handle_new_from_data(const guint8 *, gsize, GError **)`
        let newFromData: @convention(c) (UnsafePointer<UInt8>?, UInt, ErrorOut?) -> OpaquePointer?
        /// `void rsvg_handle_set_dpi(RsvgHandle *, double)`
        let setDPI: @convention(c) (OpaquePointer?, Double) -> Void
        /// `gboolean rsvg_handle_get_intrinsic_size_in_pixels(RsvgHandle *, gdouble *, gdouble *)`
        let intrinsicSizeInPixels: @convention(c) (OpaquePointer?, UnsafeMutablePointer<Double>?, UnsafeMutablePointer<Double>?) -> Int32
        /// `void rsvg_handle_get_intrinsic_dimensions(RsvgHandle *, gboolean *has_width, RsvgLength *width,
        /// gboolean *has_height, RsvgLength *height, gboolean *has_viewbox, RsvgRectangle *viewbox)`
        /// (the lengths are not asked for: `nil`).
        let intrinsicDimensions: @convention(c) (OpaquePointer?, UnsafeMutablePointer<Int32>?, UnsafeMutableRawPointer?,
                                                 UnsafeMutablePointer<Int32>?, UnsafeMutableRawPointer?,
                                                 UnsafeMutablePointer<Int32>?, Rectangle?) -> Void
        /// `gboolean rsvg_handle_render_document(RsvgHandle *, cairo_t *, const RsvgRectangle *viewport, GError **)`
        let renderDocument: @convention(c) (OpaquePointer?, OpaquePointer?, Rectangle?, ErrorOut?) -> Int32
        /// `gboolean rsvg_handle_render_layer(RsvgHandle *, cairo_t *, const char *id, const RsvgRectangle *viewport, GError **)`
        let renderLayer: @convention(c) (OpaquePointer?, OpaquePointer?, UnsafePointer<CChar>?, Rectangle?, ErrorOut?) -> Int32
        /// `gboolean rsvg_handle_has_sub(RsvgHandle *, const char *id)`
        let hasSub: @convention(c) (OpaquePointer?, UnsafePointer<CChar>?) -> Int32
        /// `gboolean rsvg_handle_get_geometry_for_layer(RsvgHandle *, const char *id, const RsvgRectangle *viewport,
        /// RsvgRectangle *out_ink_rect, RsvgRectangle *out_logical_rect, GError **)`
        let geometryForLayer: @convention(c) (OpaquePointer?, UnsafePointer<CChar>?, Rectangle?, Rectangle?, Rectangle?, ErrorOut?) -> Int32
    }

    /// The shared objects, by the sonames the `-dev` packages link (Debian/Ubuntu: libpoppler-glib8,
    /// librsvg2-2).
    static let popplerLibrary = "libpoppler-glib.so.8"
    static let rsvgLibrary = "librsvg-2.so.2"

    /// poppler-glib, opened on first use; the error says what could not be loaded.
    static let poppler: Result<Poppler, Error> = Result {
        let library = try open(popplerLibrary)
        return Poppler(documentNewFromBytes: try function(library, "poppler_document_new_from_bytes"),
                       documentGetNPages: try function(library, "poppler_document_get_n_pages"),
                       documentGetPage: try function(library, "poppler_document_get_page"),
                       pageGetSize: try function(library, "poppler_page_get_size"),
                       pageRender: try function(library, "poppler_page_render"),
                       pageGetText: try function(library, "poppler_page_get_text"),
                       pageGetCropBox: try function(library, "poppler_page_get_crop_box"),
                       documentGetPDFVersion: try function(library, "poppler_document_get_pdf_version"),
                       documentInfo: try Dictionary(uniqueKeysWithValues: ["title", "author", "subject", "keywords", "creator", "producer"].map {
                           ($0, try function(library, "poppler_document_get_" + $0) as @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<CChar>?)
                       }))
    }

    /// librsvg, opened on first use; the error says what could not be loaded.
    static let rsvg: Result<Rsvg, Error> = Result {
        let library = try open(rsvgLibrary)
        return Rsvg(newFromData: try function(library, "rsvg_handle_new_from_data"),
                    setDPI: try function(library, "rsvg_handle_set_dpi"),
                    intrinsicSizeInPixels: try function(library, "rsvg_handle_get_intrinsic_size_in_pixels"),
                    intrinsicDimensions: try function(library, "rsvg_handle_get_intrinsic_dimensions"),
                    renderDocument: try function(library, "rsvg_handle_render_document"),
                    renderLayer: try function(library, "rsvg_handle_render_layer"),
                    hasSub: try function(library, "rsvg_handle_has_sub"),
                    geometryForLayer: try function(library, "rsvg_handle_get_geometry_for_layer"))
    }

    /// A library or one of its functions that could not be loaded.
    struct LoadError: Error, CustomStringConvertible {
        let description: String
    }

    private static func open(_ name: String) throws -> UnsafeMutableRawPointer {
        // Both find fonts through fontconfig's current configuration: the system's, as before.
        SystemFontConfiguration.loadSystem()
        // RTLD_LOCAL: the library's symbols (and its dependencies') are not added to the global scope.
        guard let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) else {
            throw LoadError(description: "\(name) cannot be loaded (\(lastError())); install it (Debian/Ubuntu: libpoppler-glib8, librsvg2-2)")
        }
        return handle
    }

    private static func function<F>(_ library: UnsafeMutableRawPointer, _ name: String) throws -> F {
        guard let symbol = dlsym(library, name) else {
            throw LoadError(description: "\(name) is missing from the installed library (\(lastError()))")
        }
        return unsafeBitCast(symbol, to: F.self)
    }

    private static func lastError() -> String {
        dlerror().map { String(cString: $0) } ?? "unknown error"
    }
}
