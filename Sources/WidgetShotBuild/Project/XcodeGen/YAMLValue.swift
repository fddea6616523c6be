import Foundation
import Yams

/// A YAML document as XcodeGen reads it, with mapping order kept (target order matters): scalars,
/// sequences, mappings.
indirect enum YAMLValue {
    /// A scalar; `plain` when written unquoted (so `true`/`YES` are booleans, `"YES"` a string).
    case scalar(String, plain: Bool)
    case sequence([YAMLValue])
    case mapping([(key: String, value: YAMLValue)])

    /// Parses `text`; `file` names it in errors. An empty document is an empty mapping.
    static func parse(_ text: String, file: String) throws -> YAMLValue {
        try YAMLShapeCheck.check(text, file: file)
        let node: Node?
        do {
            node = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw ProjectReadError(file: file, line: Self.line(of: error), message: "not valid YAML: \(error)")
        } catch {
            throw ProjectReadError(file: file, message: "not valid YAML: \(error)")
        }
        guard let node else { return .mapping([]) }
        return try YAMLValue(node, file: file, depth: 0)
    }

    private init(_ node: Node, file: String, depth: Int) throws {
        // A spec nests ~6 levels; anchors cannot make cycles in a composed tree, but stay bounded.
        guard depth < 128 else { throw ProjectReadError(file: file, line: node.mark.map { $0.line }, message: "YAML nests deeper than 128 levels") }
        switch node {
        case .scalar(let scalar):
            self = .scalar(scalar.string, plain: scalar.style == .plain || scalar.style == .any)
        case .sequence(let sequence):
            self = .sequence(try sequence.map { try YAMLValue($0, file: file, depth: depth + 1) })
        case .mapping(let mapping):
            self = .mapping(try mapping.map { pair in
                guard case .scalar(let key) = pair.key else {
                    throw ProjectReadError(file: file, line: pair.key.mark.map { $0.line }, message: "a mapping key is not a string")
                }
                return (key.string, try YAMLValue(pair.value, file: file, depth: depth + 1))
            })
        }
    }

    private static func line(of error: YamlError) -> Int? {
        switch error {
        case .scanner(_, _, let mark, _), .parser(_, _, let mark, _): return mark.line
        default: return nil
        }
    }

    /// The value for `key` of a mapping.
    subscript(key: String) -> YAMLValue? {
        guard case .mapping(let pairs) = self else { return nil }
        return pairs.last { $0.key == key }?.value
    }

    /// The scalar's text.
    var string: String? {
        if case .scalar(let text, _) = self { return text }
        return nil
    }

    /// The scalar as a build-setting value: YAML booleans become `YES`/`NO` (as XcodeGen writes
    /// them), sequences are joined with spaces.
    var settingValue: String? {
        switch self {
        case .scalar(let text, let plain):
            if plain, ["true", "yes", "on"].contains(text.lowercased()) { return "YES" }
            if plain, ["false", "no", "off"].contains(text.lowercased()) { return "NO" }
            return text
        case .sequence(let items):
            return items.compactMap(\.settingValue).map { $0.contains(" ") ? "\"\($0)\"" : $0 }.joined(separator: " ")
        case .mapping:
            return nil
        }
    }

    /// The scalar as a boolean (YAML 1.1's `true`/`yes`/`on`).
    var bool: Bool? {
        guard let text = string?.lowercased() else { return nil }
        if ["true", "yes", "on"].contains(text) { return true }
        if ["false", "no", "off"].contains(text) { return false }
        return nil
    }

    /// The mapping's pairs (empty for other values).
    var pairs: [(key: String, value: YAMLValue)] {
        if case .mapping(let pairs) = self { return pairs }
        return []
    }

    /// The sequence's items; a single value is a one-item list (XcodeGen accepts either).
    var items: [YAMLValue] {
        switch self {
        case .sequence(let items): return items
        case .mapping(let pairs) where pairs.isEmpty: return []
        default: return [self]
        }
    }

    /// A property-list value (for `info: properties:`): booleans and numbers typed as YAML types them.
    var propertyListValue: Any {
        switch self {
        case .scalar(let text, let plain):
            if plain, let bool { return bool }
            if plain, let integer = Int(text) { return integer }
            if plain, text.contains("."), let double = Double(text) { return double }
            return text
        case .sequence(let items): return items.map(\.propertyListValue)
        case .mapping(let pairs): return Dictionary(pairs.map { ($0.key, $0.value.propertyListValue) }, uniquingKeysWith: { _, last in last })
        }
    }

    /// Every scalar and key with `${name}` (and `$name`) replaced by `values[name]` — XcodeGen's
    /// template placeholders (`${target_name}`, `${platform}`, `templateAttributes`).
    func substitutingPlaceholders(_ values: [String: String]) -> YAMLValue {
        func replaced(_ text: String) -> String {
            guard text.contains("$") else { return text }
            var out = text
            for (name, value) in values { out = out.replacingOccurrences(of: "${\(name)}", with: value).replacingOccurrences(of: "$\(name)", with: value) }
            return out
        }
        switch self {
        case .scalar(let text, let plain): return .scalar(replaced(text), plain: plain)
        case .sequence(let items): return .sequence(items.map { $0.substitutingPlaceholders(values) })
        case .mapping(let pairs): return .mapping(pairs.map { (replaced($0.key), $0.value.substitutingPlaceholders(values)) })
        }
    }

    /// XcodeGen's `include` merge: mappings merge key by key, sequences append, other values are
    /// replaced; a `key:REPLACE` replaces the value whole.
    func merged(over base: YAMLValue) -> YAMLValue {
        switch (base, self) {
        case (.mapping(var result), .mapping(let overlay)):
            for (rawKey, value) in overlay {
                let replace = rawKey.hasSuffix(":REPLACE")
                let key = replace ? String(rawKey.dropLast(":REPLACE".count)) : rawKey
                if let index = result.firstIndex(where: { $0.key == key }) {
                    result[index].value = replace ? value : value.merged(over: result[index].value)
                } else {
                    result.append((key, value))
                }
            }
            return .mapping(result)
        case (.sequence(let first), .sequence(let second)):
            return .sequence(first + second)
        default:
            return self
        }
    }
}
