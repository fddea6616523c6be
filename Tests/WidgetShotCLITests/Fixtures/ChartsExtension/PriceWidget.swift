//
//  PriceWidget.swift
//  A day of prices: gradient area under a line, hourly dates on x.
//

import WidgetKit
import SwiftUI
import Charts

struct PricePoint {
    let time: Date
    let price: Double
}

struct PriceEntry: TimelineEntry {
    let date: Date
    let symbol: String
    let points: [PricePoint]
}

struct PriceProvider: TimelineProvider {
    func placeholder(in context: Context) -> PriceEntry {
        let start = Calendar.current.startOfDay(for: .now)
        let prices: [Double] = [101, 102.5, 101.8, 103.2, 104, 103.1, 105.6, 106.2, 105.1, 107.4, 108.8, 108.1,
                                109.5, 110.2, 109.1, 111.4, 112.8, 111.9, 113.5, 112.7, 114.1, 115.2, 114.6, 116.0]
        let points = prices.enumerated().map { PricePoint(time: start.addingTimeInterval(Double($0.offset) * 3600), price: $0.element) }
        return PriceEntry(date: .now, symbol: "AAPL", points: points)
    }
    func getSnapshot(in context: Context, completion: @escaping (PriceEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<PriceEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
    }
}

struct PriceView: View {
    @Environment(\.widgetFamily) private var family
    let entry: PriceEntry

    var body: some View {
        Group {
            switch family {
            case .accessoryInline:
                Text("\(entry.symbol) \(entry.points.last?.price ?? 0, format: .number.precision(.fractionLength(2)))")
            case .accessoryCircular:
                chart.chartXAxis(.hidden).chartYAxis(.hidden).padding(8)
            case .accessoryRectangular:
                VStack(alignment: .leading, spacing: 1) {
                    Text(entry.symbol).font(.headline).widgetAccentable()
                    chart.chartXAxis(.hidden).chartYAxis(.hidden)
                }
            default:
                VStack(alignment: .leading, spacing: 4) {
                    HStack {
                        Text(entry.symbol).font(.headline)
                        Spacer()
                        Text(entry.points.last?.price ?? 0, format: .number.precision(.fractionLength(2))).font(.headline.monospacedDigit())
                    }
                    chart.chartXAxis {
                        AxisMarks(values: .stride(by: .hour, count: 6)) { _ in
                            AxisGridLine()
                            AxisValueLabel(format: .dateTime.hour())
                        }
                    }
                }
            }
        }
        .containerBackground(.background, for: .widget)
    }

    var chart: some View {
        Chart(entry.points, id: \.time) { point in
            AreaMark(x: .value("Time", point.time), y: .value("Price", point.price))
                .foregroundStyle(.linearGradient(colors: [.blue.opacity(0.35), .blue.opacity(0.02)], startPoint: .top, endPoint: .bottom))
                .interpolationMethod(.monotone)
            LineMark(x: .value("Time", point.time), y: .value("Price", point.price))
                .interpolationMethod(.monotone)
                .lineStyle(StrokeStyle(lineWidth: 2))
        }
        .chartYScale(domain: .automatic(includesZero: false))
        .widgetAccentable()
    }
}

struct PriceWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Price", provider: PriceProvider()) { PriceView(entry: $0) }
            .configurationDisplayName("Price")
            .supportedFamilies([.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge,
                                .accessoryCircular, .accessoryRectangular, .accessoryInline])
    }
}
