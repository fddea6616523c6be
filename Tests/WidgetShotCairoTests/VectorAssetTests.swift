import Foundation
import Testing
import WidgetShot

/// A one-page PDF of `width × height` pt whose page content is `content` (PDF operators, origin
/// bottom-left), with a correct cross-reference table.
func minimalPDF(width: Int, height: Int, content: String) -> Data {
    let objects = [
        "<< /Type /Catalog /Pages 2 0 R >>",
        "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 \(width) \(height)] /Contents 4 0 R /Resources << >> >>",
        "<< /Length \(content.utf8.count) >>\nstream\n\(content)\nendstream",
    ]
    var pdf = "%PDF-1.4\n"
    var offsets: [Int] = []
    for (i, body) in objects.enumerated() {
        offsets.append(pdf.utf8.count)
        pdf += "\(i + 1) 0 obj\n\(body)\nendobj\n"
    }
    let xref = pdf.utf8.count
    pdf += "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
    for o in offsets { pdf += String(format: "%010d 00000 n \n", o) }
    pdf += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(xref)\n%%EOF\n"
    return Data(pdf.utf8)
}

/// A catalog `V.xcassets` holding one image set `name` with `file` (single scale) and the given
/// properties JSON.
private func vectorCatalog(_ name: String, file: String, data: Data, properties: String = "{}") throws -> URL {
    let catalog = try temporaryFolder("vector").appendingPathComponent("V.xcassets")
    let set = catalog.appendingPathComponent("\(name).imageset")
    try write("""
        {"images": [{"idiom": "universal", "filename": "\(file)"}],
         "info": {"author": "xcode", "version": 1}, "properties": \(properties)}
        """, to: set.appendingPathComponent("Contents.json"))
    try data.write(to: set.appendingPathComponent(file))
    return catalog
}

/// 20×10 pt: the left half red, the right half blue.
let halvesSVG = Data("""
    <svg xmlns="http://www.w3.org/2000/svg" width="20" height="10">
      <rect x="0" y="0" width="10" height="10" fill="#ff0000"/>
      <rect x="10" y="0" width="10" height="10" fill="#0000ff"/>
    </svg>
    """.utf8)

@Suite struct VectorAssetTests {
    private func renderer(_ catalog: URL) throws -> ViewRenderer {
        let store = ImageStore()
        try store.addAssetCatalog(catalog)
        return try Shared.renderer(images: store)
    }

    @Test("an SVG image set has its width/height in points and draws sharp at the device scale")
    func svgImageSet() throws {
        let catalog = try vectorCatalog("halves", file: "halves.svg", data: halvesSVG)
        defer { try? FileManager.default.removeItem(at: catalog.deletingLastPathComponent()) }
        let result = try render(Image("halves").accessibilityIdentifier("i"), 20, 10, with: renderer(catalog))
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        #expect(result.tree.frame(of: "i")?.size == CGSize(width: 20, height: 10))
        let image = result.image
        #expect(image.px(29, 15) == Px(255, 0, 0, 255))
        #expect(image.px(30, 15) == Px(0, 0, 255, 255), "the halves meet at 10 pt = 30 px, with no blur")
        #expect(image.count { $0 == Px(255, 0, 0, 255) } == 30 * 30)
        #expect(image.count { $0 == Px(0, 0, 255, 255) } == 30 * 30)
    }

    @Test("a PDF image set has its page size in points; the page's origin is its bottom left")
    func pdfImageSet() throws {
        // 30×20 pt page, a red rectangle over the bottom half (PDF y grows upwards).
        let pdf = minimalPDF(width: 30, height: 20, content: "1 0 0 rg 0 0 30 10 re f")
        let catalog = try vectorCatalog("logo", file: "logo.pdf", data: pdf, properties: #"{"preserves-vector-representation": true}"#)
        defer { try? FileManager.default.removeItem(at: catalog.deletingLastPathComponent()) }
        let result = try render(Image("logo").accessibilityIdentifier("i"), 30, 20, with: renderer(catalog))
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        #expect(result.tree.frame(of: "i")?.size == CGSize(width: 30, height: 20))
        let image = result.image
        #expect(image.px(45, 10).a == 0, "the top half is empty: \(image.px(45, 10))")
        #expect(image.px(45, 50) == Px(255, 0, 0, 255), "the bottom half is red: \(image.px(45, 50))")
        #expect(image.inkBounds() == PixelBox(minX: 0, minY: 30, maxX: 89, maxY: 59))
    }

    @Test("\"Render As: Template Image\" tints a vector with the foreground style, without .renderingMode")
    func templateIntent() throws {
        let catalog = try vectorCatalog("halves", file: "halves.svg", data: halvesSVG, properties: #"{"template-rendering-intent": "template"}"#)
        defer { try? FileManager.default.removeItem(at: catalog.deletingLastPathComponent()) }
        let r = try renderer(catalog)
        let tinted = try render(Image("halves").foregroundStyle(Color(red: 0, green: 1, blue: 0)), 20, 10, with: r).image
        #expect(tinted.count { $0 == Px(0, 255, 0, 255) } == 60 * 30, "every pixel takes the tint")
        let original = try render(Image("halves").renderingMode(.original).foregroundStyle(Color(red: 0, green: 1, blue: 0)), 20, 10, with: r).image
        #expect(original.px(15, 15) == Px(255, 0, 0, 255), ".renderingMode(.original) keeps the colours")
    }

    @Test("resized: vectors stay sharp with Preserve Vector Data, and are scaled as a raster without it")
    func preserveVectorData() throws {
        // 10×10 pt, red over the left half: resized to 40×40 pt the edge is at 20 pt = 60 px.
        let svg = Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="5" height="10" fill="red"/></svg>"#.utf8)
        func blurred(_ properties: String) throws -> Int {
            let catalog = try vectorCatalog("half", file: "half.svg", data: svg, properties: properties)
            defer { try? FileManager.default.removeItem(at: catalog.deletingLastPathComponent()) }
            let result = try render(Image("half").resizable().frame(width: 40, height: 40), 40, 40, with: renderer(catalog))
            #expect(result.warnings.isEmpty, "\(result.warnings)")
            return result.image.count { $0.a > 0 && $0.a < 255 }
        }
        #expect(try blurred(#"{"preserves-vector-representation": true}"#) == 0)
        // Rasterised at 10 pt × 3 = 30 px, then stretched 4×: the edge blurs over a few pixels.
        #expect(try blurred("{}") >= 120)
    }

    @Test("malformed PDF and SVG files draw nothing and warn naming the file, never crash",
          arguments: [
            ("broken.pdf", Data("%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 9 0 R >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF".utf8)),
            ("broken.svg", Data("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\"><rect".utf8)),
            ("unsized.svg", Data("<svg xmlns=\"http://www.w3.org/2000/svg\"><rect width=\"5\" height=\"5\"/></svg>".utf8)),
            ("huge.svg", Data("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1e9\" height=\"10\"/>".utf8)),
            ("noise.pdf", Data("%PDF-".utf8) + Data(noise(2000))),
          ])
    func malformed(file: String, data: Data) throws {
        let catalog = try vectorCatalog("bad", file: file, data: data)
        defer { try? FileManager.default.removeItem(at: catalog.deletingLastPathComponent()) }
        let result = try render(Image("bad").resizable().frame(width: 10, height: 10), 10, 10, with: renderer(catalog))
        #expect(result.warnings.contains { $0.contains(file) }, "\(result.warnings)")
        #expect(result.image.inkBounds() == nil)
    }
}
