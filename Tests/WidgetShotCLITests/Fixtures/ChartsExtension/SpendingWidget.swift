//
//  SpendingWidget.swift
//  This month's spending by category as a donut (iOS 17 SectorMark), total in the middle.
//

import WidgetKit
import SwiftUI
import Charts

enum SpendingCategory: String, CaseIterable, Plottable {
    case food = "Food", rent = "Rent", travel = "Travel", fun = "Fun"
}

struct Spending {
    let category: SpendingCategory
    let amount: Double
}

struct SpendingEntry: TimelineEntry {
    let date: Date
    let amounts: [Spending]
}

struct SpendingProvider: TimelineProvider {
    func placeholder(in context: Context) -> SpendingEntry {
        SpendingEntry(date: .now, amounts: [.init(category: .rent, amount: 1200), .init(category: .food, amount: 430),
                                            .init(category: .travel, amount: 260), .init(category: .fun, amount: 140)])
    }
    func getSnapshot(in context: Context, completion: @escaping (SpendingEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<SpendingEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
    }
}

struct SpendingView: View {
    @Environment(\.widgetFamily) private var family
    let entry: SpendingEntry

    var total: Double { entry.amounts.map(\.amount).reduce(0, +) }

    var body: some View {
        Group {
            switch family {
            case .accessoryInline:
                Text("Spent \(total, format: .currency(code: "USD").precision(.fractionLength(0)))")
            case .accessoryCircular:
                donut.padding(2)
            case .accessoryRectangular:
                HStack {
                    donut
                    VStack(alignment: .leading) {
                        Text(total, format: .currency(code: "USD").precision(.fractionLength(0))).font(.headline)
                        Text("spent").font(.caption)
                    }
                }
            case .systemSmall:
                donut.overlay { totalLabel }
            default:
                // Wider families: the total above, the legend beside the donut.
                VStack(alignment: .leading, spacing: 6) {
                    Text("Spent \(total, format: .currency(code: "USD").precision(.fractionLength(0)))").font(.headline)
                    donut.chartLegend(position: .trailing, alignment: .center)
                }
            }
        }
        .containerBackground(.background, for: .widget)
    }

    var totalLabel: some View {
        VStack(spacing: 0) {
            Text(total, format: .currency(code: "USD").precision(.fractionLength(0)))
                .font(.caption.bold())
            Text("spent").font(.caption2).foregroundStyle(.secondary)
        }
    }

    var donut: some View {
        Chart(entry.amounts, id: \.category) { item in
            SectorMark(angle: .value("Amount", item.amount), innerRadius: .ratio(0.62), angularInset: 1.5)
                .foregroundStyle(by: .value("Category", item.category))
                .cornerRadius(3)
        }
        .chartLegend(family == .systemSmall || family.isAccessory ? .hidden : .automatic)
        .widgetAccentable()
    }
}

extension WidgetFamily {
    var isAccessory: Bool { self == .accessoryCircular || self == .accessoryRectangular || self == .accessoryInline }
}

struct SpendingWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Spending", provider: SpendingProvider()) { SpendingView(entry: $0) }
            .configurationDisplayName("Spending")
            .supportedFamilies([.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge,
                                .accessoryCircular, .accessoryRectangular, .accessoryInline])
    }
}
