import Foundation
import Testing
@testable import WidgetShotCLI
import WidgetShotTesting

/// A Live Activity and a control drawn in `Color.blue` (#007AFF on iOS 18, #0088FF on iOS 26).
struct BlueActivityAttributes: ActivityAttributes, LiveActivityPreviewProviding {
    struct ContentState: Codable, Hashable { var value = 1 }
    static var previewAttributes: BlueActivityAttributes { BlueActivityAttributes() }
    static var previewContentStates: [ContentState] { [ContentState()] }
}
struct BlueLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: BlueActivityAttributes.self) { _ in
            Color.blue.frame(height: 60)
        } dynamicIsland: { _ in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) { Color.blue.frame(height: 20) }
            } compactLeading: { Color.blue.frame(width: 20, height: 20) } compactTrailing: { Color.blue.frame(width: 20, height: 20) } minimal: { Color.blue.frame(width: 20, height: 20) }
        }
    }
}
struct BlueToggleControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "blue-toggle") {
            ControlWidgetToggle("Blue", systemImage: "lightbulb.fill", isOn: true, action: BlueToggleIntent()).tint(.blue)
        }
    }
}
struct BlueToggleIntent: AppIntent {
    static var title: LocalizedStringResource = "Blue"
    func perform() async throws -> some IntentResult { .result() }
}
struct BlueActivityBundle: WidgetBundle {
    var body: some Widget {
        BlueLiveActivity()
        BlueToggleControl()
    }
}
struct BlueActivityTool: WidgetShotCommand {
    static let widgets = BlueActivityBundle()
    static let assetCatalogs: [URL] = []
}

/// In `CommandTests` (serialized): the commands share `CLIContext.shared`.
extension CommandTests {
    @Test("render --activity and --control honour --os (issue 24): iOS 26's blue differs from iOS 18's")
    func activityAndControlOSOption() throws {
        let out = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        func render(_ what: [String], _ os: String) throws -> Data {
            let png = out.appendingPathComponent("\(what.joined())-\(os).png")
            #expect(BlueActivityTool.run(["render"] + what + ["--os", os, "-o", png.path]) == 0)
            return try Data(contentsOf: png)
        }
        let activity = ["--activity", "BlueActivity", "--presentation", "lockScreen"], control = ["--control", "blue-toggle", "--value", "on"]
        #expect(try render(activity, "26") != render(activity, "18"))
        #expect(try render(activity, "18") == render(activity, "17"), "iOS 17 and 18 share the palette")
        #expect(try render(control, "26") != render(control, "18"))
        #expect(BlueActivityTool.run(["render"] + activity + ["--os", "19", "-o", out.appendingPathComponent("x.png").path]) != 0)
    }
}

extension CommandTests {
    @Test("render --activity --contrast increased draws the accessible blue (#0040DD); a bad value is an error")
    func contrastOption() throws {
        let out = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        func render(_ what: [String], _ contrast: String) throws -> BitmapImage {
            let png = out.appendingPathComponent("\(what.joined())-\(contrast).png")
            #expect(BlueActivityTool.run(["render"] + what + ["--contrast", contrast, "-o", png.path]) == 0)
            return try BitmapCodec.decode(contentsOf: png)
        }
        func hasColour(_ image: BitmapImage, _ r: UInt8, _ g: UInt8, _ b: UInt8) -> Bool {
            for y in 0..<image.height { for x in 0..<image.width { let p = image.pixel(x: x, y: y); if p.r == r && p.g == g && p.b == b && p.a == 255 { return true } } }
            return false
        }
        let activity = ["--activity", "BlueActivity", "--presentation", "lockScreen"]
        let increased = try render(activity, "increased"), standard = try render(activity, "standard")
        #expect(hasColour(increased, 0, 64, 221) && !hasColour(increased, 0, 122, 255), "accessible blue #0040DD")
        #expect(hasColour(standard, 0, 122, 255))
        #expect(BlueActivityTool.run(["render"] + activity + ["--contrast", "high", "-o", out.appendingPathComponent("x.png").path]) != 0)
    }
}
