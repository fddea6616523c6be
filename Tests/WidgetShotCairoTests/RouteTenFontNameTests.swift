import Foundation
import Testing
import WidgetShot

/// `Font.custom(_:size:)` with a face's PostScript name or full name draws that face, as on iOS
/// (dimigomeal's `.custom("SUIT-Medium", size:)` drew Inter): the bundled Noto Serif faces stand
/// in for an app's registered family.
@Suite struct RouteTenFontNameTests {
    func image(_ font: Font) throws -> RasterImage {
        try render(Text("Hamburg 42").font(font), 260, 50, scale: 2).image
    }

    @Test("a PostScript name draws its face: the family's weight and slant, not Inter")
    func postScriptName() throws {
        let byName = try image(.custom("NotoSerif-Bold", size: 28))
        #expect(byName == (try image(.custom("Noto Serif", size: 28).bold())))
        #expect(byName != (try image(.custom("Noto Serif", size: 28))))
        #expect(byName != (try image(.custom("NoSuchFont-Bold", size: 28))))   // Inter
        #expect(try image(.custom("NotoSerif-Italic", size: 28)) == (try image(.custom("Noto Serif", size: 28).italic())))
        #expect(try image(.custom("NotoSerif-Regular", size: 28)) == (try image(.custom("Noto Serif", size: 28))))
    }

    @Test("a full name draws its face; a weight set over a face name still applies")
    func fullName() throws {
        #expect(try image(.custom("Noto Serif Bold Italic", size: 28)) == (try image(.custom("Noto Serif", size: 28).bold().italic())))
        #expect(try image(.custom("NotoSerif-Regular", size: 28).weight(.bold)) == (try image(.custom("Noto Serif", size: 28).bold())))
    }

    @Test("face names are known names: no unknown-family warning")
    func noWarning() throws {
        let fonts = try Shared.renderer().fonts
        #expect(fonts.knows(family: "NotoSerif-Bold") && fonts.knows(family: "Noto Serif Bold") && !fonts.knows(family: "NotoSerif-Heavy"))
    }

    /// A render reads the names while an app registers a font on another thread (ProcessFonts
    /// reaches every font system): the names are read under the font system's lock, and the Pango
    /// contexts of the old font set stay alive until the font system goes.
    @Test("registering while other threads read the names and contexts")
    func registrationDuringReads() throws {
        let fonts = try FontSystem()
        let bundled = FontSystem.bundledFontsFolder.appendingPathComponent("Designs/NotoSerif-Bold.ttf")
        let copies = try (0..<4).map { i -> URL in
            let copy = FileManager.default.temporaryDirectory.appendingPathComponent("route-ten-font-\(i)-\(UUID().uuidString).ttf")
            try FileManager.default.copyItem(at: bundled, to: copy)
            return copy
        }
        defer { for copy in copies { try? FileManager.default.removeItem(at: copy) } }
        let before = fonts.generation
        let group = DispatchGroup()
        for _ in 0..<4 {
            DispatchQueue.global().async(group: group) {
                for _ in 0..<2_000 {
                    _ = fonts.knows(family: "NotoSerif-Bold")
                    _ = fonts.families.count
                    _ = fonts.generation
                }
            }
        }
        for copy in copies { try fonts.register(copy) }
        group.wait()
        #expect(fonts.generation == before + copies.count)
        #expect(Set(copies).isSubset(of: Set(fonts.fontFiles)))
        #expect(fonts.knows(family: "NotoSerif-Bold"))
    }
}
