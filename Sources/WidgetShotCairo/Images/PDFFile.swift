import CCairo
import Foundation
import WidgetShotUI

/// A parsed PDF document — every page, read by poppler-glib (opened on first use:
/// ``VectorLibraries``) — for WidgetShot's PDFKit stand-in (`WidgetShotPDFKit`).
///
/// Unlike ``VectorImage`` (an asset's first page), it keeps all pages: their crop boxes, their
/// text and their drawing. Hostile input is an error, never a crash: data without a `%PDF-`
/// header, data poppler refuses, and a page whose box is not finite and positive (at most
/// ``VectorImage/maxSide`` points) throw ``Failure``. Every call into poppler holds
/// ``VectorImage/parserLock``, shared with the asset images.
///
/// ```swift
/// let file = try PDFFile(data: Data(contentsOf: url))
/// file.pageCount          // 3
/// file.cropBox(at: 0)     // (0, 0, 612, 792): US Letter
/// ```
package final class PDFFile: @unchecked Sendable {
    /// Why a document could not be opened.
    package enum Failure: Error, Equatable {
        /// The data is not a PDF, or poppler could not read it (its message).
        case invalid(String)
        /// The document is encrypted and the password (if any) does not open it.
        case encrypted
    }

    /// The file's bytes, as given.
    package let data: Data
    /// The number of pages.
    package let pageCount: Int
    /// The PDF version in the header (`%PDF-1.7` → 1, 7).
    package let version: (major: Int, minor: Int)
    /// The Info dictionary's strings present in the file: `title`, `author`, `subject`,
    /// `keywords`, `creator`, `producer`.
    package let info: [String: String]
    private let poppler: VectorLibraries.Poppler
    private let document: OpaquePointer         // PopplerDocument
    private let pages: [OpaquePointer]          // PopplerPage, one per page
    private let boxes: [CGRect]

    /// Opens PDF data; `password` opens an encrypted document.
    package init(data: Data, password: String? = nil) throws {
        guard VectorImage.format(of: data) == .pdf else { throw Failure.invalid("not a PDF (no %PDF- header)") }
        let poppler: VectorLibraries.Poppler
        do { poppler = try VectorLibraries.poppler.get() } catch { throw Failure.invalid("\(error)") }
        VectorImage.parserLock.lock()
        defer { VectorImage.parserLock.unlock() }
        var error: UnsafeMutablePointer<GError>?
        let bytes = data.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        guard let doc = poppler.documentNewFromBytes(bytes, password, &error) else {
            // POPPLER_ERROR_ENCRYPTED is 1 in poppler.h's PopplerError.
            if error?.pointee.code == 1 { _ = VectorImage.take(&error); throw Failure.encrypted }
            throw Failure.invalid(VectorImage.take(&error))
        }
        var pages: [OpaquePointer] = [], boxes: [CGRect] = []
        let count = Int(poppler.documentGetNPages(doc))
        for index in 0..<max(count, 0) {
            guard let page = poppler.documentGetPage(doc, Int32(index)) else { break }
            var r = [Double](repeating: 0, count: 4)
            poppler.pageGetCropBox(page, &r)
            let box = CGRect(x: min(r[0], r[2]), y: min(r[1], r[3]), width: abs(r[2] - r[0]), height: abs(r[3] - r[1]))
            guard box.minX.isFinite, box.minY.isFinite, box.width > 0, box.height > 0,
                  box.width <= VectorImage.maxSide, box.height <= VectorImage.maxSide else {
                g_object_unref(UnsafeMutableRawPointer(page))
                pages.forEach { g_object_unref(UnsafeMutableRawPointer($0)) }
                g_object_unref(UnsafeMutableRawPointer(doc))
                throw Failure.invalid("page \(index + 1) has no drawable box (\(r))")
            }
            pages.append(page)
            boxes.append(box)
        }
        var major: UInt32 = 0, minor: UInt32 = 0
        poppler.documentGetPDFVersion(doc, &major, &minor)
        var info: [String: String] = [:]
        for (key, get) in poppler.documentInfo {
            if let s = get(doc) { info[key] = String(cString: s); g_free(s) }
        }
        self.data = data
        self.poppler = poppler
        self.document = doc
        self.pages = pages
        self.boxes = boxes
        self.pageCount = pages.count
        self.version = (Int(major), Int(minor))
        self.info = info
    }

    deinit {
        VectorImage.parserLock.lock()
        pages.forEach { g_object_unref(UnsafeMutableRawPointer($0)) }
        g_object_unref(UnsafeMutableRawPointer(document))
        VectorImage.parserLock.unlock()
    }

    /// The page's crop box in PDF page space (points, origin at the lower left; the media box
    /// when the page sets none, as the PDF specification says).
    package func cropBox(at index: Int) -> CGRect { boxes[index] }

    /// The page's text in reading order (lines separated by newlines), or nil when it has none.
    package func text(at index: Int) -> String? {
        VectorImage.parserLock.lock()
        defer { VectorImage.parserLock.unlock() }
        guard let s = poppler.pageGetText(pages[index]) else { return nil }
        defer { g_free(s) }
        let text = String(cString: s)
        return text.isEmpty ? nil : text
    }

    /// Draws page `index` stretched over `rect` of `cr`'s user space (top-left origin), over
    /// what is there (the caller fills the paper).
    package func draw(page index: Int, in rect: CGRect, on cr: OpaquePointer) {
        let box = boxes[index]
        guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite else { return }
        VectorImage.parserLock.lock()
        defer { VectorImage.parserLock.unlock() }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
        cairo_clip(cr)
        cairo_translate(cr, rect.minX, rect.minY)
        cairo_scale(cr, rect.width / box.width, rect.height / box.height)
        poppler.pageRender(pages[index], cr)
    }

    /// Page `index` drawn into a bitmap of `size` points at `scale`: white paper, the page
    /// stretched over it. Nil when the size cannot be a canvas.
    package func bitmap(page index: Int, size: CGSize, scale: CGFloat) -> BitmapImage? {
        guard let canvas = try? BitmapCanvas(size: size, scale: scale, opaque: true) else { return nil }
        let rect = CGRect(origin: .zero, size: size)
        canvas.fill(Path(rect), color: RGBA(red: 1, green: 1, blue: 1))
        draw(page: index, in: rect, on: canvas.cairoContext)
        return canvas.makeBitmap(name: "PDF page \(index + 1)")
    }
}
