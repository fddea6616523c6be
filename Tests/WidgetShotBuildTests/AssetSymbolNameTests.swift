import Foundation
import Testing
@testable import WidgetShotBuild

/// Xcode's asset symbol names, checked against names read off Xcode-generated
/// `GeneratedAssetSymbols.swift` files.
struct AssetSymbolNameTests {
    @Test(arguments: [
        ("AccentColor", AssetSymbolName.Kind.color, "accent"),
        ("TertiaryColor", .color, "tertiary"),
        ("DSTextTertiary", .color, "dsTextTertiary"),
        ("brand-blue", .color, "brandBlue"),
        ("Color", .color, "color"),
        ("app-background", .image, "appBackground"),
        ("chair_1", .image, "chair1"),
        ("Pic 1", .image, "pic1"),
        ("8711759", .image, "_8711759"),
        ("adult_products_image", .image, "adultProducts"),
        ("Initial-Image", .image, "initial"),
        ("Image", .image, "image"),
        ("welcomeVCimage", .image, "welcomeVCimage"),
        ("logoImage", .color, "logoImage"),
        ("default", .image, "`default`"),
    ])
    func symbolNames(name: String, kind: AssetSymbolName.Kind, expected: String) {
        #expect(AssetSymbolName.symbol(for: name, kind: kind) == expected)
    }

    @Test func namespacesAreUpperCamelCase() {
        #expect(AssetSymbolName.namespace(for: "AppIcon") == "AppIcon")
        #expect(AssetSymbolName.namespace(for: "weather-icons") == "WeatherIcons")
    }

    @Test func generatorNestsNamespacedFoldersAndSkipsSwiftUIClashes() throws {
        let fm = FileManager.default
        let catalog = fm.temporaryDirectory.appendingPathComponent("assets-\(UUID().uuidString).xcassets")
        defer { try? fm.removeItem(at: catalog) }
        for folder in ["BrandBlueColor.colorset", "Primary.colorset", "logo.imageset", "Icons/rain-drop.imageset", "Plain/star.imageset"] {
            try fm.createDirectory(at: catalog.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try Data(#"{"properties":{"provides-namespace":true}}"#.utf8).write(to: catalog.appendingPathComponent("Icons/Contents.json"))
        let swift = try AssetSymbolGenerator.swiftSource(for: [catalog])
        #expect(swift.contains(#"static let brandBlue = ColorResource(name: "BrandBlueColor", bundle: .main)"#))
        #expect(swift.contains(#"static let logo = ImageResource(name: "logo", bundle: .main)"#))
        #expect(swift.contains("enum Icons {\n        /// The \"Icons/rain-drop\" asset catalog image resource.\n        static let rainDrop = ImageResource(name: \"Icons/rain-drop\", bundle: .main)"))
        #expect(swift.contains(#"static let star = ImageResource(name: "star", bundle: .main)"#))   // no namespace
        #expect(swift.contains("static var brandBlue: WidgetShot.Color"))
        #expect(!swift.contains("static var primary:"))   // Color.primary is SwiftUI's
    }
}

/// The workspace lock is exclusive across holders and released explicitly or when freed.
struct WorkspaceLockTests {
    @Test func aSecondHolderWaitsForTheFirst() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("lock-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let first = try WorkspaceLock(packageRoot: root)
        final class Flag: @unchecked Sendable { var acquired = false; let lock = NSLock() }
        let flag = Flag()
        let done = DispatchSemaphore(value: 0)
        Thread {
            let second = try? WorkspaceLock(packageRoot: root)
            flag.lock.lock(); flag.acquired = second != nil; flag.lock.unlock()
            second?.release()
            done.signal()
        }.start()
        #expect(done.wait(timeout: .now() + 0.5) == .timedOut)   // still held by `first`
        flag.lock.lock(); #expect(!flag.acquired); flag.lock.unlock()
        first.release()
        #expect(done.wait(timeout: .now() + 10) == .success)
        flag.lock.lock(); #expect(flag.acquired); flag.lock.unlock()
    }
}
