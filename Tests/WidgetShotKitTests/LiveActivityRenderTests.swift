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
