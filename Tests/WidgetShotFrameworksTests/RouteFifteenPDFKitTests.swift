import Foundation
import Testing
import WidgetShot
import WidgetShotPDFKit

/// PDF files written here, object by object with a correct cross-reference table, so the tests
/// do not depend on the writer they check.
enum RouteFifteenPDF {
    /// A PDF with one page per entry: its media box size and its content stream (Helvetica as /F1).
    static func make(_ pages: [(width: Int, height: Int, content: String)], info: String? = nil) -> Data {
        let n = pages.count
        // 1 catalog, 2 pages, 3 font, then per page: page object, content stream; then the Info dictionary.
        var objects = ["<< /Type /Catalog /Pages 2 0 R >>",
                       "<< /Type /Pages /Kids [\((0..<n).map { "\(4 + 2 * $0) 0 R" }.joined(separator: " "))] /Count \(n) >>",
                       "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"]
        for (i, page) in pages.enumerated() {
            objects.append("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 \(page.width) \(page.height)] /Contents \(5 + 2 * i) 0 R /Resources << /Font << /F1 3 0 R >> >> >>")
            objects.append("<< /Length \(page.content.utf8.count) >>\nstream\n\(page.content)\nendstream")
        }
        if let info { objects.append(info) }
        var pdf = "%PDF-1.6\n", offsets: [Int] = []
        for (i, object) in objects.enumerated() {
            offsets.append(pdf.utf8.count)
            pdf += "\(i + 1) 0 obj\n\(object)\nendobj\n"
        }
        let xref = pdf.utf8.count
        pdf += "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
        pdf += offsets.map { String(format: "%010d 00000 n \n", $0) }.joined()
        pdf += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R\(info == nil ? "" : " /Info \(objects.count) 0 R") >>\nstartxref\n\(xref)\n%%EOF\n"
        return Data(pdf.utf8)
    }

    /// US Letter with a black bar (100…300 × 600…700 in page space) and a line of text; a
    /// 200 × 100 page with the word "appendix".
    static let handout = make([
        (612, 792, "0 0 0 rg 100 600 200 100 re f BT /F1 24 Tf 72 500 Td (Week 3 reading list) Tj ET"),
        (200, 100, "BT /F1 12 Tf 10 40 Td (appendix reading) Tj ET"),
    ], info: "<< /Title (Week 3) /Author (Canvas) /Keywords (reading, week) >>")
}

@Suite struct RouteFifteenPDFKitTests {
    @Test func realPDFDataGivesItsPagesBoxesAndText() throws {
        let document = try #require(PDFDocument(data: RouteFifteenPDF.handout))
        #expect(document.pageCount == 2)
        #expect(document.majorVersion == 1 && document.minorVersion == 6)
        let first = try #require(document.page(at: 0)), second = try #require(document.page(at: 1))
        #expect(first.bounds(for: .mediaBox) == CGRect(x: 0, y: 0, width: 612, height: 792))
        #expect(first.bounds(for: .cropBox) == CGRect(x: 0, y: 0, width: 612, height: 792))
        #expect(second.bounds(for: .mediaBox).size == CGSize(width: 200, height: 100))
        #expect(first.string?.contains("Week 3 reading list") == true)
        #expect(second.string?.contains("appendix") == true)
        #expect(document.page(at: 2) == nil)
        #expect(document.index(for: second) == 1 && second.document === document && second.label == "2")
        #expect(document.documentAttributes?[PDFDocumentAttribute.titleAttribute] as? String == "Week 3")
        #expect(document.documentAttributes?[PDFDocumentAttribute.keywordsAttribute] as? [String] == ["reading", "week"])
        // Unchanged: the data it was read from.
        #expect(document.dataRepresentation() == RouteFifteenPDF.handout)
    }

    @Test func malformedDataIsNil() {
        #expect(PDFDocument(data: Data()) == nil)
        #expect(PDFDocument(data: Data("hello, not a PDF".utf8)) == nil)
        #expect(PDFDocument(data: Data("%PDF-1.7\n1 0 obj << /Type /Catalog".utf8)) == nil)
        #expect(PDFDocument(url: URL(fileURLWithPath: "/nonexistent/route15.pdf")) == nil)
    }

    @Test func documentFromAFileURLKeepsTheURL() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("route15-\(UUID().uuidString).pdf")
        try RouteFifteenPDF.handout.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let document = try #require(PDFDocument(url: url))
        #expect(document.documentURL == url && document.pageCount == 2)
    }

    @Test func thumbnailDrawsThePageAtItsAspectRatio() throws {
        let page = try #require(PDFDocument(data: RouteFifteenPDF.handout)?.page(at: 0))
        // Asked for a square: the Letter page fits its height (612:792).
        let image = page.thumbnail(of: CGSize(width: 100, height: 100), for: .mediaBox)
        #expect(abs(image.size.height - 100) < 0.01 && abs(image.size.width - 77) < 0.01)
        let bitmap = try #require(image.cgImage?.bitmap)
        func pixel(_ x: CGFloat, _ y: CGFloat) -> [UInt8] {   // points from the top left; B, G, R
            let px = Int(x * image.scale), py = Int(y * image.scale)
            let i = py * bitmap.stride + px * 4
            return Array(bitmap.bytes[i..<i + 3])
        }
        // The bar: page x 100…300, y 600…700 (from the bottom) → 12.6…37.9 × 11.6…24.2 points here.
        #expect(pixel(25, 18) == [0, 0, 0])
        #expect(pixel(3, 3) == [255, 255, 255])     // white paper
        #expect(pixel(60, 90) == [255, 255, 255])
    }

    @Test func drawWithBoxIntoAFlippedRendererContextIsUpright() throws {
        let page = try #require(PDFDocument(data: RouteFifteenPDF.handout)?.page(at: 0))
        let box = page.bounds(for: .mediaBox)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        // The pattern apps use (and PDFKit's page space: y up from the box's lower left).
        let image = UIGraphicsImageRenderer(size: box.size, format: format).image { ctx in
            UIColor.white.setFill()
            ctx.fill(CGRect(origin: .zero, size: box.size))
            ctx.cgContext.translateBy(x: 0, y: box.height)
            ctx.cgContext.scaleBy(x: 1, y: -1)
            page.draw(with: .mediaBox, to: ctx.cgContext)
        }
        let bitmap = try #require(image.cgImage?.bitmap)
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(bitmap.bytes[(y * bitmap.stride + x * 4)..<(y * bitmap.stride + x * 4 + 3)]) }
        // The bar: page x 100…300, y 600…700 from the bottom → 92…192 from the top.
        #expect(pixel(200, 140) == [0, 0, 0])
        #expect(pixel(200, 650) == [255, 255, 255])   // where the bar would be if drawn upside down
        #expect(pixel(20, 20) == [255, 255, 255])
    }

    @Test func pagesFromImagesAreWrittenAsARealPDF() throws {
        let document = PDFDocument()
        #expect(document.pageCount == 0 && document.dataRepresentation() == nil)
        let scan = UIGraphicsImageRenderer(size: CGSize(width: 300, height: 400)).image { ctx in
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 300, height: 400))
        }
        let page = try #require(PDFPage(image: scan))
        #expect(page.bounds(for: .mediaBox) == CGRect(x: 0, y: 0, width: 300, height: 400))
        document.insert(page, at: document.pageCount)
        let source = try #require(PDFDocument(data: RouteFifteenPDF.handout))
        document.insert(try #require(source.page(at: 1)), at: document.pageCount)
        #expect(source.pageCount == 1)   // the page moved
        document.documentAttributes = [PDFDocumentAttribute.titleAttribute: "Scan"]
        let data = try #require(document.dataRepresentation())
        let reread = try #require(PDFDocument(data: data))
        #expect(reread.pageCount == 2)
        #expect(reread.page(at: 0)?.bounds(for: .mediaBox).size == CGSize(width: 300, height: 400))
        #expect(reread.page(at: 1)?.bounds(for: .mediaBox).size == CGSize(width: 200, height: 100))
        #expect(reread.page(at: 1)?.string?.contains("appendix") == true)   // vectors and text kept
        #expect(reread.documentAttributes?[PDFDocumentAttribute.titleAttribute] as? String == "Scan")
        let red = try #require(reread.page(at: 0)?.thumbnail(of: CGSize(width: 30, height: 40), for: .mediaBox).cgImage?.bitmap)
        let mid = (red.height / 2) * red.stride + (red.width / 2) * 4
        #expect(Array(red.bytes[mid..<mid + 3]) == [0, 0, 255])   // B, G, R: Cairo's ARGB32 bytes (BitmapImage)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("route15-\(UUID().uuidString).pdf")
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(document.write(to: url) && PDFDocument(url: url)?.pageCount == 2)
    }

    @Test func findAndRemoveExchangePages() throws {
        let document = try #require(PDFDocument(data: RouteFifteenPDF.handout))
        let found = document.findString("reading", withOptions: .caseInsensitive)
        #expect(found.count == 2 && found.map { $0.pages.first.map(document.index(for:)) } == [0, 1])
        #expect(found.first?.string == "reading")
        #expect(document.findString("absent").isEmpty)
        #expect(document.string?.contains("appendix") == true)
        document.exchangePage(at: 0, withPageAt: 1)
        #expect(document.page(at: 0)?.bounds(for: .mediaBox).width == 200)
        document.removePage(at: 0)
        #expect(document.pageCount == 1)
        #expect(PDFDocument(data: try #require(document.dataRepresentation()))?.pageCount == 1)
    }

    @Test func viewNavigatesAndPostsNotifications() throws {
        let document = try #require(PDFDocument(data: RouteFifteenPDF.handout))
        let view = PDFView(frame: CGRect(x: 0, y: 0, width: 306, height: 400))
        var changes = 0
        let token = NotificationCenter.default.addObserver(forName: .PDFViewPageChanged, object: view, queue: nil) { _ in changes += 1 }
        defer { NotificationCenter.default.removeObserver(token) }
        view.document = document
        #expect(view.currentPage === document.page(at: 0) && view.canGoToNextPage && !view.canGoToPreviousPage)
        #expect(view.scaleFactorForSizeToFit == 0.5)
        view.goToNextPage(nil)
        #expect(view.currentPage === document.page(at: 1) && !view.canGoToNextPage)
        view.go(to: PDFDestination(page: try #require(document.page(at: 0)), at: .zero))
        #expect(view.currentPage === document.page(at: 0))
        #expect(changes == 3)
    }

    @Test func annotationsKeepTheirValues() throws {
        let page = PDFPage()
        #expect(page.bounds(for: .mediaBox).size == CGSize(width: 612, height: 792))
        let note = PDFAnnotation(bounds: CGRect(x: 10, y: 10, width: 50, height: 20), forType: .highlight, withProperties: nil)
        note.contents = "check"
        note.color = .yellow
        page.addAnnotation(note)
        #expect(note.type == "Highlight" && note.page === page && page.annotation(at: CGPoint(x: 20, y: 15)) === note)
        #expect(note.value(forAnnotationKey: .contents) as? String == "check")
        page.removeAnnotation(note)
        #expect(page.annotations.isEmpty && note.page == nil)
    }
}
