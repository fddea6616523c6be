import Foundation

/// A target's `Info.plist` as Xcode produces it: the `INFOPLIST_FILE` read, merged with the keys
/// `GENERATE_INFOPLIST_FILE = YES` generates from `INFOPLIST_KEY_*` settings, the bundle keys
/// Xcode fills from build settings added where absent, and `$(VAR)` substituted in every string.
enum InfoPlistResolver {
    /// Bundle keys and the settings they come from (Xcode's generated Info.plist; templates write
    /// the same `$(…)` references into Info.plist files).
    static let bundleKeys: [(key: String, setting: String)] = [
        ("CFBundleIdentifier", "PRODUCT_BUNDLE_IDENTIFIER"),
        ("CFBundleName", "PRODUCT_NAME"),
        ("CFBundleExecutable", "EXECUTABLE_NAME"),
        ("CFBundleShortVersionString", "MARKETING_VERSION"),
        ("CFBundleVersion", "CURRENT_PROJECT_VERSION"),
        ("CFBundlePackageType", "PRODUCT_BUNDLE_PACKAGE_TYPE"),
        ("CFBundleDevelopmentRegion", "DEVELOPMENT_LANGUAGE"),
    ]

    /// `INFOPLIST_KEY_*` keys whose values are space-separated lists (Xcode's build-settings
    /// reference lists these as "String List").
    static let listKeys: Set<String> = [
        "UISupportedInterfaceOrientations", "UIRequiredDeviceCapabilities", "UIBackgroundModes",
        "LSApplicationQueriesSchemes", "NSUserActivityTypes", "UIAppFonts",
    ]

    /// The resolved Info.plist of a target; nil when it neither names a file nor generates one.
    /// `generated` is what a project generator writes to the `INFOPLIST_FILE` (XcodeGen's
    /// `info: properties:`), read instead of the file.
    static func resolve(infoPlistFile: URL?, generated: [String: Any]? = nil, settings: BuildSettingExpander, projectFile: String,
                        warnings: inout [BuildDiagnostic]) throws -> [String: Any]? {
        var dictionary: [String: Any] = [:]
        let generates = settings.bool("GENERATE_INFOPLIST_FILE")
        var hasFile = false
        if let generated {
            dictionary = generated
            hasFile = true
        } else if let infoPlistFile {
            if FileManager.default.fileExists(atPath: infoPlistFile.path) {
                guard let read = try OpenStepPropertyList.read(contentsOf: infoPlistFile) as? [String: Any] else {
                    throw ProjectReadError(file: infoPlistFile.path, message: "INFOPLIST_FILE is not a dictionary")
                }
                dictionary = read
                hasFile = true
            } else {
                warnings.append(BuildDiagnostic(file: projectFile, line: 0, severity: .warning,
                                                message: "INFOPLIST_FILE \(infoPlistFile.path) does not exist"))
            }
        }
        guard hasFile || generates else { return nil }
        if generates {
            for key in settings.definedKeys where key.hasPrefix("INFOPLIST_KEY_") {
                let name = String(key.dropFirst("INFOPLIST_KEY_".count))
                guard let raw = settings.value(key) else { continue }
                let (plistKey, value) = generatedEntry(name, raw)
                if let plistKey, dictionary[plistKey] == nil { dictionary[plistKey] = value }
            }
            if dictionary["CFBundleInfoDictionaryVersion"] == nil { dictionary["CFBundleInfoDictionaryVersion"] = "6.0" }
        }
        for (key, setting) in bundleKeys where dictionary[key] == nil {
            if let value = settings.value(setting), !value.isEmpty { dictionary[key] = value }
        }
        return substitute(dictionary, settings: settings) as? [String: Any]
    }

    /// The Info.plist key and value an `INFOPLIST_KEY_<name>` setting generates: `_iPad`/`_iPhone`
    /// suffixes become `~ipad`/`~iphone`, `YES`/`NO` booleans, list keys arrays, and the
    /// `…_Generation` switches the dictionaries they stand for.
    static func generatedEntry(_ name: String, _ value: String) -> (String?, Any) {
        if name.hasSuffix("_Generation") {
            guard value.uppercased() == "YES" else { return (nil, value) }
            switch name {
            case "UILaunchScreen_Generation": return ("UILaunchScreen", [String: Any]())
            case "UIApplicationSceneManifest_Generation": return ("UIApplicationSceneManifest", ["UIApplicationSupportsMultipleScenes": true])
            default: return (nil, value)
            }
        }
        var key = name
        for (suffix, device) in [("_iPad", "~ipad"), ("_iPhone", "~iphone")] where key.hasSuffix(suffix) {
            key = String(key.dropLast(suffix.count)) + device
        }
        let base = key.split(separator: "~").first.map(String.init) ?? key
        if listKeys.contains(base) { return (key, value.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)) }
        switch value {
        case "YES": return (key, true)
        case "NO": return (key, false)
        default: return (key, value)
        }
    }

    /// `value` with `$(VAR)` expanded in every string it holds.
    static func substitute(_ value: Any, settings: BuildSettingExpander) -> Any {
        switch value {
        case let string as String: return settings.expand(string)
        case let array as [Any]: return array.map { substitute($0, settings: settings) }
        case let dictionary as [String: Any]: return dictionary.mapValues { substitute($0, settings: settings) }
        default: return value
        }
    }
}
