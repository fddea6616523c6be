import Foundation
import WidgetShotIntents

extension ControlConfigurationIntent where PerformResult == IntentResultContainer<Never> {
    /// Control configuration intents need not perform anything: as with
    /// `WidgetConfigurationIntent`, App Intents supplies `perform()` for an intent that only holds
    /// a control's parameters (Cider Remote's `PlayPauseControl.Configuration` declares none;
    /// https://developer.apple.com/documentation/appintents/controlconfigurationintent).
    public func perform() async throws -> IntentResultContainer<Never> { .result() }
}
