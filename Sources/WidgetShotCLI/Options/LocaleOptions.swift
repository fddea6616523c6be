import ArgumentParser
import Foundation
import WidgetShotSnapshotCore

/// `--locale` and `--time-zone`: the locale (`\.locale`, string tables, formats) and time zone
/// (`\.timeZone`) widgets render in. Defaults en_US and UTC; the machine's are never used.
struct LocaleOptions: ParsableArguments {
    @Option(help: "The locale(s) to render in, comma-separated (en_US, de_DE, ja_JP…); a gallery with several writes one subfolder per locale.")
    var locale = "en_US"
    @Option(help: "The time zone dates render in (an IANA name like Europe/Berlin).") var timeZone = "UTC"
    @Option(help: "ltr or rtl (\\.layoutDirection); by default the locale's (rtl for ar, he, fa, ur…).") var layoutDirection: String?

    /// The parsed `--layout-direction` (`nil`: each locale's own).
    func direction() throws -> LayoutDirection? {
        guard let layoutDirection else { return nil }
        switch layoutDirection.lowercased() {
        case "ltr", "lefttoright", "left-to-right": return .leftToRight
        case "rtl", "righttoleft", "right-to-left": return .rightToLeft
        default: throw ValidationError("unknown layout direction '\(layoutDirection)'; use ltr or rtl")
        }
    }

    /// The parsed locales (at least one).
    func locales() throws -> [Locale] {
        let names = Selection.list(locale)
        guard !names.isEmpty else { throw ValidationError("--locale needs a locale identifier like en_US") }
        return try names.map { name in
            let l = Locale(identifier: name)
            guard let code = l.language.languageCode, code.isISOLanguage else {
                throw ValidationError("unknown locale '\(name)'; use an identifier like en_US, de_DE or ja_JP")
            }
            return l
        }
    }

    /// The parsed time zone.
    func zone() throws -> TimeZone {
        guard let zone = TimeZone(identifier: timeZone) else {
            throw ValidationError("unknown time zone '\(timeZone)'; use an IANA name like UTC, Europe/Berlin or America/New_York")
        }
        return zone
    }

    /// Checks the values and makes the first locale and the time zone the renders' (ArgumentParser
    /// calls this after parsing).
    func validate() throws {
        CLIContext.shared.locale = try locales()[0]
        CLIContext.shared.timeZone = try zone()
        CLIContext.shared.layoutDirection = try direction()
        // What Locale.current/TimeZone.current are in widget code (also set by each render).
        WidgetShotLocale.current = try locales()[0]
        WidgetShotTimeZone.current = try zone()
    }
}
