import Foundation
import Testing
@testable import WidgetShotBuild

/// A failed build names the module the errors are in. Seen in a real app (pespinel/BusVal,
/// `--override-package sfsafesymbols=…`): the errors were all in SFSafeSymbols' UIKit files, and
/// the message said "module ExtBusValWidgetExtension_… failed".
struct ModuleOwnershipTests {
    static func busVal() -> ModuleOwnership {
        var ownership = ModuleOwnership()
        ownership.record(module: "ExtBusValWidgetExtension_1e3d", files: [URL(fileURLWithPath: "/src/BusVal/BusValWidget/BusValWidget.swift")])
        ownership.record(module: "SFSafeSymbols", package: "SFSafeSymbols", files: [
            URL(fileURLWithPath: "/pkgs/SFSafeSymbols/Sources/SFSafeSymbols/Initializers/UIKit/UIButtonExtension.swift"),
            URL(fileURLWithPath: "/pkgs/SFSafeSymbols/Sources/SFSafeSymbols/Initializers/UIKit/UIImageExtension.swift"),
        ])
        return ownership
    }

    @Test func errorsInAnOverriddenPackageBlameThatPackage() {
        let files = ["/pkgs/SFSafeSymbols/Sources/SFSafeSymbols/Initializers/UIKit/UIButtonExtension.swift",
                     "/pkgs/SFSafeSymbols/Sources/SFSafeSymbols/Initializers/UIKit/UIImageExtension.swift"]
        #expect(Self.busVal().blamed(for: files, fallback: "ExtBusValWidgetExtension_1e3d") == "module SFSafeSymbols (package SFSafeSymbols)")
        let error = ExtensionBuildError.compileErrors(extension: "BusValWidgetExtension", module: Self.busVal().blamed(for: files, fallback: "Ext"), files: files)
        #expect(error.description == "the extension BusValWidgetExtension did not compile: module SFSafeSymbols (package SFSafeSymbols) failed with errors in UIButtonExtension.swift, UIImageExtension.swift (the compiler's diagnostics are above)")
    }

    @Test func errorsInSeveralModulesNameEachOnceInOrder() {
        let files = ["/src/BusVal/BusValWidget/BusValWidget.swift",
                     "/pkgs/SFSafeSymbols/Sources/SFSafeSymbols/Initializers/UIKit/../UIKit/UIImageExtension.swift",
                     "/src/BusVal/BusValWidget/BusValWidget.swift"]
        #expect(Self.busVal().modules(compiling: files) == ["module ExtBusValWidgetExtension_1e3d", "module SFSafeSymbols (package SFSafeSymbols)"])
    }

    @Test func aRemotePackageCheckoutIsNamedByItsFolder() {
        let file = "/cache/workspace/.build/checkouts/Kingfisher/Sources/Image/Image.swift"
        #expect(Self.busVal().blamed(for: [file], fallback: "ExtBusValWidgetExtension_1e3d") == "package Kingfisher")
    }

    @Test func noKnownFileBlamesTheExtension() {
        #expect(Self.busVal().blamed(for: [], fallback: "ExtBusValWidgetExtension_1e3d") == "module ExtBusValWidgetExtension_1e3d")
        #expect(Self.busVal().blamed(for: ["/elsewhere/Other.swift"], fallback: "ExtX") == "module ExtX")
    }
}
