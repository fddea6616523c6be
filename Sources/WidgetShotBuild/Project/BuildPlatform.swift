/// The Apple platform a widget extension is built for, as far as WidgetShot tells them apart:
/// iOS (iPhone, iPad; also multiplatform targets), or watchOS (a watch app's widget extension,
/// `SDKROOT = watchos`). It decides `#if os(…)` in the transformed sources and which
/// `.when(platforms:)` settings of a package apply.
enum BuildPlatform: String, Equatable {
    case iOS
    case watchOS

    /// The platform's name in `os(…)` conditions.
    var conditionName: String { rawValue }

    /// What the cache's package folder of this platform's builds adds to its name (nil: iOS, the
    /// first and usual platform, keeps the plain name).
    var workspaceSuffix: String? { self == .iOS ? nil : rawValue.lowercased() }

    /// The platform's name in `swift package dump-package` conditions (`ios`, `watchos`).
    var packageName: String { rawValue.lowercased() }
}
