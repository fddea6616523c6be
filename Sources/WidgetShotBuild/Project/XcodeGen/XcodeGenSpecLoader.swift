import Foundation

/// Loads an XcodeGen spec with its `include:`s merged (XcodeGen's ProjectSpec "Include": the
/// included specs in order, then the including spec on top). An included spec's paths are
/// relative to its own folder (`relativePaths`, true by default): its source, info, config-file
/// and package paths are made absolute before the merge.
enum XcodeGenSpecLoader {
    /// The merged spec of `file`.
    static func load(_ file: URL) throws -> YAMLValue {
        var visiting: [String] = []
        return try load(file, visiting: &visiting)
    }

    private static func load(_ file: URL, visiting: inout [String]) throws -> YAMLValue {
        let path = file.standardizedFileURL.path
        guard !visiting.contains(path) else {
            throw ProjectReadError(file: visiting.last ?? path, message: "include cycle: \((visiting + [path]).joined(separator: " → "))")
        }
        guard visiting.count < 16 else { throw ProjectReadError(file: path, message: "includes nest deeper than 16 specs") }
        let data = try BoundedRead.projectFile(at: URL(fileURLWithPath: path), what: "the XcodeGen spec")
        visiting.append(path)
        defer { visiting.removeLast() }
        let spec = try YAMLValue.parse(String(decoding: data, as: UTF8.self), file: path)
        guard case .mapping = spec else { throw ProjectReadError(file: path, message: "the spec is not a mapping") }
        var merged = YAMLValue.mapping([])
        for include in spec["include"]?.items ?? [] {
            let includePath = include.string ?? include["path"]?.string
            guard let includePath else { throw ProjectReadError(file: path, message: "include: an entry has no path") }
            let named = includePath.hasPrefix("/") ? URL(fileURLWithPath: includePath) : file.deletingLastPathComponent().appendingPathComponent(includePath)
            // Found as a Mac finds it: instructure/canvas-ios' Teacher spec includes
            // `Teacher/Teacher.yml`, a file committed as `Teacher/teacher.yml`.
            let url = CaseInsensitivePath.existing(named) ?? named
            var included = try load(url, visiting: &visiting)
            if include["relativePaths"]?.bool ?? true {
                included = absolutized(included, folder: url.deletingLastPathComponent())
            }
            merged = included.merged(over: merged)
        }
        let own = YAMLValue.mapping(spec.pairs.filter { $0.key != "include" })
        return own.merged(over: merged)
    }

    /// `spec` with the paths XcodeGen resolves against a spec's folder made absolute.
    static func absolutized(_ spec: YAMLValue, folder: URL) -> YAMLValue {
        func absolute(_ value: YAMLValue) -> YAMLValue {
            guard case .scalar(let text, let plain) = value, !text.hasPrefix("/"), !text.hasPrefix("$") else { return value }
            return .scalar(folder.appendingPathComponent(text).standardizedFileURL.path, plain: plain)
        }
        func mapValues(_ value: YAMLValue, _ transform: (String, YAMLValue) -> YAMLValue) -> YAMLValue {
            guard case .mapping(let pairs) = value else { return value }
            return .mapping(pairs.map { ($0.key, transform($0.key, $0.value)) })
        }
        func source(_ value: YAMLValue) -> YAMLValue {
            if value.string != nil { return absolute(value) }
            return mapValues(value) { key, inner in key == "path" ? absolute(inner) : inner }
        }
        func target(_ value: YAMLValue) -> YAMLValue {
            mapValues(value) { key, inner in
                switch key {
                case "sources": return inner.string != nil ? source(inner) : .sequence(inner.items.map(source))
                case "configFiles": return mapValues(inner) { _, path in absolute(path) }
                case "info", "entitlements": return mapValues(inner) { key, path in key == "path" ? absolute(path) : path }
                default: return inner
                }
            }
        }
        return mapValues(spec) { key, value in
            switch key {
            case "targets", "targetTemplates": return mapValues(value) { _, spec in target(spec) }
            case "configFiles": return mapValues(value) { _, path in absolute(path) }
            case "packages": return mapValues(value) { _, package in mapValues(package) { key, path in key == "path" ? absolute(path) : path } }
            default: return value
            }
        }
    }
}
