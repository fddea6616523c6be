import DemoWidgets
import Foundation
import Testing
import WidgetShot

/// Renders the demo Live Activity and control to `$WIDGETSHOT_DUMP` when set (for looking at them).
@Suite struct LiveActivityDumpTests {
    @Test("dump every presentation of the demo activity and control when WIDGETSHOT_DUMP is set")
    func dump() throws {
        guard let folder = ProcessInfo.processInfo.environment["WIDGETSHOT_DUMP"] else { return }
        let url = URL(fileURLWithPath: folder)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        let activity = try #require(DemoWidgetBundle().liveActivities.first)
        let renderer = try LiveActivityRenderer()
        for device in [Device.iPhone16, .iPhone16Plus, .iPhone14] {
            for appearance in [WidgetAppearance.light, .dark] {
                for r in try renderer.render(activity, device: device, appearance: appearance) {
                    try r.result.image.writePNG(to: url.appendingPathComponent(r.variantName + ".png"))
                    for w in r.layout.warnings { print(r.variantName, w) }
                }
            }
        }
        let controls = try ControlRenderer()
        for r in try controls.render(try #require(DemoWidgetBundle().controls.first)) {
            try r.result.image.writePNG(to: url.appendingPathComponent(r.variantName + ".png"))
        }
    }
}

/// The delivery tracker (written as iOS code) renders every presentation without warnings.
@Suite struct DeliveryTrackerTests {
    @Test("every presentation of the delivery tracker renders on both island sizes, within its regions")
    func everyPresentation() throws {
        let definition = DeliveryLiveActivity().body.definition
        #expect(definition.liveActivity?.supplementalFamilies == [.small, .medium])
        let attributes = DeliveryAttributes(storeName: "Green Grocer", orderNumber: "A-1042", itemCount: 7)
        let state = DeliveryAttributes.ContentState(stage: .onTheWay, minutesRemaining: 12, courierName: "Sam")
        let renderer = try LiveActivityRenderer()
        for device in [Device.iPhone16, .iPhone16Plus] {
            let renders = try renderer.render(definition, device: device, appearance: .dark, attributes: attributes, states: [state])
            #expect(renders.count == LiveActivityPresentation.allCases.count)
            for r in renders { #expect(r.layout.warnings.isEmpty, "\(r.variantName): \(r.layout.warnings)") }
            if let folder = ProcessInfo.processInfo.environment["WIDGETSHOT_DUMP"] {
                for r in renders { try r.result.image.writePNG(to: URL(fileURLWithPath: folder).appendingPathComponent("delivery." + r.variantName + ".png")) }
            }
        }
        // The compact trailing region keeps its HIG width whatever its margins.
        let compact = try renderer.render(definition, attributes: attributes, state: state, presentation: .compact)
        let trailing = try #require(compact.result.tree.node("dynamicIsland.compactTrailing"))
        #expect(abs(trailing.frame.width - 52.33) < 0.01)
    }
}
