//
//  StepsWidget.swift
//  A HealthKit step-count widget, as fitness apps write them.
//

import WidgetKit
import SwiftUI
import HealthKit
import CoreMotion

struct StepsEntry: TimelineEntry {
    let date: Date
    let steps: Int?
    let status: String
}

struct StepsProvider: TimelineProvider {
    let healthStore = HKHealthStore()

    func placeholder(in context: Context) -> StepsEntry {
        StepsEntry(date: .now, steps: 4_200, status: "placeholder")
    }

    func getSnapshot(in context: Context, completion: @escaping (StepsEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<StepsEntry>) -> Void) {
        guard HKHealthStore.isHealthDataAvailable(),
              let stepType = HKQuantityType.quantityType(forIdentifier: .stepCount) else {
            completion(Timeline(entries: [StepsEntry(date: .now, steps: nil, status: "unavailable")], policy: .never))
            return
        }
        let heartRate = HKQuantityType(.heartRate)
        let bpm = HKUnit.count().unitDivided(by: .minute())
        assert(heartRate.is(compatibleWith: HKUnit(from: "count/min")) && bpm == HKUnit(from: "count/min"))
        let authorization = healthStore.authorizationStatus(for: stepType)
        let startOfDay = Calendar.current.startOfDay(for: .now)
        let predicate = HKQuery.predicateForSamples(withStart: startOfDay, end: .now, options: .strictStartDate)
        let query = HKStatisticsQuery(quantityType: stepType, quantitySamplePredicate: predicate, options: .cumulativeSum) { _, result, error in
            let steps = result?.sumQuantity()?.doubleValue(for: .count())
            let status: String
            if let error = error as? HKError, error.code == .errorNoData {
                status = authorization == .notDetermined ? "Allow Health access" : "No steps yet"
            } else {
                status = error?.localizedDescription ?? "ok"
            }
            let entry = StepsEntry(date: .now, steps: steps.map { Int($0) }, status: status)
            completion(Timeline(entries: [entry], policy: .after(.now.addingTimeInterval(15 * 60))))
        }
        healthStore.execute(query)
        _ = CMPedometer.isStepCountingAvailable()
    }
}

struct StepsWidgetView: View {
    var entry: StepsEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Label("Steps", systemImage: "figure.walk")
                .font(.caption)
                .foregroundStyle(.secondary)
            Text(entry.steps.map { "\($0)" } ?? "—")
                .font(.system(size: 34, weight: .bold, design: .rounded))
            Text(entry.status)
                .font(.caption2)
        }
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

struct StepsWidget: Widget {
    let kind = "StepsWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: StepsProvider()) { entry in
            StepsWidgetView(entry: entry)
        }
        .configurationDisplayName("Steps")
        .supportedFamilies([.systemSmall, .accessoryRectangular])
    }
}
