import Foundation
import Testing
@testable import WidgetShotFoundation

/// uikit-10 (issue 20): `NSDataDetector`, which Pocket Casts' `String.isValidEmail` uses (a link
/// detector whose single match spans the text and is a `mailto:` URL), and
/// `DateComponentsFormatter.allowsFractionalUnits`.
@Suite struct UIKitTenDataDetectorTests {
    func found(_ text: String, _ types: NSTextCheckingResult.CheckingType) throws -> [(String, NSTextCheckingResult)] {
        let detector = try NSDataDetector(types: types.rawValue)
        return detector.matches(in: text, options: [], range: NSRange(text.startIndex..., in: text)).map { ((text as NSString).substring(with: $0.range), $0) }
    }

    @Test("links: e-mail addresses as mailto:, URLs with a scheme, www. and bare domains as http://, trailing punctuation left out")
    func links() throws {
        let email = try found("podcasts@pocketcasts.com", .link)
        #expect(email.count == 1 && email[0].1.url?.absoluteString == "mailto:podcasts@pocketcasts.com" && email[0].0 == "podcasts@pocketcasts.com")
        #expect(try found("podcasts@pocketcasts", .link).isEmpty)
        let text = "See https://pocketcasts.com/discover (new). Or www.apple.com, apple.com/tv! e.g. notes.txt"
        let links = try found(text, .link)
        #expect(links.map(\.0) == ["https://pocketcasts.com/discover", "www.apple.com", "apple.com/tv"])
        #expect(links.map { $0.1.url?.absoluteString ?? "" } == ["https://pocketcasts.com/discover", "http://www.apple.com", "http://apple.com/tv"])
        #expect(links.allSatisfy { $0.1.resultType == .link })
        #expect(try found("(https://en.wikipedia.org/wiki/Swift_(language))", .link).first?.0 == "https://en.wikipedia.org/wiki/Swift_(language)")
    }

    @Test("phone numbers as written; dates are not phone numbers")
    func phoneNumbers() throws {
        let phones = try found("Call +44 20 7946 0958, (555) 123-4567 or 555.123.4567 — not 2024-03-05, 42 or v1.2.3", .phoneNumber)
        #expect(phones.map(\.0) == ["+44 20 7946 0958", "(555) 123-4567", "555.123.4567"])
        #expect(phones.map { $0.1.phoneNumber ?? "" } == phones.map(\.0))
    }

    @Test("dates with and without times, resolved in the render time zone (noon when no time is given)")
    func dates() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = WidgetShotTimeZone.current
        let dates = try found("Live on March 5, 2024 at 5pm, again 2024-04-01T09:30 and 3/7/2024", .date)
        #expect(dates.map(\.0) == ["March 5, 2024 at 5pm", "2024-04-01T09:30", "3/7/2024"])
        let parts = dates.compactMap { $0.1.date }.map { calendar.dateComponents([.year, .month, .day, .hour, .minute], from: $0) }
        #expect(parts.map(\.month) == [3, 4, 3] && parts.map(\.day) == [5, 1, 7] && parts.map(\.hour) == [17, 9, 12] && parts.map(\.minute) == [0, 30, 0])
        let tomorrow = try found("tomorrow", .date).first?.1.date
        let expected = calendar.date(byAdding: .day, value: 1, to: Date())!
        #expect(tomorrow.map { calendar.isDate($0, inSameDayAs: expected) } == true)
    }

    @Test("types a detector cannot find throw; matching methods agree")
    func detectorMethods() throws {
        #expect(throws: (any Error).self) { try NSDataDetector(types: NSTextCheckingResult.CheckingType.spelling.rawValue) }
        #expect(throws: (any Error).self) { try NSDataDetector(types: 0) }
        let detector = try NSDataDetector(types: NSTextCheckingResult.CheckingType([.link, .phoneNumber]).rawValue)
        let text = "apple.com or 555-123-4567"
        let all = NSRange(location: 0, length: (text as NSString).length)
        #expect(detector.numberOfMatches(in: text, range: all) == 2)
        #expect(detector.rangeOfFirstMatch(in: text, range: all) == NSRange(location: 0, length: 9))
        var seen = 0
        detector.enumerateMatches(in: text, range: all) { _, _, stop in seen += 1; stop.pointee = true }
        #expect(seen == 1)
        #expect(detector.firstMatch(in: "nothing", range: NSRange(location: 0, length: 7)) == nil)
    }

    @Test("allowsFractionalUnits writes the remainder below the smallest allowed unit as a fraction")
    func fractionalUnits() {
        let formatter = DateComponentsFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.unitsStyle = .full
        formatter.allowedUnits = [.hour]
        #expect(formatter.string(from: 5_400) == "1 hour")
        formatter.allowsFractionalUnits = true
        #expect(formatter.string(from: 5_400) == "1.5 hours")
        #expect(formatter.string(from: 7_200) == "2 hours")
    }
}
