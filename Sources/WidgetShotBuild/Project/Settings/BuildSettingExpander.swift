import Foundation

/// Build settings in Xcode's precedence (lowest first: built-in defaults, the project's `.xcconfig`,
/// the project's settings, the target's `.xcconfig`, the target's settings), and their values with
/// `$(VAR)`, `${VAR}`, `$(inherited)` and operators such as `$(VAR:rfc1034identifier)` expanded.
///
/// An assignment's `$(inherited)` — or a reference to the setting itself — is the value of the
/// same setting below it (for `.xcconfig`s, the earlier assignment, including `#include`d files). A reference to an undefined setting expands to
/// the empty string and is reported once (``undefinedReferences``).
final class BuildSettingExpander {
    /// One assignment `KEY = value` from a layer, in order.
    struct Assignment {
        var key: String
        var value: String
    }

    private var assignments: [String: [String]] = [:]
    private var cache: [String: String] = [:]
    /// Settings that were referenced but defined nowhere, in the order first met.
    private(set) var undefinedReferences: [String] = []
    /// Settings known to be undefined without a warning (no value exists outside a real build).
    private let quietlyEmpty: Set<String>

    /// `layers` lowest precedence first; later assignments of a key override earlier ones.
    init(layers: [[Assignment]], quietlyEmpty: Set<String> = []) {
        for layer in layers {
            for assignment in layer { assignments[assignment.key, default: []].append(assignment.value) }
        }
        self.quietlyEmpty = quietlyEmpty
    }

    /// Every setting defined in any layer.
    var definedKeys: [String] { assignments.keys.sorted() }

    /// Whether any layer defines `key`.
    func isDefined(_ key: String) -> Bool { assignments[key] != nil }

    /// The expanded value of `key`, nil when no layer defines it.
    func value(_ key: String) -> String? {
        guard let chain = assignments[key] else { return nil }
        return value(key, level: chain.count - 1, depth: 0)
    }

    /// `text` with every reference expanded.
    func expand(_ text: String) -> String { expand(text, key: nil, level: 0, depth: 0) }

    /// The values of a YES/NO setting.
    func bool(_ key: String) -> Bool {
        guard let value = value(key)?.uppercased() else { return false }
        return value == "YES" || value == "TRUE" || value == "1"
    }

    private func value(_ key: String, level: Int, depth: Int) -> String {
        let cacheKey = "\(key)#\(level)"
        if let cached = cache[cacheKey] { return cached }
        guard let chain = assignments[key], level >= 0, level < chain.count else { return "" }
        let result = expand(chain[level], key: key, level: level, depth: depth + 1)
        cache[cacheKey] = result
        return result
    }

    /// Expands `$(…)`/`${…}` in `text`; `key`/`level` say which assignment the text is, for `$(inherited)`.
    private func expand(_ text: String, key: String?, level: Int, depth: Int) -> String {
        // Real settings nest references a few levels; a cycle (A = $(B), B = $(A)) stops here.
        guard depth < 32 else { return "" }
        guard text.contains("$") else { return text }
        var result = ""
        var scalars = Array(text.unicodeScalars)[...]
        while let first = scalars.first {
            guard first == "$", scalars.count >= 2 else { result.unicodeScalars.append(first); scalars.removeFirst(); continue }
            let open = scalars[scalars.index(after: scalars.startIndex)]
            guard open == "(" || open == "{" else {
                // `$NAME` without brackets (accepted by Xcode for simple names).
                let rest = scalars.dropFirst()
                let name = rest.prefix { $0.properties.isAlphabetic && $0.isASCII || $0 == "_" || ("0"..."9").contains($0) }
                if name.isEmpty || !(name.first!.properties.isAlphabetic || name.first! == "_") {
                    result.unicodeScalars.append(first)
                    scalars.removeFirst()
                } else {
                    result += reference(String(String.UnicodeScalarView(name)), key: key, level: level, depth: depth)
                    scalars = rest.dropFirst(name.count)
                }
                continue
            }
            let close: Unicode.Scalar = open == "(" ? ")" : "}"
            // Find the matching bracket (references nest: $(VAR_$(CONFIGURATION))).
            var nesting = 0
            var end: Array<Unicode.Scalar>.Index?
            var i = scalars.index(scalars.startIndex, offsetBy: 2)
            while i < scalars.endIndex {
                if scalars[i] == "(" || scalars[i] == "{" { nesting += 1 }
                if scalars[i] == ")" || scalars[i] == "}" {
                    if nesting == 0, scalars[i] == close { end = i; break }
                    nesting -= 1
                }
                i += 1
            }
            guard let end else { result.unicodeScalars.append(contentsOf: scalars); break }
            let inner = String(String.UnicodeScalarView(scalars[scalars.index(scalars.startIndex, offsetBy: 2)..<end]))
            result += reference(expand(inner, key: key, level: level, depth: depth + 1), key: key, level: level, depth: depth)
            scalars = scalars[(end + 1)...]
        }
        return result
    }

    /// The value of `NAME` or `NAME:op:op=arg`.
    private func reference(_ spec: String, key: String?, level: Int, depth: Int) -> String {
        var parts = spec.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        let name = parts.removeFirst()
        var value: String
        if name.isEmpty {
            // `$()` is the empty string: xcconfig files write `https:/$()/host` so `//` is no comment.
            value = ""
        } else if name == "inherited" || name == key {
            // A setting that names itself (`APP_GROUP_ID = $(APP_GROUP_ID)`, `OTHER_LDFLAGS =
            // $(OTHER_LDFLAGS) -ObjC`) means the value below it, as `$(inherited)` does in Xcode
            // (creepymonster/GlucoseDirect's targets; it used to expand to nothing).
            value = key.map { self.value($0, level: level - 1, depth: depth + 1) } ?? ""
        } else if assignments[name] != nil {
            value = self.value(name, level: assignments[name]!.count - 1, depth: depth + 1)
        } else {
            value = ""
            let hasDefault = parts.contains { $0.hasPrefix("default=") }
            if !hasDefault, !quietlyEmpty.contains(name), !undefinedReferences.contains(name) { undefinedReferences.append(name) }
        }
        for operation in parts { value = Self.apply(operation, to: value) }
        return value
    }

    /// Xcode's build-setting operators (Xcode Help, "Build settings reference": `$(VAR:op)`).
    static func apply(_ operation: String, to value: String) -> String {
        if operation.hasPrefix("default=") { return value.isEmpty ? String(operation.dropFirst("default=".count)) : value }
        switch operation {
        case "rfc1034identifier": return rfc1034Identifier(value)
        case "c99extidentifier", "identifier": return c99Identifier(value)
        case "lower": return value.lowercased()
        case "upper": return value.uppercased()
        case "base": return ((value as NSString).lastPathComponent as NSString).deletingPathExtension
        case "file": return (value as NSString).lastPathComponent
        case "dir": return (value as NSString).deletingLastPathComponent
        case "suffix": let ext = (value as NSString).pathExtension; return ext.isEmpty ? "" : "." + ext
        case "standardizepath": return (value as NSString).standardizingPath
        case "quote": return value.contains(" ") ? "\"\(value)\"" : value
        default: return value
        }
    }

    /// `$(VAR:rfc1034identifier)`: characters other than letters, digits, `-` and `.` become `-`.
    static func rfc1034Identifier(_ value: String) -> String {
        String(String.UnicodeScalarView(value.unicodeScalars.map { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == ".") ? scalar : "-"
        }))
    }

    /// `$(VAR:c99extidentifier)`: characters other than letters, digits and `_` become `_`, and a
    /// leading digit is prefixed with `_` (how Xcode makes `PRODUCT_MODULE_NAME` from `PRODUCT_NAME`).
    static func c99Identifier(_ value: String) -> String {
        var result = String(String.UnicodeScalarView(value.unicodeScalars.map { scalar in
            (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_") ? scalar : "_"
        }))
        if let first = result.unicodeScalars.first, ("0"..."9").contains(first) { result = "_" + result }
        return result
    }
}
