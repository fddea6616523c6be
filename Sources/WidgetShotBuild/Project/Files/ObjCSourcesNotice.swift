import Foundation

/// Says what a target's Objective-C, C and C++ sources mean for its Linux build. Xcode compiles
/// them with the target's Swift and its bridging header (`SWIFT_OBJC_BRIDGING_HEADER`) hands
/// their declarations to every Swift file; WidgetShot compiles Swift only, so a Swift file using
/// one fails with "cannot find 'Config' in scope" and nothing more to go by
/// (guardianproject/orbot-apple's status widget compiles `Shared/Config.m`, whose `Config` class
/// `Orbot-Bridging-Header.h` imports). The warning names the files and, when a bridging header
/// imports their headers, the classes and protocols that will be missing.
enum ObjCSourcesNotice {
    /// The file extensions of sources Xcode compiles with Clang.
    static let extensions: Set<String> = ["m", "mm", "c", "cc", "cpp", "cxx"]

    /// The warning for `target`'s foreign `sources` (nil when it has none).
    static func message(target: String, sources: [URL], bridgingHeader: URL?, projectFolder: URL) -> String? {
        guard !sources.isEmpty else { return nil }
        let shown = sources.prefix(3).map { relative($0, to: projectFolder) }.joined(separator: ", ") + (sources.count > 3 ? ", …" : "")
        var text = "target \(target) compiles Objective-C or C sources (\(shown)), which WidgetShot does not compile: it builds the target's Swift files only"
        if let header = bridgingHeader {
            let names = declaredNames(importedBy: header)
            if !names.isEmpty {
                text += ", so what the bridging header \(relative(header, to: projectFolder)) brings to Swift from them (\(names.prefix(6).joined(separator: ", "))"
                    + "\(names.count > 6 ? ", …" : "")) will not be found"
                return text
            }
        }
        return text + ", so Swift code using what they declare will not compile"
    }

    /// The classes and protocols (`@interface Config : NSObject`, `@protocol Delegate`) declared by
    /// the project headers `header` imports with quotes (and by `header` itself), in order.
    static func declaredNames(importedBy header: URL) -> [String] {
        guard let text = try? String(contentsOf: header, encoding: .utf8) else { return [] }
        var files = [header]
        let quoted = try! NSRegularExpression(pattern: #"^\s*#\s*(?:import|include)\s*"([^"]+\.h)""#, options: [.anchorsMatchLines])
        for match in quoted.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            guard let range = Range(match.range(at: 1), in: text) else { continue }
            let named = header.deletingLastPathComponent().appendingPathComponent(String(text[range]))
            if let found = CaseInsensitivePath.existing(named) { files.append(found) }
        }
        let declaration = try! NSRegularExpression(pattern: #"^\s*@(?:interface|protocol)\s+([A-Za-z_][A-Za-z0-9_]*)\b(?!\s*[(;])"#, options: [.anchorsMatchLines])
        var names: [String] = []
        for file in files {
            guard let source = try? String(contentsOf: file, encoding: .utf8) else { continue }
            for match in declaration.matches(in: source, range: NSRange(source.startIndex..., in: source)) {
                guard let range = Range(match.range(at: 1), in: source) else { continue }
                let name = String(source[range])
                if !names.contains(name) { names.append(name) }
            }
        }
        return names
    }

    private static func relative(_ url: URL, to folder: URL) -> String {
        let path = url.standardizedFileURL.path, base = folder.standardizedFileURL.path + "/"
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }
}
