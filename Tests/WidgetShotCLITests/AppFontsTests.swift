import Foundation
import Testing
@testable import WidgetShotCLI
import WidgetShot

/// Fonts an extension declares in `UIAppFonts` (jmshrv/MineCheck's widget draws its server names
/// in a bundled `Minecraft.otf`; the sweep rendered them in Inter with "unknown font family").
struct AppFontsTests {
    @Test func fontsListedInUIAppFontsAreFoundInTheBundleAndRegistered() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("appfonts-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let resources = folder.appendingPathComponent("Resources")
        try FileManager.default.createDirectory(at: resources, withIntermediateDirectories: true)
        let inter = try #require(FileManager.default.enumerator(atPath: FontSystem.bundledFontsFolder.appendingPathComponent("Inter").path)?
            .compactMap { $0 as? String }.first { $0.hasSuffix(".ttf") || $0.hasSuffix(".otf") })
        let source = FontSystem.bundledFontsFolder.appendingPathComponent("Inter").appendingPathComponent(inter)
        try FileManager.default.copyItem(at: source, to: resources.appendingPathComponent("Brand.\(source.pathExtension)"))
        let info: [String: Any] = ["CFBundleIdentifier": "com.example.widgets",
                                   "UIAppFonts": ["Fonts/Brand.\(source.pathExtension)", "Missing.otf"]]
        try PropertyListSerialization.data(fromPropertyList: info, format: .xml, options: 0).write(to: resources.appendingPathComponent("Info.plist"))
        let bundle = try #require(Bundle(path: folder.path))
        let found = AppFonts.files(in: bundle)
        // The app's `Fonts/…` path is found by name (the bundle holds resources flat).
        #expect(found.files.map(\.lastPathComponent) == ["Brand.\(source.pathExtension)"])
        #expect(found.warnings.count == 1 && found.warnings[0].contains("Missing.otf"))

        var context = CLIContext(widgets: [], assetCatalogs: [])
        context.fontFiles = found.files
        let renderer = try context.makeRenderer()
        #expect(renderer.views.fonts.fontFiles.contains { $0.lastPathComponent.hasPrefix("Brand.") })
        #expect(AppFonts.files(in: Bundle(path: FileManager.default.temporaryDirectory.path) ?? .main).warnings.isEmpty)
    }
}
