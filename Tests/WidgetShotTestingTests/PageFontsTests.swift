import Foundation
import Testing
import WidgetShotTesting

/// Issue 13 (8): HTML pages carry the shipped fonts, so CJK names show without system fonts.
@Suite struct PageFontsTests {
    private func tempFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("pagefonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test("a page with Chinese text gets Inter and Noto Sans CJK as @font-face, copied beside it")
    func cjkPage() throws {
        let folder = try tempFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = PageFonts.embed("<html><head><style>body{}</style></head><body>每日推荐</body></html>", into: folder)
        #expect(page.contains("@font-face{font-family:'WidgetShot CJK';src:url('fonts/NotoSansCJK-Regular.otf')"))
        #expect(page.contains("url('fonts/Inter-Regular.otf')"))
        for file in ["Inter-Regular.otf", "Inter-SemiBold.otf", "NotoSansCJK-Regular.otf"] {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("fonts/\(file)").path), "\(file)")
        }
        // A second page in the same folder reuses the copies.
        #expect(PageFonts.embed("<style></style>每", into: folder).contains("NotoSansCJK"))
    }

    @Test("a Latin-only page does not copy the 6 MB CJK font")
    func latinPage() throws {
        let folder = try tempFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = PageFonts.embed("<style></style>Weather", into: folder)
        #expect(page.contains("WidgetShot Sans") && !page.contains("WidgetShot CJK'"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("fonts/NotoSansCJK-Regular.otf").path))
    }
}
