import Foundation

/// How one Swift module is compiled, as its project says: the language mode, the upcoming and
/// experimental features, the default actor isolation and the extra compiler flags — from a
/// package target's `swiftSettings` and its package's tools version / `swiftLanguageModes`
/// (``init(packageTarget:of:platform:)``), or from an Xcode target's `SWIFT_VERSION`,
/// `SWIFT_UPCOMING_FEATURE_*`, `SWIFT_ENABLE_BARE_SLASH_REGEX`, `SWIFT_APPROACHABLE_CONCURRENCY`,
/// `SWIFT_DEFAULT_ACTOR_ISOLATION` and `OTHER_SWIFT_FLAGS` (``init(xcodeSettings:)``).
///
/// The generated package compiles every module in the Swift 5 language mode (or 4 / 4.2 when the
/// module asks for it) with the features that change what the source means: a Swift 6 module gets
/// Swift 6's semantic features (bare `/regex/` literals, concise `#file`, forward trailing closures,
/// region-based isolation, …). What WidgetShot leaves out is what only *adds* diagnostics — strict
/// concurrency checking, `MemberImportVisibility`, `ExistentialAny`, `InternalImportsByDefault`,
/// `-warnings-as-errors` — and Swift 6's dynamic actor-isolation checks: those judge the code
/// against Apple's SDK annotations, which the stand-ins do not reproduce one for one, and code that
/// passes them on iOS compiles the same without them. Settings with a `.when(platforms:)` apply when
/// they name the platform the target is built for; `.when(configuration: .release)` never applies
/// (extension builds are debug builds).
struct SwiftCompilerSettings: Equatable, Codable {
    /// The language mode the compiler runs in: `4`, `4.2` or `5`.
    var languageMode = "5"
    /// `-enable-upcoming-feature` names, in order, without repeats.
    var upcomingFeatures: [String] = []
    /// `-enable-experimental-feature` names.
    var experimentalFeatures: [String] = []
    /// `-default-isolation` (`MainActor`), nil for the compiler's default (`nonisolated`).
    var defaultIsolation: String?
    /// Other flags for the Swift compiler (a package's `unsafeFlags`, an Xcode target's
    /// `OTHER_SWIFT_FLAGS` less its `-D` conditions), less those WidgetShot drops.
    var otherFlags: [String] = []

    init() {}

    /// The semantic features Swift 6's language mode turns on (SE-0274 ConciseMagicFile, SE-0286
    /// ForwardTrailingClosures, SE-0354 BareSlashRegexLiterals, SE-0352 ImplicitOpenExistentials,
    /// SE-0401 DisableOutwardActorInference, SE-0411 IsolatedDefaultValues, SE-0418
    /// InferSendableFromCaptures, SE-0414 RegionBasedIsolation, SE-0434
    /// GlobalActorIsolatedTypesUsability; https://www.swift.org/migration/documentation/swift-6-concurrency-migration-guide/swiftsettings
    /// and the proposals' "Upcoming Feature Flag" lines).
    static let swift6Features = ["ConciseMagicFile", "ForwardTrailingClosures", "BareSlashRegexLiterals", "ImplicitOpenExistentials",
                                 "DisableOutwardActorInference", "IsolatedDefaultValues", "InferSendableFromCaptures",
                                 "RegionBasedIsolation", "GlobalActorIsolatedTypesUsability"]

    /// Features that only add diagnostics (or, DynamicActorIsolation, runtime isolation traps):
    /// left out, see the type's comment.
    static let diagnosticOnlyFeatures: Set<String> = ["StrictConcurrency", "GlobalConcurrency", "MemberImportVisibility", "ExistentialAny",
                                                      "InternalImportsByDefault", "NonfrozenEnumExhaustivity", "DeprecateApplicationMain",
                                                      "StrictMemorySafety", "DynamicActorIsolation", "WarnUnsafeReflection"]

    /// What Xcode 26's `SWIFT_APPROACHABLE_CONCURRENCY = YES` enables (its build-setting help:
    /// "Approachable Concurrency" — SE-0401, SE-0418, SE-0434, SE-0461, SE-0470).
    static let approachableConcurrencyFeatures = ["DisableOutwardActorInference", "InferSendableFromCaptures",
                                                  "GlobalActorIsolatedTypesUsability", "NonisolatedNonsendingByDefault",
                                                  "InferIsolatedConformances"]

    /// Takes the language mode `mode` (`4`, `4.2`, `5`, `6`, `6.2`…; Xcode's `5.0`, `6.0`): Swift 6
    /// and later become Swift 5 with ``swift6Features``; an unknown value keeps Swift 5.
    mutating func setLanguageMode(_ mode: String) {
        let trimmed = mode.trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
        let parts = trimmed.split(separator: ".").compactMap { Int($0) }
        guard let major = parts.first else { return }
        switch major {
        case ..<4: languageMode = "4"   // Swift 3 code: the oldest mode the compiler has
        case 4: languageMode = parts.count > 1 && parts[1] >= 2 ? "4.2" : "4"
        case 5: languageMode = "5"
        default:
            languageMode = "5"
            Self.swift6Features.forEach { enableUpcoming($0) }
        }
    }

    /// Adds an upcoming feature unless it only adds diagnostics.
    mutating func enableUpcoming(_ feature: String) {
        guard !feature.isEmpty, !Self.diagnosticOnlyFeatures.contains(feature), !upcomingFeatures.contains(feature) else { return }
        upcomingFeatures.append(feature)
    }

    /// Adds an experimental feature unless it only adds diagnostics.
    mutating func enableExperimental(_ feature: String) {
        guard !feature.isEmpty, !Self.diagnosticOnlyFeatures.contains(feature), !experimentalFeatures.contains(feature) else { return }
        experimentalFeatures.append(feature)
    }

    /// Reads compiler flags (`unsafeFlags`, `OTHER_SWIFT_FLAGS`): features, `-enable-bare-slash-regex`,
    /// `-swift-version`, `-default-isolation` become settings; `-D` conditions are the caller's;
    /// warning and diagnostic-only flags are dropped; the rest are kept as they are.
    mutating func addFlags(_ flags: [String]) {
        var index = 0
        func next() -> String? {
            index += 1
            return index < flags.count ? flags[index] : nil
        }
        while index < flags.count {
            let flag = flags[index]
            switch flag {
            case "-enable-upcoming-feature": next().map { enableUpcoming($0) }
            case "-enable-experimental-feature": next().map { enableExperimental($0) }
            case "-enable-bare-slash-regex": enableUpcoming("BareSlashRegexLiterals")
            case "-swift-version": next().map { setLanguageMode($0) }
            case "-default-isolation": defaultIsolation = next()
            case "-D", "-strict-concurrency", "-Werror", "-Wwarning": _ = next()
            case "-Xfrontend":
                // A frontend flag: kept with its value, unless it is one of the above.
                guard let value = next() else { break }
                if ["-enable-upcoming-feature", "-enable-experimental-feature"].contains(value),
                   index + 2 < flags.count, flags[index + 1] == "-Xfrontend" {
                    index += 2
                    value == "-enable-upcoming-feature" ? enableUpcoming(flags[index]) : enableExperimental(flags[index])
                } else if value == "-enable-bare-slash-regex" {
                    enableUpcoming("BareSlashRegexLiterals")
                } else if !value.hasPrefix("-warn-") && !value.hasPrefix("-enable-actor-data-race-checks") {
                    otherFlags += ["-Xfrontend", value]
                }
            default:
                if flag.hasPrefix("-D") || flag.hasPrefix("-strict-concurrency=") || flag == "-warnings-as-errors"
                    || flag == "-suppress-warnings" || flag.hasPrefix("-Werror") { break }
                if flag.hasPrefix("-enable-upcoming-feature=") { enableUpcoming(String(flag.dropFirst("-enable-upcoming-feature=".count))); break }
                if flag.hasPrefix("-enable-experimental-feature=") { enableExperimental(String(flag.dropFirst("-enable-experimental-feature=".count))); break }
                otherFlags.append(flag)
            }
            index += 1
        }
    }

    /// The `swiftSettings` expressions of the generated target (``WorkspaceManifest``), less the
    /// `unsafeFlags` (``compilerFlags``), which the manifest joins with its own.
    var manifestSettings: [String] {
        let mode: String
        switch languageMode {
        case "4": mode = ".v4"
        case "4.2": mode = ".v4_2"
        default: mode = ".v5"
        }
        return [".swiftLanguageMode(\(mode))"]
            + upcomingFeatures.map { ".enableUpcomingFeature(\(swiftLiteral($0)))" }
            + experimentalFeatures.map { ".enableExperimentalFeature(\(swiftLiteral($0)))" }
    }

    /// Flags for the compiler beyond the manifest's settings (`-default-isolation`, the kept flags).
    var compilerFlags: [String] {
        (defaultIsolation.map { ["-default-isolation", $0] } ?? []) + otherFlags
    }
}
