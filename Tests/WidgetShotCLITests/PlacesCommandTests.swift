import DemoWidgets
import Foundation
import Testing
@testable import WidgetShotCLI
import WidgetShotTesting

/// The places and modes of issue 14 item 4 on the command line: names, the gallery's matrix and
/// grouping, `--wallpaper`.
@Suite struct PlacesCommandTests {
    @Test("appearance names: tinted, case-insensitive names, the new places; unknown names list them")
    func names() throws {
        let parsed = try Selection.appearances(["tinted", "StandBy", "standby-night", "lockscreen", "clear"])
        #expect(parsed.map(\.name) == ["accented", "standby", "standby-night", "lockscreen", "clear"])
        #expect(try Selection.appearances([]).map(\.name) == ["light", "dark", "placeholder"])   // the default is unchanged
        do {
            _ = try Selection.appearances(["night"])
            Issue.record("'night' should be rejected")
        } catch {
            #expect("\(error)".contains("standby-night") && "\(error)".contains("lockscreen"))
        }
    }

    @Test("the batch matrix keeps StandBy to systemSmall on iPhone and the Lock Screen to accessories")
    func matrix() {
        let items = BatchRenderer.items(widgets: DemoWidgetBundle().widgets, devices: [.iPhone15Pro, .iPadPro12_9], families: nil,
                                        appearances: WidgetAppearance.all)
        let standBy = items.filter { $0.appearance.location == .standBy }
        #expect(!standBy.isEmpty && standBy.allSatisfy { $0.family == .systemSmall && $0.device.idiom == .phone })
        #expect(items.filter { $0.appearance.location == .lockScreen }.allSatisfy { !$0.family.isSystem })
        let classic = BatchRenderer.items(widgets: DemoWidgetBundle().widgets, devices: [.iPhone15Pro], families: nil, appearances: [.light, .vibrant])
        #expect(classic.count == 2 * classic.filter { $0.appearance == .light }.count)   // the old appearances apply everywhere
    }

    @Test("gallery: StandBy variants in their own row, shown at the scaled-up size")
    func gallery() throws {
        let out = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        #expect(DemoTool.run(["gallery", "--devices", "iPhone15Pro", "--widgets", "next_flight_widget", "--appearances", "light,standby,standby-night",
                              "--output", out.path, "--quiet"]) == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: out.path)
        #expect(files.contains("next_flight_widget.iPhone16.systemSmall.standby.entry0.png"))
        #expect(files.contains("next_flight_widget.iPhone16.systemSmall.standby-night.entry0.png"))
        #expect(!files.contains { $0.contains("systemMedium.standby") })
        let html = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("<h3>systemSmall · StandBy</h3>") && html.contains("<h3>systemSmall</h3>"))
        #expect(html.contains("width=\"\(Int(158 * Device.iPhone15Pro.standByScale))\""))
    }

    @Test("--wallpaper puts an image behind the clear glass; a missing file is an error")
    func wallpaper() throws {
        let out = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let wall = out.appendingPathComponent("red.png"), png = out.appendingPathComponent("clear.png")
        var bytes = [UInt8](repeating: 0, count: 4 * 4 * 4)
        for i in Swift.stride(from: 0, to: bytes.count, by: 4) { bytes[i + 2] = 255; bytes[i + 3] = 255 }
        try RasterImage(width: 4, height: 4, stride: 16, scale: 1, bytes: bytes).writePNG(to: wall)
        #expect(DemoTool.run(["render", "--widget", "next_flight_widget", "--family", "systemSmall", "--device", "iPhone15Pro",
                              "--appearance", "clear", "--wallpaper", wall.path, "-o", png.path]) == 0)
        let p = try RasterImage(pngData: Data(contentsOf: png)).pixel(x: 30, y: 240)   // left edge, inside the glass
        #expect(p.r > 180 && p.g < 60 && p.b < 60)                                      // red wallpaper under a 15% black film
        #expect(DemoTool.run(["render", "--widget", "next_flight_widget", "--family", "systemSmall", "--appearance", "clear",
                              "--wallpaper", out.appendingPathComponent("none.png").path, "-o", png.path]) != 0)
    }
}
