//
//  KitchenTimerActivity.swift
//  FrameworksExtension
//
//  An AlarmKit (iOS 26) timer's Live Activity, in the style of public alarm and cooking-timer
//  apps: the app schedules the timer with AlarmManager; the extension only draws the state the
//  system hands it. The widget target has no previews for it.
//

import ActivityKit
import AlarmKit
import AppIntents
import SwiftUI
import WidgetKit

struct CookingMetadata: AlarmMetadata {
    var dish: String?
    var step: Int?
}

struct KitchenTimerActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: AlarmAttributes<CookingMetadata>.self) { context in
            HStack(alignment: .center) {
                VStack(alignment: .leading, spacing: 4) {
                    Text(title(context.attributes, context.state.mode))
                        .font(.headline)
                    Text(context.attributes.metadata?.dish ?? "Kitchen timer")
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
                Spacer()
                remaining(context.state.mode)
                    .font(.system(size: 40, weight: .semibold, design: .rounded))
                    .monospacedDigit()
                    .foregroundStyle(context.attributes.tintColor)
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Image(systemName: symbol(context.state.mode))
                        .foregroundStyle(context.attributes.tintColor)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    remaining(context.state.mode)
                        .monospacedDigit()
                }
                DynamicIslandExpandedRegion(.bottom) {
                    Text(title(context.attributes, context.state.mode))
                }
            } compactLeading: {
                Image(systemName: symbol(context.state.mode))
                    .foregroundStyle(context.attributes.tintColor)
            } compactTrailing: {
                remaining(context.state.mode)
                    .monospacedDigit()
                    .frame(maxWidth: 44)
            } minimal: {
                Image(systemName: symbol(context.state.mode))
                    .foregroundStyle(context.attributes.tintColor)
            }
        }
    }

    private func title(_ attributes: AlarmAttributes<CookingMetadata>, _ mode: AlarmPresentationState.Mode) -> LocalizedStringResource {
        switch mode {
        case .countdown: return attributes.presentation.countdown?.title ?? "Counting down"
        case .paused: return attributes.presentation.paused?.title ?? "Paused"
        case .alert: return attributes.presentation.alert.title
        @unknown default: return "Timer"
        }
    }

    @ViewBuilder
    private func remaining(_ mode: AlarmPresentationState.Mode) -> some View {
        switch mode {
        case .countdown(let countdown):
            Text(timerInterval: Date.now...countdown.fireDate, countsDown: true)
        case .paused(let paused):
            let left = paused.totalCountdownDuration - paused.previouslyElapsedDuration
            Text(Duration.seconds(left).formatted(.time(pattern: .minuteSecond)))
        case .alert(let alert):
            Text(String(format: "%d:%02d", alert.time.hour, alert.time.minute))
        @unknown default:
            EmptyView()
        }
    }

    private func symbol(_ mode: AlarmPresentationState.Mode) -> String {
        switch mode {
        case .countdown: return "timer"
        case .paused: return "pause.circle"
        case .alert: return "alarm"
        @unknown default: return "timer"
        }
    }
}

/// What the app's "Start timer" intent does (compiled into the extension, as in real apps that
/// share their intents).
struct StartKitchenTimerIntent: LiveActivityIntent {
    static var title: LocalizedStringResource = "Start Timer"

    func perform() async throws -> some IntentResult {
        let attributes = AlarmAttributes<CookingMetadata>(
            presentation: AlarmPresentation(alert: .init(title: "Pasta is ready!"),
                                            countdown: .init(title: "Pasta")),
            metadata: CookingMetadata(dish: "Pasta", step: 1),
            tintColor: .orange)
        if AlarmManager.shared.authorizationState == .notDetermined {
            _ = try await AlarmManager.shared.requestAuthorization()
        }
        _ = try await AlarmManager.shared.schedule(id: UUID(), configuration: .timer(duration: 600, attributes: attributes))
        return .result()
    }
}
