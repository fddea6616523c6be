import Foundation

/// The static members an app declares itself on the types asset symbols extend (`extension Color
/// { static let brandBlue = Color("BrandBlue") }`, `extension ColorResource { static let logo … }`),
/// found by scanning its sources.
///
/// Apps written before Xcode 15 declare such members for their catalog's colours and images. Xcode
/// does not skip clashing symbols itself (a clash is an "invalid redeclaration"); those projects
/// build because their settings turn the generation off: `ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS`
/// (the `Color`/`ShapeStyle`/`UIColor`/`UIImage` shortcuts) is off unless the project adopted
/// Xcode 15's recommended settings, and `ASSETCATALOG_COMPILER_GENERATE_ASSET_SYMBOLS = NO`
/// removes the `ColorResource`/`ImageResource` members. The extension build does not read the
/// project's build settings, so it generates everything and, to build the same code, skips each
/// generated symbol the app already declares on that type (the app's declaration is the one its
/// code means) — the result Xcode reaches with those settings for the names the app uses.
struct DeclaredAssetMembers {
    /// Type name (`Color`, `ColorResource`, `ShapeStyle`, `UIColor`, `ImageResource`, `UIImage`,
    /// `Image`) → static member names declared in extensions of it.
    var members: [String: Set<String>] = [:]

    static let types: Set<String> = ["Color", "ColorResource", "ShapeStyle", "UIColor", "ImageResource", "UIImage", "Image"]
    static let extensionRegex = try! NSRegularExpression(
        pattern: #"(?m)^[ \t]*(?:(?:public|internal|fileprivate|private)\s+)?extension\s+(?:[A-Za-z_]\w*\.)?(Color|ColorResource|ShapeStyle|UIColor|ImageResource|UIImage|Image)\b[^{]*\{"#)
    static let staticRegex = try! NSRegularExpression(pattern: #"\b(?:static|class)\s+(?:(?:public|internal|fileprivate|private|nonisolated|final)\s+)*(?:let|var)\s+`?([A-Za-z_]\w*)`?"#)

    /// Scans Swift source texts.
    init(sources: [String]) {
        for text in sources where text.contains("extension") {
            let ns = text as NSString
            for match in Self.extensionRegex.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
                let type = ns.substring(with: match.range(at: 1))
                let bodyStart = match.range.location + match.range.length
                guard let body = Self.body(of: ns, from: bodyStart) else { continue }
                let nsBody = body as NSString
                for m in Self.staticRegex.matches(in: body, range: NSRange(location: 0, length: nsBody.length)) {
                    members[type, default: []].insert(nsBody.substring(with: m.range(at: 1)))
                }
            }
        }
    }

    /// The text of a `{ … }` body after its opening brace, at the first level only (nested
    /// types' members are not the extension's).
    static func body(of text: NSString, from start: Int) -> String? {
        var depth = 1
        var out = ""
        var index = start
        while index < text.length {
            let c = text.character(at: index)
            if c == 0x7B { depth += 1 }   // {
            if c == 0x7D { depth -= 1; if depth == 0 { return out } }   // }
            if depth == 1, let scalar = Unicode.Scalar(c) { out.unicodeScalars.append(scalar) }
            index += 1
        }
        return nil
    }

    /// Whether the app declares `name` on any of `types`.
    func declares(_ name: String, on types: String...) -> Bool {
        types.contains { members[$0]?.contains(name) == true }
    }
}
