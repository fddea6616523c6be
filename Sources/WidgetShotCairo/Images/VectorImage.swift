import CCairo
import Foundation
import WidgetShotUI

/// A vector image file of an asset catalog — a PDF (drawn by poppler-glib) or an SVG (drawn by
/// librsvg, both opened on first use: `VectorLibraries`) — parsed once and drawn onto cairo at whatever scale the target has, so a
/// single-scale vector image set is as sharp at @3x as Xcode's build makes it.
///
/// The size in points is the PDF's first page (its crop box, in PostScript points: one point
/// per iOS point, as Xcode rasterises it) or the SVG's `width`/`height` (user units and `px`
/// are points; absolute units at 72 per inch, so `pt` is a point — CoreSVG's unit rules are
/// not published; this is the reading where a point stays a point), else its `viewBox`.
///
/// Hostile input is an error, never a crash: data that poppler or librsvg refuses, a document
/// without pages, or a size that is not finite and positive (at most `maxSide` points) throws
/// `RasterError.imageUnreadable` naming the file. The SVG is parsed without a base URL, so it
/// cannot make librsvg read other files. The parsers keep process-wide state and are not
/// thread-safe: every call into them — parsing, drawing, releasing — holds one lock shared by all
/// images (a lock per image let two threads parse two files at once).
///
/// ```swift
/// let logo = try VectorImage(data: Data(contentsOf: url), path: url.path)
/// logo.draw(in: CGRect(x: 0, y: 0, width: 40, height: 40), on: cr)
/// ```
final class VectorImage: @unchecked Sendable {
    /// The two vector formats Xcode accepts in an image set.
    enum Format: String { case pdf = "PDF", svg = "SVG" }

    /// The largest side accepted, in points (a widget is a few hundred points wide; a bigger
    /// page is almost certainly a mistake or hostile).
    static let maxSide: CGFloat = 100_000

    let format: Format
    /// The image's size in points.
    let size: CGSize
    /// The file, for messages.
    let path: String
    /// The one lock every call into poppler-glib or librsvg holds (``PDFFile`` too).
    static let parserLock = NSLock()
    private var document: OpaquePointer?   // PopplerDocument
    private var page: OpaquePointer?       // PopplerPage
    private var handle: OpaquePointer?     // RsvgHandle
    /// The library that parsed the document (set with `document` or `handle`).
    private var poppler: VectorLibraries.Poppler?
    private var rsvg: VectorLibraries.Rsvg?

    /// The format `data` is in, if it is a vector image: a PDF header within the first KiB (the
    /// PDF specification lets readers accept leading bytes), or an `<svg` element near the start.
    static func format(of data: Data, path: String = "") -> Format? {
        let head = data.prefix(4096)
        if head.prefix(1024).range(of: Data("%PDF-".utf8)) != nil { return .pdf }
        if head.range(of: Data("<svg".utf8)) != nil { return .svg }
        if path.lowercased().hasSuffix(".svg"), head.range(of: Data("<?xml".utf8)) != nil { return .svg }
        return nil
    }

    /// Parses PDF or SVG data; throws `RasterError.imageUnreadable` naming `path` when it is
    /// neither, cannot be parsed, or has no usable size.
    init(data: Data, path: String) throws {
        self.path = path
        guard let format = Self.format(of: data, path: path) else {
            throw RasterError.imageUnreadable(path: path, reason: "not a PDF or SVG file")
        }
        self.format = format
        Self.parserLock.lock()
        defer { Self.parserLock.unlock() }
        var error: UnsafeMutablePointer<GError>?
        var width: Double = 0, height: Double = 0
        switch format {
        case .pdf:
            let poppler = try Self.library(VectorLibraries.poppler, path: path)
            self.poppler = poppler
            let bytes = data.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
            defer { g_bytes_unref(bytes) }
            guard let doc = poppler.documentNewFromBytes(bytes, nil, &error) else {
                throw RasterError.imageUnreadable(path: path, reason: "invalid PDF: \(Self.take(&error))")
            }
            document = doc
            guard poppler.documentGetNPages(doc) > 0, let first = poppler.documentGetPage(doc, 0) else {
                g_object_unref(UnsafeMutableRawPointer(doc))
                document = nil
                throw RasterError.imageUnreadable(path: path, reason: "the PDF has no page")
            }
            page = first
            poppler.pageGetSize(first, &width, &height)
        case .svg:
            let rsvg = try Self.library(VectorLibraries.rsvg, path: path)
            self.rsvg = rsvg
            let h = data.withUnsafeBytes { buf in
                rsvg.newFromData(buf.bindMemory(to: UInt8.self).baseAddress, UInt(buf.count), &error)
            }
            guard let h else { throw RasterError.imageUnreadable(path: path, reason: "invalid SVG: \(Self.take(&error))") }
            handle = h
            rsvg.setDPI(h, 72)
            if rsvg.intrinsicSizeInPixels(h, &width, &height) == 0 {
                var hasViewBox: gboolean = 0
                var viewBox = cairo_rectangle_t()
                rsvg.intrinsicDimensions(h, nil, nil, nil, nil, &hasViewBox, &viewBox)
                if hasViewBox != 0 { (width, height) = (viewBox.width, viewBox.height) }
            }
        }
        size = CGSize(width: width, height: height)
        guard width.isFinite, height.isFinite, width > 0, height > 0, width <= Self.maxSide, height <= Self.maxSide else {
            releaseLocked()
            throw RasterError.imageUnreadable(path: path, reason: "\(format.rawValue) size \(width)×\(height) pt is not drawable (0 < side ≤ \(Int(Self.maxSide)) pt; an SVG needs width/height or a viewBox)")
        }
    }

    deinit {
        Self.parserLock.lock()
        releaseLocked()
        Self.parserLock.unlock()
    }

    /// Releases the parser objects; the caller holds `parserLock`.
    private func releaseLocked() {
        if let page { g_object_unref(UnsafeMutableRawPointer(page)) }
        if let document { g_object_unref(UnsafeMutableRawPointer(document)) }
        if let handle { g_object_unref(UnsafeMutableRawPointer(handle)) }
        page = nil
        document = nil
        handle = nil
    }

    /// The loaded library, or `RasterError.imageUnreadable` naming the image and why the library
    /// could not be loaded.
    private static func library<L>(_ loaded: Result<L, Error>, path: String) throws -> L {
        do { return try loaded.get() } catch {
            throw RasterError.imageUnreadable(path: path, reason: "\(error)")
        }
    }

    /// A GError's message, freeing it.
    static func take(_ error: inout UnsafeMutablePointer<GError>?) -> String {
        guard let e = error else { return "unknown error" }
        defer { g_error_free(e); error = nil }
        return e.pointee.message.map { String(cString: $0) } ?? "unknown error"
    }

    /// Draws the whole image stretched over `rect` (user space of `cr`). Returns an error
    /// message when the parser failed to draw.
    @discardableResult
    func draw(in rect: CGRect, on cr: OpaquePointer) -> String? {
        guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite else { return nil }
        Self.parserLock.lock()
        defer { Self.parserLock.unlock() }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_translate(cr, rect.minX, rect.minY)
        cairo_scale(cr, rect.width / size.width, rect.height / size.height)
        if let page, let poppler {
            poppler.pageRender(page, cr)
            return nil
        }
        guard let handle, let rsvg else { return "no document" }
        var error: UnsafeMutablePointer<GError>?
        var viewport = cairo_rectangle_t(x: 0, y: 0, width: size.width, height: size.height)
        // A viewport of the image's own size: the document's viewBox maps onto it as the SVG says.
        if rsvg.renderDocument(handle, cr, &viewport, &error) == 0 { return Self.take(&error) }
        return nil
    }

    /// Draws one element (`id` without "#") of an SVG where it sits in the document, with the
    /// document at 1 unit per user-space unit of `cr`. Returns an error message on failure.
    @discardableResult
    func drawElement(_ id: String, on cr: OpaquePointer) -> String? {
        Self.parserLock.lock()
        defer { Self.parserLock.unlock() }
        guard let handle, let rsvg else { return "not an SVG" }
        var error: UnsafeMutablePointer<GError>?
        var viewport = cairo_rectangle_t(x: 0, y: 0, width: size.width, height: size.height)
        if rsvg.renderLayer(handle, cr, "#" + id, &viewport, &error) == 0 { return Self.take(&error) }
        return nil
    }

    /// The logical bounds (unstroked geometry) of an SVG element in document units, or nil when
    /// the document has no element with that id.
    func bounds(ofElement id: String) -> CGRect? {
        Self.parserLock.lock()
        defer { Self.parserLock.unlock() }
        guard let handle, let rsvg else { return nil }
        var error: UnsafeMutablePointer<GError>?
        var viewport = cairo_rectangle_t(x: 0, y: 0, width: size.width, height: size.height)
        var ink = cairo_rectangle_t(), logical = cairo_rectangle_t()
        guard rsvg.hasSub(handle, "#" + id) != 0 else { return nil }
        guard rsvg.geometryForLayer(handle, "#" + id, &viewport, &ink, &logical, &error) != 0 else {
            _ = Self.take(&error)
            return nil
        }
        let r = CGRect(x: logical.x, y: logical.y, width: logical.width, height: logical.height)
        return r.minX.isFinite && r.minY.isFinite && r.width.isFinite && r.height.isFinite ? r : nil
    }
}
