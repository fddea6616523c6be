import Foundation

/// An `@objc` protocol is class-only in Swift; with `@objc` removed (``RuntimeRewrites``: no
/// Objective-C interop on Linux) it would accept value types, and code using its existentials as
/// objects stops compiling ("expected to be an instance of a class or class-constrained type",
/// `===` on them; DGCharts' `@objc public protocol ChartDataSetProtocol`). The protocol keeps the
/// constraint as `AnyObject`, on its declaration line (the attribute may be on a line before it):
///
/// ```swift
/// @objc                                  →   (attribute removed by RuntimeRewrites)
/// public protocol ChartDataSetProtocol   →   public protocol ChartDataSetProtocol: AnyObject
/// ```
struct ObjCProtocolRewrite {
    /// Whether an `@objc` attribute was seen and its declaration is still to come.
    var pending = false

    mutating func rewrite(_ line: String) -> String {
        let code = String(LexicalState.codeCharacters(of: line))
        if code.range(of: #"@objc\b"#, options: .regularExpression) != nil { pending = true }
        guard pending else { return line }
        guard code.range(of: #"\bprotocol\s+[A-Za-z_]"#, options: .regularExpression) != nil,
              let name = line.range(of: #"\bprotocol\s+[A-Za-z_][A-Za-z0-9_]*"#, options: .regularExpression) else {
            // Another declaration took the attribute (`@objc class`, `@objc optional func`).
            if code.range(of: #"\b(class|struct|enum|actor|extension|func|var|let|init|subscript|typealias|case)\b"#, options: .regularExpression) != nil {
                pending = false
            }
            return line
        }
        pending = false
        var out = line
        let rest = out[name.upperBound...]
        if rest.drop(while: { $0 == " " }).hasPrefix(":") {
            let colon = rest.firstIndex(of: ":")!
            let inherited = rest[rest.index(after: colon)...].drop(while: { $0 == " " })
            if inherited.hasPrefix("AnyObject") || inherited.hasPrefix("class") { return out }
            out.replaceSubrange(colon...colon, with: ": AnyObject,")
        } else {
            out.insert(contentsOf: ": AnyObject", at: name.upperBound)
        }
        return out
    }
}
