import Foundation

/// PNG bytes with the `WidgetShot-Fingerprint` text chunk left out, for tests that compare
/// renders made at different moments of one test process.
///
/// The fingerprint names the font files of the renderer's `FontSystem`, and every font system of
/// the process follows a process-wide registration (`CTFontManagerRegisterFontsForURL(_, .process, _)`,
/// `ProcessFonts`). Other suites register fonts while this target's tests run, so two renders
/// of the same variant can carry different fingerprints with identical pixels: compare the rest
/// of the file (signature, header, pixels and every other chunk) byte for byte.
enum PNGFingerprint {
    static let keyword = "WidgetShot-Fingerprint"

    /// `png` without its fingerprint chunk; `png` unchanged when it is not a well-formed PNG.
    static func removed(from png: Data) -> Data {
        let bytes = [UInt8](png)
        guard bytes.count >= 8 else { return png }
        var kept = Array(bytes[0..<8]), offset = 8
        while offset + 12 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let end = offset + 12 + length
            guard end <= bytes.count else { return png }
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            let isFingerprint = (type == "tEXt" || type == "iTXt")
                && bytes[offset + 8..<end - 4].starts(with: Array(keyword.utf8) + [0])
            if !isFingerprint { kept += bytes[offset..<end] }
            offset = end
        }
        return offset == bytes.count ? Data(kept) : png
    }
}
