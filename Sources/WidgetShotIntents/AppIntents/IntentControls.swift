@_spi(WidgetShotIntents) import WidgetShotUI
import Foundation

extension Button {
    /// A button that performs an App Intent when tapped (iOS 17 interactive widgets). WidgetShot
    /// draws the label and lists the intent, with its parameter values, in the tap targets.
    public init<I: AppIntent>(intent: I, @ViewBuilder label: () -> Label) {
        self.init(performing: IntentParameters.action(for: intent), label: label)
    }
}

extension Button where Label == Text {
    /// A titled intent button.
    public init<I: AppIntent>(_ titleKey: LocalizedStringKey, intent: I) { self.init(intent: intent) { Text(titleKey) } }
    /// A titled intent button.
    @_disfavoredOverload
    public init<I: AppIntent, S: StringProtocol>(_ title: S, intent: I) { self.init(intent: intent) { Text(title) } }
}

extension Toggle {
    /// A switch that performs an App Intent when tapped, drawn on or off (iOS 17 interactive
    /// widgets). The tap target lists the intent's parameters and `isOn`.
    public init<I: AppIntent>(isOn: Bool, intent: I, @ViewBuilder label: () -> Label) {
        self.init(isOn: isOn, performing: IntentParameters.action(for: intent), label: label)
    }
}

extension Toggle where Label == Text {
    /// A titled intent toggle.
    public init<I: AppIntent>(_ titleKey: LocalizedStringKey, isOn: Bool, intent: I) { self.init(isOn: isOn, intent: intent) { Text(titleKey) } }
    /// A titled intent toggle.
    @_disfavoredOverload
    public init<I: AppIntent, S: StringProtocol>(_ title: S, isOn: Bool, intent: I) { self.init(isOn: isOn, intent: intent) { Text(title) } }
}
