import Foundation

/// Every piece of Apple's Foundation surface that real widget files importing only Foundation use.
@Observable
final class QuirksModel {
    var refreshed = Date(timeIntervalSince1970: 1_790_000_000)
    var streak = 0
}

enum FoundationSurface {
    static let session = URLSession.shared
    static let request = URLRequest(url: URL(string: "https://example.com/forecast")!)

    static func relative(_ date: Date, to reference: Date) -> String {
        let formatter = RelativeDateTimeFormatter()
        formatter.unitsStyle = .full
        formatter.dateTimeStyle = .named
        return formatter.localizedString(for: date, relativeTo: reference)
    }

    static func countdown(_ seconds: TimeInterval) -> String {
        let formatter = DateComponentsFormatter()
        formatter.allowedUnits = [.hour, .minute, .second]
        formatter.unitsStyle = .positional
        formatter.zeroFormattingBehavior = .pad
        return formatter.string(from: seconds) ?? "--"
    }

    static func save(_ data: Data, to url: URL) throws {
        try data.write(to: url, options: .atomicWrite)
    }

    static func failure() -> NSException {
        NSException(name: .internalInconsistencyException, reason: "never raised", userInfo: nil)
    }

    static func cloudStreak() -> Int64 {
        NSUbiquitousKeyValueStore.default.set(Int64(4), forKey: "streak")
        return NSUbiquitousKeyValueStore.default.longLong(forKey: "streak")
    }

    static let streakKeyPath = #keyPath(QuirksDefaults.streak)

    static func html() -> AttributedString {
        let html = "<p>Rain <b>at 5</b> &amp; <a href=\"https://example.com\">radar</a></p>"
        let string = try? NSAttributedString(data: Data(html.utf8),
                                             options: [.documentType: NSAttributedString.DocumentType.html,
                                                       .characterEncoding: String.Encoding.utf8.rawValue],
                                             documentAttributes: nil)
        return AttributedString(string ?? NSAttributedString(string: ""))
    }

    static let attributes: [NSAttributedString.Key: Any] = [.link: URL(string: "https://example.com")!, .kern: 1.0]
    static let fontKeys: [NSAttributedString.Key] = [.font, .foregroundColor]

    static func offline() -> URLError.Code { URLError.Code(rawValue: -1009) }

    static func temperature() -> String {
        Measurement(value: 21, unit: UnitTemperature.celsius).formatted(.measurement(width: .abbreviated, usage: .asProvided))
    }
}

@objc final class QuirksDefaults: NSObject {
    @objc var streak = 0
}

extension UserDefaults {
    static var group: UserDefaults { Self(suiteName: SharedConstants.appGroup)! }

    func storeStreak(_ value: Int) {
        setValue(value, forKey: "streak")
    }
}
