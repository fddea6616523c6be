import CCairo
import Foundation
import WidgetShotUI

/// Writes pages as a PDF file with cairo's PDF surface — what WidgetShot's PDFKit stand-in
/// (`PDFDocument.dataRepresentation()`, `write(to:)`) saves.
///
/// Pages of a parsed PDF are drawn again by poppler (their vectors and text stay vectors),
/// image pages embed the image at the page's size. Annotations are not written.
///
/// ```swift
/// let data = PDFWriter.data(pages: [.init(size: CGSize(width: 612, height: 792), content: .bitmap(scan))],
///                           info: ["title": "Scan"])
/// ```
package enum PDFWriter {
    /// What a page shows.
    package enum Content {
        /// Page `index` of a parsed document.
        case pdf(PDFFile, index: Int)
        /// An image stretched over the page.
        case bitmap(BitmapImage)
        /// Nothing (a blank page).
        case blank
    }

    /// One page: its size in points and its content.
    package struct Page {
        package var size: CGSize
        package var content: Content
        package init(size: CGSize, content: Content) {
            self.size = size
            self.content = content
        }
    }

    /// The metadata keys cairo writes into the Info dictionary.
    private static let metadataKeys: [String: cairo_pdf_metadata_t] = [
        "title": CAIRO_PDF_METADATA_TITLE, "author": CAIRO_PDF_METADATA_AUTHOR, "subject": CAIRO_PDF_METADATA_SUBJECT,
        "keywords": CAIRO_PDF_METADATA_KEYWORDS, "creator": CAIRO_PDF_METADATA_CREATOR,
    ]

    /// The PDF file of `pages` with the Info strings of `info` (`title`, `author`, `subject`,
    /// `keywords`, `creator`); nil when there is no page or a page size is not drawable.
    package static func data(pages: [Page], info: [String: String] = [:]) -> Data? {
        guard let first = pages.first, pages.allSatisfy({ drawable($0.size) }) else { return nil }
        final class Sink { var data = Data() }
        let sink = Sink()
        let write: cairo_write_func_t = { closure, bytes, length in
            guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
            return CAIRO_STATUS_SUCCESS
        }
        let surface = withExtendedLifetime(sink) {
            cairo_pdf_surface_create_for_stream(write, Unmanaged.passUnretained(sink).toOpaque(), first.size.width, first.size.height)
        }
        guard let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        for (key, value) in info {
            if let k = metadataKeys[key] { cairo_pdf_surface_set_metadata(surface, k, value) }
        }
        let cr = cairo_create(surface)!
        for page in pages {
            cairo_pdf_surface_set_size(surface, page.size.width, page.size.height)
            let rect = CGRect(origin: .zero, size: page.size)
            switch page.content {
            case let .pdf(file, index): file.draw(page: index, in: rect, on: cr)
            case let .bitmap(bitmap): draw(bitmap, in: rect, on: cr)
            case .blank: break
            }
            cairo_show_page(cr)
        }
        cairo_destroy(cr)
        cairo_surface_finish(surface)
        let ok = cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
        cairo_surface_destroy(surface)
        return withExtendedLifetime(sink) { ok && !sink.data.isEmpty ? sink.data : nil }
    }

    private static func drawable(_ size: CGSize) -> Bool {
        size.width.isFinite && size.height.isFinite && size.width > 0 && size.height > 0
            && size.width <= VectorImage.maxSide && size.height <= VectorImage.maxSide
    }

    private static func draw(_ bitmap: BitmapImage, in rect: CGRect, on cr: OpaquePointer) {
        guard let image = BitmapCodec.surface(for: bitmap) else { return }
        defer { cairo_surface_destroy(image) }
        cairo_save(cr)
        cairo_scale(cr, rect.width / CGFloat(bitmap.width), rect.height / CGFloat(bitmap.height))
        cairo_set_source_surface(cr, image, 0, 0)
        cairo_paint(cr)
        cairo_restore(cr)
    }
}
