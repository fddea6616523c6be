import Foundation
import Testing
import WidgetShotFoundation

/// `NSPredicate(format:)` in code that imports Foundation alone (WidgetShotFoundation, which an
/// extension's `import Foundation` brings): regular-expression validation, dictionaries.
@Suite struct LeadTwelvePredicateTests {
    @Test func selfMatchesValidatesText() {
        let email = NSPredicate(format: "SELF MATCHES %@", "[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,64}")
        #expect(email.evaluate(with: "ana@example.com"))
        #expect(!email.evaluate(with: "ana@example"))
        #expect(!email.evaluate(with: "x ana@example.com"))   // MATCHES is the whole string
    }

    @Test func dictionariesAreReadByKeyPath() {
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        let events: [[String: Any]] = [
            ["title": "Team sync", "start": start.addingTimeInterval(3600), "room": ["floor": 3]],
            ["title": "team lunch", "start": start.addingTimeInterval(-60), "room": ["floor": 1]],
            ["title": "Review", "start": start.addingTimeInterval(7200), "room": ["floor": 3]],
        ]
        let upcoming = NSPredicate(format: "start > %@ AND title BEGINSWITH[c] %@", start as NSDate, "team")
        #expect(events.filter { upcoming.evaluate(with: $0) }.map { $0["title"] as? String } == ["Team sync"])
        let third = NSPredicate(format: "room.floor == 3")
        #expect(events.filter { third.evaluate(with: $0) }.count == 2)
        let listed = NSPredicate(format: "title IN %@", ["Review", "Other"])
        #expect(events.filter { listed.evaluate(with: $0) }.count == 1)
        #expect(NSPredicate(format: "title == %@", "Review").evaluate(with: NSDictionary(dictionary: ["title": "Review"])))
    }
}
