import Foundation

/// What an interactive control (`Button(intent:)`, `Toggle(isOn:intent:)`) performs when tapped,
/// as recorded for tap targets: the intent's type name and its parameter values as strings.
/// WidgetShotUI knows nothing of App Intents; WidgetShotIntents fills this in.
public struct IntentAction: Hashable, Codable, Sendable {
    /// The intent's type name, e.g. `"LikeIntent"`.
    public var type: String
    /// The intent's parameters by name, each value as text.
    public var parameters: [String: String]
    /// Creates a record.
    public init(type: String, parameters: [String: String] = [:]) {
        self.type = type
        self.parameters = parameters
    }
}

extension Button {
    /// A button that performs an intent: WidgetShotIntents' `Button(intent:label:)` builds on this.
    @_spi(WidgetShotIntents)
    public init(performing action: IntentAction, @ViewBuilder label: () -> Label) {
        self.init(label: label(), action: action)
    }
}

extension Toggle {
    /// A toggle that performs an intent: WidgetShotIntents' `Toggle(isOn:intent:label:)` builds on this.
    @_spi(WidgetShotIntents)
    public init(isOn: Bool, performing action: IntentAction, @ViewBuilder label: () -> Label) {
        self.init(label: label(), isOn: isOn, action: action)
    }
}
