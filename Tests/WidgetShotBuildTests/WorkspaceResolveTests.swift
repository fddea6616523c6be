import Foundation
import Testing
@testable import WidgetShotBuild

/// ``ExtensionWorkspace/resolvePackages(of:resolver:)``: every extension built with one cache
/// shares one generated package, so a remote package that cannot be resolved must not stay in it
/// (seen in a sweep of real apps: one app's unfetchable `Defaults` package stopped the next four
/// apps' builds, none of which used it).
struct WorkspaceResolveTests {
    /// A cache whose WidgetShot is a tiny stand-in package (the manifest only needs its products
    /// to resolve), with two registered extensions: `ExtPlain` (no packages) and `ExtFetching`
    /// (a package no machine can fetch).
    struct Cache {
        var root: URL
        var workspace: ExtensionWorkspace
        let unfetchable = "https://github.com/widgetshot-tests/no-such-defaults"

        init() throws {
            let fm = FileManager.default
            root = fm.temporaryDirectory.appendingPathComponent("resolve-ws-\(UUID().uuidString)")
            let fake = root.appendingPathComponent("FakeShot")
            try fm.createDirectory(at: fake.appendingPathComponent("Sources/WidgetShot"), withIntermediateDirectories: true)
            try "public let version = 1\n".write(to: fake.appendingPathComponent("Sources/WidgetShot/Shot.swift"), atomically: true, encoding: .utf8)
            try """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "FakeShot",
                                      products: [.library(name: "WidgetShot", targets: ["WidgetShot"]),
                                                 .library(name: "WidgetShotCLI", targets: ["WidgetShot"])],
                                      targets: [.target(name: "WidgetShot")])
                """.write(to: fake.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
            workspace = ExtensionWorkspace(cacheRoot: root.appendingPathComponent("cache"), widgetShotRoot: fake)
            for name in ["ExtPlain", "ExtFetching"] {
                let folder = workspace.packageRoot.appendingPathComponent("Extensions/\(name)")
                try fm.createDirectory(at: folder, withIntermediateDirectories: true)
                try "print(1)\n".write(to: folder.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
            }
            try workspace.writeManifest(adding: entry("ExtPlain", packages: []))
            try workspace.writeManifest(adding: entry("ExtFetching", packages: [
                WorkspacePackage(identity: "no-such-defaults", declaration: ".package(url: \"\(unfetchable)\", branch: \"main\")", url: unfetchable),
            ]))
        }

        func entry(_ name: String, packages: [WorkspacePackage]) -> WorkspaceEntry {
            let products = packages.map { WorkspaceTarget.ProductDependency(product: "Defaults", package: $0.identity) }
            return WorkspaceEntry(key: name, source: root.path, targets: [
                WorkspaceTarget(name: name, isExecutable: true, path: "Extensions/\(name)", targetDependencies: [],
                                productDependencies: products, defines: []),
            ], packages: packages)
        }

        func prepared(_ name: String, remotePackages: [String: String]) -> PreparedExtension {
            PreparedExtension(target: name, packageRoot: workspace.packageRoot, mainType: nil, previewCount: 0, warnings: [],
                              name: name, bundleFolder: root, fileCount: 1, remotePackages: remotePackages)
        }

        var manifest: String { (try? String(contentsOf: workspace.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)) ?? "" }
    }

    @Test func anUnresolvablePackageIsTakenOutOfTheSharedPackageWithItsError() throws {
        let cache = try Cache()
        defer { try? FileManager.default.removeItem(at: cache.root) }
        #expect(cache.manifest.contains(cache.unfetchable))
        #expect { try cache.workspace.resolvePackages(of: cache.prepared("ExtFetching", remotePackages: ["no-such-defaults": cache.unfetchable])) } throws: { error in
            let text = "\(error)"
            return text.contains("package no-such-defaults (\(cache.unfetchable)): cannot be resolved: error:")
                && text.contains("--override-package no-such-defaults=DIR")
        }
        #expect(cache.workspace.registeredEntries().map(\.key) == ["ExtPlain"])
        #expect(!cache.manifest.contains(cache.unfetchable))
    }

    @Test func anotherExtensionsUnresolvablePackageDoesNotStopABuildThatUsesNone() throws {
        let cache = try Cache()
        defer { try? FileManager.default.removeItem(at: cache.root) }
        try cache.workspace.resolvePackages(of: cache.prepared("ExtPlain", remotePackages: [:]))
        #expect(cache.workspace.registeredEntries().map(\.key) == ["ExtPlain"])
        #expect(!cache.manifest.contains(cache.unfetchable) && cache.manifest.contains("ExtPlain"))
    }

    @Test func theBlamedPackageIsTheOneSwiftPMNamesNotEveryUnpinnedOne() {
        let output = """
            Fetching https://github.com/onmyway133/EasyStash.git from cache
            Fetched https://github.com/onmyway133/EasyStash.git from cache (0.41s)
            warning: 'defaults': skipping cache due to an error: Failed to clone repository https://github.com/sindresorhus/Defaults:
            error: Failed to clone repository https://github.com/sindresorhus/Defaults:
            """
        let candidates = ["defaults": "https://github.com/sindresorhus/Defaults", "easystash": "https://github.com/onmyway133/EasyStash.git"]
        #expect(PackageResolver.culprits(in: output, among: candidates) == ["defaults": "https://github.com/sindresorhus/Defaults"])
        #expect(PackageResolver.culprits(in: "error: unknown", among: candidates) == candidates)
        let error = PackageResolver.failure(output: output, culprits: ["defaults": "https://github.com/sindresorhus/Defaults"])
        #expect("\(error)".contains("cannot be resolved: error: Failed to clone repository"))
    }
}
