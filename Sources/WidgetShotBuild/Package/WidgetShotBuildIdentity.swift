import Foundation

/// Which WidgetShot the generated package's build folder was compiled against.
///
/// The cache's `.build` holds WidgetShot's modules and the user's, compiled together. When
/// WidgetShot itself changes (a new checkout, a pull, another branch), SwiftPM's incremental build
/// has been seen to keep object files of the user's unchanged modules, and of WidgetShot's, that
/// still refer to symbols that moved — the extension then fails on names that exist. So the build
/// folder carries a fingerprint of the checkout (its path, `Package.swift`, `Package.resolved` and
/// every file under `Sources/`, by content); when it differs, the build products of WidgetShot's
/// own targets and of every extension module are removed before the build, so they compile afresh
/// against the new WidgetShot. The products of the packages WidgetShot depends on (swift-syntax,
/// swift-collections…) and their checkouts stay: they do not change with WidgetShot's sources.
/// An unchanged checkout matches its fingerprint and the warm cache is used as it is.
struct WidgetShotBuildIdentity {
    /// The WidgetShot checkout.
    var widgetShotRoot: URL
    /// The generated package (its `.build` is cleaned).
    var packageRoot: URL

    /// The file in the build folder that holds the fingerprint of the last build's checkout.
    var recordURL: URL { packageRoot.appendingPathComponent(".build/widgetshot-identity") }

    /// The checkout's fingerprint: FNV-1a (64-bit) over its path and the relative path, size and
    /// bytes of each file, in path order. Hashing by content (not dates) keeps a fresh clone of
    /// the same commit, as CI makes, on the warm cache.
    func fingerprint() -> String {
        var hash = FNV1a()
        hash.add(Data(widgetShotRoot.standardizedFileURL.path.utf8))
        let fm = FileManager.default
        var files = ["Package.swift", "Package.resolved"].filter { fm.fileExists(atPath: widgetShotRoot.appendingPathComponent($0).path) }
        let sources = widgetShotRoot.appendingPathComponent("Sources")
        if let walker = fm.enumerator(at: sources, includingPropertiesForKeys: [.isRegularFileKey]) {
            for case let url as URL in walker where (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true {
                files.append("Sources/" + String(url.standardizedFileURL.path.dropFirst(sources.standardizedFileURL.path.count + 1)))
            }
        }
        for relative in files.sorted() {
            let data = (try? Data(contentsOf: widgetShotRoot.appendingPathComponent(relative))) ?? Data()
            hash.add(Data("\u{0}\(relative)\u{0}\(data.count)\u{0}".utf8))
            hash.add(data)
        }
        return String(hash.value, radix: 16)
    }

    /// The target names WidgetShot's manifest declares (`.target(name: "…"`, `.executableTarget`,
    /// `.testTarget`, `.plugin`, `.macro`, `.systemLibrary`).
    func widgetShotTargets() -> Set<String> {
        guard let manifest = try? String(contentsOf: widgetShotRoot.appendingPathComponent("Package.swift"), encoding: .utf8) else { return [] }
        let pattern = try! NSRegularExpression(pattern: #"\.(?:target|executableTarget|testTarget|plugin|macro|systemLibrary|binaryTarget)\(\s*name:\s*"([^"]+)""#)
        let range = NSRange(manifest.startIndex..., in: manifest)
        return Set(pattern.matches(in: manifest, range: range).compactMap { Range($0.range(at: 1), in: manifest).map { String(manifest[$0]) } })
    }

    /// Compares the checkout with the one the build folder was made from; when they differ,
    /// removes the build products of WidgetShot's targets and of `userModules` (the generated
    /// package's own targets) and records the new fingerprint. Returns whether it cleaned.
    /// A build folder without a record (made before records were kept) counts as different.
    @discardableResult
    func refresh(userModules: Set<String>) throws -> Bool {
        let fm = FileManager.default
        let current = fingerprint()
        let buildFolder = packageRoot.appendingPathComponent(".build")
        guard fm.fileExists(atPath: buildFolder.path) else {
            try fm.createDirectory(at: buildFolder, withIntermediateDirectories: true)
            try Data(current.utf8).write(to: recordURL, options: .atomic)
            return false
        }
        let recorded = (try? String(contentsOf: recordURL, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
        guard recorded != current else { return false }
        let modules = widgetShotTargets().union(userModules)
        // `.build/<triple>/debug|release/` (`.build/debug` links to one of them; `checkouts/`,
        // `repositories/` and `artifacts/` hold no configuration folder and are left alone).
        for triple in (try? fm.contentsOfDirectory(at: buildFolder, includingPropertiesForKeys: nil)) ?? [] {
            for configuration in ["debug", "release"].map(triple.appendingPathComponent) {
                var isFolder: ObjCBool = false
                guard fm.fileExists(atPath: configuration.path, isDirectory: &isFolder), isFolder.boolValue,
                      (try? configuration.resourceValues(forKeys: [.isSymbolicLinkKey]))?.isSymbolicLink != true else { continue }
                removeProducts(of: modules, in: configuration)
                removeProducts(of: modules, in: configuration.appendingPathComponent("Modules"))
            }
        }
        try Data(current.utf8).write(to: recordURL, options: .atomic)
        return true
    }

    /// Removes `folder`'s entries that belong to one of `modules`: named as the module or as the
    /// module plus an extension (`X.build`, `X.product`, `X.swiftmodule`, `X.o`; `X-tool.build`
    /// for a plugin's tools).
    func removeProducts(of modules: Set<String>, in folder: URL) {
        let fm = FileManager.default
        for name in (try? fm.contentsOfDirectory(atPath: folder.path)) ?? [] {
            var module = name
            if let dot = module.firstIndex(of: ".") { module = String(module[..<dot]) }
            if module.hasSuffix("-tool") { module = String(module.dropLast("-tool".count)) }
            if modules.contains(module) { try? fm.removeItem(at: folder.appendingPathComponent(name)) }
        }
    }
}

/// 64-bit FNV-1a over bytes, fed in pieces.
struct FNV1a {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ data: Data) {
        var hash = value
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            for byte in bytes {
                hash ^= UInt64(byte)
                hash = hash &* 0x100_0000_01b3
            }
        }
        value = hash
    }
}
