import Foundation
import Testing
@testable import WidgetShotUI

/// `Image`, `swiftui-layout.md` §2.5 and §9.2. The fixture is a PNG header saying 40×20 pixels.
@Suite struct ImageTests {
    /// Writes a minimal PNG (signature + IHDR) of `width`×`height` pixels to a fresh temp folder.
    static func pngFixture(width: UInt32, height: UInt32) throws -> String {
        func be(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        bytes += be(13) + Array("IHDR".utf8) + be(width) + be(height) + [8, 6, 0, 0, 0] + [0, 0, 0, 0]
        bytes += be(0) + Array("IEND".utf8) + [0xAE, 0x42, 0x60, 0x82]
        // One reused folder (named by size), so runs leave nothing behind but these small files.
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("widgetshot-layout-fixtures")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let url = dir.appendingPathComponent("fixture-\(width)x\(height).png")
        // Atomic: parallel tests write the same fixture.
        try Data(bytes).write(to: url, options: .atomic)
        return url.path
    }

    @Test("an image from a missing file is 0×0")
    func missingFileIsEmpty() throws {
        // 0×0 centred in 200×100 → (100, 50).
        let tree = try place(Image(contentsOfFile: "/nonexistent/modlayout-missing.png").accessibilityIdentifier("i"), 200, 100)
        expectFrame(tree, "i", 100, 50, 0, 0)
    }

    @Test("a non-resizable image keeps its pixel size inside a smaller frame")
    func fixedImageIgnoresFrame() throws {
        // 40×20 in a 10×10 frame at (95, 45): centred (95 + 5 − 20, 45 + 5 − 10) = (80, 40).
        let path = try Self.pngFixture(width: 40, height: 20)
        let view = Image(contentsOfFile: path).accessibilityIdentifier("i").frame(width: 10, height: 10)
        let tree = try place(view, 200, 100)
        expectFrame(tree, "i", 80, 40, 40, 20)
    }

    @Test("a resizable image takes the frame's size")
    func resizableTakesProposal() throws {
        // Proposed 100×30 → 100×30 at ((200 − 100)/2, (100 − 30)/2) = (50, 35).
        let path = try Self.pngFixture(width: 40, height: 20)
        let view = Image(contentsOfFile: path).resizable().accessibilityIdentifier("i").frame(width: 100, height: 30)
        let tree = try place(view, 200, 100)
        expectFrame(tree, "i", 50, 35, 100, 30)
    }

    @Test("a resizable image's ideal size is its pixel size")
    func resizableIdealIsIntrinsic() throws {
        // fixedSize → (nil, nil) → intrinsic 40×20 at (80, 40).
        let path = try Self.pngFixture(width: 40, height: 20)
        let tree = try place(Image(contentsOfFile: path).resizable().accessibilityIdentifier("i").fixedSize(), 200, 100)
        expectFrame(tree, "i", 80, 40, 40, 20)
    }

    @Test("scaledToFit on a resizable image keeps the image's 2:1 ratio")
    func resizableScaledToFit() throws {
        // ratio = intrinsic (40, 20); P = 200×200: scaleX = 5, scaleY = 10, fit → 5 → (200, 100) at (0, 50).
        let path = try Self.pngFixture(width: 40, height: 20)
        let tree = try place(Image(contentsOfFile: path).resizable().accessibilityIdentifier("i").scaledToFit(), 200, 200)
        expectFrame(tree, "i", 0, 50, 200, 100)
    }

    @Test("scaledToFill on a resizable image overflows a square frame")
    func resizableScaledToFill() throws {
        // Frame 60×60 in 200×200 at (70, 70). scaleX = 60/40 = 1.5, scaleY = 60/20 = 3, fill → 3 → (120, 60).
        // Centred: (70 + 30 − 60, 70 + 30 − 30) = (40, 70).
        let path = try Self.pngFixture(width: 40, height: 20)
        let view = Image(contentsOfFile: path).resizable().accessibilityIdentifier("i").scaledToFill().frame(width: 60, height: 60)
        let tree = try place(view, 200, 200)
        expectFrame(tree, "i", 40, 70, 120, 60)
    }
}
