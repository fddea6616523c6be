import Foundation
import Testing
import WidgetShot

/// iOS references R3–R5 of `ReferenceMeasurements.md` (StanfordSpezi/SpeziHealthKit `HealthChart`
/// snapshots, iOS 26, 600 × 500 pt at @3x): the chart `HealthChart` builds, rendered by WidgetShot.
@Suite struct ReferenceHealthChartTests {
    private typealias Point = ReferenceHealthData.Point

    /// What `HealthChart` draws for line entries: one series per sample type, coloured through
    /// `chartForegroundStyleScale`, y domain = the types' expected range (heart rate 0…175),
    /// one x gridline, tick and "Dec 17" label per day.
    private func healthChart(_ entries: [(name: String, points: [Point])], styles: KeyValuePairs<String, Color>,
                             bars: Bool = false) -> some View {
        Chart {
            ForEach(entries, id: \.name) { entry in
                ForEach(entry.points) { point in
                    if bars {
                        BarMark(x: .value("Date", point.date), y: .value(entry.name, point.value))
                            .foregroundStyle(by: .value("Sample Type", entry.name))
                    } else {
                        LineMark(x: .value("Date", point.date), y: .value(entry.name, point.value))
                            .foregroundStyle(by: .value("Sample Type", entry.name))
                    }
                }
            }
        }
        .chartForegroundStyleScale(styles)
        .chartYScale(domain: [0, 175])
        .chartXAxis {
            AxisMarks(values: .stride(by: .day, count: 1)) { value in
                // The reference wraps these marks in `if let … = value.as(…)`; WidgetShotCharts' AxisMarkBuilder cannot infer
                // `buildOptional` there yet (reported), and every value on this axis has that type, so the output is the same.
                AxisValueLabel(format: .dateTime.month(.abbreviated).day())
                AxisGridLine()
                AxisTick()
            }
        }
        .frame(width: 600, height: 500)
        .environment(\.locale, Locale(identifier: "en_US"))
        .environment(\.timeZone, ReferenceHealthData.losAngeles)
    }

    /// The y axis all three references share: solid gridlines at `rows` (150, 100, 50, 0), labels
    /// whose ink starts at 1742 px (4.7 pt after the plot's trailing edge at 576 pt), the gridlines
    /// ending at the plot's trailing edge (1728 px).
    private func checkYAxis(_ probe: ReferenceProbe, rows expectedRows: [Double], _ name: String) {
        let rows = probe.horizontalHairlines(rows: 0..<1500, columns: 40..<1600, fraction: 0.5)
        for expected in expectedRows {
            let line = rows.first { referenceNear($0.centre, expected, 2) }
            #expect(line != nil, "\(name): a y gridline at \(expected) px (iOS); found \(rows)")
            if let line {
                // 0.5 pt = 1.5 px @3x of the (197,197,199) gridline grey.
                #expect(referenceNear(line.equivalentGrey(background: 255, widthInPixels: 1.5), 197, 10), "\(name): gridline grey \(line)")
            }
        }
        // Gridlines run to the plot's trailing edge at 576 pt.
        if let top = expectedRows.first {
            let y = Int(top)
            let end = (1600..<1800).last { probe.contrast($0, y) > 20 && probe.isNeutral($0, y) && $0 < 1740 }
            #expect(end.map { referenceNear(Double($0), 1727, 4) } == true, "\(name): gridline at \(y) px ends at \(String(describing: end)), iOS 1727 px")
        }
        // Labels "150", "100", "50", "0" right of the plot, centred on the gridlines.
        for expected in expectedRows {
            let box = probe.inkBoxes(in: (x: 1735..<1800, y: Int(expected) - 20..<Int(expected) + 20), threshold: 60, gap: 12).first
            #expect(box != nil, "\(name): a y label by the gridline at \(expected) px")
            if let box {
                #expect(referenceNear(Double(box.minX), 1742, 4), "\(name): label ink starts at \(box.minX) px, iOS 1742 px")
                #expect(referenceNear(Double(box.minY + box.maxY + 1) / 2, expected, 3), "\(name): label \(box) centred on \(expected) px")
                // 11 pt digits: the "1" / "5" / "0" glyphs are 23–25 px tall @3x.
                #expect((21...27).contains(box.maxY - box.minY + 1), "\(name): label height \(box.maxY - box.minY + 1) px, iOS 23–25 px (11 pt)")
            }
        }
    }

    /// The legend (iOS 26): 8 pt circles on row 1468…1491 px, the first at the leading edge; each
    /// label's ink 18 px (6 pt) after its circle, the next circle 27 px (9 pt) after a label's ink.
    private func checkLegend(_ probe: ReferenceProbe, colors: [(Double, Double, Double)], _ name: String) {
        var x = 0
        for (i, colour) in colors.enumerated() {
            let start = (x..<min(x + 200, 1800)).first { col in
                let c = probe.rgb(col, 1480)
                return max(abs(c.r - colour.0), abs(c.g - colour.1), abs(c.b - colour.2)) < 50
            }
            #expect(start != nil, "\(name): legend circle \(i + 1) after x \(x) px")
            guard let start else { return }
            if i == 0 { #expect(start == 0, "\(name): the legend starts at the leading edge: \(start) px") }
            let hit = probe.colourCentre(column: start + 12, rows: 1450..<1500, near: colour, tolerance: 50)
            #expect(hit.map { referenceNear($0.centre, 1480, 2.5) && referenceNear($0.coverage, 24, 3) } == true,
                    "\(name): legend circle \(i + 1) is 24 px tall around y 1480 px: \(String(describing: hit))")
            if i > 0 { #expect(referenceNear(Double(start - x), 27, 3), "\(name): circle \(i + 1) starts \(start - x) px after the previous label, iOS 27 px") }
            let label = probe.labelBoxes(in: (x: start + 25..<min(start + 600, 1800), y: 1462..<1500), gap: 20).first
            #expect(label.map { referenceNear(Double($0.minX - start - 24), 18, 3) } == true,
                    "\(name): label \(i + 1) ink \(String(describing: label)) starts 18 px after its circle (iOS)")
            x = (label?.maxX ?? start + 24) + 1
        }
    }

    @Test("R3 HealthChart, one heart-rate line: y ticks 0/50/100/150 on 0…175, trailing labels, dashed daily x gridlines with ticks and leading labels, bottom-leading legend")
    func simpleHealthChart() throws {
        let view = healthChart([("Heart Rate", ReferenceHealthData.heartRate)], styles: ["Heart Rate": .red])
        let probe = try ReferenceRender.render(view, width: 600, height: 500, scale: 3, name: "R3")
        checkYAxis(probe, rows: [199.1, 597.4, 995.8, 1394.0], "R3")
        // Daily dashed x gridlines (6 px on / 6 px off) every 249.8 px from the leading edge.
        let columns = probe.verticalHairlines(columns: 0..<1740, rows: 60..<1390, fraction: 0.3)
        for day in 0..<7 {
            let expected = 0.5 + 249.78 * Double(day)
            let line = columns.first { referenceNear($0.centre, expected, 3) }
            #expect(line != nil, "R3: the day-\(day + 17) gridline at \(expected) px; found \(columns)")
            if let line, line.runs.count >= 4 { #expect(line.runs[1...3].allSatisfy { abs($0 - 6) <= 1 }, "R3: 2 pt dashes \(line.runs)") }
        }
        // x labels: ink 15 px (5 pt) after each tick, cap top 1415 px (7 pt below the plot bottom at 1394 px).
        let labels = probe.labelBoxes(in: (x: 0..<1740, y: 1400..<1445), gap: 14).filter { $0.maxX - $0.minX > 30 }
        #expect(labels.count == 7, "R3: seven day labels; found \(labels)")
        for (i, box) in labels.enumerated() {
            #expect(referenceNear(Double(box.minX), 15 + 249.78 * Double(i), 5), "R3: label \(i + 1) starts at \(box.minX) px")
            #expect(referenceNear(Double(box.minY), 1415, 3), "R3: label \(i + 1) cap top \(box.minY) px, iOS 1415 px")
        }
        checkLegend(probe, colors: [(255, 56, 60)], "R3")
    }

    @Test("R4 HealthChart, heart rate and blood oxygen: the x domain spans both series (8 days), two legend entries 9 pt apart")
    func multiEntryHealthChart() throws {
        let view = healthChart([("Heart Rate", ReferenceHealthData.heartRate), ("Blood Oxygen", ReferenceHealthData.bloodOxygen)],
                               styles: ["Heart Rate": .red, "Blood Oxygen": .blue])
        let probe = try ReferenceRender.render(view, width: 600, height: 500, scale: 3, name: "R4")
        checkYAxis(probe, rows: [199.1, 597.4, 995.8, 1394.0], "R4")
        let columns = probe.verticalHairlines(columns: 0..<1740, rows: 60..<1390, fraction: 0.3)
        for day in 0..<8 {
            let expected = 0.5 + 217.09 * Double(day)
            #expect(columns.contains { referenceNear($0.centre, expected, 3) }, "R4: the day-\(day + 17) gridline at \(expected) px; found \(columns)")
        }
        checkLegend(probe, colors: [(255, 56, 60), (0, 136, 255)], "R4")
    }

    @Test("R5 HealthChart with an entry but no samples: the y axis and the legend stay, no x gridlines or labels, the plot reaches the legend")
    func emptyHealthChart() throws {
        let view = healthChart([("Heart Rate", [])], styles: ["Heart Rate": .red], bars: true)
        let probe = try ReferenceRender.render(view, width: 600, height: 500, scale: 3, name: "R5")
        checkYAxis(probe, rows: [206.9, 620.6, 1034.3, 1448.0], "R5")
        let columns = probe.verticalHairlines(columns: 0..<1720, rows: 60..<1440, fraction: 0.3)
        #expect(columns.isEmpty, "R5: no x gridlines without data; found \(columns)")
        checkLegend(probe, colors: [(255, 56, 60)], "R5")
    }
}
