import Foundation

/// `@objc optional` protocol requirements, which need the Objective-C runtime (Linux has none).
///
/// OneBusAway's delegates (`@objc public protocol RegionsServiceDelegate { @objc optional func
/// regionsServiceUnableToSelectRegion(_ service: RegionsService) }`) are called as
/// `delegate.regionsServiceUnableToSelectRegion?(self)`. Once `@objc` is gone (``RuntimeRewrites``)
/// `optional` does not compile, so a requirement that returns nothing, written on one line, in a
/// protocol at file scope, becomes a plain requirement with an empty default implementation in an
/// extension appended to the protocol's closing line (no line moves), and calls `.name?(` of such
/// a name anywhere in the module become `.name(`: the same behaviour, since a conformer that does
/// not implement it did nothing on iOS. Other optional requirements are left to the compiler.
/// Calls of Apple's optional delegate requirements through a delegate lose the `?` the same way
/// (``FrameworkOptionalRequirements``).
struct ObjCOptionalRequirementRewrite {
    /// A requirement this rewrite handles: `@objc optional func name(…)` with no result type.
    static let requirement = try! NSRegularExpression(pattern: #"^\s*@objc\s+optional\s+func\s+(\w+)\s*(\(.*\))\s*(?://.*)?$"#)
    /// A protocol declaration, capturing its access level and name.
    static let protocolDeclaration = try! NSRegularExpression(pattern: #"^(?:@\w+(?:\([^)]*\))?\s+)*(?:(public|open|internal|fileprivate|private)\s+)?protocol\s+(\w+)"#)

    /// The names of the handled requirements declared in a module's files (calls use them).
    static func names(in texts: [String]) -> Set<String> {
        var names: Set<String> = []
        for text in texts where text.contains("optional") {
            for line in text.components(separatedBy: "\n") {
                if let (name, _) = handled(line) { names.insert(name) }
            }
        }
        return names
    }

    /// The name and parameter list of a handled requirement on `line`.
    static func handled(_ line: String) -> (String, String)? {
        guard line.contains("optional"), !line.contains("->"), !line.contains("throws"), !line.contains("async"),
              let m = requirement.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)),
              let name = Range(m.range(at: 1), in: line), let parameters = Range(m.range(at: 2), in: line) else { return nil }
        return (String(line[name]), String(line[parameters]))
    }

    /// The module's handled requirement names (from ``names(in:)``).
    var names: Set<String> = []

    /// Whether a file needs this rewrite: it declares an `optional` requirement, or it has calls
    /// through an optional chain (`?(`) that may use handled names (most files have neither, and
    /// skip the per-line scan).
    /// Calls of Apple's optional delegate requirements (``FrameworkOptionalRequirements``) count too.
    func applies(to source: String) -> Bool { source.contains("?(") || source.contains("optional") }
    /// Brace depth before the current line.
    private var depth = 0
    /// The file-scope protocol being read: its name, access keyword and default implementations.
    private var open: (name: String, access: String, defaults: [String])?
    private var pendingProtocol: (name: String, access: String)?

    /// Rewrites one line: `original` is the user's, `line` what earlier rewrites made of it.
    mutating func rewrite(_ original: String, _ line: String) -> String {
        var out = line
        let trimmed = original.trimmingCharacters(in: .whitespaces)
        if depth == 0, open == nil, let m = Self.protocolDeclaration.firstMatch(in: trimmed, range: NSRange(trimmed.startIndex..., in: trimmed)),
           let name = Range(m.range(at: 2), in: trimmed) {
            let access = Range(m.range(at: 1), in: trimmed).map { String(trimmed[$0]) } ?? ""
            pendingProtocol = (String(trimmed[name]), access == "open" ? "public" : access)
        }
        if open != nil, let (name, parameters) = Self.handled(original) {
            out = out.replacingOccurrences(of: #"\boptional\s+(?=func\b)"#, with: "", options: .regularExpression)
            let access = open!.access.isEmpty ? "" : open!.access + " "
            open!.defaults.append("\(access)func \(name)\(parameters) {}")
        }
        if out.contains("?(") {
            for name in names where out.contains(name + "?(") {
                out = out.replacingOccurrences(of: #"(?<=\.)\#(name)\?\("#, with: "\(name)(", options: .regularExpression)
            }
            out = FrameworkOptionalRequirements.rewriteCalls(in: out)
        }
        for c in LexicalState.codeCharacters(of: original) {
            if c == "{" {
                if depth == 0, let p = pendingProtocol { open = (p.name, p.access, []); pendingProtocol = nil }
                depth += 1
            } else if c == "}" {
                depth = max(0, depth - 1)
                if depth == 0, let p = open {
                    if !p.defaults.isEmpty { out += "; extension \(p.name) { " + p.defaults.joined(separator: "; ") + " }" }
                    open = nil
                }
            }
        }
        return out
    }

}
