import Foundation

// What SwiftGen's `strings` template generates: strings read through a Bundle.
internal enum L10n {
    /// Next trip
    internal static let nextTrip = L10n.tr("Localizable", "next_trip", fallback: "Next trip")

    private static func tr(_ table: String, _ key: String, fallback value: String) -> String {
        let format = BundleToken.bundle.localizedString(forKey: key, value: value, table: table)
        return String(format: format, locale: Locale.current)
    }
}

private final class BundleToken {
    static let bundle: Bundle = {
        #if SWIFT_PACKAGE
        return Bundle.module
        #else
        return Bundle(for: BundleToken.self)
        #endif
    }()
}
