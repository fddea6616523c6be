import Foundation

// `NSLocale`'s display-name methods (https://developer.apple.com/documentation/foundation/nslocale/localizedstring(forcountrycode:)),
// public on Apple's platforms and internal in swift-corelibs-foundation. Each answers as the
// matching `Locale` method of the same locale does (swift-foundation, ICU's names).
// AppStore-Connect-Widget names countries with `(Locale.current as NSLocale).localizedString(forCountryCode:)`.

extension NSLocale {
    /// The country's name in this locale's language ("Germany" for "DE" in English).
    public func localizedString(forCountryCode countryCode: String) -> String? {
        asLocale.localizedString(forRegionCode: countryCode)
    }
    /// The language's name in this locale's language.
    public func localizedString(forLanguageCode languageCode: String) -> String? {
        asLocale.localizedString(forLanguageCode: languageCode)
    }
    /// The currency's name in this locale's language.
    public func localizedString(forCurrencyCode currencyCode: String) -> String? {
        asLocale.localizedString(forCurrencyCode: currencyCode)
    }
    /// The locale's name in this locale's language.
    public func localizedString(forLocaleIdentifier localeIdentifier: String) -> String {
        asLocale.localizedString(forIdentifier: localeIdentifier) ?? localeIdentifier
    }
    /// The script's name in this locale's language.
    public func localizedString(forScriptCode scriptCode: String) -> String? {
        asLocale.localizedString(forScriptCode: scriptCode)
    }

    /// The locale as a `Locale` (its identifier).
    private var asLocale: Locale { Locale(identifier: (object(forKey: .identifier) as? String) ?? "") }
}
