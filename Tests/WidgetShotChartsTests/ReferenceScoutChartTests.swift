import Foundation
import Testing
import WidgetShot

/// iOS references R1 and R2 of `ReferenceMeasurements.md` (kasianov-mikhail/scout snapshots, iOS 26,
/// 393 pt wide at @2x): the same chart source rendered by WidgetShot, checked against the figures
/// measured on the iOS PNGs. Tolerances: positions ±1.5–3 px (@2x), greys ±10.
@Suite struct ReferenceScoutChartTests {
    /// scout `PercentileTrendChart` (R1) as in `PercentileTrendChartSnapshotTests`.
    private func percentileTrend() -> some View {
        let start = referenceDate(2026, 7, 17)
        let points = ReferenceScoutData.p99.enumerated().map { (date: start.addingTimeInterval(Double($0.offset) * 3600), p99: $0.element) }
        return Chart(points, id: \.date) { point in
            AreaMark(x: .value("Date", point.date, unit: .hour), y: .value("P99", point.p99))
                .foregroundStyle(.linearGradient(colors: [.orange.opacity(0.34), .orange.opacity(0.03)],
                                                 startPoint: .top, endPoint: .bottom))
                .interpolationMethod(.monotone)
            LineMark(x: .value("Date", point.date, unit: .hour), y: .value("P99", point.p99))
                .foregroundStyle(.orange)
                .lineStyle(StrokeStyle(lineWidth: 2))
                .interpolationMethod(.monotone)
        }
        .chartYAxis {
            AxisMarks { value in
                // The reference wraps these marks in `if let … = value.as(…)`; WidgetShotCharts' AxisMarkBuilder cannot infer
                // `buildOptional` there yet (reported), and every value on this axis has that type, so the output is the same.
                AxisGridLine()
                AxisValueLabel(ReferenceScoutData.durationLabel(value.as(Double.self) ?? 0))
            }
        }
        .aspectRatio(1.618, contentMode: .fit)
        .padding()
        .environment(\.timeZone, TimeZone(identifier: "UTC")!)
        .environment(\.locale, Locale(identifier: "en_US"))
    }

    @Test("R1 scout percentile trend: y ticks 0/2/4/6 s on a 0…6 domain, trailing labels 4.5 pt out, dashed 6-hour x gridlines, tertiary-label grid (light and dark)")
    func percentileTrendChart() throws {
        for dark in [false, true] {
            let probe = try ReferenceRender.render(percentileTrend(), width: 393, height: 320, scale: 2, dark: dark,
                                                     name: dark ? "R1-dark" : "R1-light")
            let mode = dark ? "dark" : "light"
            // Solid y gridlines (R1: 97.0, 233.7, 507.0 px; 370 lies under the area fill).
            let rows = probe.horizontalHairlines(rows: 60..<530, columns: 40..<680)
            for expected in [97.0, 233.7, 507.0] {
                let line = rows.first { referenceNear($0.centre, expected, 1.5) }
                #expect(line != nil, "\(mode): a y gridline at \(expected) px; found \(rows)")
                if let line {
                    // 0.5 pt = 1 px wide: (197,197,199) on white, (70,70,72) on black.
                    let grey = line.equivalentGrey(background: probe.background, widthInPixels: 1)
                    #expect(referenceNear(grey, dark ? 70 : 197, 10), "\(mode): gridline at \(expected) px has equivalent grey \(grey)")
                }
            }
            // Dashed x gridlines every 6 hours incl. both plot edges (R1: 32, 197.5, 694 px are clear of
            // the area fill; 362.5 and 528 px run through it; 2 pt dashes).
            let columns = probe.verticalHairlines(columns: 0..<786, rows: 100..<500, fraction: 0.3)
            for expected in [32.0, 197.5, 694.0] {
                let line = columns.first { referenceNear($0.centre, expected, 2) }
                #expect(line != nil, "\(mode): an x gridline at \(expected) px; found \(columns)")
                if let line, line.runs.count >= 4 {
                    #expect(line.runs[1...3].allSatisfy { abs($0 - 4) <= 1 }, "\(mode): 2 pt dashes and gaps at \(expected) px: \(line.runs)")
                }
            }
            // The tick continues the dashed line below the plot to y ≈ 541 px (17 pt).
            let tick = probe.verticalHairlines(columns: 192..<203, rows: 508..<570, fraction: 0.2).first
            #expect(tick != nil, "\(mode): a tick below the plot at x ≈ 197 px")
            // y labels: ink starts at 703 px (4.5 pt after the plot edge at 694 px), centred on their gridlines.
            let labels = probe.inkBoxes(in: (x: 696..<786, y: 70..<530), threshold: 60, gap: 30)
            #expect(labels.count == 1 || labels.count == 4, "\(mode): y label column boxes \(labels)")
            let yLabelRows = probe.inkBoxes(in: (x: 696..<786, y: 70..<530), threshold: 60, gap: 30).first.map { _ in
                (70..<530).filter { y in (700..<786).contains { probe.contrast($0, y) > 60 } }
            } ?? []
            let bands = Self.bands(yLabelRows)
            #expect(bands.count == 4, "\(mode): four y labels (0, 2.0 s, 4.0 s, 6.0 s); rows \(bands)")
            for (band, centre) in zip(bands, [97.0, 233.7, 370.3, 507.0]) {
                #expect(referenceNear(Double(band.lowerBound + band.upperBound + 1) / 2, centre, 2.5), "\(mode): label \(band) centred on \(centre) px")
            }
            if let first = labels.first { #expect(referenceNear(Double(first.minX), 703, 3), "\(mode): y labels start at \(first.minX) px, iOS 703 px") }
            // x labels "3 AM"… leading-aligned 5 pt after the ticks, cap top 7 pt below the plot (521 px).
            let xLabels = probe.labelBoxes(in: (x: 28..<700, y: 509..<560)).filter { $0.maxX - $0.minX > 10 }
            #expect(xLabels.count == 4, "\(mode): four x labels; found \(xLabels)")
            for (box, start) in zip(xLabels, [42.0, 207.0, 373.0, 538.0]) {
                #expect(referenceNear(Double(box.minX), start, 3), "\(mode): x label at \(box.minX) px, iOS \(start) px")
                #expect(referenceNear(Double(box.minY), 521, 2.5), "\(mode): x label top \(box.minY) px, iOS 521 px")
            }
            // The orange line (iOS 26: (255,141,40) light, (255,146,48) dark) passes hour 12 (2.8 s) at y 316 px
            // and hour 17 (4.1 s) at y 227 px.
            for (x, y) in [(376, 316.0), (514, 227.0)] {
                let hit = probe.colourCentre(column: x, rows: 90..<510, near: try ReferenceRender.colour(of: .orange, dark: dark), tolerance: 50,
                                             minimum: 0.6)
                #expect(hit.map { referenceNear($0.centre, y, 2) } == true, "\(mode): line at column \(x): \(String(describing: hit)), iOS \(y) px")
            }
        }
    }

    /// Groups consecutive rows into bands.
    static func bands(_ rows: [Int]) -> [ClosedRange<Int>] {
        var out: [ClosedRange<Int>] = []
        for r in rows {
            if let last = out.last, r == last.upperBound + 1 { out[out.count - 1] = last.lowerBound...r } else { out.append(r...r) }
        }
        return out
    }

    /// scout `Sparkline` (R2), the states fixture: four 60 pt sparklines in a padded VStack.
    private func sparkline(_ values: [Int], _ color: Color) -> some View {
        let domain = ReferenceScoutData.sparklineDomain(values)
        let last = Double(max(values.count - 1, 1))
        let xGridlines = (0...3).map { last * Double($0) / 3 }
        return Chart(Array(values.enumerated()), id: \.offset) { index, value in
            AreaMark(x: .value("Slice", Double(index)), yStart: .value("Bottom", domain.lowerBound), yEnd: .value("Count", Double(value)))
                .interpolationMethod(.catmullRom)
                .foregroundStyle(LinearGradient(colors: [color.opacity(0.3), color.opacity(0.05)], startPoint: .top, endPoint: .bottom))
            LineMark(x: .value("Slice", Double(index)), y: .value("Count", Double(value)))
                .interpolationMethod(.catmullRom)
                .foregroundStyle(color)
                .lineStyle(StrokeStyle(lineWidth: 2, lineCap: .round))
        }
        .chartXAxis { AxisMarks(values: xGridlines) { _ in AxisGridLine() } }
        .chartYAxis { AxisMarks(values: [domain.lowerBound, domain.upperBound]) { _ in AxisGridLine() } }
        .chartXScale(domain: 0...last)
        .chartYScale(domain: domain)
        .chartLegend(.hidden)
        .frame(height: 60)
    }

    @Test("R2 scout sparklines: without axis labels the plot is the whole chart frame; points land where the explicit domains put them")
    func sparklines() throws {
        let view = VStack(spacing: 24) {
            sparkline([3, 5, 4, 7, 6, 9, 12], .purple)
            sparkline([9, 7, 8, 6, 7, 5, 4], .red)
            sparkline([4, 4, 4, 4, 4, 4, 4], .green)
            sparkline([], .orange)
        }
        .padding()
        let probe = try ReferenceRender.render(view, width: 393, height: 400, scale: 2, name: "R2")
        // Top edges (y domain maxima) of the four plots: 44, 128, 212, 296 pt.
        let rows = probe.horizontalHairlines(rows: 60..<740, columns: 100..<700, fraction: 0.5)
        for expected in [88.0, 256.0, 424.0, 592.0, 712.0] {
            #expect(rows.contains { referenceNear($0.centre, expected, 1.5) }, "a gridline at \(expected) px (iOS); found \(rows)")
        }
        // x gridlines: the leading edge at 32 px (16 pt) and the trailing edge at 754 px (377 pt), dashed.
        let columns = probe.verticalHairlines(columns: 0..<786, rows: 580..<712, fraction: 0.3)
        for expected in [32.0, 272.7, 513.3, 754.0] {
            #expect(columns.contains { referenceNear($0.centre, expected, 1.5) }, "the empty sparkline has an x gridline at \(expected) px; found \(columns)")
        }
        // Line centres at the data points (iOS, first two charts; iOS 26 purple (203,48,224), red (255,55,60)).
        let purpleColour = try ReferenceRender.colour(of: .purple), redColour = try ReferenceRender.colour(of: .red)
        let purple = [174.0, 184.0, 153.0, 163.0, 133.0], red = [307.0, 288.5, 325.0, 307.0, 344.0]
        for (i, x) in [152, 272, 393, 513, 633].enumerated() {
            let p = probe.colourCentre(column: x, rows: 80..<215, near: purpleColour, tolerance: 60, minimum: 0.6)
            #expect(p.map { referenceNear($0.centre, purple[i], 1.5) && referenceNear($0.coverage, 3.8, 1.0) } == true,
                    "purple point \(i + 1) at column \(x): \(String(describing: p)), iOS y \(purple[i]) px, 4 px thick (iOS 3.7–4.0 px counting pixels over 60 %)")
            let r = probe.colourCentre(column: x, rows: 250..<385, near: redColour, tolerance: 60, minimum: 0.6)
            #expect(r.map { referenceNear($0.centre, red[i], 1.5) } == true, "red point \(i + 1) at column \(x): \(String(describing: r)), iOS y \(red[i]) px")
        }
    }
}
