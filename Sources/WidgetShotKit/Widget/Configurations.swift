import Foundation
import WidgetShotUI

/// A widget configured without user options — WidgetKit's `StaticConfiguration`.
public struct StaticConfiguration<Content: View>: WidgetConfiguration {
    public let definition: WidgetDefinition
    /// Creates a configuration from a provider and a view for each entry.
    public init<Provider: TimelineProvider>(kind: String, provider: Provider, @ViewBuilder content: @escaping (Provider.Entry) -> Content) {
        definition = WidgetDefinition(kind: kind, source: TimelineSource(provider, content: content))
    }
}

/// A widget configured by an intent — WidgetKit's `AppIntentConfiguration`. WidgetShot has no
/// App Intents runtime: the intent is any Swift value (default-constructed when given as a type).
public struct AppIntentConfiguration<Intent, Content: View>: WidgetConfiguration {
    public let definition: WidgetDefinition
    /// Creates a configuration with a concrete configuration value.
    public init<Provider: AppIntentTimelineProvider>(kind: String, intent: Intent, provider: Provider, @ViewBuilder content: @escaping (Provider.Entry) -> Content)
    where Provider.Intent == Intent {
        definition = WidgetDefinition(kind: kind, source: TimelineSource(provider, intent: intent, content: content))
    }
}

extension AppIntentConfiguration where Intent: DefaultConfiguration {
    /// Creates a configuration from an intent type, using its default value (as WidgetKit does
    /// before the user edits the widget).
    public init<Provider: AppIntentTimelineProvider>(kind: String, intent: Intent.Type, provider: Provider, @ViewBuilder content: @escaping (Provider.Entry) -> Content)
    where Provider.Intent == Intent {
        self.init(kind: kind, intent: Intent(), provider: provider, content: content)
    }
}

/// A configuration value with a default (what an App Intent's parameters start as).
public protocol DefaultConfiguration {
    init()
}

/// A configuration with one property changed.
public struct ModifiedWidgetConfiguration: WidgetConfiguration {
    public let definition: WidgetDefinition
}

extension WidgetConfiguration {
    private func modified(_ change: (inout WidgetDefinition) -> Void) -> ModifiedWidgetConfiguration {
        var d = definition
        change(&d)
        return ModifiedWidgetConfiguration(definition: d)
    }
    /// The name shown in the widget gallery.
    public func configurationDisplayName(_ name: String) -> ModifiedWidgetConfiguration { modified { $0.displayName = name } }
    /// The name shown in the widget gallery.
    public func configurationDisplayName(_ name: LocalizedStringKey) -> ModifiedWidgetConfiguration {
        modified { $0.displayName = Text(name).plainText }
    }
    /// The description shown in the widget gallery.
    public func description(_ text: String) -> ModifiedWidgetConfiguration { modified { $0.description = text } }
    /// The description shown in the widget gallery.
    public func description(_ text: LocalizedStringKey) -> ModifiedWidgetConfiguration { modified { $0.description = Text(text).plainText } }
    /// The families the widget supports.
    public func supportedFamilies(_ families: [WidgetFamily]) -> ModifiedWidgetConfiguration { modified { $0.supportedFamilies = families } }
    /// Turns off the automatic content margins (iOS 17).
    public func contentMarginsDisabled() -> ModifiedWidgetConfiguration { modified { $0.contentMarginsDisabled = true } }
    /// Whether the system may remove the container background.
    public func containerBackgroundRemovable(_ removable: Bool = true) -> ModifiedWidgetConfiguration {
        modified { $0.containerBackgroundRemovable = removable }
    }
}
