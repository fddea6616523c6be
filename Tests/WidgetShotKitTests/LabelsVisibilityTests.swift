import Foundation
import Testing
import WidgetShot

// StayFocused's compact island: `ProgressView(timerInterval:label:currentValueLabel:)` with
// `.progressViewStyle(CircularProgressViewStyle())` and `.labelsHidden()`.
@Suite struct LabelsVisibilityTests {
    func strings<V: View>(_ view: V) throws -> [String] {
        try ViewRenderer().render(view, size: CGSize(width: 200, height: 80), scale: 1).tree.allNodes.compactMap {
            if case .text(let t) = $0.content { return t.string } else { return nil }
        }
    }

    @Test("labelsHidden() leaves out the labels of progress views, gauges and toggles")
    func hidden() throws {
        let progress = ProgressView(value: 0.4) { Text("Uploading") } currentValueLabel: { Text("40%") }
        #expect(try strings(progress) == ["Uploading", "40%"])
        #expect(try strings(progress.labelsHidden()).isEmpty)
        let gauge = Gauge(value: 0.5) { Text("Battery") }.gaugeStyle(.linearCapacity)
        #expect(try strings(gauge).contains("Battery"))
        #expect(try !strings(gauge.labelsHidden()).contains("Battery"))
        let toggle = Toggle(isOn: .constant(true)) { Text("Alerts") }
        #expect(try strings(toggle) == ["Alerts"])
        #expect(try strings(VStack { toggle }.labelsVisibility(.hidden)).isEmpty)
        #expect(try strings(toggle.labelsVisibility(.visible)) == ["Alerts"])
    }
}
