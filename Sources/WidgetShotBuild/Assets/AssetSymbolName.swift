/// Xcode's names for asset-catalog resource symbols (Xcode 15+ `GeneratedAssetSymbols.swift`).
///
/// The rules, read off Xcode-generated files: the name is split into words at separators
/// (space, `-`, `_`, `.`) and at lower→upper case changes; a trailing word "Color" (colour sets)
/// or "Image" (image sets) is dropped when other words remain ("AccentColor" → `accent`,
/// "adult_products_image" → `adultProducts`, "Image" → `image`); the first word is lower-cased
/// ("DSTextTertiary" → `dsTextTertiary`), later words keep their case with a capital first
/// letter ("app-background" → `appBackground`, "chair_1" → `chair1`, "welcomeVCimage" →
/// `welcomeVCimage`); a leading digit gets an underscore ("8711759" → `_8711759`); keywords are
/// back-quoted. Namespaced folders become `enum`s named in upper camel case ("AppIcon" → `AppIcon`).
public enum AssetSymbolName {
    /// The kind of resource, which decides the dropped suffix.
    public enum Kind: Sendable { case color, image }

    /// The symbol for an asset named `name`.
    public static func symbol(for name: String, kind: Kind) -> String {
        var words = split(name)
        let suffix = kind == .color ? "color" : "image"
        if words.count > 1, words.last?.lowercased() == suffix { words.removeLast() }
        guard let first = words.first else { return "_" }
        var result = lowerFirstWord(first) + words.dropFirst().map(capitalised).joined()
        if let c = result.first, c.isNumber { result = "_" + result }
        return keywords.contains(result) ? "`\(result)`" : result
    }

    /// The `enum` name for a namespace folder.
    public static func namespace(for name: String) -> String {
        var result = split(name).map(capitalised).joined()
        if result.isEmpty { result = "_" }
        if let c = result.first, c.isNumber { result = "_" + result }
        return result
    }

    /// Words of `name`: runs of letters and digits, split where a lower-case letter or digit is
    /// followed by an upper-case letter, and where an upper-case run is followed by a capitalised word.
    static func split(_ name: String) -> [String] {
        var words: [String] = []
        for chunk in name.split(whereSeparator: { !($0.isLetter || $0.isNumber) }) {
            let chars = Array(chunk)
            var current = ""
            for (i, c) in chars.enumerated() {
                if let last = current.last {
                    let next: Character? = i + 1 < chars.count ? chars[i + 1] : nil
                    let lowerToUpper = (last.isLowercase || last.isNumber) && c.isUppercase
                    let acronymEnd = last.isUppercase && c.isUppercase && (next?.isLowercase ?? false)
                    if lowerToUpper || acronymEnd {
                        words.append(current)
                        current = ""
                    }
                }
                current.append(c)
            }
            if !current.isEmpty { words.append(current) }
        }
        return words
    }

    static func lowerFirstWord(_ word: String) -> String { word.lowercased() }

    static func capitalised(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }

    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "protocol", "public", "rethrows", "static", "struct",
        "subscript", "typealias", "var", "break", "case", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as", "catch",
        "false", "is", "nil", "super", "self", "Self", "throw", "throws", "true", "try", "Type", "Protocol",
    ]
}
