import Foundation
import Testing
import WidgetShotFoundation

// Daggerpov/Quote-Droplet-iOS highlights every match of the search text in a quote: it finds
// them with `String.range(of:range:)` and styles the `AttributedString` through
// `Range(NSRange(range, in: text), in: attributedString)`.

@Suite struct SweepTwelveAttributedRangeTests {
    @Test("an NSRange found in the string maps onto the same characters of the AttributedString")
    func highlightsEveryMatch() throws {
        let text = "Stay hungry, stay foolish — stay 🙂 kind"
        var attributed = AttributedString(text)
        let lowered = text.lowercased()
        var start = lowered.startIndex
        var matches: [String] = []
        while let found = lowered.range(of: "stay", range: start..<lowered.endIndex) {
            let range = try #require(Range(NSRange(found, in: lowered), in: attributed))
            attributed[range].link = URL(string: "quote://match")
            matches.append(String(attributed[range].characters))
            start = found.upperBound
        }
        #expect(matches == ["Stay", "stay", "stay"])
        // After an emoji (two UTF-16 units) the offsets still line up.
        let kind = try #require(lowered.range(of: "kind"))
        let tail = try #require(Range(NSRange(kind, in: lowered), in: attributed))
        #expect(String(attributed[tail].characters) == "kind")
        #expect(attributed.runs.filter { $0.link != nil }.count == 3)
    }

    @Test("a range past the end or splitting a surrogate pair is nil")
    func outOfRange() {
        let attributed = AttributedString("ab🙂")
        #expect(Range(NSRange(location: 1, length: 10), in: attributed) == nil)
        #expect(Range(NSRange(location: 3, length: 1), in: attributed) == nil)
        #expect(Range(NSRange(location: 2, length: 2), in: attributed).map { String(attributed[$0].characters) } == "🙂")
    }
}
