import Foundation

/// The key for a localized string — SwiftUI's `LocalizedStringKey`.
///
/// A string literal passed to `Text` is a key. Interpolations become format specifiers in the key,
/// as Xcode extracts them into string catalogs (`Text("\(count) items")` has the key
/// `"%lld items"`, a `String` or `Text` is `%@`, a `Double` is `%lf`, and a literal `%` becomes
/// `%%`); the values are formatted with the environment's locale when the text is resolved.
///
/// ```swift
/// Text("Hello, **\(name)**")                      // key "Hello, **%@**"
/// Text("Ends \(end, style: .relative)")           // dates relative to the entry date
/// Text("\(price, format: .currency(code: "EUR"))")
/// Text("\(Image(systemName: "star.fill")) \(rating, specifier: "%.1f")")
/// ```
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
    /// The key as it appears in a strings table.
    let key: String
    let arguments: [Argument]
    /// Whether the key came from an interpolation (only then are format specifiers expanded).
    let hasFormat: Bool

    /// One interpolated value.
    enum Argument: Equatable {
        case string(String)
        case int(Int64)
        case uint(UInt64)
        case double(Double)
        case text(Text)
        case deferred(DeferredContent)

        /// The value used to choose a plural form.
        var number: Double? {
            switch self {
            case .int(let v): return Double(v)
            case .uint(let v): return Double(v)
            case .double(let v): return v
            default: return nil
            }
        }
    }

    /// Creates a key from a string (no format specifiers are expanded).
    public init(_ value: String) { key = value; arguments = []; hasFormat = false }
    public init(stringLiteral value: String) { self.init(value) }
    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.key
        arguments = stringInterpolation.arguments
        hasFormat = true
    }

    /// What makes two keys equal: the key and the arguments.
    var identity: String { "\(key)|\(arguments.map { "\($0)" }.joined(separator: "|"))" }

    /// The key formatted with default environment values, without styling.
    var resolved: String { Text(self).plainString }

    /// The runs this key shows in `env`: looked up, Markdown applied, then arguments substituted.
    /// `lookupKey` replaces the key for the lookup (`LocalizedStringResource(_:defaultValue:)`);
    /// `markdown` false keeps `*` and friends as written (`String(localized:)`).
    func runs(table: String?, in env: EnvironmentValues, lookupKey: String? = nil, markdown: Bool = true) -> [Text.Run] {
        let numbers = arguments.map(\.number)
        let format = LocalizedStrings.shared.format(forKey: lookupKey ?? key, table: table, locale: env.locale, numbers: numbers) ?? key
        let styled = markdown ? MarkdownParser.parse(format) : [Text.Run(string: format)]
        guard hasFormat else { return styled }
        func expanded(_ run: Text.Run) -> [Text.Run] {
            guard case .string(let s) = run.content else { return [run] }
            var runs = FormatSpecifiers.expand(s, arguments: arguments, locale: env.locale)
            Text.Run.inherit(&runs, in: runs.indices, from: run)
            return runs
        }
        // A key without Markdown is one run: its expansion is the result (no second array).
        if styled.count == 1 {
            // Plain pieces in a plain run: one run with the joined string, which is what the text's
            // resolve makes of the pieces' runs (`Text.joiningPlainRuns`) unless a `textCase` maps
            // each piece's case on its own.
            if styled[0].hasNoAttributes, env.textCase == nil, case .string(let s) = styled[0].content,
               let joined = FormatSpecifiers.plainString(s, arguments: arguments, locale: env.locale) {
                return [Text.Run(string: joined)]
            }
            return expanded(styled[0])
        }
        return styled.flatMap(expanded)
    }

    /// Builds the key and its arguments from literal segments and values.
    public struct StringInterpolation: StringInterpolationProtocol {
        var key = ""
        var arguments: [Argument] = []
        public init(literalCapacity: Int, interpolationCount: Int) { arguments.reserveCapacity(interpolationCount) }

        mutating func add(_ specifier: String, _ argument: Argument) {
            key += specifier
            arguments.append(argument)
        }

        /// A literal segment: a `%` in it is escaped (`%%`), so it is never read as a specifier.
        public mutating func appendLiteral(_ literal: String) {
            // Most literals hold no `%`: appending them as they are skips Foundation's
            // `replacingOccurrences` (≈ 7,000 instructions a segment, issue 21).
            guard literal.utf8.contains(UInt8(ascii: "%")) else { key += literal; return }
            key += literal.replacingOccurrences(of: "%", with: "%%")
        }
        public mutating func appendInterpolation(_ string: String) { add("%@", .string(string)) }
        public mutating func appendInterpolation<S: StringProtocol>(_ string: S) { add("%@", .string(String(string))) }
        public mutating func appendInterpolation(_ text: Text) { add("%@", .text(text)) }
        // `@inlinable`: specialized in the widget's code, an `Int` is converted without the generic
        // `BinaryInteger` witnesses (~1,700 instructions an interpolation, issue 21).
        @inlinable
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
            if T.isSigned { _appendInteger(Int64(clamping: value)) } else { _appendInteger(UInt64(clamping: value)) }
        }
        /// `%lld` with `value` (for the `@inlinable` integer interpolation).
        @usableFromInline
        mutating func _appendInteger(_ value: Int64) { add("%lld", .int(value)) }
        /// `%llu` with `value` (for the `@inlinable` integer interpolation).
        @usableFromInline
        mutating func _appendInteger(_ value: UInt64) { add("%llu", .uint(value)) }
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T) { add("%lf", .double(Double(value))) }
        /// A number with a printf-style specifier (`"%.1f"`), which becomes the key's specifier.
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T, specifier: String) { add(specifier, .double(Double(value))) }
        /// A number with a printf-style specifier (`"%02d"`), which becomes the key's specifier.
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T, specifier: String) {
            add(specifier, T.isSigned ? .int(Int64(clamping: value)) : .uint(UInt64(clamping: value)))
        }
        /// A value converted with a `Formatter` (`NumberFormatter`, `DateFormatter`…).
        public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter? = nil) {
            add("%@", .string(formatter?.string(for: subject) ?? subject.description))
        }
        /// A value converted with a `Formatter` (`Date` with a `DateFormatter`, for example).
        public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter? = nil) {
            add("%@", .string(formatter?.string(for: subject) ?? "\(subject)"))
        }
        /// A value formatted with a `FormatStyle`, in the environment's locale.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            add("%@", .deferred(FormattedText.content(input, format: format)))
        }
        /// A date in a `Text.DateStyle`, relative to the render's date.
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            add("%@", .deferred(DateText.content(date, style: style)))
        }
        /// A localized range of dates.
        public mutating func appendInterpolation(_ dates: ClosedRange<Date>) { add("%@", .text(Text(dates))) }
        /// A localized date interval.
        public mutating func appendInterpolation(_ interval: DateInterval) { add("%@", .text(Text(interval))) }
        /// An image inside the text (SF Symbols are drawn with the text's font size).
        public mutating func appendInterpolation(_ image: Image) { add("%@", .text(Text(inlineImage: image))) }
        /// Attributed text with its attributes.
        public mutating func appendInterpolation(_ attributed: AttributedString) { add("%@", .text(Text(attributed))) }
        /// Any other value, by its description.
        public mutating func appendInterpolation<T>(_ value: T) { add("%@", .string("\(value)")) }
    }
}
