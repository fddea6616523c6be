/// Three-valued evaluation of a rewritten `#if` condition: `true`, `false`, or `nil` when it
/// depends on something only the compiler knows (`swift(>=…)`, an unknown `canImport`, a custom
/// flag). `DEBUG` is true: extension builds are debug builds, as Xcode's previews are. Names in
/// `defined` (a module's compilation conditions) are true; with `knowsAllConditions` every other
/// name is false (the project lists them all).
enum ConditionEvaluator {
    static func evaluate(_ condition: String, defined: Set<String> = [], knowsAllConditions: Bool = false) -> Bool? {
        var parser = Parser(tokens: tokenize(condition, defined: defined, knowsAllConditions: knowsAllConditions))
        let value = parser.parseOr()
        return parser.index == parser.tokens.count ? value : nil
    }

    enum Token: Equatable { case value(Bool?), not, and, or, open, close }

    static func tokenize(_ text: String, defined: Set<String> = [], knowsAllConditions: Bool = false) -> [Token] {
        var tokens: [Token] = []
        let chars = Array(text)
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c == "/" && i + 1 < chars.count && chars[i + 1] == "/" { break }
            if c == " " || c == "\t" { i += 1; continue }
            if c == "!" { tokens.append(.not); i += 1; continue }
            if c == "(" { tokens.append(.open); i += 1; continue }
            if c == ")" { tokens.append(.close); i += 1; continue }
            if c == "&" || c == "|" {
                tokens.append(c == "&" ? .and : .or)
                i += (i + 1 < chars.count && chars[i + 1] == c) ? 2 : 1
                continue
            }
            var j = i
            while j < chars.count && !" \t!()&|".contains(chars[j]) { j += 1 }
            let word = String(chars[i..<max(j, i + 1)])
            var k = j
            if k < chars.count && chars[k] == "(", let close = ConditionRewriter.matchingParen(chars, from: k) {
                k = close + 1   // a call the rewriter left alone: unknown
                tokens.append(.value(nil))
                i = k
                continue
            }
            switch word {
            case "true", "DEBUG": tokens.append(.value(true))
            case "false": tokens.append(.value(false))
            case _ where defined.contains(word): tokens.append(.value(true))
            case _ where knowsAllConditions && word.first.map({ $0.isLetter || $0 == "_" }) == true: tokens.append(.value(false))
            default: tokens.append(.value(nil))
            }
            i = max(j, i + 1)
        }
        return tokens
    }

    struct Parser {
        let tokens: [Token]
        var index = 0

        mutating func parseOr() -> Bool? {
            var value = parseAnd()
            while index < tokens.count, tokens[index] == .or {
                index += 1
                let rhs = parseAnd()
                if value == true || rhs == true { value = true } else if value == false && rhs == false { value = false } else { value = nil }
            }
            return value
        }

        mutating func parseAnd() -> Bool? {
            var value = parseUnary()
            while index < tokens.count, tokens[index] == .and {
                index += 1
                let rhs = parseUnary()
                if value == false || rhs == false { value = false } else if value == true && rhs == true { value = true } else { value = nil }
            }
            return value
        }

        mutating func parseUnary() -> Bool? {
            guard index < tokens.count else { return nil }
            switch tokens[index] {
            case .not:
                index += 1
                return parseUnary().map { !$0 }
            case .open:
                index += 1
                let value = parseOr()
                if index < tokens.count, tokens[index] == .close { index += 1 }
                return value
            case .value(let v):
                index += 1
                return v
            default:
                index += 1
                return nil
            }
        }
    }
}
