import Foundation

extension XcodeProject {
    /// Whether the target builds for macOS only: its `SUPPORTED_PLATFORMS` name `macosx` and no
    /// iOS platform, or (without `SUPPORTED_PLATFORMS`) its `SDKROOT` is `macosx`. Xcode compiles
    /// such a target with `os(macOS)` true and no UIKit; WidgetShot renders iOS widgets and
    /// compiles everything as iOS, so a macOS widget extension's `#if os(iOS)` branches would
    /// reach files only its iOS siblings compile (FlipByBlink/LockInNote's "Widget for macOS").
    /// Multiplatform targets (`SDKROOT = auto`, or `SUPPORTED_PLATFORMS` naming `iphoneos`) are
    /// iOS targets here.
    func buildsForMacOnly(_ id: String) throws -> Bool {
        let expander = try target(id).settings.expander
        let platforms = NativeTarget.words(expander.value("SUPPORTED_PLATFORMS") ?? "")
        if !platforms.isEmpty {
            return platforms.contains("macosx") && !platforms.contains { $0.hasPrefix("iphone") }
        }
        return expander.value("SDKROOT") == "macosx"
    }

    /// The platform the target builds for: watchOS when its `SUPPORTED_PLATFORMS` name only watch
    /// platforms (`watchos watchsimulator`) or, without them, its `SDKROOT` is `watchos` (a watch
    /// app's widget extension); iOS otherwise.
    func buildPlatform(_ id: String) throws -> BuildPlatform {
        let expander = try target(id).settings.expander
        let platforms = NativeTarget.words(expander.value("SUPPORTED_PLATFORMS") ?? "")
        if !platforms.isEmpty { return platforms.allSatisfy { $0.hasPrefix("watch") } ? .watchOS : .iOS }
        return expander.value("SDKROOT") == "watchos" ? .watchOS : .iOS
    }

    /// Notes naming the widget extensions that build for macOS only, which
    /// ``widgetExtensionTargets()`` leaves out (`--target NAME` still builds one, as iOS).
    func leftOutWidgetExtensions() throws -> [BuildDiagnostic] {
        try graph.nativeTargets().filter { try isWidgetExtension($0.id) && buildsForMacOnly($0.id) }.map {
            let name = try $0.requiredString("name")
            return BuildDiagnostic(file: graph.file.path, line: 0, severity: .note,
                                   message: "the target \(name) is a macOS widget extension (SDKROOT = macosx); WidgetShot renders iOS widgets, "
                                   + "so it is left out (name it with --target to build it as iOS)")
        }
    }
}
