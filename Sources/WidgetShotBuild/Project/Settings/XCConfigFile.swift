import Foundation

/// A `.xcconfig` file's assignments, `#include`s followed in place (Xcode's "Build configuration
/// files": `KEY = value`, `KEY[sdk=iphoneos*][config=Debug] = value`, `#include "Other.xcconfig"`,
/// `#include? "Optional.xcconfig"`, `//` comments).
///
/// Conditional assignments are kept when every condition matches the build WidgetShot stands for:
/// the Debug configuration, the iOS simulator SDK, arm64.
enum XCConfigFile {
    /// What conditions `[sdk=…]`, `[config=…]`, `[arch=…]` are matched against.
    static let conditionValues = ["sdk": "iphonesimulator", "config": "Debug", "arch": "arm64", "variant": "normal"]

    /// The assignments of `file` in order (included files' where their `#include` is).
    /// Missing included files are reported in `warnings`; `#include?` ones are skipped silently.
    /// A relative `#include` is looked up beside the including file, then in `projectFolder`
    /// (the project's `SRCROOT`), as Xcode finds it: getsentry/sentry-cocoa's
    /// `Samples/Shared/Config/Deployment.xcconfig` includes `../../Sources/Configuration/…`,
    /// which exists only from its projects' folder (`Samples/<sample>/`).
    static func assignments(of file: URL, projectFolder: URL? = nil, warnings: inout [BuildDiagnostic]) throws -> [BuildSettingExpander.Assignment] {
        var missingPods: [MissingPod] = []
        return try assignments(of: file, projectFolder: projectFolder, warnings: &warnings, missingPods: &missingPods)
    }

    /// The same, also giving the pods of a CocoaPods configuration an `#include` names but `pod
    /// install` never wrote (themuzzleflare/Provenance's `Widgets.debug.xcconfig`).
    static func assignments(of file: URL, projectFolder: URL? = nil, warnings: inout [BuildDiagnostic],
                            missingPods: inout [MissingPod]) throws -> [BuildSettingExpander.Assignment] {
        var visiting: [String] = []
        return try read(file, line: 0, projectFolder: projectFolder, warnings: &warnings, missingPods: &missingPods, visiting: &visiting)
    }

    private static func read(_ file: URL, line includeLine: Int, projectFolder: URL?, warnings: inout [BuildDiagnostic],
                             missingPods: inout [MissingPod], visiting: inout [String]) throws -> [BuildSettingExpander.Assignment] {
        let path = file.standardizedFileURL.path
        guard !visiting.contains(path) else {
            throw ProjectReadError(file: visiting.last ?? path, line: includeLine, message: "#include cycle: \((visiting + [path]).joined(separator: " → "))")
        }
        // Real include chains are a few files deep (CocoaPods: 2–3).
        guard visiting.count < 32 else { throw ProjectReadError(file: path, message: "#include nests deeper than 32 files") }
        let data = try BoundedRead.projectFile(at: URL(fileURLWithPath: path), what: "the configuration file")
        visiting.append(path)
        defer { visiting.removeLast() }
        var result: [BuildSettingExpander.Assignment] = []
        let text = String(decoding: data, as: UTF8.self)
        for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let lineNumber = offset + 1
            var line = String(rawLine).trimmingCharacters(in: .whitespacesAndNewlines)
            if line.hasPrefix("#include") {
                let optional = line.hasPrefix("#include?")
                guard let open = line.firstIndex(of: "\""), let close = line[line.index(after: open)...].firstIndex(of: "\"") else {
                    throw ProjectReadError(file: path, line: lineNumber, message: "#include needs a quoted path")
                }
                let included = String(line[line.index(after: open)..<close])
                // `<DEVELOPER_DIR>/…` names files of Xcode itself, which do not exist here.
                if included.hasPrefix("<") { continue }
                let named = included.hasPrefix("/") ? URL(fileURLWithPath: included) : file.deletingLastPathComponent().appendingPathComponent(included)
                let fromProject = included.hasPrefix("/") ? nil : projectFolder.map { $0.appendingPathComponent(included) }
                let target = CaseInsensitivePath.existing(named) ?? fromProject.flatMap(CaseInsensitivePath.existing) ?? named
                if !FileManager.default.fileExists(atPath: target.path) {
                    if !optional {
                        let missing = "#include \"\(included)\": no file at \(target.standardizedFileURL.path)"
                        let pods = CocoaPodsNotice.message(forMissing: target, projectFolder: file.deletingLastPathComponent())
                        missingPods += CocoaPodsNotice.missingPods(forMissing: target, projectFolder: file.deletingLastPathComponent())
                        warnings.append(BuildDiagnostic(file: path, line: lineNumber, severity: .warning,
                                                        message: pods.map { "\(missing): \($0)" } ?? missing))
                    }
                    continue
                }
                result += try read(target, line: lineNumber, projectFolder: projectFolder, warnings: &warnings, missingPods: &missingPods, visiting: &visiting)
                continue
            }
            if let comment = line.range(of: "//") { line = String(line[..<comment.lowerBound]).trimmingCharacters(in: .whitespaces) }
            if line.isEmpty { continue }
            // The `=` after the key and its `[condition=value]`s (which hold `=`s of their own).
            var cursor = line.startIndex
            while cursor < line.endIndex, line[cursor] != "=", line[cursor] != "[" { cursor = line.index(after: cursor) }
            while cursor < line.endIndex, line[cursor] == "[" {
                guard let close = line[cursor...].firstIndex(of: "]") else { break }
                cursor = line.index(after: close)
                while cursor < line.endIndex, line[cursor] == " " { cursor = line.index(after: cursor) }
            }
            guard cursor < line.endIndex, line[cursor] == "=" else {
                throw ProjectReadError(file: path, line: lineNumber, message: "expected 'KEY = value', found \"\(line)\"")
            }
            let equals = cursor
            var key = line[..<equals].trimmingCharacters(in: .whitespaces)
            var value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            if value.hasSuffix(";") { value.removeLast() }
            if let bracket = key.firstIndex(of: "[") {
                let conditions = String(key[bracket...])
                key = String(key[..<bracket]).trimmingCharacters(in: .whitespaces)
                guard conditionsMatch(conditions) else { continue }
            }
            guard !key.isEmpty, key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
                throw ProjectReadError(file: path, line: lineNumber, message: "\"\(key)\" is not a build setting name")
            }
            result.append(.init(key: key, value: value))
        }
        return result
    }

    /// Whether `[name=pattern][name=pattern]…` all match ``conditionValues`` (`*` globs).
    static func conditionsMatch(_ conditions: String) -> Bool {
        for part in conditions.split(separator: "[") {
            let condition = part.trimmingCharacters(in: CharacterSet(charactersIn: "] "))
            guard let equals = condition.firstIndex(of: "=") else { continue }
            let name = String(condition[..<equals])
            let pattern = String(condition[condition.index(after: equals)...])
            guard let actual = conditionValues[name] else { return false }
            if !globMatches(pattern, actual) { return false }
        }
        return true
    }

    /// `*`-glob matching, as Xcode's setting conditions use.
    static func globMatches(_ pattern: String, _ text: String) -> Bool {
        let pieces = pattern.split(separator: "*", omittingEmptySubsequences: false).map(String.init)
        guard pieces.count > 1 else { return pattern == text }
        var rest = Substring(text)
        guard rest.hasPrefix(pieces[0]) else { return false }
        rest = rest.dropFirst(pieces[0].count)
        for piece in pieces.dropFirst().dropLast() where !piece.isEmpty {
            guard let range = rest.range(of: piece) else { return false }
            rest = rest[range.upperBound...]
        }
        return rest.hasSuffix(pieces.last!)
    }
}
