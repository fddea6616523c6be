import Foundation

extension NSPredicate {
    /// A predicate from a format string, as Core Data fetches and app code use it:
    ///
    /// ```swift
    /// NSPredicate(format: "SELF MATCHES %@", "[A-Z0-9._%+-]+@[A-Z0-9.-]+\\.[A-Z]{2,}").evaluate(with: email)
    /// NSPredicate(format: "done == NO AND dueDate < %@", Date() as NSDate)
    /// ```
    ///
    /// Linux Foundation marks `NSPredicate(format:)` unavailable (no key-value coding); this
    /// overload takes its place. Supported: comparisons `== = != <> < <= > >=`, `CONTAINS`,
    /// `BEGINSWITH`, `ENDSWITH`, `LIKE`, `MATCHES`, `IN`, `BETWEEN` with `[c]`/`[d]`/`[cd]`;
    /// `AND`/`OR`/`NOT` (and `&& || !`), parentheses, `TRUEPREDICATE`/`FALSEPREDICATE`; dotted key
    /// paths and `SELF`; arguments `%@ %K %d %i %ld %lld %u %f %lf`; literals `'text'`, `"text"`,
    /// numbers, `YES/NO/TRUE/FALSE`, `nil/NULL`, `{a, b}`. Values are read from `NSManagedObject`s
    /// (``PredicateKeyValueReading``), `[String: Any]` dictionaries and `NSDictionary`s. Anything else (`ANY`, `SUBQUERY`, `@count`…) makes a
    /// predicate that matches nothing and writes one warning to standard error naming the format.
    public convenience init(format predicateFormat: String, _ args: Any...) {
        self.init(format: predicateFormat, argumentArray: args)
    }

    /// A predicate from a format string and an array of arguments (see `init(format:_:)`).
    public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) {
        let node: PredicateNode
        do {
            var parser = PredicateParser(predicateFormat, arguments: arguments ?? [])
            node = try parser.parse()
        } catch {
            FileHandle.standardError.write(Data("widgetshot: NSPredicate format not supported on Linux: \"\(predicateFormat)\" (\(error)); it matches nothing\n".utf8))
            node = .constant(false)
        }
        self.init(block: { object, _ in node.evaluate(object) })
    }
}

/// A parsed predicate.
indirect enum PredicateNode {
    case constant(Bool)
    case not(PredicateNode)
    case and(PredicateNode, PredicateNode)
    case or(PredicateNode, PredicateNode)
    case comparison(PredicateOperand, String, PredicateOperand, caseInsensitive: Bool, diacriticInsensitive: Bool)

    func evaluate(_ object: Any?) -> Bool {
        switch self {
        case .constant(let b): return b
        case .not(let n): return !n.evaluate(object)
        case .and(let a, let b): return a.evaluate(object) && b.evaluate(object)
        case .or(let a, let b): return a.evaluate(object) || b.evaluate(object)
        case let .comparison(l, op, r, c, d):
            return PredicateValue.test(l.value(object), op, r.value(object), caseInsensitive: c, diacriticInsensitive: d)
        }
    }
}

/// One side of a comparison.
enum PredicateOperand {
    case keyPath(String)
    case constant(Any?)
    func value(_ object: Any?) -> Any? {
        switch self {
        case .keyPath(let path): return KeyPathValue.value(of: object, at: path)
        case .constant(let v): return v
        }
    }
}

/// A recursive-descent parser for the supported subset of the predicate format language.
struct PredicateParser {
    struct Unsupported: Error, CustomStringConvertible { let description: String }

    private var tokens: [String] = []
    private var position = 0
    private var arguments: [Any]
    private var nextArgument = 0

    init(_ format: String, arguments: [Any]) {
        self.arguments = arguments
        tokens = Self.tokenize(format)
    }

    static func tokenize(_ s: String) -> [String] {
        var tokens: [String] = []
        let chars = Array(s)
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c.isWhitespace { i += 1; continue }
            if c == "'" || c == "\"" {
                var j = i + 1
                var text = ""
                while j < chars.count, chars[j] != c { if chars[j] == "\\", j + 1 < chars.count { j += 1 }; text.append(chars[j]); j += 1 }
                tokens.append("\u{1}" + text)   // marks a string literal
                i = j + 1
                continue
            }
            let twoChar = i + 1 < chars.count ? String(chars[i...i + 1]) : ""
            if ["==", "!=", "<>", "<=", ">=", "=<", "=>", "&&", "||"].contains(twoChar) { tokens.append(twoChar); i += 2; continue }
            if "()=<>!{},".contains(c) { tokens.append(String(c)); i += 1; continue }
            if c == "[" { var j = i; while j < chars.count, chars[j] != "]" { j += 1 }; tokens.append(String(chars[i...min(j, chars.count - 1)])); i = j + 1; continue }
            var j = i
            while j < chars.count, !chars[j].isWhitespace, !"()=<>!{},'\"[".contains(chars[j]) { j += 1 }
            tokens.append(String(chars[i..<j]))
            i = j
        }
        return tokens
    }

    private var peek: String? { position < tokens.count ? tokens[position] : nil }
    private mutating func take() -> String? { defer { position += 1 }; return peek }
    private mutating func accept(_ words: String...) -> Bool {
        guard let t = peek, words.contains(where: { $0.caseInsensitiveCompare(t) == .orderedSame }) else { return false }
        position += 1
        return true
    }

    mutating func parse() throws -> PredicateNode {
        let node = try parseOr()
        if let extra = peek { throw Unsupported(description: "unexpected \"\(extra)\"") }
        return node
    }

    private mutating func parseOr() throws -> PredicateNode {
        var node = try parseAnd()
        while accept("OR", "||") { node = .or(node, try parseAnd()) }
        return node
    }

    private mutating func parseAnd() throws -> PredicateNode {
        var node = try parseNot()
        while accept("AND", "&&") { node = .and(node, try parseNot()) }
        return node
    }

    private mutating func parseNot() throws -> PredicateNode {
        if accept("NOT", "!") { return .not(try parseNot()) }
        if accept("(") {
            let inner = try parseOr()
            guard accept(")") else { throw Unsupported(description: "missing \")\"") }
            return inner
        }
        if accept("TRUEPREDICATE") { return .constant(true) }
        if accept("FALSEPREDICATE") { return .constant(false) }
        let lhs = try parseOperand()
        guard var op = take()?.uppercased() else { throw Unsupported(description: "missing operator") }
        let symbols = ["=": "==", "<>": "!=", "=<": "<=", "=>": ">="]
        op = symbols[op] ?? op
        guard ["==", "!=", "<", "<=", ">", ">=", "CONTAINS", "BEGINSWITH", "ENDSWITH", "LIKE", "MATCHES", "IN", "BETWEEN"].contains(op) else {
            throw Unsupported(description: "operator \"\(op)\"")
        }
        var c = false, d = false
        if let t = peek, t.hasPrefix("[") {
            position += 1
            c = t.lowercased().contains("c")
            d = t.lowercased().contains("d")
        }
        let rhs = try parseOperand()
        return .comparison(lhs, op, rhs, caseInsensitive: c, diacriticInsensitive: d)
    }

    private mutating func argument() throws -> Any? {
        guard nextArgument < arguments.count else { throw Unsupported(description: "more format specifiers than arguments") }
        defer { nextArgument += 1 }
        return arguments[nextArgument]
    }

    private mutating func parseOperand() throws -> PredicateOperand {
        guard let t = take() else { throw Unsupported(description: "missing operand") }
        if t.hasPrefix("\u{1}") { return .constant(String(t.dropFirst())) }
        switch t.uppercased() {
        case "%@", "%D", "%I", "%LD", "%LLD", "%U", "%LU", "%F", "%LF", "%G": return .constant(try argument())
        case "%K":
            guard let key = try argument() as? String else { throw Unsupported(description: "%K needs a String argument") }
            return .keyPath(key)
        case "YES", "TRUE": return .constant(true)
        case "NO", "FALSE": return .constant(false)
        case "NIL", "NULL": return .constant(nil)
        case "{":
            var items: [Any?] = []
            while !accept("}") {
                items.append(try parseOperand().value(nil))
                _ = accept(",")
                guard peek != nil else { throw Unsupported(description: "missing \"}\"") }
            }
            return .constant(items)
        default: break
        }
        if let number = Double(t) { return .constant(number) }
        if ["ANY", "ALL", "SOME", "NONE", "SUBQUERY", "FUNCTION"].contains(t.uppercased()) || t.contains("@") || t.hasPrefix("$") {
            throw Unsupported(description: "\"\(t)\"")
        }
        guard t.first.map({ $0.isLetter || $0 == "_" }) == true else { throw Unsupported(description: "\"\(t)\"") }
        return .keyPath(t)
    }
}
