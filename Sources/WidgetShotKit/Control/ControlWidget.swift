import Foundation
import WidgetShotIntents
import WidgetShotUI

/// A control for Control Center, the Lock Screen and the Action button — WidgetKit's
/// `ControlWidget` (iOS 18, https://developer.apple.com/documentation/widgetkit/controlwidget).
///
/// ```swift
/// struct LightsControl: ControlWidget {
///     var body: some ControlWidgetConfiguration {
///         StaticControlConfiguration(kind: "lights", provider: LightsProvider()) { isOn in
///             ControlWidgetToggle("Lights", systemImage: "lightbulb", isOn: isOn, action: ToggleLights())
///         }
///         .displayName("Lights")
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol ControlWidget {
    associatedtype Body: ControlWidgetConfiguration
    @ControlWidgetConfigurationBuilder var body: Body { get }
}

/// A control's configuration — WidgetKit's `ControlWidgetConfiguration`.
@MainActor @preconcurrency
public protocol ControlWidgetConfiguration {
    /// The resolved description WidgetShot renders from.
    var controlDefinition: ControlDefinition { get }
}

/// Builds a control's `body`.
@resultBuilder
public enum ControlWidgetConfigurationBuilder {
    public static func buildExpression<C: ControlWidgetConfiguration>(_ configuration: C) -> C { configuration }
    public static func buildBlock<C: ControlWidgetConfiguration>(_ configuration: C) -> C { configuration }
}

/// An App Intent whose parameters configure a control — App Intents' `ControlConfigurationIntent`
/// (kept minimal here until WidgetShotIntents provides App Intents: the default value is `init()`).
public protocol ControlConfigurationIntent: AppIntent {
    init()
}

/// Supplies a control's value — WidgetKit's `ControlValueProvider`.
public protocol ControlValueProvider {
    associatedtype Value
    /// The value shown in the controls gallery (and by WidgetShot's gallery).
    var previewValue: Value { get }
    /// The live value.
    func currentValue() async throws -> Value
}

/// Supplies a configurable control's value — WidgetKit's `AppIntentControlValueProvider`.
public protocol AppIntentControlValueProvider {
    associatedtype Value
    associatedtype Intent: ControlConfigurationIntent
    /// The value shown in the controls gallery.
    func previewValue(configuration: Intent) -> Value
    /// The live value.
    func currentValue(configuration: Intent) async throws -> Value
}

/// Which value a control is rendered with.
public enum ControlValueSource: Hashable, Sendable {
    /// The provider's `previewValue` (the controls gallery).
    case preview
    /// The provider's `currentValue()` (waited for, with a time limit).
    case current
}

/// A control with its types erased: what WidgetShot renders from.
public struct ControlDefinition {
    public var kind: String
    /// `.displayName(_:)` (the kind until set).
    public var displayName: String
    /// `.description(_:)`.
    public var description: String = ""
    /// `.promptsForUserConfiguration()`.
    public var promptsForUserConfiguration = false
    let makeTemplate: (ControlValueSource, TimeInterval) throws -> ControlTemplateContent

    init(kind: String, makeTemplate: @escaping (ControlValueSource, TimeInterval) throws -> ControlTemplateContent) {
        self.kind = kind
        displayName = kind
        self.makeTemplate = makeTemplate
    }

    /// The control's template for a value source (`currentValue()` may take up to `timeout` seconds).
    public func template(_ source: ControlValueSource = .preview, timeout: TimeInterval = 10) throws -> ControlTemplateContent {
        try makeTemplate(source, timeout)
    }

    /// Waits for an async value (on the provider executor, like App Intent timeline providers).
    static func wait<V>(kind: String, timeout: TimeInterval, _ value: @escaping () async throws -> V) throws -> V {
        let box = UncheckedBox(value)
        let result: Result<V, Error> = try Completion.wait(kind: kind, call: "currentValue", timeout: timeout) { done in
            Task(executorPreference: ProviderExecutor.shared) {
                do { done(.success(try await box.value())) } catch { done(.failure(error)) }
            }
        }
        return try result.get()
    }
}

/// A control without configuration — WidgetKit's `StaticControlConfiguration`.
public struct StaticControlConfiguration<Content: ControlWidgetTemplate>: ControlWidgetConfiguration {
    public let controlDefinition: ControlDefinition

    /// A control whose template does not depend on a value.
    public init(kind: String, @ControlWidgetTemplateBuilder content: @escaping () -> Content) {
        controlDefinition = ControlDefinition(kind: kind) { _, _ in content().templateContent }
    }

    /// A control whose template shows a provider's value.
    public init<Provider: ControlValueProvider>(kind: String, provider: Provider,
                                                @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content) {
        controlDefinition = ControlDefinition(kind: kind) { source, timeout in
            switch source {
            case .preview: return content(provider.previewValue).templateContent
            case .current: return content(try ControlDefinition.wait(kind: kind, timeout: timeout) { try await provider.currentValue() }).templateContent
            }
        }
    }
}

/// A control configured by an intent — WidgetKit's `AppIntentControlConfiguration`. WidgetShot
/// renders it with the intent's default value (`init()`), as a newly added control.
public struct AppIntentControlConfiguration<Intent: ControlConfigurationIntent, Content: ControlWidgetTemplate>: ControlWidgetConfiguration {
    public let controlDefinition: ControlDefinition

    /// A configurable control whose template shows a provider's value.
    public init<Provider: AppIntentControlValueProvider>(kind: String, intent: Intent.Type = Intent.self, provider: Provider,
                                                         @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content)
    where Provider.Intent == Intent {
        controlDefinition = ControlDefinition(kind: kind) { source, timeout in
            let configuration = Intent()
            switch source {
            case .preview: return content(provider.previewValue(configuration: configuration)).templateContent
            case .current:
                let box = UncheckedBox(configuration)
                return content(try ControlDefinition.wait(kind: kind, timeout: timeout) { try await provider.currentValue(configuration: box.value) }).templateContent
            }
        }
    }

    /// A configurable control whose template reads the intent itself.
    public init(kind: String, intent: Intent.Type = Intent.self, @ControlWidgetTemplateBuilder content: @escaping (Intent) -> Content) {
        controlDefinition = ControlDefinition(kind: kind) { _, _ in content(Intent()).templateContent }
    }
}

/// A control configuration with one property changed.
public struct ModifiedControlConfiguration: ControlWidgetConfiguration {
    public let controlDefinition: ControlDefinition
}

extension ControlWidgetConfiguration {
    private func modified(_ change: (inout ControlDefinition) -> Void) -> ModifiedControlConfiguration {
        var d = controlDefinition
        change(&d)
        return ModifiedControlConfiguration(controlDefinition: d)
    }
    /// The name shown in the controls gallery.
    public func displayName(_ name: LocalizedStringResource) -> ModifiedControlConfiguration { modified { $0.displayName = name.description } }
    /// The description shown in the controls gallery.
    public func description(_ text: LocalizedStringResource) -> ModifiedControlConfiguration { modified { $0.description = text.description } }
    /// Asks people to configure the control when they add it.
    public func promptsForUserConfiguration() -> ModifiedControlConfiguration { modified { $0.promptsForUserConfiguration = true } }
}

extension WidgetBundleBuilder {
    /// A control in a widget bundle (iOS 18): `WidgetBundle.controls` lists it.
    public static func buildExpression<C: ControlWidget>(_ control: C) -> WidgetGroup {
        WidgetGroup(definitions: [WidgetDefinition.makeControl(control.body.controlDefinition)])
    }
}
