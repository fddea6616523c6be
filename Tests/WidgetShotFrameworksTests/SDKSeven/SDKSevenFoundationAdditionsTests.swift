import Foundation
import Testing
import WidgetShot
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Apple Foundation and framework API the sweep-7 apps call that Linux lacks: `NSLocale`'s
/// display names, `DispatchTime.distance(to:)`, `ProcessInfo`'s platform flags, iOS 13's
/// `URLCache` initialiser, SiriKit's `INIntentError`, SwiftUI's keyboard shortcuts.
struct SDKSevenFoundationAdditionsTests {
    @Test func nsLocaleNamesCountriesAndLanguagesInItsLanguage() {
        let english = Locale(identifier: "en_US") as NSLocale, german = Locale(identifier: "de_DE") as NSLocale
        #expect(english.localizedString(forCountryCode: "DE") == "Germany")
        #expect(german.localizedString(forCountryCode: "US") == "Vereinigte Staaten")
        #expect(english.localizedString(forLanguageCode: "fr") == "French")
        #expect(english.localizedString(forCurrencyCode: "EUR") == "Euro")
    }

    @Test func dispatchTimeDistanceIsSignedNanoseconds() {
        let start = DispatchTime(uptimeNanoseconds: 1_000)
        let end = DispatchTime(uptimeNanoseconds: 3_500)
        #expect(start.distance(to: end) == .nanoseconds(2_500))
        #expect(end.distance(to: start) == .nanoseconds(-2_500))
        #expect(start.advanced(by: .nanoseconds(2_500)) == end)
    }

    @Test func theProcessIsAnIPhoneAppAndTheCacheTakesADirectory() throws {
        #expect(!ProcessInfo.processInfo.isiOSAppOnMac && !ProcessInfo.processInfo.isMacCatalystApp)
        let cache = URLCache(memoryCapacity: 4_096, diskCapacity: 0, directory: nil)
        #expect(cache.memoryCapacity == 4_096)
    }

    @Test func intentErrorsBridgeToApplesDomainAndCodes() {
        let error = INIntentError(.missingInformation) as NSError
        #expect(error.domain == "IntentsErrorDomain" && error.code == 3002)
        #expect(INIntentError.Code.requestTimedOut.rawValue == 3001)
    }

    @Test func keyboardShortcutsAreApples() {
        #expect(KeyboardShortcut.cancelAction == KeyboardShortcut(.escape, modifiers: []))
        #expect(KeyboardShortcut("w").modifiers == .command && KeyEquivalent.return.character == "\r")
        #expect(EventModifiers.command.rawValue == 16)
    }
}
