import Foundation
import Testing
import WidgetShotFoundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The smaller pieces of Apple's Foundation surface: HTML attributed strings, the attributed-string
/// bridge, the iCloud key-value store, UserDefaults' Objective-C API, URLError codes.
struct FoundationCompatibilityTests {
    @Test("HTML: text, entities, line breaks, links, underline; unknown tags keep their text")
    func html() throws {
        let html = #"<p>Rain <b>soon</b> &amp; wind</p><p>See <a href="https://example.com/r?a=1&amp;b=2">radar</a><br/><u>now</u></p><script>x()</script>"#
        let string = try NSAttributedString(data: Data(html.utf8), options: [.documentType: NSAttributedString.DocumentType.html,
                                                                             .characterEncoding: String.Encoding.utf8.rawValue],
                                            documentAttributes: nil)
        #expect(string.string == "Rain soon & wind\nSee radar\nnow\n")
        let radar = (string.string as NSString).range(of: "radar")
        #expect(string.attribute(.link, at: radar.location, effectiveRange: nil) as? URL == URL(string: "https://example.com/r?a=1&b=2"))
        let now = (string.string as NSString).range(of: "now")
        #expect((string.attribute(.underlineStyle, at: now.location, effectiveRange: nil) as? NSNumber)?.intValue == NSUnderlineStyle.single.rawValue)
        #expect(string.attribute(.link, at: 0, effectiveRange: nil) == nil)
        #expect(throws: CocoaError.self) {
            try NSAttributedString(data: Data("{\\rtf1}".utf8), options: [.documentType: NSAttributedString.DocumentType.rtf], documentAttributes: nil)
        }
    }

    @Test("AttributedString(NSAttributedString) keeps the characters and links")
    func bridge() {
        let ns = NSMutableAttributedString(string: "Open app")
        ns.addAttribute(.link, value: URL(string: "widget://open")!, range: NSRange(location: 5, length: 3))
        let converted = AttributedString(ns)
        #expect(String(converted.characters) == "Open app")
        #expect(converted.runs.count == 2)
        #expect(converted.runs.last?.link == URL(string: "widget://open"))
    }

    @Test("NSUbiquitousKeyValueStore keeps values in memory with Apple's typed getters")
    func keyValueStore() {
        let store = NSUbiquitousKeyValueStore()
        store.set("Cupertino", forKey: "city")
        store.set(Int64(7), forKey: "streak")
        store.set(true, forKey: "pro")
        #expect(store.string(forKey: "city") == "Cupertino")
        #expect(store.longLong(forKey: "streak") == 7)
        #expect(store.bool(forKey: "pro"))
        #expect(store.double(forKey: "missing") == 0)
        store.removeObject(forKey: "city")
        #expect(store.object(forKey: "city") == nil)
        #expect(store.synchronize())
    }

    @Test("UserDefaults: setValue(_:forKey:) and value(forKey:)")
    func userDefaults() throws {
        let defaults = try #require(UserDefaults(suiteName: "widgetshot.tests.\(UUID().uuidString)"))
        defaults.setValue(42, forKey: "answer")
        #expect(defaults.integer(forKey: "answer") == 42)
        #expect(defaults.value(forKey: "answer") as? Int == 42)
        defaults.setValue(nil, forKey: "answer")
        #expect(defaults.object(forKey: "answer") == nil)
    }

    @Test("URLError.Code(rawValue:) is non-failable as on iOS; NSAttributedString keys have Apple's raw values")
    func codesAndKeys() {
        let code: URLError.Code = URLError.Code(rawValue: -1009)
        #expect(code == .notConnectedToInternet)
        #expect(NSAttributedString.Key.font.rawValue == "NSFont")
        #expect(NSAttributedString.Key.foregroundColor.rawValue == "NSColor")
        #expect(NSAttributedString.Key.link.rawValue == "NSLink")
        #expect(Data.WritingOptions.atomicWrite == .atomic)
        #expect(NSException(name: .rangeException, reason: "out of range").description == "out of range")
    }
}

/// `Measurement.FormatStyle` is reachable from Foundation-only code (it lives in WidgetShotFoundation).
struct MeasurementFormatStyleReachabilityTests {
    @Test("a temperature formats with the documented reduction: converted for the US, the symbol kept")
    func temperature() {
        let celsius = Measurement(value: 21, unit: UnitTemperature.celsius)
        #expect(celsius.formatted(.measurement(width: .abbreviated, usage: .asProvided)) == "21°C")
        let us = Measurement<UnitTemperature>.FormatStyle(width: .abbreviated, locale: Locale(identifier: "en_US"))
        #expect(us.format(celsius) == "69.8°F")
    }
}
