import Foundation
import WidgetShot   // on iOS: import AppIntents, SwiftUI, WidgetKit

/// Turns the boarding-countdown Live Activity on or off for the next flight.
public struct ToggleBoardingCountdownIntent: AppIntent {
    public static var title: LocalizedStringResource = "Boarding Countdown"
    /// Creates the intent.
    public init() {}
    public func perform() async throws -> some IntentResult { .result() }
}

/// Whether the boarding countdown is on (the gallery shows it on).
public struct BoardingCountdownValueProvider: ControlValueProvider {
    /// Creates the provider.
    public init() {}
    public var previewValue: Bool { true }
    public func currentValue() async throws -> Bool { false }
}

/// The flight-status demo's control: a Control Center toggle for the boarding countdown.
public struct BoardingCountdownControl: ControlWidget {
    /// Creates the control.
    public init() {}

    public var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "boarding-countdown", provider: BoardingCountdownValueProvider()) { isOn in
            ControlWidgetToggle("Boarding", systemImage: "airplane", isOn: isOn, action: ToggleBoardingCountdownIntent())
                .tint(.cyan)
        }
        .displayName("Boarding Countdown")
        .description("Follow your next flight's boarding on the Lock Screen.")
    }
}
