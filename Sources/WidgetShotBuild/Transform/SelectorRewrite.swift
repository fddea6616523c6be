import Foundation

/// `#selector(...)` needs the Objective-C runtime, which no Linux build has. The extension build
/// rewrites it, on its line, into the selector's name: `#selector(refresh(_:))` →
/// `Selector("refresh:")`, which WidgetShotFoundation's `Selector` holds. Names follow Swift's
/// Objective-C naming for `@objc` members: a first label joins the base name after "With"
/// (`load(from:)` → `loadWithFrom:`, `init(frame:)` → `initWithFrame:`, `f(with:)` → `fWith:`),
/// `_` labels → `:`, later labels → `label:`, `getter: x` → `x`, `setter: x` → `setX:`.
enum SelectorRewrite {
    static let regex = try! NSRegularExpression(pattern: #"#selector\(\s*(getter:\s*|setter:\s*)?([^()]*(?:\([^()]*\))?)\s*\)"#)

    static func rewrite(_ line: String) -> String {
        guard line.contains("#selector(") else { return line }
        var out = line
        for match in regex.matches(in: line, range: NSRange(line.startIndex..., in: line)).reversed() {
            guard let whole = Range(match.range, in: line), let reference = Range(match.range(at: 2), in: line) else { continue }
            let accessor = Range(match.range(at: 1), in: line).map { line[$0].trimmingCharacters(in: .whitespaces) }
            let name = objectiveCName(String(line[reference]), accessor: accessor)
            out.replaceSubrange(whole, with: "Selector(\"\(name)\")")
        }
        return out
    }

    /// `Type.method(label:_:)` → `methodWithLabel::`; `self.refresh` → `refresh`.
    static func objectiveCName(_ reference: String, accessor: String?) -> String {
        var text = reference.trimmingCharacters(in: .whitespaces)
        var labels: [String]? = nil
        if let open = text.firstIndex(of: "("), text.hasSuffix(")") {
            let inside = text[text.index(after: open)..<text.index(before: text.endIndex)]
            labels = inside.split(separator: ":", omittingEmptySubsequences: false).dropLast().map { $0.trimmingCharacters(in: .whitespaces) }
            text = String(text[..<open])
        }
        // The base name is the last component of a qualified reference (`Foo.bar`, `self.bar`).
        let base = text.split(separator: ".").last.map(String.init) ?? text
        switch accessor {
        case "getter:": return base
        case "setter:": return "set" + base.prefix(1).uppercased() + base.dropFirst() + ":"
        default: break
        }
        guard let labels, !labels.isEmpty else { return base }
        var name = base
        for (index, label) in labels.enumerated() {
            if label == "_" { name += ":"; continue }
            if index == 0 {
                let joined = label.hasPrefix("with") ? String(label.dropFirst(4)) : label
                name += "With" + joined.prefix(1).uppercased() + joined.dropFirst() + ":"
            } else {
                name += label + ":"
            }
        }
        return name
    }
}
