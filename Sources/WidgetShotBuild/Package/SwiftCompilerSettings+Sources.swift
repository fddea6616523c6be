import Foundation

extension SwiftCompilerSettings {
    /// The settings SwiftPM compiles `target` of `package` with, for `platform` (`ios`,
    /// `watchos`): the language mode of the target's `.swiftLanguageMode(…)`, else the highest of
    /// the package's `swiftLanguageModes`, else its tools version's default (tools 6 and later:
    /// Swift 6; 5.x: Swift 5; 4.2: Swift 4.2 — SwiftPM's `ToolsVersion.swiftLanguageVersion`), then
    /// the target's features, default isolation and `unsafeFlags` that apply to the platform.
    init(packageTarget target: PackageDump.Target, of package: PackageDump, platform: String = "ios") {
        self.init()
        let settings = target.swiftSettings.filter { $0.applies(to: platform) }
        if let mode = settings.last(where: { $0.kind == "swiftLanguageMode" || $0.kind == "swiftLanguageVersion" })?.values.first {
            setLanguageMode(mode)
        } else if let modes = package.swiftLanguageModes, let highest = modes.max(by: Self.versionOrder) {
            setLanguageMode(highest)
        } else {
            setLanguageMode(Self.defaultLanguageMode(toolsVersion: package.toolsVersion))
        }
        for setting in settings {
            switch setting.kind {
            case "enableUpcomingFeature": setting.values.forEach { enableUpcoming($0) }
            case "enableExperimentalFeature": setting.values.forEach { enableExperimental($0) }
            case "defaultIsolation": defaultIsolation = setting.values.first.flatMap { $0 == "MainActor" ? $0 : nil }
            case "unsafeFlags": addFlags(setting.values)
            default: break   // define: the target's conditions; interoperabilityMode, treatAllWarnings…: not applied
            }
        }
    }

    /// The language mode of a manifest whose tools version is `toolsVersion` (nil: `4`, the
    /// version of a manifest without the comment).
    static func defaultLanguageMode(toolsVersion: String?) -> String {
        let parts = (toolsVersion ?? "4.0").split(separator: ".").compactMap { Int($0) }
        switch (parts.first ?? 4, parts.count > 1 ? parts[1] : 0) {
        case (6..., _): return "6"
        case (5, _): return "5"
        case (4, 2...): return "4.2"
        default: return "4"
        }
    }

    /// Orders language modes as versions (`4.2` < `5` < `6`).
    static func versionOrder(_ a: String, _ b: String) -> Bool {
        let x = a.split(separator: ".").compactMap { Int($0) }, y = b.split(separator: ".").compactMap { Int($0) }
        return x.lexicographicallyPrecedes(y)
    }

    /// The settings Xcode compiles a target with, from its Debug build settings: `SWIFT_VERSION`,
    /// `SWIFT_UPCOMING_FEATURE_<NAME> = YES`, `SWIFT_ENABLE_BARE_SLASH_REGEX` (see
    /// ``bareSlashRegexEnabled(_:languageMode:)``), `SWIFT_APPROACHABLE_CONCURRENCY = YES`,
    /// `SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor` and `OTHER_SWIFT_FLAGS` (its `-D` conditions are
    /// the target's compilation conditions).
    init(xcodeSettings value: (String) -> String?) {
        self.init()
        if let version = value("SWIFT_VERSION"), !version.isEmpty { setLanguageMode(version) }
        if Self.bareSlashRegexEnabled(value("SWIFT_ENABLE_BARE_SLASH_REGEX"), languageMode: value("SWIFT_VERSION").map { _ in languageMode }) {
            enableUpcoming("BareSlashRegexLiterals")
        }
        for (setting, feature) in Self.xcodeUpcomingFeatureSettings where Self.isYes(value(setting)) { enableUpcoming(feature) }
        if Self.isYes(value("SWIFT_APPROACHABLE_CONCURRENCY")) { Self.approachableConcurrencyFeatures.forEach { enableUpcoming($0) } }
        if value("SWIFT_DEFAULT_ACTOR_ISOLATION") == "MainActor" { defaultIsolation = "MainActor" }
        addFlags(NativeTarget.words(value("OTHER_SWIFT_FLAGS") ?? ""))
    }

    /// Xcode's upcoming-feature build settings and the features they enable (Xcode 15–26's
    /// Swift compiler build settings; the names are not always the feature's in snake case).
    static let xcodeUpcomingFeatureSettings: [(String, String)] = [
        ("SWIFT_UPCOMING_FEATURE_CONCISE_MAGIC_FILE", "ConciseMagicFile"),
        ("SWIFT_UPCOMING_FEATURE_FORWARD_TRAILING_CLOSURES", "ForwardTrailingClosures"),
        ("SWIFT_UPCOMING_FEATURE_BARE_SLASH_REGEX_LITERALS", "BareSlashRegexLiterals"),
        ("SWIFT_UPCOMING_FEATURE_IMPLICIT_OPEN_EXISTENTIALS", "ImplicitOpenExistentials"),
        ("SWIFT_UPCOMING_FEATURE_IMPORT_OBJC_FORWARD_DECLS", "ImportObjcForwardDeclarations"),
        ("SWIFT_UPCOMING_FEATURE_DISABLE_OUTWARD_ACTOR_ISOLATION", "DisableOutwardActorInference"),
        ("SWIFT_UPCOMING_FEATURE_ISOLATED_DEFAULT_VALUES", "IsolatedDefaultValues"),
        ("SWIFT_UPCOMING_FEATURE_INFER_SENDABLE_FROM_CAPTURES", "InferSendableFromCaptures"),
        ("SWIFT_UPCOMING_FEATURE_REGION_BASED_ISOLATION", "RegionBasedIsolation"),
        ("SWIFT_UPCOMING_FEATURE_GLOBAL_ACTOR_ISOLATED_TYPES_USABILITY", "GlobalActorIsolatedTypesUsability"),
        ("SWIFT_UPCOMING_FEATURE_NONISOLATED_NONSENDING_BY_DEFAULT", "NonisolatedNonsendingByDefault"),
        ("SWIFT_UPCOMING_FEATURE_INFER_ISOLATED_CONFORMANCES", "InferIsolatedConformances"),
        // Diagnostic-only: read, then dropped by enableUpcoming.
        ("SWIFT_UPCOMING_FEATURE_EXISTENTIAL_ANY", "ExistentialAny"),
        ("SWIFT_UPCOMING_FEATURE_GLOBAL_CONCURRENCY", "GlobalConcurrency"),
        ("SWIFT_UPCOMING_FEATURE_MEMBER_IMPORT_VISIBILITY", "MemberImportVisibility"),
        ("SWIFT_UPCOMING_FEATURE_INTERNAL_IMPORTS_BY_DEFAULT", "InternalImportsByDefault"),
        ("SWIFT_UPCOMING_FEATURE_DEPRECATE_APPLICATION_MAIN", "DeprecateApplicationMain"),
        ("SWIFT_UPCOMING_FEATURE_DYNAMIC_ACTOR_ISOLATION", "DynamicActorIsolation"),
    ]

    /// Whether Xcode passes `-enable-bare-slash-regex` for a target whose
    /// `SWIFT_ENABLE_BARE_SLASH_REGEX` is `setting` (nil: not written) in `languageMode` (nil: no
    /// `SWIFT_VERSION`). Xcode's default is YES in the Swift 4, 4.2 and 5 modes: swift-build's
    /// `Swift.xcspec` declares the setting with `DefaultValue = "YES"` under the condition
    /// `EFFECTIVE_SWIFT_VERSION` is 4, 4.2 or 5 (swiftlang/swift-build,
    /// Sources/SWBUniversalPlatform/Specs/Swift.xcspec), and the Xcode 14 release notes say
    /// "Xcode 14 enables Swift 5.7 'bare slash' syntax … You can also disable support … by
    /// unchecking 'Enable Bare Slash Regex Literals' (SWIFT_ENABLE_BARE_SLASH_REGEX = NO)". Swift 6
    /// has the syntax always.
    static func bareSlashRegexEnabled(_ setting: String?, languageMode: String?) -> Bool {
        if let setting, !setting.isEmpty { return isYes(setting) }
        guard let languageMode else { return false }
        return ["4", "4.2", "5"].contains(languageMode)
    }

    static func isYes(_ value: String?) -> Bool {
        guard let value else { return false }
        return ["YES", "TRUE", "1"].contains(value.uppercased())
    }
}

extension PackageDump.Target {
    /// The target's `.define(…)`s for a debug build for `platform` (`ios`, `watchos`).
    func defines(for platform: String) -> [String] {
        swiftSettings.filter { $0.kind == "define" && $0.applies(to: platform) }.flatMap(\.values)
    }
}
