import Foundation
import Testing
@testable import WidgetShotBuild

/// Issue 21, goal 4: the `widgetshot` tool's link is static (`-static-stdlib`, Foundation's static
/// libraries through `-Xlinker`, libcurl opened by `CCurlLoader`), but an extension program built
/// on the prebuilt route links Foundation as shared libraries: it takes neither those flags nor
/// the loader's object.
struct ColdSixteenPrebuiltStaticLinkTests {
    @Test func theToolsStaticLinkFlagsAreNotCopiedIntoExtensionPrograms() {
        let link = ["/usr/bin/swiftc", "-L/usr/lib/x86_64-linux-gnu", "-lcairo", "-o", "/b/widgetshot",
                    "-Xlinker", "--gc-sections", "-Xlinker", "--defsym", "-Xlinker", "main=widgetshot_main", "@/b/widgetshot.product/Objects.LinkFileList",
                    "-ljpeg", "-l_FoundationICU", "-static-stdlib", "-Xlinker", "--start-group", "-Xlinker", "-lFoundationNetworking",
                    "-Xlinker", "-l_CFURLSessionInterface", "-Xlinker", "-lxml2", "-Xlinker", "--end-group", "-g"]
        #expect(PrebuiltWidgetShot.libraryFlags(link) == ["-L/usr/lib/x86_64-linux-gnu", "-lcairo", "-ljpeg", "-l_FoundationICU"])
    }

    @Test func theLibcurlLoaderIsLeftOutOfExtensionPrograms() throws {
        let root = try PrebuiltWidgetShotTests.checkout()
        defer { try? FileManager.default.removeItem(at: root) }
        let build = root.appendingPathComponent(".build/x86_64-unknown-linux-gnu/debug")
        let loader = build.appendingPathComponent("CCurlLoader.build/curl_loader.c.o")
        try FileManager.default.createDirectory(at: loader.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("o".utf8).write(to: loader)
        let list = build.appendingPathComponent("widgetshot.product/Objects.LinkFileList")
        try Data((try String(contentsOf: list, encoding: .utf8) + loader.path + "\n").utf8).write(to: list)
        let prebuilt = try PrebuiltWidgetShot.locate(widgetShotRoot: root, executable: nil).get()
        #expect(prebuilt.objects.map(\.lastPathComponent) == ["View.swift.o", "Publisher.swift.o"])
    }
}
