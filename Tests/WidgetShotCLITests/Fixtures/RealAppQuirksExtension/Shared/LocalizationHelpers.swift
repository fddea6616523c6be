import Foundation

/// A Foundation-only helper, as apps keep them for strings and dates.
enum LocalizationHelpers {
    static func greeting(_ name: String) -> String {
        String(format: NSLocalizedString("greeting %@", value: "Hello %@", comment: "greeting"), name)
    }

    static func shortDate(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.dateStyle = .short
        formatter.timeZone = TimeZone.current
        return formatter.string(from: date) + " " + (Locale.current.identifier.isEmpty ? "?" : "")
    }
}
