import Foundation
import Testing
import WidgetShot
@testable import WidgetShotCLI

/// `widgetshot timeline` streams its frames (`WidgetRenderer.render(…, each:)` + `APNGWriter`):
/// the animation still has one frame per entry, in order, and each frame equals its entry's PNG.
@Suite struct LeadThirteenTimelineTests {
    @Test("the animated PNG has one frame per timeline entry and its first frame is entry 0")
    func animationHasEveryEntry() throws {
        let out = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        #expect(DemoTool.run(["timeline", "--widget", "next_flight", "--family", "systemSmall", "--device", "iPhoneSE3", "-o", out.path]) == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: out.path)
        let entries = files.filter { $0.contains(".entry") && $0.hasSuffix(".png") }
        #expect(entries.count > 1, "\(files)")
        let animation = try #require(files.first { $0.hasSuffix(".apng.png") })
        let bytes = [UInt8](try Data(contentsOf: out.appendingPathComponent(animation)))
        // acTL follows the 8-byte signature and the 25-byte IHDR chunk: length, "acTL", frame count.
        #expect(String(decoding: bytes[37..<41], as: UTF8.self) == "acTL")
        #expect(bytes[41..<45].reduce(0) { $0 << 8 | Int($1) } == entries.count)
        #expect(!files.contains { $0.hasPrefix(".") }, "no temporary file left: \(files)")
        let first = try RasterImage(pngData: Data(bytes))
        let entry0 = try #require(entries.first { $0.hasSuffix(".entry0.png") })
        #expect(try RasterImage(pngData: Data(contentsOf: out.appendingPathComponent(entry0))).bytes == first.bytes)
    }
}
