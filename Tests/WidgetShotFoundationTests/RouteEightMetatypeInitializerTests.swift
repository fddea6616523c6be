import Foundation
import Testing
import WidgetShotFoundation

// Code as iOS apps write it: Foundation initialisers called on a dynamic metatype. On Linux these
// lines do not compile without `_FoundationMetatypeInitializers` ("constructing an object of class
// type 'Self' with a metatype value must use a 'required' initializer").

extension ISO8601DateFormatter {
    /// LoopKit's NightscoutKit (`Extensions/ISO8601DateFormatter.swift`).
    class func routeEightDefaultFormatter() -> Self {
        let formatter = self.init()
        formatter.formatOptions = .withInternetDateTime
        return formatter
    }
}

extension DateFormatter {
    static var routeEightYear: Self {
        let formatter = Self()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy"
        return formatter
    }
}

extension NumberFormatter {
    static var routeEightDecimal: NumberFormatter {
        let formatter = Self()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.numberStyle = .decimal
        return formatter
    }
}

extension NSError {
    static func routeEightError(_ description: String, code: Int = -1) -> Self {
        Self(domain: "com.example.app", code: code, userInfo: [NSLocalizedDescriptionKey: description])
    }
}

extension UserDefaults {
    static func routeEightSuite(_ name: String) -> Self? { Self(suiteName: name) }
}

extension NSNumber {
    /// GRDB's `NSNumber.fromDatabaseValue` (`Core/Support/Foundation/NSNumber.swift`).
    static func routeEightNumber(_ int64: Int64?, _ double: Double) -> Self {
        if let int64 { return self.init(value: int64) }
        return self.init(value: double)
    }
}

extension NSUUID {
    /// GRDB's `NSUUID.fromDatabaseValue`: Apple's `init(uuidBytes:)` takes an optional pointer.
    static func routeEightUUID(_ data: Data) -> Self {
        data.withUnsafeBytes { self.init(uuidBytes: $0.bindMemory(to: UInt8.self).baseAddress) }
    }
    static func routeEightUUID(_ string: String) -> Self? { self.init(uuidString: string) }
}

extension Error {
    /// RevenueCat's `addingUserInfo` (`Sources/Error Handling/ErrorUtils.swift`).
    func routeEightAddingUserInfo<Result: NSError>(_ userInfo: [String: Any]) -> Result {
        let nsError = self as NSError
        return .init(domain: nsError.domain, code: nsError.code, userInfo: userInfo)
    }
}

private final class RouteEightPayload: @unchecked Sendable { let value = 7 }
private final class RouteEightError: NSError, @unchecked Sendable { var retries = 3 }
private final class RouteEightISOFormatter: ISO8601DateFormatter, @unchecked Sendable { var label = "iso" }

@Suite("Foundation initialisers on a dynamic metatype (route-8)")
struct RouteEightMetatypeInitializerTests {
    @Test("self.init() / Self() in formatter extensions make formatters with Foundation's defaults")
    func formatters() {
        let iso = ISO8601DateFormatter.routeEightDefaultFormatter()
        #expect(type(of: iso) == ISO8601DateFormatter.self)
        #expect(iso.string(from: Date(timeIntervalSince1970: 0)) == "1970-01-01T00:00:00Z")
        #expect(DateFormatter.routeEightYear.string(from: Date(timeIntervalSince1970: 0)) == "1970")
        #expect(NumberFormatter.routeEightDecimal.string(from: 1234.5) == "1,234.5")
    }

    @Test("Self(domain:code:userInfo:) and a generic Result: NSError keep the user info as given")
    func errors() throws {
        let error = NSError.routeEightError("Boom", code: 4)
        #expect(error.localizedDescription == "Boom" && error.code == 4 && error.domain == "com.example.app")
        let payload = RouteEightPayload()
        let added: NSError = URLError(.timedOut).routeEightAddingUserInfo(["payload": payload])
        #expect(added.code == URLError.timedOut.rawValue)
        #expect((added.userInfo["payload"] as? RouteEightPayload) === payload)
    }

    @Test("a subclass metatype makes the subclass, with the base initialiser's state and its own defaults")
    func subclasses() throws {
        let payload = RouteEightPayload()
        let error: RouteEightError = URLError(.timedOut).routeEightAddingUserInfo(["payload": payload, NSLocalizedDescriptionKey: "late"])
        #expect(type(of: error) == RouteEightError.self)
        #expect(error.retries == 3 && error.domain == NSURLErrorDomain && error.code == URLError.timedOut.rawValue)
        #expect((error.userInfo["payload"] as? RouteEightPayload) === payload)
        #expect(error.localizedDescription == "late")
        let made = RouteEightError.routeEightError("x", code: 2)
        #expect(type(of: made) == RouteEightError.self && made.code == 2)

        let iso = RouteEightISOFormatter.routeEightDefaultFormatter()
        #expect(type(of: iso) == RouteEightISOFormatter.self && iso.label == "iso")
        #expect(iso.string(from: Date(timeIntervalSince1970: 0)) == "1970-01-01T00:00:00Z")
    }

    @Test("a static type still uses the class's own initialiser; convenience inits delegate as before")
    func staticTypes() {
        let direct = RouteEightError(domain: "d", code: 1, userInfo: nil)
        #expect(direct.retries == 3 && direct.code == 1)
        #expect(ISO8601DateFormatter().formatOptions == [.withInternetDateTime, .withDashSeparatorInDate, .withColonSeparatorInTime, .withColonSeparatorInTimeZone])
    }

    @Test("NSNumber(value:) and NSUUID(uuidString:/uuidBytes:) on Self, as GRDB calls them")
    func numbersAndUUIDs() {
        #expect(NSNumber.routeEightNumber(7, 0).int64Value == 7)
        #expect(NSNumber.routeEightNumber(nil, 2.5).doubleValue == 2.5)
        #expect(NSUUID.routeEightUUID("E621E1F8-C36C-495A-93FC-0C247A3E6E5F")?.uuidString == "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
        #expect(NSUUID.routeEightUUID("not a uuid") == nil)
        #expect(NSUUID.routeEightUUID(Data(repeating: 1, count: 16)).uuidString == "01010101-0101-0101-0101-010101010101")
    }

    @Test("Self(suiteName:) opens the suite")
    func suites() throws {
        let name = "widgetshot.route8.\(UUID().uuidString)"
        let defaults = try #require(UserDefaults.routeEightSuite(name))
        defaults.set(5, forKey: "streak")
        #expect(UserDefaults(suiteName: name)?.integer(forKey: "streak") == 5)
        defaults.removePersistentDomain(forName: name)
    }
}
