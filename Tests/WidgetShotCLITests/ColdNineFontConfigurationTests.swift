import Foundation
import Testing

/// Issue 21, goal 4: a render does not load the machine's fontconfig configuration
/// (`SystemFontConfiguration`): the first font system's configuration is fontconfig's current one
/// before Pango's font map starts its `FcInit()` thread. fontconfig says which configuration files
/// it loads with `FC_DEBUG=1024`; the render is in-process (`WIDGETSHOT_ISOLATION=none`) so that
/// variable reaches the renderer. Runs the `widgetshot` tool `swift build --build-tests` builds.
@Suite(.serialized) struct ColdNineFontConfigurationTests {
    /// A one-variant render in `folder`, with fontconfig's configuration tracing on.
    static func render(_ name: String, in folder: URL, environment: [String: String] = [:]) throws -> (status: Int32, output: String) {
        try CommandForkTests.run(["render", "--widget", HardeningCLITests.flight, "-o", name], in: folder,
                                 environment: ["WIDGETSHOT_ISOLATION": "none", "FC_DEBUG": "1024"].merging(environment) { $1 })
    }

    @Test func aRenderLoadsNoSystemFontConfigurationAndDrawsTheSamePNG() throws {
        try #require(FileManager.default.isExecutableFile(atPath: CommandForkTests.tool.path), "build with `swift build --build-tests`")
        let folder = try CommandForkTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let lazy = try Self.render("lazy.png", in: folder)
        #expect(lazy.status == 0, "\(lazy.output)")
        #expect(!lazy.output.contains("Loading config file"), "the system configuration was loaded: \(lazy.output.prefix(2000))")
        // The old start-up loading, in the same binary: the probe sees it, and the pixels do not change.
        let eager = try Self.render("eager.png", in: folder, environment: ["WIDGETSHOT_SYSTEM_FONTCONFIG": "start"])
        #expect(eager.status == 0, "\(eager.output)")
        #expect(eager.output.contains("Loading config file"), "\(eager.output.prefix(2000))")
        let a = try Data(contentsOf: folder.appendingPathComponent("lazy.png"))
        let b = try Data(contentsOf: folder.appendingPathComponent("eager.png"))
        #expect(a == b && a.count > 1000)
    }
}
