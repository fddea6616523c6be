import Foundation

/// SwiftUI's `@Entry` macro (iOS 18) on an `EnvironmentValues` extension, rewritten on its line
/// (no macro plug-in on Linux) to Apple's expansion: a computed property reading and writing a
/// private `EnvironmentKey` whose `defaultValue` is the declared initial value.
///
/// ```swift
/// extension EnvironmentValues {
///     @Entry var accent: Color = .blue
/// }
/// // the line becomes
///     var accent: Color { get { self[__Key_accent.self] } set { self[__Key_accent.self] = newValue } }; private struct __Key_accent: EnvironmentKey { static var defaultValue: Color { .blue } }
/// ```
///
/// An optional without an initial value defaults to `nil`, as with the macro. Without a type
/// annotation (`@Entry var config = Config()`, which the macro accepts), the key's `defaultValue`
/// is a stored `static let` whose type Swift infers (so the value is made once, on first read,
/// where the macro's getter makes it on each read: the same for values, one shared instance for
/// a class), and the property is declared as `__Key_config.Value`; that key has the property's
/// access level (a public property cannot name a private type; in a `public extension` both
/// are public). The declaration must be on one
/// line; a trailing `//` comment is kept. `@Entry` in `FocusedValues`, `Transaction` or `ContainerValues`
/// extensions is left as written (WidgetShot has no keys for them yet).
struct EntryMacroRewrite {
    /// The type the innermost `extension` seen so far extends.
    var extended: String?
    /// Whether that `extension` is `public` (its key's `defaultValue` must then be public too).
    var extensionIsPublic = false

    static let extensionRegex = try! NSRegularExpression(pattern: #"^\s*(?:(public|internal|private|fileprivate|package)\s+)?extension\s+(?:SwiftUI\.|SwiftUICore\.|WidgetShot\.)?([A-Za-z_][A-Za-z0-9_]*)"#)
    static let entryRegex = try! NSRegularExpression(pattern:
        #"^(\s*)@Entry\s+((?:(?:public|internal|private|fileprivate|package)\s+)?)var\s+([A-Za-z_][A-Za-z0-9_]*)\s*(?::\s*([^=]+?))?\s*(?:=\s*(.+?))?\s*(//.*)?$"#)

    /// Notes `extension X` lines and rewrites `@Entry` declarations.
    mutating func rewrite(_ line: String) -> String {
        let range = NSRange(line.startIndex..., in: line)
        if line.contains("extension"), let m = Self.extensionRegex.firstMatch(in: line, range: range), let name = Range(m.range(at: 2), in: line) {
            extended = String(line[name])
            extensionIsPublic = Range(m.range(at: 1), in: line).map { line[$0] == "public" } ?? false
        }
        guard line.contains("@Entry"), extended == nil || extended == "EnvironmentValues",
              let m = Self.entryRegex.firstMatch(in: line, range: range) else { return line }
        func group(_ i: Int) -> String? { Range(m.range(at: i), in: line).map { String(line[$0]) } }
        guard let indent = group(1), let name = group(3) else { return line }
        let access = group(2) ?? ""
        let key = "__Key_\(name)"
        guard let type = group(4) else {
            // No type annotation: the stored default gives the key its Value.
            guard let initial = group(5)?.trimmingCharacters(in: .whitespaces), !initial.isEmpty else { return line }
            // The key is as visible as the property (a `public extension`'s members are public,
            // but a public struct's members are not: its `defaultValue` says so).
            let memberAccess = access.isEmpty && extensionIsPublic ? "public " : access
            var out = "\(indent)\(access)var \(name): \(key).Value { get { self[\(key).self] } set { self[\(key).self] = newValue } }; "
                + "\(access)struct \(key): EnvironmentKey { \(memberAccess)nonisolated(unsafe) static let defaultValue = \(initial) }"
            if let comment = group(6) { out += " " + comment }
            return out
        }
        let trimmedType = type.trimmingCharacters(in: .whitespaces)
        guard let initial = group(5).map({ $0.trimmingCharacters(in: .whitespaces) }) ?? (trimmedType.hasSuffix("?") ? "nil" : nil) else { return line }
        var out = "\(indent)\(access)var \(name): \(trimmedType) { get { self[\(key).self] } set { self[\(key).self] = newValue } }; "
            + "private struct \(key): EnvironmentKey { static var defaultValue: \(trimmedType) { \(initial) } }"
        if let comment = group(6) { out += " " + comment }
        return out
    }
}
