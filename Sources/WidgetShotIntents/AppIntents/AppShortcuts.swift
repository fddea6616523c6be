import Foundation

/// The app's ready-made shortcuts, offered in Spotlight, Siri and the Shortcuts app — App Intents'
/// `AppShortcutsProvider` (https://developer.apple.com/documentation/appintents/appshortcutsprovider).
/// Apple's compiler extracts the shortcuts at build time; a render shows none, and WidgetShot
/// keeps them so tests can read them.
public protocol AppShortcutsProvider {
    /// The shortcuts (at most 10 on iOS).
    @AppShortcutsBuilder static var appShortcuts: [AppShortcut] { get }
    /// The colour of the app's tiles in the Shortcuts app.
    static var shortcutTileColor: ShortcutTileColor { get }
    /// Asks the system to re-read the shortcuts' parameters (does nothing: there is no system).
    static func updateAppShortcutParameters()
}

extension AppShortcutsProvider {
    /// The tile colour when the app names none (Apple does not document its default; WidgetShot
    /// answers `.blue`, the first case Apple lists).
    public static var shortcutTileColor: ShortcutTileColor { .blue }
    public static func updateAppShortcutParameters() {}
}

/// A shortcut that runs an intent — App Intents' `AppShortcut`.
public struct AppShortcut {
    /// The intent's type name.
    public let intentTypeName: String
    /// The phrases that run it, with `\(.applicationName)` written as `${applicationName}`, as
    /// Apple's string catalogs store them.
    public let phrases: [String]
    /// The title shown on the tile.
    public let shortTitle: LocalizedStringResource?
    /// The SF Symbol on the tile.
    public let systemImageName: String?

    /// A shortcut with phrases, a title and a symbol (iOS 17).
    public init<Intent: AppIntent>(intent: Intent, phrases: [AppShortcutPhrase<Intent>], shortTitle: LocalizedStringResource, systemImageName: String) {
        intentTypeName = String(describing: Intent.self)
        self.phrases = phrases.map(\.text)
        self.shortTitle = shortTitle
        self.systemImageName = systemImageName
    }

    /// A shortcut with phrases only (iOS 16).
    public init<Intent: AppIntent>(intent: Intent, phrases: [AppShortcutPhrase<Intent>]) {
        intentTypeName = String(describing: Intent.self)
        self.phrases = phrases.map(\.text)
        shortTitle = nil
        systemImageName = nil
    }
}

/// A phrase that runs a shortcut, written as a string with `\(.applicationName)` and parameters
/// (`\(\.$station)`) — App Intents' `AppShortcutPhrase`.
public struct AppShortcutPhrase<Intent: AppIntent>: ExpressibleByStringInterpolation {
    /// The phrase with tokens written `${applicationName}` and parameters `${name}`.
    public let text: String
    /// A phrase from a plain string.
    public init(_ value: String) { text = value }
    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

    /// Literal text, tokens and parameters.
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { text += literal }
        /// `\(.applicationName)`.
        public mutating func appendInterpolation(_ token: AppShortcutPhraseToken) { text += "${\(token.rawValue)}" }
        /// A parameter of the intent, `\(\.$station)`.
        public mutating func appendInterpolation<Value>(_ keyPath: KeyPath<Intent, IntentParameter<Value>>) {
            text += "${\(Intent().self[keyPath: keyPath].title.description)}"
        }
    }
}

/// A placeholder a phrase may contain — App Intents' `AppShortcutPhraseToken`.
public enum AppShortcutPhraseToken: String, Sendable {
    /// The app's name (every phrase must contain it on iOS).
    case applicationName
}

/// The colours of shortcut tiles — App Intents' `ShortcutTileColor` (iOS 16; cases from
/// https://developer.apple.com/documentation/appintents/shortcuttilecolor).
public enum ShortcutTileColor: Sendable, CaseIterable {
    case blue, grape, grayBlue, grayBrown, grayGreen, lightBlue, lime, navy, orange, pink, purple, red, tangerine, teal, yellow
}

/// Builds `appShortcuts` — App Intents' `AppShortcutsBuilder`.
@resultBuilder
public enum AppShortcutsBuilder {
    public static func buildExpression(_ shortcut: AppShortcut) -> [AppShortcut] { [shortcut] }
    public static func buildExpression(_ shortcuts: [AppShortcut]) -> [AppShortcut] { shortcuts }
    public static func buildBlock(_ parts: [AppShortcut]...) -> [AppShortcut] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [AppShortcut]?) -> [AppShortcut] { part ?? [] }
    public static func buildEither(first: [AppShortcut]) -> [AppShortcut] { first }
    public static func buildEither(second: [AppShortcut]) -> [AppShortcut] { second }
    public static func buildArray(_ parts: [[AppShortcut]]) -> [AppShortcut] { parts.flatMap { $0 } }
    public static func buildLimitedAvailability(_ part: [AppShortcut]) -> [AppShortcut] { part }
}
