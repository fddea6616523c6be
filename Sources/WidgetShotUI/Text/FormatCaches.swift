import Foundation

/// Parsed format strings, by format: a view's keys repeat in every render and every row of a
/// `ForEach` (`"Song %lld-%lld"`), and parsing walks the string's characters each time (a third of
/// a text's resolve, issue 21). Parsing is a pure function of the string, so a cached answer is
/// the answer. Bounded: emptied when it holds `limit` formats.
final class ParsedFormats: @unchecked Sendable {
    static let shared = ParsedFormats()
    static let limit = 1_024
    private let lock = NSLock()
    private var pieces: [String: [FormatSpecifiers.Piece]] = [:]

    func pieces(of format: String, parsing parse: (String) -> [FormatSpecifiers.Piece]) -> [FormatSpecifiers.Piece] {
        lock.lock()
        let cached = pieces[format]
        lock.unlock()
        if let cached { return cached }
        let parsed = parse(format)
        lock.lock()
        if pieces.count >= Self.limit { pieces.removeAll(keepingCapacity: true) }
        pieces[format] = parsed
        lock.unlock()
        return parsed
    }
}

/// Whether a locale writes integers below 1,000 as their plain ASCII decimal form.
///
/// `String(format: "%lld", locale:)` groups digits (`1,234`) and uses the locale's digits and
/// minus sign (Arabic-Indic digits in `ar_EG`, U+2212 in some locales). No CLDR grouping applies
/// below 1,000 (the smallest group size is 3; `minimumGroupingDigits` only delays grouping), so
/// where the formatter writes `-9876543210`'s digits and sign as ASCII, `|n| < 1000` needs no
/// formatter. The answer is found once per locale by formatting the digits with the formatter.
enum LocaleDigits {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var plain: [String: Bool] = [:]
    /// The last locale asked about and its answer: a render asks for one locale again and again,
    /// and comparing two short identifiers is cheaper than hashing one.
    nonisolated(unsafe) private static var last: (id: String, answer: Bool)?

    /// `value` formatted as the locale formats it, when that is `String(value)`; else `nil`.
    static func plainDecimal<N>(_ value: N, locale: Locale) -> String? {
        let small: Int64
        switch value {
        case let v as Int64: small = v
        case let v as UInt64: guard v < 1_000 else { return nil }; small = Int64(v)
        default: return nil
        }
        guard small > -1_000, small < 1_000, writesASCII(locale) else { return nil }
        return String(small)
    }

    private static func writesASCII(_ locale: Locale) -> Bool {
        let id = locale.identifier
        lock.lock()
        if let last, last.id == id {
            lock.unlock()
            return last.answer
        }
        let known = plain[id]
        if let known { last = (id, known) }
        lock.unlock()
        if let known { return known }
        // Each digit and the minus sign, through the formatter the slow path uses.
        let probe = [Int64(-987), -654, -321, 0].map { $0.formatted(.number.locale(locale)) }
        let answer = probe == ["-987", "-654", "-321", "0"]
        lock.lock()
        plain[id] = answer
        last = (id, answer)
        lock.unlock()
        return answer
    }
}
