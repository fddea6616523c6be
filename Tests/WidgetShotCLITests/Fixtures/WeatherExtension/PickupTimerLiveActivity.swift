//
//  PickupTimerLiveActivity.swift
//  WeatherWidgetExtension
//
//  A Live Activity written in the iOS 16.1 style of public extensions (apple/sample-food-truck's
//  TruckActivityWidget, DynamicIslandTimer, StayFocused): previews through
//  `attributes.previewContext(_:viewKind:)`, `\.isLuminanceReduced`, timer text and progress,
//  an empty compact region, a module-qualified colour and an import of the app's own module.
//

import ActivityKit
import SwiftUI
import WidgetKit
import WeatherApp

struct PickupAttributes: ActivityAttributes {
    public typealias Status = ContentState

    public struct ContentState: Codable, Hashable {
        var window: ClosedRange<Date>
    }

    var stationName: String
}

struct PickupTimerLiveActivity: Widget {
    let accent: SwiftUICore.Color = .mint

    var body: some WidgetConfiguration {
        ActivityConfiguration(for: PickupAttributes.self) { context in
            PickupLockScreenView(station: context.attributes.stationName, window: context.state.window)
                .activityBackgroundTint(Color.black.opacity(0.85))
                .activitySystemActionForegroundColor(.white)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Image(systemName: "umbrella.fill").foregroundStyle(accent)
                }
                DynamicIslandExpandedRegion(.trailing, priority: 1) {
                    Text(timerInterval: context.state.window, countsDown: true)
                        .monospacedDigit()
                        .frame(width: 60)
                        .dynamicIsland(verticalPlacement: .belowIfTooWide)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    ProgressView(timerInterval: context.state.window, countsDown: true) {
                        Text("Umbrella pickup at \(context.attributes.stationName)")
                    }
                    .tint(accent)
                }
            } compactLeading: {
            } compactTrailing: {
                Text(timerInterval: context.state.window, countsDown: true)
                    .monospacedDigit()
                    .frame(width: 40)
            } minimal: {
                Image(systemName: "umbrella.fill").foregroundStyle(accent)
            }
            .keylineTint(accent)
            .widgetURL(URL(string: "weather://pickup"))
        }
    }
}

struct PickupLockScreenView: View {
    @Environment(\.isLuminanceReduced) var isLuminanceReduced
    var station: String
    var window: ClosedRange<Date>

    var body: some View {
        HStack {
            Image(systemName: "umbrella.fill")
                .font(.title)
                .foregroundStyle(.mint)
                .opacity(isLuminanceReduced ? 0.5 : 1)
            VStack(alignment: .leading) {
                Text("Pickup at \(station)").font(.headline).foregroundStyle(.white)
                Text(TemperatureFormatting.feelsLike(20)).font(.subheadline).foregroundStyle(.white.opacity(0.7))
            }
            Spacer()
            Text(timerInterval: window, countsDown: true)
                .monospacedDigit()
                .font(.title2.weight(.semibold))
                .foregroundStyle(.white)
                .frame(width: 80)
        }
        .padding()
    }
}

struct PickupTimerLiveActivity_Previews: PreviewProvider {
    static let attributes = PickupAttributes(stationName: "Main St")
    static let state = PickupAttributes.ContentState(window: Date(timeIntervalSince1970: 1_700_000_000)...Date(timeIntervalSince1970: 1_700_000_900))

    static var previews: some View {
        attributes
            .previewContext(state, viewKind: .dynamicIsland(.expanded))
            .previewDisplayName("Pickup Expanded")
        attributes
            .previewContext(state, viewKind: .content)
            .previewDisplayName("Pickup Notification")
    }
}
