import Foundation
import Testing
@testable import WidgetShotCLI
import WidgetShotTesting

/// A widget with a red bar at its leading edge: its pixels depend on the layout direction.
struct SideWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "side", provider: DayProvider()) { _ in
            HStack { Color.red.frame(width: 20); Spacer() }
                .containerBackground(Color.white, for: .widget)
        }
        .supportedFamilies([.systemSmall])
    }
}
struct SideBundle: WidgetBundle {
    var body: some Widget { SideWidget() }
}
struct SideTool: WidgetShotCommand {
    static let widgets = SideBundle()
    static let assetCatalogs: [URL] = []
}

/// In `CommandTests` (serialized): the commands share `CLIContext.shared`.
extension CommandTests {
    @Test("--layout-direction rtl mirrors the render; the locale sets it by default and the option wins")
    func layoutDirectionAxis() throws {
        let out = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        func render(_ name: String, _ args: [String]) throws -> Data {
            let file = out.appendingPathComponent("\(name).png")
            #expect(SideTool.run(["render", "--widget", "side", "-o", file.path] + args) == 0, "\(args)")
            return try Data(contentsOf: file)
        }
        let ltr = try render("ltr", [])
        let rtl = try render("rtl", ["--layout-direction", "rtl"])
        let hebrew = try render("he", ["--locale", "he_IL"])
        let hebrewLTR = try render("he-ltr", ["--locale", "he_IL", "--layout-direction", "ltr"])
        #expect(ltr != rtl, "rtl moves the leading bar to the right")
        #expect(hebrew == rtl, "he_IL lays out right to left")
        #expect(hebrewLTR == ltr, "an explicit ltr beats the locale")
        let gallery = out.appendingPathComponent("gallery")
        #expect(SideTool.run(["gallery", "--devices", "iPhoneSE3", "--appearances", "light", "--layout-direction", "rtl",
                              "--output", gallery.path, "--quiet"]) == 0)
        // The next command starts from the default again.
        #expect(try render("ltr-again", []) == ltr)
    }

    @Test("an unknown --layout-direction is a clear error")
    func badLayoutDirection() {
        #expect(SideTool.run(["render", "--widget", "side", "--layout-direction", "up", "-o", "/tmp/never.png"]) != 0)
        #expect(throws: (any Error).self) { try LocaleOptions.parse(["--layout-direction", "sideways"]).direction() }
        #expect((try? LocaleOptions.parse(["--layout-direction", "RTL"]).direction()) == .rightToLeft)
    }
}
