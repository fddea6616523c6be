import Foundation

/// A subclass overriding an `@objc` method that its module declares in an *extension* of the
/// superclass (Kingfisher 7: `extension UIImageView { @objc func shouldPreloadAllAnimation() }`
/// and `AnimatedImageView`'s `override func shouldPreloadAllAnimation()`). Objective-C dispatch
/// makes that legal on Apple platforms; Swift on Linux has none, and rejects the override ("is
/// declared in extension … and cannot be overridden"). The extension build drops the `override`
/// keyword, on its line, so the subclass method compiles — as a method of its own: a call through
/// the superclass type reaches the extension's method, not the subclass's (the difference from
/// iOS; widgets do not run such app-side view code).
enum ObjectiveCExtensionOverrides {
    /// The names of `@objc` methods declared directly inside `extension` blocks of `texts` (a
    /// module's files), without a declaration of the same name in a type body there.
    static func extensionMethods(declaredIn texts: [String]) -> Set<String> {
        var inExtensions: Set<String> = [], inTypes: Set<String> = []
        let function = try! NSRegularExpression(pattern: #"^\s*(?:@objc(?:\([^)]*\))?\s+)?(?:(?:public|open|internal|fileprivate|private|final|static|class|dynamic|@objc(?:\([^)]*\))?)\s+)*func\s+([A-Za-z_][A-Za-z0-9_]*)\s*[(<]"#)
        let container = try! NSRegularExpression(pattern: #"^\s*(?:@[A-Za-z_]+(?:\([^)]*\))?\s+)*(?:(?:public|open|internal|fileprivate|private|final|indirect)\s+)*(extension|class|struct|enum|actor|protocol)\s+(?!(?:func|var|let|subscript|init|override|final|open|public)\b)[A-Za-z_]"#)
        for text in texts {
            var scanner = LexicalState()
            // Open containers: (is an extension, brace depth inside it).
            var stack: [(isExtension: Bool, depth: Int)] = []
            var depth = 0
            var previousLineIsObjC = false
            for line in text.components(separatedBy: "\n") {
                defer { scanner.advance(over: line) }
                guard scanner.isCode else { continue }
                let code = codePart(of: line)
                let range = NSRange(code.startIndex..., in: code)
                if let match = container.firstMatch(in: code, range: range), let kind = Range(match.range(at: 1), in: code) {
                    stack.append((code[kind] == "extension", depth + 1))
                }
                if let match = function.firstMatch(in: code, range: range), let name = Range(match.range(at: 1), in: code),
                   let top = stack.last, depth == top.depth {
                    let isObjC = previousLineIsObjC || code.contains("@objc")
                    if top.isExtension { if isObjC { inExtensions.insert(String(code[name])) } } else { inTypes.insert(String(code[name])) }
                }
                previousLineIsObjC = code.trimmingCharacters(in: .whitespaces).hasPrefix("@objc") && !code.contains("func ")
                for c in code {
                    if c == "{" { depth += 1 }
                    if c == "}" {
                        depth -= 1
                        while let top = stack.last, depth < top.depth { stack.removeLast() }
                    }
                }
            }
        }
        return inExtensions.subtracting(inTypes)
    }

    /// `line` without the `override` of a method named in `names`.
    static func rewrite(_ line: String, names: Set<String>) -> String {
        guard !names.isEmpty, line.contains("override") else { return line }
        let pattern = #"\boverride\s+((?:(?:public|open|internal|fileprivate|private|final|@objc)\s+)*func\s+([A-Za-z_][A-Za-z0-9_]*))"#
        let regex = try! NSRegularExpression(pattern: pattern)
        guard let match = regex.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)),
              let name = Range(match.range(at: 2), in: line), names.contains(String(line[name])),
              let whole = Range(match.range, in: line), let rest = Range(match.range(at: 1), in: line) else { return line }
        return line.replacingCharacters(in: whole, with: String(line[rest]))
    }

    /// The line without a trailing `//` comment or string contents (braces in them do not count).
    private static func codePart(of line: String) -> String {
        var out = "", inString = false, previous: Character = " "
        for c in line {
            if inString {
                if c == "\"" && previous != "\\" { inString = false }
                previous = c
                continue
            }
            if c == "\"" { inString = true; previous = c; continue }
            if c == "/" && previous == "/" { out.removeLast(); break }
            out.append(c)
            previous = c
        }
        return out
    }
}
