import Foundation

/// One member declaration of a class extension that ``ExtensionOverrideRewrite`` moves into the
/// class: an `override` (of any member), or a member an Objective-C class may override because it
/// is `@objc` or `dynamic` (on the member or on the whole `@objc extension`). On Apple platforms
/// both are Objective-C methods, dispatched through the runtime; Swift without it refuses both
/// ("declarations in extensions cannot override yet", "declared in extension … cannot be
/// overridden").
///
/// Read from the declaration's first line: a method whose parameter list closes on that line
/// (`{` there or on a later line), or a computed property (`var name: Type` then its body; the
/// setter is looked for in the body). Generic methods, `where` clauses, variadic parameters,
/// `static`/`class` members and private ones are not moved.
struct ExtensionMember: Equatable {
    enum Kind: Equatable { case function, property }
    var kind: Kind
    var name: String
    /// The parameter list as written, without its parentheses (methods).
    var parameters = ""
    /// `async`, `throws` and the return clause, as written (methods).
    var effects = ""
    /// The property's type (properties).
    var type = ""
    /// Whether the property has a setter.
    var hasSetter = false
    /// `open `, `public ` or nothing.
    var access = ""
    var isFinal = false
    var isOverride = false
    /// `@discardableResult`, kept on the class's declaration.
    var discardableResult = false

    static let attributeRegex = try! NSRegularExpression(pattern: #"^\s*@([A-Za-z_]\w*)(\([^)]*\))?"#)
    static let declarationRegex = try! NSRegularExpression(pattern: #"^\s*((?:[a-z]+\s+)*)(func|var)\s+"#)
    static let modifiers: Set<String> = ["public", "internal", "open", "final", "override", "dynamic", "nonisolated", "optional"]

    /// Whether a line holds only attributes (`@objc(addDataSet:)`, `@discardableResult`): they
    /// belong to the declaration on the next line.
    static func isAttributeLine(_ line: String) -> Bool {
        var rest = Substring(line)
        var found = false
        while let m = attributeRegex.firstMatch(in: String(rest), range: NSRange(rest.startIndex..., in: rest)),
              let r = Range(m.range, in: String(rest)) {
            rest = String(rest)[r.upperBound...]
            found = true
        }
        return found && rest.trimmingCharacters(in: .whitespaces).isEmpty
    }

    /// The member `lines[index]` declares, given the attributes on the lines before it and
    /// whether the extension is `@objc`; nil when it is not one to move. With `movesOpen`, an
    /// `open` member is one too: its author means subclasses in other modules to override it,
    /// which iOS allows when it is implicitly `@objc` — Alamofire's
    /// `extension SessionDelegate: URLSessionDataDelegate { open func urlSession(_:dataTask:didReceive:) }`,
    /// a requirement of an Objective-C protocol, overridden by themuzzleflare/Provenance's
    /// `UpDelegate`. Moving it only lets it be overridden: a non-`@objc` one cannot be on iOS, so
    /// no code valid there changes meaning.
    static func parse(_ lines: [String], at index: Int, attributes: [String], objcExtension: Bool, movesOpen: Bool = false) -> ExtensionMember? {
        var rest = withoutComment(lines[index])
        var attributes = attributes
        while let m = attributeRegex.firstMatch(in: rest, range: NSRange(rest.startIndex..., in: rest)),
              let r = Range(m.range, in: rest), let name = Range(m.range(at: 1), in: rest) {
            attributes.append(String(rest[name]))
            rest = String(rest[r.upperBound...])
        }
        // Modifiers, then `func` or `var`: anything else (static, class, private, mutating, an
        // expression) is not a member to move.
        guard let m = declarationRegex.firstMatch(in: rest, range: NSRange(rest.startIndex..., in: rest)),
              let wordsRange = Range(m.range(at: 1), in: rest), let keywordRange = Range(m.range(at: 2), in: rest), let whole = Range(m.range, in: rest) else { return nil }
        let words = rest[wordsRange].split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard words.allSatisfy(modifiers.contains) else { return nil }
        let isOverride = words.contains("override")
        let isDynamic = attributes.contains("objc") || words.contains("dynamic") || objcExtension
        guard isOverride || isDynamic || (movesOpen && words.contains("open")), !attributes.contains("NSManaged") else { return nil }
        var member = ExtensionMember(kind: rest[keywordRange] == "func" ? .function : .property, name: "")
        member.access = words.contains("open") ? "open " : words.contains("public") ? "public " : ""
        member.isFinal = words.contains("final")
        member.isOverride = isOverride
        member.discardableResult = attributes.contains("discardableResult")
        let afterKeyword = rest[whole.upperBound...]
        guard let nameEnd = afterKeyword.firstIndex(where: { !($0.isLetter || $0.isNumber || $0 == "_") }),
              nameEnd > afterKeyword.startIndex else { return nil }
        member.name = String(afterKeyword[..<nameEnd])
        let tail = afterKeyword[nameEnd...].trimmingCharacters(in: .whitespaces)
        switch member.kind {
        case .function:
            guard tail.hasPrefix("("), let close = closingParenthesis(in: tail) else { return nil }
            member.parameters = String(tail[tail.index(after: tail.startIndex)..<close])
            var effects = String(tail[tail.index(after: close)...])
            if let brace = effects.firstIndex(of: "{") { effects = String(effects[..<brace]) }
            member.effects = effects.trimmingCharacters(in: .whitespaces)
            guard !member.effects.contains("where"), !member.parameters.contains("...") else { return nil }
        case .property:
            guard tail.hasPrefix(":") else { return nil }
            var type = String(tail.dropFirst())
            if let brace = type.firstIndex(of: "{") { type = String(type[..<brace]) }
            member.type = type.trimmingCharacters(in: .whitespaces)
            guard !member.type.isEmpty, !member.type.contains("="),
                  let body = propertyBody(lines, from: index), !body.contains(where: { $0 == "willSet" || $0 == "didSet" }) else { return nil }
            member.hasSetter = body.contains("set")
        }
        return member
    }

    /// The words at the top level of the property's body (`get`, `set`, `didSet`…), or nil when
    /// the declaration has no body (a stored property).
    static func propertyBody(_ lines: [String], from index: Int) -> [String]? {
        var depth = 0, opened = false, words: [String] = [], word = ""
        var scanner = LexicalState()
        for (offset, line) in lines[index...].enumerated() {
            defer { scanner.advance(over: line) }
            guard scanner.isCode else { continue }
            // A body starts on the declaration's line or the next non-empty one.
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if !opened, offset > 0, !trimmed.isEmpty, !trimmed.hasPrefix("{") { return nil }
            for c in LexicalState.codeCharacters(of: line) + [" "] {
                if c.isLetter || c == "_" { word.append(c); continue }
                if depth == 1, !word.isEmpty { words.append(word) }
                word = ""
                if c == "{" { depth += 1; opened = true } else if c == "}" { depth -= 1; if opened && depth == 0 { return words } }
            }
        }
        return nil
    }

    /// `line` without a trailing `// comment` (one outside string literals).
    static func withoutComment(_ line: String) -> String {
        var inString = false, previous: Character = " "
        for i in line.indices {
            let c = line[i]
            if c == "\"" && previous != "\\" { inString.toggle() }
            if !inString, c == "/", previous == "/" { return String(line[..<line.index(before: i)]) }
            previous = c
        }
        return line
    }

    /// The index of the parenthesis closing the one `text` starts with.
    static func closingParenthesis(in text: String) -> String.Index? {
        var depth = 0
        for i in text.indices {
            if text[i] == "(" { depth += 1 } else if text[i] == ")" { depth -= 1; if depth == 0 { return i } }
        }
        return nil
    }

    /// The name the extension's body gets: unique per class, so a subclass's extension can move
    /// the same override (`isEqual(_:)` in DGCharts' `ChartDataEntryBase` and `ChartDataEntry`).
    func bodyName(in owner: String) -> String { "_widgetShot\(owner)_\(name)" }

    /// The declaration the class gets, calling the extension's body.
    func forwarder(in owner: String) -> String {
        let head = (discardableResult ? "@discardableResult " : "") + access + (isFinal ? "final " : "") + (isOverride ? "override " : "")
        let body = bodyName(in: owner)
        switch kind {
        case .function:
            let call = (effects.contains("throws") ? "try " : "") + (effects.contains("async") ? "await " : "") + "\(body)(\(Self.arguments(parameters)))"
            return "\(head)func \(name)(\(parameters))\(effects.isEmpty ? "" : " " + effects) { \(call) }"
        case .property:
            return hasSetter ? "\(head)var \(name): \(type) { get { \(body) } set { \(body) = newValue } }"
                : "\(head)var \(name): \(type) { \(body) }"
        }
    }

    /// The extension's line with the member renamed and no longer an override.
    func renamedLine(_ line: String, in owner: String) -> String {
        let keyword = kind == .function ? "func" : "var"
        var out = line.replacingOccurrences(of: #"\b\#(keyword)\s+\#(name)\b"#, with: "\(keyword) \(bodyName(in: owner))", options: .regularExpression)
        if let declaration = out.range(of: #"\b\#(keyword)\s"#, options: .regularExpression) {
            let head = out[..<declaration.lowerBound].replacingOccurrences(of: #"\boverride\s+"#, with: "", options: .regularExpression)
            out = head + out[declaration.lowerBound...]
        }
        return out
    }

    /// The call arguments of a parameter list: `_ x: Int, from date: Date = .now, _ f: (Int, Int) -> Void`
    /// → `x, from: date, f`; an `inout` parameter is passed with `&`.
    static func arguments(_ params: String) -> String {
        topLevelParameters(params).compactMap { param -> String? in
            guard let colon = param.firstIndex(of: ":") else { return nil }
            let names = param[..<colon].split(separator: " ").map(String.init)
            guard let last = names.last else { return nil }
            let label = names.count > 1 ? names[0] : last
            let value = (param[colon...].contains("inout ") ? "&" : "") + escaped(last)
            return label == "_" ? value : "\(label): \(value)"
        }.joined(separator: ", ")
    }

    /// Keywords a parameter may be named (`didOpenWithProtocol protocol: String?` in Alamofire's
    /// `SessionDelegate`) but an expression must write in backticks.
    static let keywords: Set<String> = ["associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
                                        "internal", "let", "open", "operator", "private", "protocol", "public", "rethrows", "static", "struct",
                                        "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else",
                                        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
                                        "as", "false", "is", "nil", "super", "throws", "true", "try", "Any"]

    /// A parameter's name as an expression writes it.
    static func escaped(_ name: String) -> String { keywords.contains(name) ? "`\(name)`" : name }

    /// The parameters of a list, split at the commas outside brackets.
    static func topLevelParameters(_ params: String) -> [String] {
        var out: [String] = [], current = "", depth = 0
        for c in params {
            if "([<".contains(c) { depth += 1 } else if ")]".contains(c) || (c == ">" && current.last != "-") { depth -= 1 }
            if c == ",", depth == 0 { out.append(current); current = "" } else { current.append(c) }
        }
        if !current.trimmingCharacters(in: .whitespaces).isEmpty { out.append(current) }
        return out.map { $0.trimmingCharacters(in: .whitespaces) }
    }
}
