import Foundation
import WidgetShotUI
import WidgetShotIntents

/// A widget the user configures with an App Intent — WidgetKit's `AppIntentConfiguration`
/// (iOS 17). WidgetShot renders it with the intent's default parameter values (as a newly added
/// widget shows), with each of the provider's `recommendations()`, or with values given as JSON
/// (`WidgetDefinition.recommendedConfigurations()`, `configured(json:)`).
///
/// ```swift
/// AppIntentConfiguration(kind: "weather", intent: CityIntent.self, provider: WeatherProvider()) { entry in
///     WeatherView(entry: entry)
/// }
/// ```
public struct AppIntentConfiguration<Intent: WidgetConfigurationIntent, Content: View>: WidgetConfiguration {
    public let definition: WidgetDefinition

    /// Creates a configuration from an intent type, a provider and a view for each entry.
    public init<Provider: AppIntentTimelineProvider>(kind: String, intent: Intent.Type = Intent.self, provider: Provider,
                                                     @ViewBuilder content: @escaping (Provider.Entry) -> Content)
    where Provider.Intent == Intent {
        func source(_ make: @escaping () -> Intent) -> TimelineSource {
            TimelineSource(provider, intent: {
                let intent = make()
                try? await IntentParameters.prepareDefaults(intent)
                return intent
            }, content: content)
        }
        var d = WidgetDefinition(kind: kind, source: source { Intent() })
        d.configurationAxis = ConfigurationAxis(
            parameterNames: IntentParameters.names(of: Intent()),
            recommendations: { provider.recommendations().map { r in (r.descriptionText, source { r.intent }) } },
            json: { data in
                let intent = Intent()
                try ConfigurationAxis.wait(kind: kind) {
                    try await IntentParameters.prepareDefaults(intent)
                    try await IntentParameters.apply(json: data, to: intent)
                }
                return source { intent }
            })
        definition = d
    }
}

/// A preconfigured intent the widget gallery offers — WidgetKit's `AppIntentRecommendation`.
public struct AppIntentRecommendation<Intent: WidgetConfigurationIntent> {
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
    /// A recommendation described by a resource.
    @_disfavoredOverload
    public init(intent: Intent, description: LocalizedStringResource) { self.intent = intent; descriptionText = description.description }
}
