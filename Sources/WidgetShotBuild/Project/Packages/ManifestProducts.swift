import Foundation

/// Whether a `Package.swift` declares a product, read from its text (the project reader runs
/// before any package is resolved or its manifest evaluated).
enum ManifestProducts {
    /// True when `manifest` declares product `name`: `.library(name: "name"` (or `.executable`,
    /// `.plugin`) anywhere, or `"name"` as a string literal inside its `products: [ … ]` list —
    /// manifests that build their products with a helper (mytonwallet's
    /// `products: [ airLibrary("WalletCoreTypes"), … ]`, `func airLibrary(_ name: String, …) -> Product`).
    static func declares(_ name: String, in manifest: String) -> Bool {
        let escaped = NSRegularExpression.escapedPattern(for: name)
        if let declaration = try? NSRegularExpression(pattern: #"\.(library|executable|plugin)\(\s*name:\s*"\#(escaped)""#),
           declaration.firstMatch(in: manifest, range: NSRange(manifest.startIndex..., in: manifest)) != nil {
            return true
        }
        return productsList(of: manifest).map { $0.contains("\"\(name)\"") } ?? false
    }

    /// The text of the manifest's `products: [ … ]` argument without its `//` comments (brackets
    /// matched outside string literals and comments), or nil when it has none.
    static func productsList(of manifest: String) -> String? {
        guard let label = manifest.range(of: #"\bproducts\s*:\s*\["#, options: .regularExpression) else { return nil }
        var depth = 1
        var inString = false, inLineComment = false
        var previous: Character = " "
        var text = ""
        var index = label.upperBound
        while index < manifest.endIndex {
            let character = manifest[index]
            if inLineComment {
                if character == "\n" { inLineComment = false }
            } else if inString {
                if character == "\"" && previous != "\\" { inString = false }
            } else if character == "/" && manifest[manifest.index(after: index)...].first == "/" {
                inLineComment = true
            } else if character == "\"" {
                inString = true
            } else if character == "[" {
                depth += 1
            } else if character == "]" {
                depth -= 1
                if depth == 0 { return text }
            }
            if !inLineComment { text.append(character) }
            previous = character
            index = manifest.index(after: index)
        }
        return nil
    }
}
