import Foundation

/// A package target written in C, C++, Objective-C or assembly (GzipSwift's `system-zlib`: an
/// `anchor.c` and an `include/module.modulemap` over the system's zlib), generated as a C target
/// of the generated package: its files copied unchanged to the same paths, its `sources:`,
/// `publicHeadersPath:` and C/C++/linker settings declared as its manifest declares them. It gets
/// no Swift file (no previews registry: SwiftPM would make it a Swift module) and no dependency
/// on WidgetShot; what imports it sees its module — the custom module map's, or SwiftPM's
/// umbrella module named by ``SwiftPMName/c99name(_:)``.
enum CLanguageTarget {
    /// The extensions SwiftPM compiles with Clang (its `SupportedLanguageExtension`: C, C++,
    /// Objective-C(++), assembly).
    static let sourceExtensions: Set<String> = ["c", "m", "mm", "cc", "cpp", "cxx", "c++", "s", "S"]

    /// Whether `target` is a C-language target: a regular target whose sources hold no Swift file
    /// and at least one C-family file (SwiftPM decides a target's language by its files too).
    static func isCLanguage(_ target: PackageDump.Target, in package: PackageDump) -> Bool {
        guard target.type == "regular", package.swiftFiles(of: target).isEmpty else { return false }
        return files(of: target).keys.contains { sourceExtensions.contains(($0 as NSString).pathExtension) }
    }

    /// The Objective-C files (`.m`, `.mm`) of a C-language target, by path relative to its folder,
    /// sorted. On Linux they cannot compile on any route: they import Apple's Objective-C
    /// Foundation (`<Foundation/Foundation.h>`; SwiftPM's resource accessor for the target does
    /// too) and need its runtime, neither of which exists here (LoopCaregiver's Base32 stopped on
    /// `'Foundation/Foundation.h' file not found`).
    static func objectiveCFiles(of target: PackageDump.Target) -> [String] {
        files(of: target).keys.filter { ["m", "mm"].contains(($0 as NSString).pathExtension) }.sorted()
    }

    /// Why an Objective-C target stops the build, with what to do.
    static func objectiveCMessage(target: String, files: [String], identity: String) -> String {
        let shown = files.prefix(3).joined(separator: ", ") + (files.count > 3 ? ", …" : "")
        return "the target \(target) is written in Objective-C (\(shown)), which needs Apple's Objective-C Foundation and runtime: "
            + "Linux has neither, so no build route can compile it. Give WidgetShot a Swift version of what the app calls: --override-package \(identity)=DIR"
    }

    /// Every file of the target's folder a build may read (sources, headers, module maps), by path
    /// relative to the folder: hidden files, `exclude:`d paths and resources left out.
    static func files(of target: PackageDump.Target) -> [String: Data] {
        let fm = FileManager.default
        let base = target.folder.standardizedFileURL.path
        let skipped = (target.exclude + target.resources).map { target.folder.appendingPathComponent($0).standardizedFileURL.path }
        var files: [String: Data] = [:]
        guard let walker = fm.enumerator(at: target.folder, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles]) else { return files }
        for case let url as URL in walker {
            let path = url.standardizedFileURL.path
            if skipped.contains(where: { path == $0 || path.hasPrefix($0 + "/") }) {
                walker.skipDescendants()
                continue
            }
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true, path.hasPrefix(base + "/"),
                  let data = fm.contents(atPath: path) else { continue }
            files[String(path.dropFirst(base.count + 1))] = data
        }
        return files
    }

    /// What the generated manifest declares for `target` beyond its name, path and dependencies.
    static func declaration(of target: PackageDump.Target) -> ClangTargetDeclaration {
        var declaration = ClangTargetDeclaration(sources: target.sources, publicHeadersPath: target.publicHeadersPath)
        for setting in target.clangSettings {
            guard let expression = expression(for: setting, target: target) else { continue }
            switch setting.tool {
            case "c": declaration.cSettings.append(expression)
            case "cxx": declaration.cxxSettings.append(expression)
            case "linker": declaration.linkerSettings.append(expression)
            default: continue
            }
        }
        return declaration
    }

    /// The `PackageDescription` expression of one setting (`.headerSearchPath("inner")`), with
    /// its `.when(…)` condition; nil for a kind `PackageDescription` does not have for the tool.
    static func expression(for setting: PackageDump.ClangSetting, target: PackageDump.Target) -> String? {
        let condition = self.condition(setting)
        let suffix = condition.map { ", \($0)" } ?? ""
        switch setting.kind {
        case "headerSearchPath":
            guard let path = setting.values.first else { return nil }
            // A path that leaves the target's folder reads headers that were not copied: the
            // original folder's, by an absolute `-I` (the generated package is the root package,
            // where SwiftPM accepts `unsafeFlags`).
            let resolved = target.folder.appendingPathComponent(path).standardizedFileURL.path
            if !(resolved == target.folder.standardizedFileURL.path || resolved.hasPrefix(target.folder.standardizedFileURL.path + "/")) {
                return ".unsafeFlags([\(swiftLiteral("-I"  + resolved))]\(suffix))"
            }
            return ".headerSearchPath(\(swiftLiteral(path))\(suffix))"
        case "define":
            guard let value = setting.values.first else { return nil }
            // dump-package writes `.define("A", to: "1")` as "A=1".
            if let equals = value.firstIndex(of: "=") {
                return ".define(\(swiftLiteral(String(value[..<equals]))), to: \(swiftLiteral(String(value[value.index(after: equals)...])))\(suffix))"
            }
            return ".define(\(swiftLiteral(value))\(suffix))"
        case "unsafeFlags":
            return ".unsafeFlags([\(setting.values.map(swiftLiteral).joined(separator: ", "))]\(suffix))"
        case "linkedLibrary", "linkedFramework":
            // SwiftPM ignores a linked framework on platforms without frameworks (Linux).
            guard setting.tool == "linker", let value = setting.values.first else { return nil }
            return ".\(setting.kind)(\(swiftLiteral(value))\(suffix))"
        default:
            return nil
        }
    }

    /// `.when(platforms: [.linux, .iOS], configuration: .debug)`, or nil when unconditional.
    static func condition(_ setting: PackageDump.ClangSetting) -> String? {
        var parts: [String] = []
        if !setting.platforms.isEmpty {
            parts.append("platforms: [\(setting.platforms.map(platformExpression).joined(separator: ", "))]")
        }
        if let configuration = setting.configuration, ["debug", "release"].contains(configuration) {
            parts.append("configuration: .\(configuration)")
        }
        return parts.isEmpty ? nil : ".when(\(parts.joined(separator: ", ")))"
    }

    /// `PackageDescription.Platform` for one of dump-package's platform names.
    static func platformExpression(_ name: String) -> String {
        let known = ["macos": "macOS", "maccatalyst": "macCatalyst", "ios": "iOS", "tvos": "tvOS", "watchos": "watchOS",
                     "visionos": "visionOS", "driverkit": "driverKit", "linux": "linux", "windows": "windows",
                     "android": "android", "wasi": "wasi", "openbsd": "openbsd"]
        return known[name.lowercased()].map { ".\($0)" } ?? ".custom(\(swiftLiteral(name)))"
    }
}

/// The parts of a C-language target's declaration in the generated manifest.
struct ClangTargetDeclaration: Codable, Equatable {
    /// `sources:` (paths relative to the target's folder, kept by the copy), nil for all.
    var sources: [String]?
    /// `publicHeadersPath:` (nil: SwiftPM's `include`).
    var publicHeadersPath: String?
    var cSettings: [String] = []
    var cxxSettings: [String] = []
    var linkerSettings: [String] = []
}

/// SwiftPM's names for targets.
enum SwiftPMName {
    /// The module name SwiftPM gives a target (its `c99name`): every character that cannot be in
    /// a C99 extended identifier becomes `_`, and a leading digit gets a `_` before it
    /// (swift-tools-support-core's `String.spm_mangledToC99ExtendedIdentifier()`: `system-zlib`
    /// → `system_zlib`). Non-ASCII letters are kept (C99's Annex D admits the letters of most
    /// scripts; its exact ranges are not repeated here).
    static func c99name(_ name: String) -> String {
        var result = String(String.UnicodeScalarView(name.unicodeScalars.map { scalar -> Unicode.Scalar in
            let v = scalar.value
            let ascii = (0x41...0x5A).contains(v) || (0x61...0x7A).contains(v) || (0x30...0x39).contains(v) || v == 0x5F
            if ascii { return scalar }
            return v > 0x7F && scalar.properties.isAlphabetic ? scalar : "_"
        }))
        if let first = result.unicodeScalars.first, (0x30...0x39).contains(first.value) { result = "_" + result }
        return result
    }
}
