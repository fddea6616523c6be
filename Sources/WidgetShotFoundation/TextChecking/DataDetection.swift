import Foundation

/// The scanners behind `NSDataDetector`: regular expressions for candidates, then the rules that
/// trim and resolve them (see `NSDataDetector` for what is found).
enum DataDetection {
    static func matches(in text: NSString, range: NSRange, types: NSTextCheckingResult.CheckingType) -> [NSTextCheckingResult] {
        guard range.location >= 0, NSMaxRange(range) <= text.length else { return [] }
        var found: [DetectedTextCheckingResult] = []
        if types.contains(.date) { found += dates(in: text, range: range) }
        if types.contains(.link) { found += links(in: text, range: range) }
        if types.contains(.phoneNumber) { found += phoneNumbers(in: text, range: range) }
        // Earlier first; at one start the longer; a match overlapping a kept one is dropped.
        found.sort { $0.range.location != $1.range.location ? $0.range.location < $1.range.location : $0.range.length > $1.range.length }
        var kept: [DetectedTextCheckingResult] = []
        for match in found where !kept.contains(where: { NSIntersectionRange($0.range, match.range).length > 0 }) { kept.append(match) }
        return kept
    }

    static func regex(_ pattern: String) -> NSRegularExpression {
        try! NSRegularExpression(pattern: pattern, options: [.caseInsensitive])
    }

    // MARK: Links

    /// Top-level domains a bare domain ("apple.com") is a link with; any two-letter country code also is.
    static let topLevelDomains: Set<String> = [
        "com", "org", "net", "edu", "gov", "mil", "int", "info", "biz", "name", "pro", "io", "app", "dev", "ai",
        "fm", "tv", "me", "co", "xyz", "online", "site", "store", "shop", "blog", "news", "tech", "cloud", "page",
        "link", "live", "media", "music", "email", "mobi", "museum", "travel", "aero", "coop", "jobs", "cat",
    ]
    static let schemeURL = regex(#"\b(?:[a-z][a-z0-9+.\-]*://|(?:mailto|tel|sms|facetime):)[^\s<>"]+"#)
    static let email = regex(#"(?<![\w.%+\-])[a-z0-9._%+\-]+@(?:[a-z0-9](?:[a-z0-9\-]*[a-z0-9])?\.)+[a-z]{2,}\b"#)
    static let domain = regex(#"(?<![\w@.\-/])(?:www\.)?(?:[a-z0-9](?:[a-z0-9\-]*[a-z0-9])?\.)+([a-z]{2,})(?![\w\-])(?::\d+)?(?:[/?#][^\s<>"]*)?"#)

    static func links(in text: NSString, range: NSRange) -> [DetectedTextCheckingResult] {
        var results: [DetectedTextCheckingResult] = []
        for match in schemeURL.matches(in: text as String, range: range) {
            let r = trimmed(match.range, in: text)
            if let url = URL(string: text.substring(with: r)), r.length > (url.scheme?.count ?? 0) + 1 {
                results.append(DetectedTextCheckingResult(type: .link, range: r, url: url))
            }
        }
        for match in email.matches(in: text as String, range: range) {
            if let url = URL(string: "mailto:" + text.substring(with: match.range)) {
                results.append(DetectedTextCheckingResult(type: .link, range: match.range, url: url))
            }
        }
        for match in domain.matches(in: text as String, range: range) {
            let tld = text.substring(with: match.range(at: 1)).lowercased()
            let host = text.substring(with: match.range)
            guard topLevelDomains.contains(tld) || tld.count == 2 || host.lowercased().hasPrefix("www.") else { continue }
            let r = trimmed(match.range, in: text)
            if let url = URL(string: "http://" + text.substring(with: r)) {
                results.append(DetectedTextCheckingResult(type: .link, range: r, url: url))
            }
        }
        return results
    }

    /// A link's range without trailing sentence punctuation or an unbalanced closing bracket.
    static func trimmed(_ range: NSRange, in text: NSString) -> NSRange {
        var r = range
        while r.length > 0 {
            let last = text.substring(with: NSRange(location: NSMaxRange(r) - 1, length: 1))
            let body = text.substring(with: r)
            if ".,;:!?'\"".contains(last) { r.length -= 1; continue }
            if last == ")", body.filter({ $0 == ")" }).count > body.filter({ $0 == "(" }).count { r.length -= 1; continue }
            if last == "]", body.filter({ $0 == "]" }).count > body.filter({ $0 == "[" }).count { r.length -= 1; continue }
            break
        }
        return r
    }

    // MARK: Phone numbers

    static let phone = regex(#"(?<![\w+\-/.:])(?:\+\d{1,3}[\s.\-]?)?(?:\(\d{1,4}\)[\s.\-]?)?\d{2,4}(?:[\s.\-]\d{2,5}){0,4}(?![\w\-/:]|\.\d)"#)
    static let isoLike = regex(#"^\d{4}-\d{1,2}-\d{1,2}$"#)

    static func phoneNumbers(in text: NSString, range: NSRange) -> [DetectedTextCheckingResult] {
        phone.matches(in: text as String, range: range).compactMap { match in
            let written = text.substring(with: match.range)
            let digits = written.filter(\.isASCIIDigit).count
            guard (7...15).contains(digits),
                  isoLike.firstMatch(in: written, range: NSRange(location: 0, length: (written as NSString).length)) == nil,
                  written.hasPrefix("+") || written.hasPrefix("(") || written.contains(where: { " .-".contains($0) }) || digits >= 10
            else { return nil }
            return DetectedTextCheckingResult(type: .phoneNumber, range: match.range, phoneNumber: written)
        }
    }
}

extension Character {
    /// Whether this is 0–9.
    var isASCIIDigit: Bool { isASCII && isNumber }
}
