import Foundation

/// Rewrites of the user's reads of the machine's locale, time zone and calendar into the render's
/// (WidgetShotUI's `RenderLocale.swift`). swift-foundation on Linux answers `Locale.current` with
/// `en_001` whatever the environment says, so without this a calendar widget draws Monday-first
/// weeks and `DateFormatter()` writes day-month dates where an iPhone set to en_US does neither:
///
/// - `Locale.current`, `Calendar.current`, `TimeZone.current` and their `autoupdatingCurrent`
///   (also `Foundation.`-qualified) → `WidgetShotLocale.current`, `WidgetShotCalendar.current`,
///   `WidgetShotTimeZone.current`;
/// - `.current`/`.autoupdatingCurrent` given to a `locale`, `calendar` or `timeZone` argument or
///   property (`locale: .current`, `formatter.timeZone = .autoupdatingCurrent`) or declared with
///   the type (`let calendar: Calendar = .current`), or to a style's `.locale(_:)` → the same;
/// - `DateFormatter()`, `NumberFormatter()`, `DateIntervalFormatter()`, `Date.FormatStyle()` →
///   `WidgetShotDateFormatter()`… (the same formatter, its locale, calendar and time zone the render's);
/// - `date.formatted(date: d, time: t)` → `date.formatted(WidgetShotDateFormatStyle(date: d, time: t))`
///   and `.dateTime` as a first or `format:` argument → `WidgetShotDateFormatStyle()`;
///   `entry.date.formatted()`, `Date().formatted()`, `Date.now.formatted()` (receivers that are
///   dates by their spelling) → `….formatted(WidgetShotDateFormatStyle(date: .numeric, time: .shortened))`.
///   Not rewritten (the type is unknown to a line rewrite): other `x.formatted()` and number styles
///   (`.number`, `.currency`), which format in Linux's `en_001` outside `Text(_:format:)`.
///
/// Only code is rewritten: string literals (but their `\(…)` interpolations) and comments stay as
/// written. Guess: an app type of its own named `Locale`, `Calendar` or `TimeZone` with a static
/// `current` would be rewritten too; none was seen in the extensions swept.
enum LocaleRewrites {
    static let typeRegex = try! NSRegularExpression(
        pattern: #"(?<![\w.])(?:Foundation\.)?(Locale|Calendar|TimeZone)\.(?:current|autoupdatingCurrent)\b"#)
    /// `locale: .current`, `timeZone = .autoupdatingCurrent`…, by the accessor's type name.
    static let implicitRegexes: [(String, NSRegularExpression)] = [("Locale", "locale"), ("Calendar", "calendar"), ("TimeZone", "timeZone")].map {
        ($0.0, try! NSRegularExpression(pattern: #"(?<![\w])("# + $0.1 + #"\s*[:=]\s*)\.(?:current|autoupdatingCurrent)\b"#))
    }
    /// A format style's `.locale(.autoupdatingCurrent)`.
    static let localeMethodRegex = try! NSRegularExpression(pattern: #"\.locale\(\s*\.(?:current|autoupdatingCurrent)\s*\)"#)
    /// `let calendar: Calendar = .current`.
    static let annotatedRegex = try! NSRegularExpression(
        pattern: #"(:\s*(?:Foundation\.)?(Locale|Calendar|TimeZone)\??\s*=\s*)\.(?:current|autoupdatingCurrent)\b"#)
    static let formatterRegex = try! NSRegularExpression(
        pattern: #"(?<![\w.])(?:Foundation\.)?(DateFormatter|NumberFormatter|DateIntervalFormatter)\(\)"#)
    static let formatStyleRegex = try! NSRegularExpression(pattern: #"(?<![\w.])(?:Foundation\.)?Date\.FormatStyle\(\)"#)

    /// `date.formatted(date: .abbreviated, time: .omitted)` (the only `formatted` with these labels is `Date`'s).
    static let formattedDateTimeRegex = try! NSRegularExpression(pattern: #"\.formatted\(\s*date:\s*([.\w]+)\s*,\s*time:\s*([.\w]+)\s*\)"#)
    /// `formatted()` of a receiver that is a `Date` by its spelling: a timeline entry's `date` (the
    /// `TimelineEntry` requirement: `Text("Rendered at: \(entry.date.formatted())")`,
    /// akitorahayashi/bus_time_scheduler), `Date()`, `Date.now`. Apple's default style is the
    /// numeric date and shortened time ("10/17/2020, 9:42 AM" for en_US: Foundation's
    /// `Date.FormatStyle.DateStyle` documentation).
    static let dateFormattedRegex = try! NSRegularExpression(pattern: #"(?<![\w.])(entry\.date|Date\(\)|Date\.now)\.formatted\(\)"#)
    /// `.dateTime` as the first argument or a `format:` (`.formatted(.dateTime.day())`, `format: .dateTime`):
    /// not after a comma, where it may be an enum case of the app's (`case .time, .dateTime:`), and
    /// not called: Foundation's `.dateTime` is a static property, so `.dateTime(` is another type's
    /// member — SwiftDate's `DateToStringStyles.dateTime(DateFormatter.Style)` case in
    /// `date.toString(.dateTime(.short))` (themuzzleflare/Provenance).
    static let dateTimeRegex = try! NSRegularExpression(pattern: #"(?<=\(|\(\s|format:|format:\s)\.dateTime\b(?!\s*\()"#)

    /// The words a line must contain to need a look.
    static let triggers = ["current", "Current", "Formatter()", "FormatStyle()", ".formatted(", ".dateTime"]

    /// The line with its code rewritten.
    static func rewrite(_ line: String) -> String {
        guard triggers.contains(where: { line.contains($0) }) else { return line }
        var out = ""
        for (segment, isCode) in segments(of: line) {
            out += isCode ? rewriteCode(String(segment)) : String(segment)
        }
        return out
    }

    static func rewriteCode(_ code: String) -> String {
        var out = code
        out = replace(typeRegex, in: out, with: "WidgetShot$1.current")
        for (type, regex) in implicitRegexes {
            out = replace(regex, in: out, with: "$1WidgetShot\(type).current")
        }
        out = replace(localeMethodRegex, in: out, with: ".locale(WidgetShotLocale.current)")
        out = replace(annotatedRegex, in: out, with: "$1WidgetShot$2.current")
        out = replace(formatterRegex, in: out, with: "WidgetShot$1()")
        out = replace(formatStyleRegex, in: out, with: "WidgetShotDateFormatStyle()")
        out = replace(formattedDateTimeRegex, in: out, with: ".formatted(WidgetShotDateFormatStyle(date: $1, time: $2))")
        out = replace(dateFormattedRegex, in: out, with: "$1.formatted(WidgetShotDateFormatStyle(date: .numeric, time: .shortened))")
        out = replace(dateTimeRegex, in: out, with: "WidgetShotDateFormatStyle()")
        return out
    }

    static func replace(_ regex: NSRegularExpression, in text: String, with template: String) -> String {
        regex.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text), withTemplate: template)
    }

    /// The line cut into code and non-code (string literal text, comments) pieces, in order. The
    /// line starts in code (``LexicalState`` skips lines that do not); a `"""` or `/*` left open
    /// makes the rest of the line non-code.
    static func segments(of line: String) -> [(Substring, Bool)] {
        var result: [(Substring, Bool)] = []
        var start = line.startIndex
        var i = line.startIndex
        /// Open contexts: a string (its raw `#` count) or an interpolation (its paren depth).
        enum Context { case string(hashes: Int), interpolation(depth: Int) }
        var stack: [Context] = []
        func flush(_ end: String.Index, code: Bool) {
            if start < end { result.append((line[start..<end], code)) }
            start = end
        }
        func at(_ s: String, _ index: String.Index) -> Bool { line[index...].hasPrefix(s) }
        while i < line.endIndex {
            let c = line[i]
            switch stack.last {
            case .string(let hashes)?:
                let close = "\"" + String(repeating: "#", count: hashes)
                let interpolation = "\\" + String(repeating: "#", count: hashes) + "("
                if c == "\\" && at(interpolation, i) {
                    let afterOpen = line.index(i, offsetBy: interpolation.count)
                    flush(afterOpen, code: false)
                    stack.append(.interpolation(depth: 0))
                    i = afterOpen
                    continue
                }
                if c == "\\" && hashes == 0 { i = line.index(i, offsetBy: 2, limitedBy: line.endIndex) ?? line.endIndex; continue }
                if at(close, i) {
                    let end = line.index(i, offsetBy: close.count)
                    flush(end, code: false)
                    stack.removeLast()
                    i = end
                    continue
                }
                i = line.index(after: i)
            default:
                if at("//", i) { flush(i, code: true); start = i; result.append((line[i...], false)); return result }
                if at("/*", i) {
                    flush(i, code: true)
                    guard let end = line.range(of: "*/", range: line.index(i, offsetBy: 2)..<line.endIndex)?.upperBound else {
                        result.append((line[i...], false)); return result
                    }
                    flush(end, code: false)
                    i = end
                    continue
                }
                if at("\"\"\"", i) || at("#\"\"\"", i) { flush(i, code: true); result.append((line[i...], false)); return result }
                if c == "#" || c == "\"" {
                    var j = i
                    var hashes = 0
                    while j < line.endIndex && line[j] == "#" { hashes += 1; j = line.index(after: j) }
                    if j < line.endIndex && line[j] == "\"" {
                        flush(i, code: true)
                        stack.append(.string(hashes: hashes))
                        i = line.index(after: j)
                        continue
                    }
                }
                if case .interpolation(let depth)? = stack.last {
                    if c == "(" { stack[stack.count - 1] = .interpolation(depth: depth + 1) }
                    if c == ")" {
                        if depth == 0 {
                            flush(i, code: true)
                            stack.removeLast()
                            i = line.index(after: i)
                            continue
                        }
                        stack[stack.count - 1] = .interpolation(depth: depth - 1)
                    }
                }
                i = line.index(after: i)
            }
        }
        flush(line.endIndex, code: stack.isEmpty || { if case .interpolation? = stack.last { return true }; return false }())
        return result
    }
}
