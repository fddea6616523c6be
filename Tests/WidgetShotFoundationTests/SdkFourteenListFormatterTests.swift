import Foundation
import Testing
import WidgetShotFoundation

/// Foundation's `ListFormatter` against CLDR's standard ("and") list patterns, the data Apple's
/// formatter reads (common/main/en.xml `<listPattern>`: 2 "{0} and {1}", end "{0}, and {1}";
/// en_001, which en_GB inherits: end "{0} and {1}"; de.xml: end "{0} und {1}"; ja.xml: "{0}、{1}").
/// Apple's own example: `["Apple", "Orange", "Grape"]` → "Apple, Orange, and Grape" in en_US.
struct SdkFourteenListFormatterTests {
    func formatter(_ locale: String) -> ListFormatter {
        let f = ListFormatter()
        f.locale = Locale(identifier: locale)
        return f
    }

    @Test("joins with each locale's pattern, serial comma in en_US only")
    func localePatterns() {
        let items = ["Apple", "Orange", "Grape"]
        #expect(formatter("en_US").string(from: items) == "Apple, Orange, and Grape")
        #expect(formatter("en_GB").string(from: items) == "Apple, Orange and Grape")
        #expect(formatter("de_DE").string(from: items) == "Apple, Orange und Grape")
        #expect(formatter("ja_JP").string(from: items) == "Apple、Orange、Grape")
        #expect(formatter("en_US").string(from: ["Food", "Bills"]) == "Food and Bills")
        #expect(formatter("en_US").string(from: ["Food"]) == "Food")
        #expect(formatter("en_US").string(from: []) == "")
    }

    @Test("items go through the item formatter; others use their description; string(for:) takes arrays only")
    func itemFormatterAndObjectValue() {
        let f = formatter("en_US")
        let number = NumberFormatter()
        number.locale = Locale(identifier: "en_US")
        number.numberStyle = .percent
        f.itemFormatter = number
        #expect(f.string(from: [0.25, 0.5, 1]) == "25%, 50%, and 100%")
        f.itemFormatter = nil
        #expect(f.string(from: [1, "two", 3.5]) == "1, two, and 3.5")
        #expect(f.string(for: ["x", "y"]) == "x and y")
        #expect(f.string(for: "x") == nil)
        #expect(f.string(for: nil) == nil)
    }

    @Test("localizedString(byJoining:) uses the render's locale (en_US unless set)")
    func classMethod() {
        #expect(ListFormatter.localizedString(byJoining: ["Food", "Transport", "Bills"]) == "Food, Transport, and Bills")
        #expect(ListFormatter().locale == WidgetShotLocale.current)
    }
}

/// Darwin's `MAXFLOAT` (<math.h>: `0x1.fffffep+127f`), which Glibc does not export to Swift.
struct SdkFourteenDarwinMathTests {
    @Test func maxFloatIsTheLargestFiniteFloat() {
        #expect(MAXFLOAT == Float(bitPattern: 0x7F7F_FFFF))
        #expect(CGFloat(MAXFLOAT) > 3.4e38)
    }
}
