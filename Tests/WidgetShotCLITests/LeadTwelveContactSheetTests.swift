import Foundation
import Testing
import WidgetShot
@testable import WidgetShotCLI

/// Issue 21, goal 5: a gallery's contact sheet is drawn from tiles the workers scaled down, so
/// the parent decodes no PNG; a variant without a tile is read back from its file.
@Suite struct LeadTwelveContactSheetTests {
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("lead-twelve-sheet-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func item(_ label: String) -> WorkItem {
        WorkItem(widget: 0, device: .iPhone16, family: .systemSmall, appearance: .light, label: label)
    }

    /// A solid image of the iPhone 16's small widget at @3x.
    static func solid(_ color: Color, views: ViewRenderer) throws -> RasterImage {
        let size = Device.iPhone16.widgetSize(for: .systemSmall)!
        return try views.render(color, size: size, scale: 3).image
    }

    @Test func aTileIsTheImageAtOnePointPerPixelAndSurvivesTheWorkerProtocol() throws {
        let views = try ViewRenderer()
        let size = Device.iPhone16.widgetSize(for: .systemSmall)!
        let tile = try #require(try ContactSheet.tile(of: Self.solid(.red, views: views), size: size, views: views))
        #expect(tile.width == Int(size.width) && tile.height == Int(size.height))
        let outcome = VariantOutcome(files: [], lints: [], error: nil, tile: tile)
        let decoded = try JSONDecoder().decode(VariantOutcome.self, from: JSONEncoder().encode(outcome))
        let bitmap = try #require(decoded.tile?.bitmap)
        let middle = bitmap.pixel(x: tile.width / 2, y: tile.height / 2)
        #expect(middle.r == 255 && middle.g < 80 && middle.b < 80 && middle.a == 255)
    }

    @Test func theSheetDrawsTilesWithoutReadingTheirFilesAndReadsFilesWithoutTiles() throws {
        let views = try ViewRenderer()
        let size = Device.iPhone16.widgetSize(for: .systemSmall)!
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // "tiled" has a red tile and no PNG at all; "untiled" has only a blue PNG.
        let red = try ContactSheet.tile(of: Self.solid(.red, views: views), size: size, views: views)
        try Self.solid(.blue, views: views).writePNG(to: folder.appendingPathComponent("untiled.png"))
        let results = [
            ItemResult(item: Self.item("tiled"), files: [("tiled", 0, Date())], lints: [], error: nil, tile: red),
            ItemResult(item: Self.item("untiled"), files: [("untiled", 0, Date())], lints: [], error: nil, tile: nil),
        ]
        let sheetURL = folder.appendingPathComponent("contact-sheet.png")
        try ContactSheet.write(results: results, to: sheetURL)
        let sheet = try BitmapCodec.decode(contentsOf: sheetURL)
        // Tiles start at the 20-pt padding, 16 pt apart, at scale 1.
        let first = sheet.pixel(x: 20 + Int(size.width) / 2, y: 20 + Int(size.height) / 2)
        let second = sheet.pixel(x: 20 + Int(size.width) + 16 + Int(size.width) / 2, y: 20 + Int(size.height) / 2)
        #expect(first.r > 200 && first.b < 80)
        #expect(second.b > 200 && second.r < 80)
    }
}
