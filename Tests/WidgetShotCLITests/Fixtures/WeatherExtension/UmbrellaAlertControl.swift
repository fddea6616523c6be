//
//  UmbrellaAlertControl.swift
//  WeatherWidgetExtension
//
//  iOS 18 controls written the way public extensions write them (sing-box-for-apple's
//  ServiceToggleControl, Cider Remote's PlayPauseControl, DaysLeft's button): the symbol lives in
//  a Label, the title is a String, a button is disabled while there is nothing to open.
//

import AppIntents
import SwiftUI
import WidgetKit

@available(iOS 18.0, *)
struct UmbrellaAlertControl: ControlWidget {
    static let kind = "com.example.weather.umbrella-alerts"

    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: Self.kind, provider: Provider()) { isOn in
            ControlWidgetToggle("Umbrella Alerts", isOn: isOn, action: ToggleUmbrellaAlertsIntent()) { isOn in
                Label(isOn ? "On" : "Off", systemImage: isOn ? "umbrella.fill" : "umbrella")
                    .controlWidgetActionHint(isOn ? "Turn off" : "Turn on")
            }
            .tint(.cyan)
        }
        .displayName("Umbrella Alerts")
        .description("Get told when to take an umbrella.")
    }

    struct Provider: ControlValueProvider {
        var previewValue: Bool { true }

        func currentValue() async throws -> Bool {
            UserDefaults(suiteName: "group.com.example.weather")?.bool(forKey: "umbrellaAlerts") ?? false
        }
    }
}

@available(iOS 18.0, *)
struct ToggleUmbrellaAlertsIntent: SetValueIntent {
    static var title: LocalizedStringResource = "Umbrella Alerts"

    @Parameter(title: "Enabled")
    var value: Bool

    func perform() async throws -> some IntentResult {
        UserDefaults(suiteName: "group.com.example.weather")?.set(value, forKey: "umbrellaAlerts")
        return .result()
    }
}

@available(iOS 18.0, *)
struct OpenRadarControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.weather.radar") {
            ControlWidgetButton(action: OpenRadarIntent()) {
                Label("Radar", systemImage: "map.fill")
            }
            .disabled(false)
        }
        .displayName("Radar")
    }
}

@available(iOS 18.0, *)
struct OpenRadarIntent: AppIntent {
    static var title: LocalizedStringResource = "Open Radar"
    static var openAppWhenRun: Bool = true

    func perform() async throws -> some IntentResult { .result() }
}
