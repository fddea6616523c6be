import Foundation
import Testing
import WidgetShotFoundation

/// `DateFormatter.formattingContext` (vulcan, Solstice): stored per formatter; a formatter from an
/// extension build's `DateFormatter()` capitalizes the first letter at the beginning of a sentence.
struct SdkTenFormattingContextTests {
    func polish() -> DateFormatter {
        let formatter = WidgetShotDateFormatter()
        formatter.locale = Locale(identifier: "pl_PL")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "LLLL y"
        return formatter
    }
    let date = Date(timeIntervalSince1970: 1_795_701_900)   // 2026-11-26

    @Test func theContextIsStoredPerFormatter() {
        let a = DateFormatter(), b = DateFormatter()
        #expect(a.formattingContext == .unknown)
        a.formattingContext = .middleOfSentence
        #expect(a.formattingContext == .middleOfSentence && b.formattingContext == .unknown)
    }

    @Test func beginningOfSentenceCapitalizes() {
        let formatter = polish()
        let plain = formatter.string(from: date)
        #expect(plain.first?.isLowercase == true, "\(plain)")
        formatter.formattingContext = .middleOfSentence
        #expect(formatter.string(from: date) == plain)
        formatter.formattingContext = .beginningOfSentence
        #expect(formatter.string(from: date) == plain.prefix(1).uppercased() + plain.dropFirst())
    }
}
