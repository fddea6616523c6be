import Foundation

/// How dates in user-supplied sample JSON (`--entries`, `--attributes`, `--content-states`) are
/// read: an ISO 8601 string, with or without fractional seconds (`"2026-06-01T09:00:00Z"`,
/// `"2026-06-01T09:00:00.250+02:00"`), or a number of seconds since 1 January 2001 — what
/// `JSONEncoder`'s default `.deferredToDate` strategy writes, and so what a Live Activity's push
/// payload carries: ActivityKit decodes `content-state` with the default strategy ("the `endDate`
/// field encodes as `timeIntervalSinceReferenceDate`", verified on a device in
/// GoCarrot/TeakCocoaPodsExample#2). JSON copied from a server's push payload therefore renders
/// the same dates it shows on a phone.
enum SampleDateDecoding {
    static let strategy = JSONDecoder.DateDecodingStrategy.custom { decoder in
        let container = try decoder.singleValueContainer()
        if let seconds = try? container.decode(Double.self) {
            guard seconds.isFinite, abs(seconds) <= maxSeconds else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "the date \(seconds) is out of range (seconds since 2001-01-01, at most ±\(Int(maxSeconds)))")
            }
            return Date(timeIntervalSinceReferenceDate: seconds)
        }
        let text = try container.decode(String.self)
        if let date = date(fromISO8601: text) { return date }
        throw DecodingError.dataCorruptedError(in: container, debugDescription: "'\(text)' is not a date: write ISO 8601 like 2026-06-01T09:00:00Z, or seconds since 2001-01-01")
    }

    /// ±10,000 years: beyond it `Date` arithmetic and formatting stop being meaningful.
    static let maxSeconds: Double = 10_000 * 365.25 * 86_400

    /// An ISO 8601 internet date-time, with or without fractional seconds.
    static func date(fromISO8601 text: String) -> Date? {
        plainISO8601.date(from: text) ?? fractionalISO8601.date(from: text)
    }

    /// Made once: a sample file can hold thousands of dates. (Formatters are only read here.)
    nonisolated(unsafe) private static let plainISO8601 = ISO8601DateFormatter()
    nonisolated(unsafe) private static let fractionalISO8601: ISO8601DateFormatter = {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter
    }()

    /// A decoder for sample JSON.
    static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = strategy
        return decoder
    }
}
