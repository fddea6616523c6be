import Foundation
import WidgetShotCairo

// A font made from bytes and registered for the process — Core Graphics' `CGFont(provider)` and
// Core Text's `CTFontManagerRegisterGraphicsFont(font, &error)`, the pair SwiftGen's fonts
// template generates for bundled fonts (ruuvi/com.ruuvi.station.ios' `RuuviFonts.swift`).

/// A font made from font-file bytes — Core Graphics' `CGFont`.
public final class CGFont: @unchecked Sendable {
    /// The font file's bytes.
    let data: Data

    /// A font from the provider's bytes: nil unless they start like a TrueType, OpenType or
    /// font-collection file (`00 01 00 00`, `OTTO`, `true`, `ttcf`), as Core Graphics returns nil
    /// for data it cannot read as a font.
    public init?(_ provider: CGDataProvider) {
        guard let bytes = provider.data.map({ $0 as Data }), Self.isFontFile(bytes) else { return nil }
        data = bytes
    }

    static func isFontFile(_ data: Data) -> Bool {
        guard data.count >= 12 else { return false }
        let tag = [UInt8](data.prefix(4))
        return tag == [0, 1, 0, 0] || tag == Array("OTTO".utf8) || tag == Array("true".utf8) || tag == Array("ttcf".utf8)
    }
}

/// The fonts registered from data, by their bytes' hash (a second registration is Core Text's
/// `alreadyRegistered` error).
private enum GraphicsFontRegistry {
    static let lock = NSLock()
    nonisolated(unsafe) static var registered: Set<Int> = []
}

/// Registers a font made from data for this process — Core Text's `CTFontManagerRegisterGraphicsFont`:
/// its bytes are written to a temporary file, which every font system of the process loads, so
/// `Font.custom` and `UIFont(name:size:)` find it. Registering the same font twice returns false
/// with `alreadyRegistered` (105), as on iOS; a file the font systems cannot load, `invalidFontData`.
@discardableResult
public func CTFontManagerRegisterGraphicsFont(_ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<NSError>?>?) -> Bool {
    func fail(_ code: CTFontManagerError, _ reason: String) -> Bool {
        error?.pointee = Unmanaged.passRetained(NSError(domain: kCTFontManagerErrorDomain, code: code.rawValue,
                                                        userInfo: [NSLocalizedDescriptionKey: reason]))
        return false
    }
    let key = font.data.hashValue
    GraphicsFontRegistry.lock.lock()
    let isNew = GraphicsFontRegistry.registered.insert(key).inserted
    GraphicsFontRegistry.lock.unlock()
    guard isNew else { return fail(.alreadyRegistered, "the font is already registered") }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("widgetshot-graphics-fonts-\(ProcessInfo.processInfo.processIdentifier)")
    let file = folder.appendingPathComponent("font-\(UInt(bitPattern: key)).\(font.data.prefix(4) == Data("OTTO".utf8) ? "otf" : "ttf")")
    do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try font.data.write(to: file, options: .atomic)
        try ProcessFonts.register(file)
        return true
    } catch {
        GraphicsFontRegistry.lock.lock()
        GraphicsFontRegistry.registered.remove(key)
        GraphicsFontRegistry.lock.unlock()
        return fail(.invalidFontData, "the font data could not be loaded: \(error)")
    }
}
