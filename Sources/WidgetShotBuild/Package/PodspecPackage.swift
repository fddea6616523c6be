import Foundation

/// A CocoaPods pod's own folder read as a Swift package: its `.podspec` (the Ruby DSL) or
/// `.podspec.json` says the pod's name, module and `source_files`, which become one library
/// target and product named as the module CocoaPods builds. This is how `--override-package
/// MODULE=DIR` takes a pod's repository that has no `Package.swift` (bd452/swift-vibrant, the pod
/// rainbow-me/rainbow's price widget imports as `swift_vibrant`).
///
/// Read: `name`, `module_name`, `source_files` and `exclude_files` (the spec's own and its `ios.`
/// ones; a string or a list of globs with `*`, `**` and `{a,b}`), and `dependency` (another pod,
/// which this build cannot fetch: an error naming it). Only the Swift files among the sources
/// compile; Objective-C and C sources are named in an error, as the pod then is not Swift.
enum PodspecPackage {
    /// What a podspec says that the build needs.
    struct Spec: Equatable {
        var name: String
        var moduleName: String?
        var sourceFiles: [String] = []
        var excludeFiles: [String] = []
        var dependencies: [String] = []
    }

    /// The podspec in `folder` (`NAME.podspec`, else `NAME.podspec.json`), if there is one.
    static func podspec(in folder: URL) -> URL? {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let pick = names.sorted().first { $0.hasSuffix(".podspec") } ?? names.sorted().first { $0.hasSuffix(".podspec.json") }
        return pick.map { folder.appendingPathComponent($0) }
    }

    /// The package the pod in `folder` is, described by its podspec at `podspec`.
    static func dump(folder: URL, podspec: URL) throws -> PackageDump {
        let text = try String(contentsOf: podspec, encoding: .utf8)
        let spec = try podspec.pathExtension == "json" ? parseJSON(text, file: podspec) : parseRuby(text)
        let module = spec.moduleName ?? Podfile.moduleName(ofPod: spec.name)
        func fail(_ message: String) -> ExtensionBuildError { .packageError(module, "\(podspec.path): \(message)") }
        guard spec.dependencies.isEmpty else {
            throw fail("the pod \(spec.name) depends on the pods \(spec.dependencies.joined(separator: ", ")), which WidgetShot cannot fetch; "
                       + "stand a Swift package with them in for it instead")
        }
        guard !spec.sourceFiles.isEmpty else { throw fail("the podspec names no source_files") }
        let files = try sourceFiles(in: folder, including: spec.sourceFiles, excluding: spec.excludeFiles)
        let foreign = files.filter { ["m", "mm", "c", "cc", "cpp"].contains(($0 as NSString).pathExtension.lowercased()) }
        guard foreign.isEmpty else {
            throw fail("the pod \(spec.name) compiles Objective-C or C sources (\(foreign.prefix(3).joined(separator: ", "))), which a Linux "
                       + "Swift build cannot; stand a Swift package in for it instead")
        }
        let swift = files.filter { $0.hasSuffix(".swift") }
        guard !swift.isEmpty else { throw fail("source_files \(spec.sourceFiles.joined(separator: ", ")) match no Swift file in \(folder.path)") }
        let target = PackageDump.Target(name: module, type: "regular", folder: folder.standardizedFileURL, sources: swift, exclude: [],
                                        resources: [], dependencies: [], defines: [])
        var dump = PackageDump(name: module, folder: folder.standardizedFileURL, targets: [target], products: [module: [module]], dependencies: [])
        dump.toolsVersion = "5.0.0"   // a pod's Swift is Swift 5 (`swift_version`), not the Swift 6 language mode
        return dump
    }

    /// The files of `folder` (relative paths, sorted) that a `source_files` glob matches and no
    /// `exclude_files` glob does.
    static func sourceFiles(in folder: URL, including patterns: [String], excluding excluded: [String]) throws -> [String] {
        let include = try patterns.map(XcodeGenGlob.init)
        let exclude = try excluded.map(XcodeGenGlob.init)
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles]) else { return [] }
        let root = folder.standardizedFileURL.path + "/"
        var result: [String] = []
        for case let url as URL in walker {
            let path = url.standardizedFileURL.path
            guard path.hasPrefix(root), (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            let relative = String(path.dropFirst(root.count))
            if include.contains(where: { $0.matches(relative) }), !exclude.contains(where: { $0.matches(relative) }) { result.append(relative) }
        }
        return result.sorted()
    }

    /// A Ruby podspec's `Pod::Spec.new do |s| … end`: `s.name = '…'`, `s.source_files = '…'` or
    /// `= ['…', '…']`, `s.ios.source_files`, `s.dependency '…'` (a subspec's lines count too).
    static func parseRuby(_ text: String) -> Spec {
        var spec = Spec(name: "")
        for raw in text.split(separator: "\n") {
            let line = raw.trimmingCharacters(in: .whitespaces)
            guard !line.hasPrefix("#"), let dot = line.firstIndex(of: ".") else { continue }
            // `s.ios.source_files` → `source_files`; the receiver's name is the block's (`s`, `spec`).
            var attribute = line[line.index(after: dot)...]
            if attribute.hasPrefix("ios.") { attribute = attribute.dropFirst(4) }
            let key = String(attribute.prefix { $0.isLetter || $0 == "_" })
            let value = attribute.dropFirst(key.count).trimmingCharacters(in: .whitespaces)
            let strings = quotedStrings(in: value.hasPrefix("=") ? String(value.dropFirst()) : value)
            switch key {
            case "name" where value.hasPrefix("="): spec.name = strings.first ?? spec.name
            case "module_name" where value.hasPrefix("="): spec.moduleName = strings.first
            case "source_files" where value.hasPrefix("="): spec.sourceFiles += strings
            case "exclude_files" where value.hasPrefix("="): spec.excludeFiles += strings
            case "dependency": if let name = strings.first { spec.dependencies.append(name) }
            default: continue
            }
        }
        return spec
    }

    /// A `.podspec.json` (the form CocoaPods' trunk keeps).
    static func parseJSON(_ text: String, file: URL) throws -> Spec {
        guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], let name = object["name"] as? String else {
            throw ExtensionBuildError.packageError(file.lastPathComponent, "\(file.path): not a podspec (no \"name\")")
        }
        func strings(_ value: Any?) -> [String] { (value as? String).map { [$0] } ?? (value as? [String]) ?? [] }
        let ios = object["ios"] as? [String: Any] ?? [:]
        return Spec(name: name, moduleName: object["module_name"] as? String,
                    sourceFiles: strings(object["source_files"]) + strings(ios["source_files"]),
                    excludeFiles: strings(object["exclude_files"]) + strings(ios["exclude_files"]),
                    dependencies: ((object["dependencies"] as? [String: Any]) ?? [:]).keys.sorted())
    }

    /// The single- and double-quoted strings of a Ruby value, in order.
    private static func quotedStrings(in value: String) -> [String] {
        var result: [String] = []
        var current: String?
        var quote: Character = "'"
        for character in value {
            if var open = current {
                if character == quote { result.append(open); current = nil } else { open.append(character); current = open }
            } else if character == "'" || character == "\"" {
                quote = character
                current = ""
            } else if character == "#" {
                break
            }
        }
        return result
    }
}
