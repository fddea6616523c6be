import Foundation
import Testing
import WidgetShot

/// SwiftGen's font registration (ruuvi/com.ruuvi.station.ios' `RuuviFonts.swift`):
/// `CGDataProvider(data:)` → `CGFont(provider)` → `CTFontManagerRegisterGraphicsFont(font, &error)`.
@Suite struct RouteSevenGraphicsFontTests {
    @Test func aFontMadeFromDataIsRegisteredOnce() throws {
        let bundled = try #require(FileManager.default.enumerator(at: FontSystem.bundledFontsFolder, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.first { $0.pathExtension.lowercased() == "ttf" })
        // A copy with one byte appended at the end, so no other test's registration is this font.
        var bytes = try Data(contentsOf: bundled)
        bytes.append(UInt8.random(in: 0...255))
        bytes.append(contentsOf: withUnsafeBytes(of: UUID().uuid) { Data($0) })
        let provider = try #require(CGDataProvider(data: bytes as NSData))
        let font = try #require(CGFont(provider))
        var error: Unmanaged<CFError>?
        #expect(CTFontManagerRegisterGraphicsFont(font, &error), "\(String(describing: error?.takeRetainedValue()))")
        #expect(ProcessFonts.registered.contains { $0.path.contains("widgetshot-graphics-fonts-") })
        error = nil
        #expect(!CTFontManagerRegisterGraphicsFont(font, &error))
        #expect(error?.takeRetainedValue().code == CTFontManagerError.alreadyRegistered.rawValue)
    }

    @Test func bytesThatAreNoFontMakeNoFont() throws {
        let provider = try #require(CGDataProvider(data: Data("not a font file at all".utf8) as NSData))
        #expect(CGFont(provider) == nil)
    }
}
