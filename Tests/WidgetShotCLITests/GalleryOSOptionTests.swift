import Foundation
import Testing
@testable import WidgetShotCLI
import WidgetShotTesting

/// A widget filled with `Color.blue`, whose value differs between iOS 18 (#007AFF) and iOS 26 (#0088FF).
struct BlueWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "blue", provider: DayProvider()) { _ in
            Color.blue.containerBackground(Color.blue, for: .widget)
        }
        .supportedFamilies([.systemSmall])
    }
}
struct BlueBundle: WidgetBundle {
    var body: some Widget { BlueWidget() }
}
struct BlueTool: WidgetShotCommand {
    static let widgets = BlueBundle()
    static let assetCatalogs: [URL] = []
}

/// In `CommandTests` (serialized): the commands share `CLIContext.shared`.
extension CommandTests {
    @Test("gallery --os 26 draws iOS 26's blue, --os 18 (the default) iOS 18's; --os 19 fails")
    func galleryOSOption() throws {
        let out = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        func gallery(_ extra: [String], _ name: String) -> (code: Int32, png: URL) {
            let folder = out.appendingPathComponent(name)
            let code = BlueTool.run(["gallery", "--devices", "iPhoneSE3", "--appearances", "light", "--output", folder.path, "--quiet"] + extra)
            return (code, folder.appendingPathComponent("blue.iPhoneSE3.systemSmall.light.entry0.png"))
        }
        let standard = gallery([], "default"), ios18 = gallery(["--os", "18"], "18"), ios26 = gallery(["--os", "26"], "26")
        #expect(standard.code == 0 && ios18.code == 0 && ios26.code == 0)
        let bytes = try [standard.png, ios18.png, ios26.png].map { try Data(contentsOf: $0) }
        #expect(bytes[0] == bytes[1], "iOS 18 is the default")
        #expect(bytes[1] != bytes[2], "iOS 26's blue differs")
        #expect(gallery(["--os", "19"], "19").code != 0)
    }
}
