import Foundation

/// Plural forms and `%#@name@` variables of an entry, resolved into a plain printf format.
///
/// A variable's form may itself hold variables (`"%#@files@ in %#@folders@"`, nested as Apple's
/// `.stringsdict` format allows: https://developer.apple.com/documentation/xcode/localizing-strings-that-contain-plurals);
/// they are resolved up to ``LocalizedStrings/maximumNesting`` levels. A variable that refers to
/// itself (directly or through others) or nests deeper is left out with a warning naming the file
/// and the key, and one without its closing `@` stays text (`%%#@…`) — never a `%#@` left in the
/// result: Foundation's `String(format:)` reads it as `%@` and dereferences the number argument as
/// an object (a segmentation fault in widget code).
extension LocalizedStrings {
    /// How deep variables may nest inside variables' forms.
    static let maximumNesting = 8

    /// Where warnings about string tables go: a bad entry left out, a variable that refers to
    /// itself (standard error by default, `warning: ` first; each message once per process).
    nonisolated(unsafe) public static var warningSink: (String) -> Void = { message in
        FileHandle.standardError.write(Data("warning: \(message)\n".utf8))
    }
    private static let warnedLock = NSLock()
    nonisolated(unsafe) private static var warned: Set<String> = []

    /// Reports `message` once.
    static func warn(_ message: String) {
        warnedLock.lock()
        let isNew = warned.insert(message).inserted
        warnedLock.unlock()
        if isNew { warningSink(message) }
    }

    /// Chooses plural forms and fills `%#@name@` substitutions.
    static func resolve(_ entry: Entry, key: String, language: String, numbers: [Double?]) -> String {
        var format = entry.value
        if let plural = entry.plural {
            let n = numbers.compactMap { $0 }.first ?? 0
            format = plural[PluralRules.category(n, language: language)] ?? plural["other"] ?? format
        }
        guard format.contains("#@") else { return format }
        return substitute(format, entry: entry, key: key, language: language, numbers: numbers, expanding: [])
    }

    /// `format` with its variables replaced by their forms; `expanding` holds the variables whose
    /// forms are being resolved (outermost first).
    private static func substitute(_ format: String, entry: Entry, key: String, language: String, numbers: [Double?],
                                   expanding: [String]) -> String {
        var result = ""
        var ordinal = 0
        var rest = Substring(format)
        while let percent = rest.firstIndex(of: "%") {
            result += rest[..<percent]
            let after = rest[rest.index(after: percent)...]
            if after.first == "%" { result += "%%"; rest = after.dropFirst(); continue }
            let digits = after.prefix { $0.isNumber }
            let afterDigits = after.dropFirst(digits.count)
            var position: Int?
            var body = after
            if !digits.isEmpty, afterDigits.first == "$", let p = Int(digits) { position = p - 1; body = afterDigits.dropFirst() }
            if body.hasPrefix("#@"), !body.dropFirst(2).contains("@") {
                // A variable without its closing `@`: a literal percent, never a specifier
                // (`String(format:)` reads `%#@` as `%@`). Found by FuzzStringTables.
                result += "%%"
                rest = body
                ordinal += 1
            } else if body.hasPrefix("#@"), let close = body.dropFirst(2).firstIndex(of: "@") {
                let name = String(body[body.index(body.startIndex, offsetBy: 2)..<close])
                rest = body[body.index(after: close)...]
                ordinal += 1
                if expanding.contains(name) || expanding.count >= maximumNesting {
                    let chain = (expanding + [name]).map { "%#@\($0)@" }.joined(separator: " → ")
                    let why = expanding.contains(name) ? "refers to itself" : "nests deeper than \(maximumNesting) levels"
                    warn("\(entry.origin ?? "string table"): \"\(key)\": the variable \(why) (\(chain)); it is left out")
                    continue
                }
                let sub = entry.substitutions[name]
                let index = sub?.argument ?? position ?? (ordinal - 1)
                let n = numbers.indices.contains(index) ? numbers[index] ?? 0 : 0
                let variant = sub.map { $0.plural[PluralRules.category(n, language: language)] ?? $0.plural["other"] ?? "" } ?? ""
                var text = positional(variant, index: index, specifier: sub?.specifier ?? "lld")
                if text.contains("#@") {
                    text = substitute(text, entry: entry, key: key, language: language, numbers: numbers, expanding: expanding + [name])
                }
                result += text
            } else {
                result += "%"
                rest = after
                ordinal += 1
            }
        }
        return result + rest
    }

    /// A variant's `%arg` (catalogs) and bare specifiers (`.stringsdict`) bound to argument `index`.
    static func positional(_ variant: String, index: Int, specifier: String) -> String {
        var s = variant.replacingOccurrences(of: "%arg", with: "%\(index + 1)$\(specifier)")
        for spec in ["%lld", "%llu", "%ld", "%lu", "%d", "%i", "%u", "%@", "%lf", "%f"] where s.contains(spec) {
            s = s.replacingOccurrences(of: spec, with: "%\(index + 1)$" + spec.dropFirst())
        }
        return s
    }
}
