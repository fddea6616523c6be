import Foundation
import Testing
@testable import WidgetShotFoundation

/// `maximumFractionDigits` beside a minimum, as an iPhone applies it (LoopFollow's Live Activity
/// writes mmol/L glucose with a `.decimal` formatter of 1…1 fraction digits: 61 mg/dL is "3.4").
@Suite struct CompanyFifteenNumberFormatterTests {
    private func formatter(_ style: NumberFormatter.Style, locale: String = "en_US", _ configure: (NumberFormatter) -> Void) -> NumberFormatter {
        let f = FractionDigitsNumberFormatter()
        f.numberStyle = style
        f.locale = Locale(identifier: locale)
        configure(f)
        return f
    }

    @Test func decimalWithEqualBoundsRoundsToThem() {
        let f = formatter(.decimal) { $0.minimumFractionDigits = 1; $0.maximumFractionDigits = 1 }
        #expect(f.string(from: NSNumber(value: 3.3856)) == "3.4")
        #expect(f.string(from: NSNumber(value: -3)) == "-3.0")
        #expect(f.string(from: 0) == "0.0")
        #expect(f.string(for: 1234.56) == "1,234.6")
        // The formatter itself keeps what was set.
        #expect(f.minimumFractionDigits == 1 && f.maximumFractionDigits == 1)
    }

    @Test func decimalWithWiderMaximumKeepsOptionalPlaces() {
        let f = formatter(.decimal) { $0.minimumFractionDigits = 1; $0.maximumFractionDigits = 2 }
        #expect(f.string(from: NSNumber(value: 3.3856)) == "3.39")
        #expect(f.string(from: NSNumber(value: 3.5)) == "3.5")
        #expect(f.string(from: 3) == "3.0")
    }

    @Test func currencyMaximumZeroLowersTheStyleMinimum() {
        let f = formatter(.currency) { $0.maximumFractionDigits = 0 }
        #expect(f.string(from: NSNumber(value: 1234.3856)) == "$1,234")
        let accounting = formatter(.currencyAccounting) { $0.maximumFractionDigits = 1 }
        #expect(accounting.string(from: NSNumber(value: -3.04)) == "($3.0)")
    }

    @Test func localeRoundingAndPrefixesStayTheFormatters() {
        let german = formatter(.decimal, locale: "de_DE") { $0.minimumFractionDigits = 1; $0.maximumFractionDigits = 1 }
        #expect(german.string(from: NSNumber(value: 1234.56)) == "1.234,6")
        let floor = formatter(.decimal) { $0.roundingMode = .floor; $0.minimumFractionDigits = 1; $0.maximumFractionDigits = 1 }
        #expect(floor.string(from: NSNumber(value: 3.39)) == "3.3")
        let signed = formatter(.decimal) { $0.positivePrefix = "+"; $0.minimumFractionDigits = 1; $0.maximumFractionDigits = 1 }
        #expect(signed.string(from: NSNumber(value: 3.3856)) == "+3.4")
        #expect(signed.string(from: NSNumber(value: -3.3856)) == "-3.4")
        let percent = formatter(.percent) { $0.minimumFractionDigits = 1; $0.maximumFractionDigits = 1 }
        #expect(percent.string(from: NSNumber(value: 0.033856)) == "3.4%")
    }

    @Test func renderFormatterIsTheFixedOne() {
        let f = WidgetShotNumberFormatter()
        f.numberStyle = .decimal
        f.minimumFractionDigits = 2
        f.maximumFractionDigits = 2
        #expect(f.string(from: NSNumber(value: 0.125)) == "0.12")   // ICU's default rounding is half-even
    }

    @Test func patternRewrite() {
        #expect(FractionDigitsNumberFormatter.pattern("#,##0.###", requiringFractionDigits: 1) == "#,##0.0##")
        #expect(FractionDigitsNumberFormatter.pattern("'.'#,##0.#%", requiringFractionDigits: 1) == "'.'#,##0.0%")
        #expect(FractionDigitsNumberFormatter.pattern("#,##0", requiringFractionDigits: 1) == nil)
        #expect(FractionDigitsNumberFormatter.pattern("0.##E0", requiringFractionDigits: 1) == nil)
        #expect(FractionDigitsNumberFormatter.pattern("@@#", requiringFractionDigits: 1) == nil)
    }
}
