import Foundation

/// Which WidgetShot the generated package's build folder was compiled against.
///
/// The cache's `.build` holds WidgetShot's modules and the user's, compiled together. When
/// WidgetShot itself changes (a new checkout, a pull, another branch), SwiftPM's incremental build
/// has been seen to keep object files that still refer to symbols that moved (the user's
/// unchanged modules; WidgetShot's own that did not change but use one that did) — the extension
/// then fails on names that exist. So the build folder records a fingerprint of the checkout, and
/// when it differs, the products of what may be stale are removed before the build, so they
/// compile afresh against the new WidgetShot:
///
/// - every generated (user) module, always;
/// - WidgetShot's targets whose files changed (by content) and every target that depends on one,
///   transitively — all of them when `Package.swift`, `Package.resolved` or the checkout's path
///   changed, or when the build folder has no record (made before records were kept).
///
/// The products of the packages WidgetShot depends on (swift-syntax, swift-crypto…) and their
/// checkouts stay. An unchanged checkout (a fresh clone of the same commit included: content, not
/// dates) matches its record after one pass over its files, and the warm cache is used as it is.
struct WidgetShotBuildIdentity {
    /// The WidgetShot checkout.
    var widgetShotRoot: URL
    /// The generated package (its `.build` is cleaned).
    var packageRoot: URL
    /// Reads WidgetShot's manifest (its targets, folders and dependencies); injectable for tests.
    /// SwiftPM works in the cache (`<cache>/widgetshot-manifest`), not in the checkout's `.build`,
    /// which a `swift test` of the checkout holds locked while it runs.
    var loadManifest: ((URL) throws -> PackageDump)?

    /// What the build folder records.
    struct Record: Codable, Equatable {
        /// FNV-1a of the checkout's path, manifest, pins and every file under `Sources/`.
        var checkout: String
        /// FNV-1a of the path, `Package.swift` and `Package.resolved` alone.
        var manifest: String
        /// Each target's files' FNV-1a, by target name.
        var targets: [String: String]
    }

    /// The file in the build folder that holds the last build's ``Record``.
    var recordURL: URL { packageRoot.appendingPathComponent(".build/widgetshot-identity.json") }

    /// FNV-1a over the relative path, size and bytes of each file under `folder` (path order).
    static func hash(filesUnder folder: URL, into hash: inout FNV1a) {
        let fm = FileManager.default
        var files: [String] = []
        if let walker = fm.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]) {
            for case let url as URL in walker where (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true {
                files.append(String(url.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1)))
            }
        }
        for relative in files.sorted() {
            let data = (try? Data(contentsOf: folder.appendingPathComponent(relative))) ?? Data()
            hash.add(Data("\u{0}\(relative)\u{0}\(data.count)\u{0}".utf8))
            hash.add(data)
        }
    }

    /// The checkout's and its manifest's fingerprints (one pass over `Sources/`).
    func checkoutFingerprints() -> (checkout: String, manifest: String) {
        var manifest = FNV1a()
        manifest.add(Data(widgetShotRoot.standardizedFileURL.path.utf8))
        for name in ["Package.swift", "Package.resolved"] {
            manifest.add(Data("\u{0}\(name)\u{0}".utf8))
            manifest.add((try? Data(contentsOf: widgetShotRoot.appendingPathComponent(name))) ?? Data())
        }
        var checkout = manifest
        Self.hash(filesUnder: widgetShotRoot.appendingPathComponent("Sources"), into: &checkout)
        return (String(checkout.value, radix: 16), String(manifest.value, radix: 16))
    }

    /// Compares the checkout with the one the build folder was made from; when they differ,
    /// removes the products of `userModules` (the generated package's own targets) and of the
    /// WidgetShot targets that may be stale, and records the new fingerprint. Returns whether
    /// WidgetShot's own targets compile again (some of them).
    @discardableResult
    func refresh(userModules: Set<String>) throws -> Bool {
        let fm = FileManager.default
        let (checkout, manifestHash) = checkoutFingerprints()
        let recorded = (try? Data(contentsOf: recordURL)).flatMap { try? JSONDecoder().decode(Record.self, from: $0) }
        if recorded?.checkout == checkout { return false }
        let scratch = packageRoot.deletingLastPathComponent().appendingPathComponent("widgetshot-manifest")
        let dump = try loadManifest?(widgetShotRoot) ?? PackageDump.load(packageAt: widgetShotRoot, scratchPath: scratch)
        var targets: [String: String] = [:]
        for target in dump.targets where target.type != "test" {   // tests are not built here
            var hash = FNV1a()
            Self.hash(filesUnder: target.folder, into: &hash)
            targets[target.name] = String(hash.value, radix: 16)
        }
        var stale: Set<String>
        if let recorded, recorded.manifest == manifestHash {
            stale = Set(targets.keys.filter { recorded.targets[$0] != targets[$0] })
            // …and every target that depends on a stale one, transitively.
            var grew = true
            while grew {
                grew = false
                for target in dump.targets where target.type != "test" && !stale.contains(target.name) {
                    let uses = target.dependencies.contains { dependency in
                        switch dependency {
                        case .byName(let name), .target(let name): return stale.contains(name)
                        case .product: return false
                        }
                    }
                    if uses { stale.insert(target.name); grew = true }
                }
            }
        } else {
            stale = Set(targets.keys)
        }
        let buildFolder = packageRoot.appendingPathComponent(".build")
        // `.build/<triple>/debug|release/` (`.build/debug` links to one of them; `checkouts/`,
        // `repositories/` and `artifacts/` hold no configuration folder and are left alone).
        for triple in (try? fm.contentsOfDirectory(at: buildFolder, includingPropertiesForKeys: nil)) ?? [] {
            for configuration in ["debug", "release"].map(triple.appendingPathComponent) {
                var isFolder: ObjCBool = false
                guard fm.fileExists(atPath: configuration.path, isDirectory: &isFolder), isFolder.boolValue,
                      (try? configuration.resourceValues(forKeys: [.isSymbolicLinkKey]))?.isSymbolicLink != true else { continue }
                removeProducts(of: stale.union(userModules), in: configuration)
                removeProducts(of: stale.union(userModules), in: configuration.appendingPathComponent("Modules"))
            }
        }
        try fm.createDirectory(at: buildFolder, withIntermediateDirectories: true)
        let record = Record(checkout: checkout, manifest: manifestHash, targets: targets)
        try JSONEncoder().encode(record).write(to: recordURL, options: .atomic)
        return !stale.isEmpty
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
