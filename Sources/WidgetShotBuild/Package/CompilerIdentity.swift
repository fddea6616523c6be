import Foundation

/// Which Swift compiler made a generated package's build folder.
///
/// SwiftPM does not notice a toolchain replaced in place (a CI image or a runner updated, the same
/// `/usr/bin/swift` a new release): its commands' signatures hold the compiler's path, not its
/// version, so the cache's `.swiftmodule`s — WidgetShot's, the packages', the user's — stay, and
/// the next build fails with "module compiled with Swift 6.2 cannot be imported by the Swift 6.3
/// compiler". So the build folder records the compiler it was made with
/// (`.build/widgetshot-compiler.json`), and when another compiler builds into it, the compiled
/// products go (every `.build/<triple>/<configuration>` folder and the plugins' tools; the
/// packages' checkouts stay) and the run says so in one line.
///
/// The fingerprint is cheap — the path, size and modification time of the `swift` driver and the
/// `swift-frontend` beside it, read on every build — while `swift --version` (a second or more on
/// a loaded machine) runs only when the fingerprint changed, for the note.
struct CompilerIdentity: Equatable {
    /// What changes when the compiler does.
    var fingerprint: String
    /// How the note names the compiler (the first line of `swift --version`); asked for only when
    /// the fingerprint differs from the record's.
    var version: () -> String

    static func == (a: CompilerIdentity, b: CompilerIdentity) -> Bool { a.fingerprint == b.fingerprint }

    /// What the build folder records.
    struct Record: Codable, Equatable {
        var fingerprint: String
        var version: String
    }

    /// The compiler `swift` (a path) runs.
    init(swift: String) {
        fingerprint = Self.fingerprint(of: swift)
        version = { Self.versionLine(of: swift) }
    }

    init(fingerprint: String, version: @escaping () -> String) {
        self.fingerprint = fingerprint
        self.version = version
    }

    /// FNV-1a of the resolved paths, sizes and modification times of `swift` and the
    /// `swift-frontend` in its folder.
    static func fingerprint(of swift: String) -> String {
        let driver = URL(fileURLWithPath: swift).resolvingSymlinksInPath()
        let frontend = driver.deletingLastPathComponent().appendingPathComponent("swift-frontend").resolvingSymlinksInPath()
        var hash = FNV1a()
        for url in [driver, frontend] {
            let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
            let size = (attributes?[.size] as? NSNumber)?.int64Value ?? -1
            let date = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            hash.add(Data("\(url.path)\u{0}\(size)\u{0}\(date)\u{0}".utf8))
        }
        return String(hash.value, radix: 16)
    }

    /// The first line of `swift --version` ("Swift version 6.3.1 (swift-6.3.1-RELEASE)"), or the
    /// path when it cannot run.
    static func versionLine(of swift: String) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swift)
        process.arguments = ["--version"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return swift }
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let line = String(decoding: output, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? ""
        return line.isEmpty ? swift : line
    }

    /// The record in `packageRoot`'s build folder.
    static func recordURL(packageRoot: URL) -> URL { packageRoot.appendingPathComponent(".build/widgetshot-compiler.json") }

    /// Compares this compiler with the one `packageRoot`'s build folder records; when another
    /// made it, removes the compiled products and returns a one-line note. A build folder with no
    /// record (new, or made before records were kept) or an unreadable one is recorded as this
    /// compiler's: SwiftPM's own checks stand for it, as before.
    func refresh(packageRoot: URL) throws -> String? {
        let fm = FileManager.default
        let buildFolder = packageRoot.appendingPathComponent(".build")
        let url = Self.recordURL(packageRoot: packageRoot)
        let recorded = (try? Data(contentsOf: url)).flatMap { try? JSONDecoder().decode(Record.self, from: $0) }
        if recorded?.fingerprint == fingerprint { return nil }
        var note: String?
        let current = version()
        if let recorded {
            var removed = false
            for triple in (try? fm.contentsOfDirectory(at: buildFolder, includingPropertiesForKeys: [.isSymbolicLinkKey])) ?? [] {
                for configuration in ["debug", "release"].map(triple.appendingPathComponent) {
                    var isFolder: ObjCBool = false
                    guard fm.fileExists(atPath: configuration.path, isDirectory: &isFolder), isFolder.boolValue,
                          (try? configuration.resourceValues(forKeys: [.isSymbolicLinkKey]))?.isSymbolicLink != true else { continue }
                    try fm.removeItem(at: configuration)
                    removed = true
                }
            }
            let plugins = buildFolder.appendingPathComponent("plugins")
            if fm.fileExists(atPath: plugins.path) { try fm.removeItem(at: plugins); removed = true }
            if removed {
                let was = recorded.version == current ? "another build of \(current)" : recorded.version
                note = "the cache at \(packageRoot.path) was built by \(was), not \(current): its compiled products are removed and build again"
            }
        }
        guard fm.fileExists(atPath: packageRoot.path) else { return note }
        try fm.createDirectory(at: buildFolder, withIntermediateDirectories: true)
        try JSONEncoder().encode(Record(fingerprint: fingerprint, version: current)).write(to: url, options: .atomic)
        return note
    }
}
