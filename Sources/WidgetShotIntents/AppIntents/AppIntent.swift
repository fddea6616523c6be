@_exported import WidgetShotUI
import Foundation

// WidgetShotIntents stands in for Apple's AppIntents and Intents (SiriKit) frameworks. WidgetShot
// only renders: intents are built, configured and recorded, never performed by the system.

/// An action the system can run — App Intents' `AppIntent`. Widgets use them for interactive
/// buttons and toggles and (as `WidgetConfigurationIntent`) for their configuration.
///
/// ```swift
/// struct LikeIntent: AppIntent {
///     static var title: LocalizedStringResource = "Like"
///     @Parameter(title: "Song") var song: String?
///     func perform() async throws -> some IntentResult { .result() }
/// }
/// ```
public protocol AppIntent {
    /// The intent's name, as the Shortcuts app shows it.
    static var title: LocalizedStringResource { get }
    /// A description of what the intent does.
    static var description: IntentDescription? { get }
    /// Whether running the intent opens the app (default `false`).
    static var openAppWhenRun: Bool { get }
    /// Whether Shortcuts and Spotlight offer the intent (default `true`).
    static var isDiscoverable: Bool { get }
    /// How the intent's parameters read in a sentence (default: none).
    associatedtype SummaryContent: ParameterSummary = EmptyParameterSummary
    /// The parameter summary, built with `Summary("Show \(\.$city)")`.
    @ParameterSummaryBuilder<Self> static var parameterSummary: SummaryContent { get }
    /// The type `perform()` returns.
    associatedtype PerformResult: IntentResult
    /// Performs the intent (never called by WidgetShot's renderer).
    func perform() async throws -> PerformResult
    /// An intent with its parameters' default values.
    init()
}

extension AppIntent {
    public static var description: IntentDescription? { nil }
    public static var openAppWhenRun: Bool { false }
    public static var isDiscoverable: Bool { true }
}

extension AppIntent where SummaryContent == EmptyParameterSummary {
    public static var parameterSummary: EmptyParameterSummary { EmptyParameterSummary() }
}

/// An intent that configures a widget — App Intents' `WidgetConfigurationIntent` (iOS 17). Its
/// `perform()` is optional.
public protocol WidgetConfigurationIntent: AppIntent {}

extension WidgetConfigurationIntent where PerformResult == IntentResultContainer<Never> {
    /// Configuration intents need not perform anything.
    public func perform() async throws -> IntentResultContainer<Never> { .result() }
}

/// An intent that plays or pauses audio — App Intents' `AudioPlaybackIntent` (runs in the app's
/// process on iOS; a widget button that performs it).
public protocol AudioPlaybackIntent: SystemIntent {}
/// An intent that starts or updates a Live Activity — App Intents' `LiveActivityIntent`.
public protocol LiveActivityIntent: SystemIntent {}
/// An intent that sets a value (a control's toggle) — App Intents' `SetValueIntent`.
public protocol SetValueIntent: SystemIntent {
    /// The value's type.
    associatedtype ValueType
    /// The value the control sets.
    var value: ValueType { get set }
}
/// An intent the system knows how to run — App Intents' `SystemIntent`.
public protocol SystemIntent: AppIntent {}
/// An intent that opens the app — App Intents' `OpenIntent`.
public protocol OpenIntent: SystemIntent {}
/// An intent that continues in the foreground — App Intents' `ForegroundContinuableIntent`.
public protocol ForegroundContinuableIntent: AppIntent {}

/// A description of an intent — App Intents' `IntentDescription`.
public struct IntentDescription: ExpressibleByStringInterpolation, Hashable, Sendable {
    /// The description.
    public var descriptionText: LocalizedStringResource
    /// The Shortcuts category it is listed under.
    public var categoryName: LocalizedStringResource?
    /// Words that find it in search.
    public var searchKeywords: [LocalizedStringResource]
    /// A description with an optional category and search keywords.
    public init(_ description: LocalizedStringResource, categoryName: LocalizedStringResource? = nil, searchKeywords: [LocalizedStringResource] = []) {
        descriptionText = description
        self.categoryName = categoryName
        self.searchKeywords = searchKeywords
    }
    /// A description from a literal.
    public init(stringLiteral value: String) { self.init(LocalizedStringResource(value)) }
    /// A description from a literal with interpolations.
    public init(stringInterpolation: DefaultStringInterpolation) { self.init(LocalizedStringResource(String(stringInterpolation: stringInterpolation))) }
}

/// What the system says when an intent asks or answers — App Intents' `IntentDialog`.
public struct IntentDialog: ExpressibleByStringInterpolation, Hashable, Sendable {
    /// The full text.
    public var full: LocalizedStringResource
    /// A shorter form.
    public var supporting: LocalizedStringResource?
    /// A dialog from its text.
    public init(_ full: LocalizedStringResource) { self.full = full }
    /// A dialog with full and supporting text.
    public init(full: LocalizedStringResource, supporting: LocalizedStringResource) {
        self.full = full
        self.supporting = supporting
    }
    /// A dialog from a literal.
    public init(stringLiteral value: String) { full = LocalizedStringResource(value) }
    /// A dialog from a literal with interpolations.
    public init(stringInterpolation: DefaultStringInterpolation) { full = LocalizedStringResource(String(stringInterpolation: stringInterpolation)) }
}
