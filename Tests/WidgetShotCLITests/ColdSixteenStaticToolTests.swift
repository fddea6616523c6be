import CCurlLoader
import Foundation
import Testing

/// Issue 21, goal 4: the `widgetshot` tool links Swift's runtime and Foundation statically
/// (`-static-stdlib`, Package.swift's `staticToolLinking`) and opens libcurl only when a URL load
/// first needs it (`CCurlLoader`), so a cold render loads neither libFoundationNetworking nor
/// libcurl and the 25 libraries libcurl needs. Runs the `widgetshot` tool `swift build
/// --build-tests` builds beside the test bundle.
@Suite(.serialized) struct ColdSixteenStaticToolTests {
    static var tool: URL { ExtensionBuildTests.widgetshotTool }

    /// What `program arguments…` prints (output and error), and its exit status.
    static func output(of program: String, _ arguments: [String]) throws -> (status: Int32, text: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test func theToolLoadsNoSharedFoundationNorLibcurl() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.tool.path), "build with `swift build --build-tests`")
        // Every library the loader would map at start, the ones needed by needed libraries included.
        let ldd = try Self.output(of: "/usr/bin/ldd", [Self.tool.path])
        #expect(ldd.status == 0, "\(ldd.text)")
        let libraries = ldd.text.split(separator: "\n").compactMap { $0.split(separator: " ").first.map { String($0.trimmingCharacters(in: .whitespaces)) } }
        #expect(libraries.contains { $0.hasPrefix("libcairo") }, "\(ldd.text)")
        for shared in ["libFoundation", "libswiftCore", "libcurl", "libgnutls", "libkrb5"] {
            #expect(!libraries.contains { $0.hasPrefix(shared) }, "\(shared) is loaded at start: \(ldd.text)")
        }
    }

    @Test func aRenderNeverOpensLibcurl() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.tool.path), "build with `swift build --build-tests`")
        let folder = try CommandForkTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // The dynamic loader names every library it maps, at start and by `dlopen`, in the tool and
        // in its forked worker.
        let render = try CommandForkTests.run(["render", "--widget", HardeningCLITests.flight, "-o", "flight.png"], in: folder,
                                              environment: ["LD_DEBUG": "files"])
        #expect(render.status == 0, "\(render.output.suffix(2000))")
        #expect(render.output.contains("file=libcairo.so"), "LD_DEBUG printed nothing: \(render.output.prefix(2000))")
        #expect(!render.output.contains("libcurl"), "libcurl was opened during a render")
        let png = try Data(contentsOf: folder.appendingPathComponent("flight.png"))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]) && png.count > 1000)
    }

    @Test func theLoaderOpensLibcurlOnFirstUseAndForwardsEveryArgumentType() {
        // The test runner links FoundationNetworking as a shared library; the loader's functions are
        // hidden, so only these calls go through it.
        let version = String(cString: ws_curl_loader_version())
        #expect(version.hasPrefix("libcurl/"), "\(version)")
        #expect(ws_curl_loader_is_open() == 1)
        // A pointer option and its read-back, a long option, a curl_off_t option.
        #expect(ws_curl_loader_check_options() == 0)
    }
}
