import Foundation
import Testing
@testable import WidgetShotCLI
import WidgetShotTesting

/// `widgetshot timeline` with many entries: the filmstrip is laid out in rows (then pages) within
/// the renderer's canvas (16,384 px a side) and the pixel limit, instead of failing with "canvas
/// 42768×444 px is too large" from about 44 small frames on.
struct FilmstripLayoutTests {
    static let small = CGSize(width: 170, height: 170)

    @Test func aFewFramesStayOneRow() {
        let layout = FilmstripLayout(count: 3, frame: Self.small, scale: 2, maxPixels: 50_000_000)
        #expect(layout.columns == 3 && layout.pages == 1)
        #expect(layout.rows(onPage: 0) == [[0, 1, 2]])
        #expect(layout.size(ofPage: 0) == CGSize(width: 3 * 186 - 16 + 40, height: 170 + 34 + 40))
    }

    @Test(arguments: [44, 45, 300, 5_000])
    func everyPageFitsTheCanvasAndTheFramesAreAllThere(count: Int) {
        for frame in [Self.small, CGSize(width: 364, height: 382), CGSize(width: 72, height: 72)] {
            let layout = FilmstripLayout(count: count, frame: frame, scale: 2, maxPixels: 50_000_000)
            var seen: [Int] = []
            for page in 0..<layout.pages {
                let size = layout.size(ofPage: page)
                #expect(size.width * 2 <= 16_384 && size.height * 2 <= 16_384, "\(count) × \(frame): page \(page) is \(size)")
                #expect(size.width * size.height * 4 <= 50_000_000, "\(count) × \(frame): page \(page) is \(size)")
                seen += layout.rows(onPage: page).flatMap { $0 }
            }
            #expect(seen == Array(0..<count))
        }
        // 45 small frames: a grid on one page, not two rows of 44 and 1.
        let grid = FilmstripLayout(count: 45, frame: Self.small, scale: 2, maxPixels: 50_000_000)
        #expect(grid.pages == 1 && grid.columns < 20, "\(grid)")
    }

    @Test func aLongTimelineRendersItsFilmstrip() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("filmstrip-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("entries.json")
        try HardeningCLITests.entriesJSON(count: 50).write(to: file)
        let out = folder.appendingPathComponent("out")
        #expect(DemoTool.run(["timeline", "--widget", HardeningCLITests.daily, "--family", "systemSmall", "--device", "iPhoneSE3",
                              "--entries", file.path, "-o", out.path]) == 0)
        let strip = try #require(try FileManager.default.contentsOfDirectory(atPath: out.path).first { $0.hasSuffix(".filmstrip.png") })
        let image = try RasterImage(pngData: Data(contentsOf: out.appendingPathComponent(strip)))
        let layout = FilmstripLayout(count: 50, frame: CGSize(width: 148, height: 148), scale: 2, maxPixels: 50_000_000)
        #expect(layout.pages == 1 && layout.rows(onPage: 0).count > 1)
        #expect(image.width == Int(layout.size(ofPage: 0).width * 2) && image.height == Int(layout.size(ofPage: 0).height * 2), "\(image.width)×\(image.height)")
    }
}
