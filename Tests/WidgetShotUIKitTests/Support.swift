import Foundation
import Testing
import WidgetShot

/// One renderer for the suite (fonts load once); renders are serialised because a renderer is
/// not thread-safe.
let sharedRenderer: WidgetRenderer = {
    let renderer = try! WidgetRenderer()
    try! renderer.views.images.addAssetCatalog(testCatalog)
    return renderer
}()
let renderLock = NSLock()

/// Renders a view on a canvas at a scale in a colour scheme.
func render<V: View>(_ view: V, size: CGSize = CGSize(width: 60, height: 60), scale: CGFloat = 2, scheme: ColorScheme = .light) throws -> RasterImage {
    var env = EnvironmentValues()
    env.colorScheme = scheme
    env.displayScale = scale
    renderLock.lock()
    defer { renderLock.unlock() }
    return try sharedRenderer.views.render(view, size: size, scale: scale, environment: env).image
}

/// A PNG `w`×`h` pixels: left half red, right half blue, the bottom row transparent when `hole`.
func twoColourPNG(width w: Int = 8, height h: Int = 4, hole: Bool = false) -> Data {
    var bytes = [UInt8](repeating: 0, count: w * h * 4)
    for y in 0..<h {
        for x in 0..<w where !(hole && y == h - 1) {
            let i = (y * w + x) * 4
            if x < w / 2 { bytes[i + 2] = 255 } else { bytes[i] = 255 }   // BGRA: red, then blue
            bytes[i + 3] = 255
        }
    }
    return RasterImage(width: w, height: h, stride: w * 4, scale: 1, bytes: bytes).pngData()
}

/// An asset catalog written to a temporary folder: image set `badge` (a 6×6 px @3x and a 4×4 px
/// @2x green square), image set `glyph` (3×3 px, "Render As" template), vector image sets
/// `uikitHalves` (SVG) and `page` (PDF), and colour set `Brand` (light red, dark blue).
let testCatalog: URL = {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("widgetshot-uikit-\(getpid()).xcassets")
    let fm = FileManager.default
    let imageSet = root.appendingPathComponent("badge.imageset"), colorSet = root.appendingPathComponent("Brand.colorset")
    try! fm.createDirectory(at: imageSet, withIntermediateDirectories: true)
    try! fm.createDirectory(at: colorSet, withIntermediateDirectories: true)
    func square(_ n: Int) -> Data {
        var bytes = [UInt8](repeating: 0, count: n * n * 4)
        for i in stride(from: 0, to: bytes.count, by: 4) { bytes[i + 1] = 200; bytes[i + 3] = 255 }
        return RasterImage(width: n, height: n, stride: n * 4, scale: 1, bytes: bytes).pngData()
    }
    try! square(4).write(to: imageSet.appendingPathComponent("b2.png"))
    try! square(6).write(to: imageSet.appendingPathComponent("b3.png"))
    try! Data("""
    {"images":[{"idiom":"universal","scale":"1x"},{"idiom":"universal","filename":"b2.png","scale":"2x"},
    {"idiom":"universal","filename":"b3.png","scale":"3x"}],"info":{"author":"xcode","version":1}}
    """.utf8).write(to: imageSet.appendingPathComponent("Contents.json"))
    let glyphSet = root.appendingPathComponent("glyph.imageset")
    try! fm.createDirectory(at: glyphSet, withIntermediateDirectories: true)
    try! square(3).write(to: glyphSet.appendingPathComponent("g.png"))
    try! Data("""
    {"images":[{"idiom":"universal","filename":"g.png"}],"properties":{"template-rendering-intent":"template"},"info":{"author":"xcode","version":1}}
    """.utf8).write(to: glyphSet.appendingPathComponent("Contents.json"))
    // `uikitHalves`: a single-scale SVG image set, 20×10 pt, red left half and blue right half.
    let vectorSet = root.appendingPathComponent("uikitHalves.imageset")
    try! fm.createDirectory(at: vectorSet, withIntermediateDirectories: true)
    try! Data("""
    <svg xmlns="http://www.w3.org/2000/svg" width="20" height="10">
    <rect x="0" y="0" width="10" height="10" fill="#ff0000"/><rect x="10" y="0" width="10" height="10" fill="#0000ff"/>
    </svg>
    """.utf8).write(to: vectorSet.appendingPathComponent("uikitHalves.svg"))
    try! Data("""
    {"images":[{"idiom":"universal","filename":"uikitHalves.svg"}],"info":{"author":"xcode","version":1},"properties":{"preserves-vector-representation":true}}
    """.utf8).write(to: vectorSet.appendingPathComponent("Contents.json"))
    // `page`: a single-scale PDF image set, 30×20 pt, green bottom half (PDF y grows upwards).
    let pdfSet = root.appendingPathComponent("page.imageset")
    try! fm.createDirectory(at: pdfSet, withIntermediateDirectories: true)
    let content = "0 1 0 rg 0 0 30 10 re f"
    let objects = ["<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
                   "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 30 20] /Contents 4 0 R >>",
                   "<< /Length \(content.utf8.count) >>\nstream\n\(content)\nendstream"]
    var pdf = "%PDF-1.4\n", offsets: [Int] = []
    for (i, body) in objects.enumerated() { offsets.append(pdf.utf8.count); pdf += "\(i + 1) 0 obj\n\(body)\nendobj\n" }
    let xref = pdf.utf8.count
    pdf += "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n" + offsets.map { String(format: "%010d 00000 n \n", $0) }.joined()
    pdf += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(xref)\n%%EOF\n"
    try! Data(pdf.utf8).write(to: pdfSet.appendingPathComponent("page.pdf"))
    try! Data("""
    {"images":[{"idiom":"universal","filename":"page.pdf"}],"info":{"author":"xcode","version":1}}
    """.utf8).write(to: pdfSet.appendingPathComponent("Contents.json"))
    try! Data("""
    {"colors":[{"color":{"color-space":"srgb","components":{"red":"1.000","green":"0.000","blue":"0.000","alpha":"1.000"}},"idiom":"universal"},
    {"appearances":[{"appearance":"luminosity","value":"dark"}],
     "color":{"color-space":"srgb","components":{"red":"0x00","green":"0x00","blue":"0xFF","alpha":"1.000"}},"idiom":"universal"}],
    "info":{"author":"xcode","version":1}}
    """.utf8).write(to: colorSet.appendingPathComponent("Contents.json"))
    return root
}()

/// Whether two 8-bit channels are within `tolerance`.
func near(_ a: UInt8, _ b: Int, _ tolerance: Int = 3) -> Bool { abs(Int(a) - b) <= tolerance }

/// Writes a render to /tmp for looking at.
func look(_ image: RasterImage, _ name: String) { try? image.writePNG(to: URL(fileURLWithPath: "/tmp/uikit-\(name).png")) }
