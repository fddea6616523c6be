import Foundation
import WidgetShotUI
import WidgetShotIntents

/// A provider for a SiriKit-configured widget — WidgetKit's `IntentTimelineProvider` (iOS 14–16
/// widgets whose options come from an `.intentdefinition`).
public protocol IntentTimelineProvider {
    associatedtype Entry: TimelineEntry
    associatedtype Intent: INIntent
    typealias Context = TimelineProviderContext
    /// A placeholder entry.
    func placeholder(in context: Context) -> Entry
    /// The entry for the widget gallery.
    func getSnapshot(for configuration: Intent, in context: Context, completion: @escaping (Entry) -> Void)
    /// The timeline for a configuration.
    func getTimeline(for configuration: Intent, in context: Context, completion: @escaping (Timeline<Entry>) -> Void)
    /// Preconfigured intents the widget gallery offers.
    func recommendations() -> [IntentRecommendation<Intent>]
}

extension IntentTimelineProvider {
    public func recommendations() -> [IntentRecommendation<Intent>] { [] }
}

/// A preconfigured SiriKit intent — WidgetKit's `IntentRecommendation`.
public struct IntentRecommendation<Intent: INIntent> {
    /// The configured intent.
    public let intent: Intent
    /// The description shown for it.
    public let descriptionText: String
    /// A recommendation described by text.
    public init(intent: Intent, description: Text) { self.intent = intent; descriptionText = description.plainText }
    /// A recommendation described by a localized key.
    public init(intent: Intent, description: LocalizedStringKey) { self.init(intent: intent, description: Text(description)) }
    /// A recommendation described by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(intent: Intent, description: S) { self.intent = intent; descriptionText = String(description) }
}

/// A widget configured through SiriKit — WidgetKit's `IntentConfiguration`. Rendered with a new
/// intent (its parameters as the `.intentdefinition` leaves them: unset), each recommendation,
/// or JSON values (`{"city": {"identifier": "tokyo", "display": "Tokyo"}, "unit": "celsius"}`).
public struct IntentConfiguration<Intent: INIntent, Content: View>: WidgetConfiguration {
    public let definition: WidgetDefinition

    /// Creates a configuration from an intent class, a provider and a view for each entry.
    public init<Provider: IntentTimelineProvider>(kind: String, intent: Intent.Type, provider: Provider,
                                                  @ViewBuilder content: @escaping (Provider.Entry) -> Content)
    where Provider.Intent == Intent {
        /// A new intent with the `.intentdefinition`'s default values, as a newly added widget has.
        func fresh() throws -> Intent {
            let intent = Intent()
            try ConfigurationAxis.wait(kind: kind) { try await IntentParameters.prepareDefaults(intent) }
            return intent
        }
        var d = WidgetDefinition(kind: kind, source: TimelineSource(provider, intent: (try? fresh()) ?? Intent(), content: content))
        d.configurationAxis = ConfigurationAxis(
            parameterNames: IntentParameters.names(of: Intent()),
            recommendations: { provider.recommendations().map { ($0.descriptionText, TimelineSource(provider, intent: $0.intent, content: content)) } },
            json: { data in
                let intent = try fresh()
                try ConfigurationAxis.wait(kind: kind) { try await IntentParameters.apply(json: data, to: intent) }
                return TimelineSource(provider, intent: intent, content: content)
            })
        definition = d
    }
}
