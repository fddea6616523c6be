import Foundation

/// A type that describes itself with a `LocalizedStringResource` — Foundation's
/// `CustomLocalizedStringResourceConvertible` (`protocol CustomLocalizedStringResourceConvertible`,
/// iOS 16, developer.apple.com/documentation/foundation/customlocalizedstringresourceconvertible).
/// App errors adopt it so App Intents can show a localized message (`String(localized:)` of the
/// resource), and sparcs-kaist/app-ios' `LocalizedString` adopts it; a render shows no intent
/// errors, so WidgetShot only declares it.
public protocol CustomLocalizedStringResourceConvertible {
    /// A resource that describes this instance (`var localizedStringResource: LocalizedStringResource { get }`).
    var localizedStringResource: LocalizedStringResource { get }
}
