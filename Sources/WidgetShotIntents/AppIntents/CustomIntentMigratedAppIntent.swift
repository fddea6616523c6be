import Foundation

/// An App Intent that replaces a SiriKit custom intent (an `.intentdefinition` class) — App
/// Intents' `CustomIntentMigratedAppIntent` (iOS 16,
/// https://developer.apple.com/documentation/appintents/customintentmigratedappintent).
///
/// On a device the system maps widgets and shortcuts configured with the old intent onto the new
/// one by `intentClassName`. A render configures widgets afresh, so WidgetShot only needs the
/// name to be declared.
///
/// ```swift
/// struct ConfigurationAppIntent: WidgetConfigurationIntent, CustomIntentMigratedAppIntent {
///     static let intentClassName = "ConfigurationIntent"
///     …
/// }
/// ```
public protocol CustomIntentMigratedAppIntent: AppIntent {
    /// The class name of the SiriKit intent this intent replaces.
    static var intentClassName: String { get }
}
