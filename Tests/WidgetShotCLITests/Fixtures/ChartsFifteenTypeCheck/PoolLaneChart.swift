//
//  PoolLaneChart.swift
//  A compile-only fixture (ChartsFifteenTypeCheckTests): one `body` expression shaped like a
//  student app's hourly occupancy chart — bars on hours styled per element with a ternary of
//  gradients, clipped and moved; a rule; y and x scales from optional chaining, `??` and ranges;
//  an x axis whose gridlines, ticks and labels are moved with `AxisMark.offset`.
//

import SwiftUI
import Charts

public struct LaneSample: Identifiable {
    public let start: Date
    public let swimmers: Double
    public var id: Date { start }
}

public struct PoolDay {
    public var samples: [LaneSample]
}

public struct Pool {
    public var opens: [String]
    public var closes: [String]
    public var today: PoolDay?
}

extension Date {
    var clockHour: Int { Calendar.current.component(.hour, from: self) }
}

extension Color {
    static let chartInk = Color("chartInk")
}

let laneHourFormatter: DateFormatter = {
    let formatter = DateFormatter()
    formatter.dateFormat = "ha"
    return formatter
}()

public struct PoolLaneChart: View {
    private let inset: CGFloat = 8.0
    public var pool: Pool
    public var tint: Color

    var openHours: (Date, Date) {
        let now = Date()
        return (Calendar.current.startOfDay(for: now), Calendar.current.startOfDay(for: now).addingTimeInterval(86_400))
    }

    public var body: some View {
        Chart {
            ForEach(pool.today?.samples ?? []) {
                BarMark(
                    x: .value("Hour", $0.start, unit: .hour),
                    y: .value("Swimmers", $0.swimmers)
                )
                .foregroundStyle(Date().clockHour == $0.start.clockHour ? tint.gradient : tint.opacity(0.4).gradient)
                .clipShape(RoundedRectangle(cornerRadius: 6))
                .offset(x: -inset)
            }
            RuleMark(
                y: .value("Baseline", 0)
            )
            .lineStyle(StrokeStyle(lineWidth: 1))
            .foregroundStyle(Color.chartInk)
            .offset(y: 4)
        }
        .chartYAxis(.hidden)
        .chartYScale(domain: 0...(pool.today?.samples.max { $0.swimmers < $1.swimmers }?.swimmers ?? 50))
        .chartXAxis {
            AxisMarks(preset: .aligned, values: .automatic(desiredCount: 5, roundLowerBound: true, roundUpperBound: true)) { value in
                AxisGridLine()
                    .offset(x: -inset)
                AxisTick()
                    .offset(x: -inset)
                AxisValueLabel(anchor: .top, collisionResolution: .disabled) {
                    Text(laneHourFormatter.string(from: value.as(Date.self)!))
                        .foregroundColor(Color.chartInk)
                }
                .offset(x: -inset, y: 4)
            }
        }
        .chartXScale(domain: (openHours.0)...(openHours.1), range: .plotDimension(padding: inset * 2))
        .frame(height: 90)
    }
}
