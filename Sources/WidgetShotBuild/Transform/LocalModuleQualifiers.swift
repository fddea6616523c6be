import Foundation

/// Names qualified with an `--include` module (`SharedTypes.Item`, `AppCore.Trip.self`) →
/// qualified with the extension's own module, into which the included sources compile. The
/// `import SharedTypes` line is already commented out (``SourceTransform/localModules``); without
/// this rewrite the qualified name would not resolve ("cannot find 'SharedTypes' in scope").
///
/// A module whose name some source also declares as a type (`enum SharedTypes { … }`, a common
/// namespace pattern) is left alone: there `SharedTypes.Item` names the nested type.
public struct LocalModuleQualifiers {
    /// The module names rewritten.
    public let modules: Set<String>
    /// The module the included sources compile into (the extension's generated target).
    public let targetModule: String
    let regex: NSRegularExpression?

    /// Rewrites `modules` (already filtered with ``qualifiable(_:declaredIn:)``) to `targetModule`.
    public init(modules: Set<String>, targetModule: String) {
        self.modules = modules
        self.targetModule = targetModule
        let names = modules.filter { !$0.isEmpty }.sorted().map(NSRegularExpression.escapedPattern(for:))
        regex = names.isEmpty ? nil : try? NSRegularExpression(pattern: #"(?<![\w.])("# + names.joined(separator: "|") + #")\.(?=[A-Z_])"#)
    }

    /// The line with each `Module.Name` qualified with the target module instead.
    public func rewrite(_ line: String) -> String {
        guard let regex, modules.contains(where: { line.contains($0 + ".") }) else { return line }
        let template = NSRegularExpression.escapedTemplate(for: targetModule + ".")
        return regex.stringByReplacingMatches(in: line, range: NSRange(line.startIndex..., in: line), withTemplate: template)
    }

    /// The local modules no source declares as a type, class, enum, struct, actor, protocol or
    /// typealias of the same name.
    public static func qualifiable(_ modules: Set<String>, declaredIn texts: [String]) -> Set<String> {
        modules.filter { module in
            let pattern = #"\b(enum|struct|class|actor|protocol|typealias)\s+"# + NSRegularExpression.escapedPattern(for: module) + #"\b"#
            return !texts.contains { $0.range(of: pattern, options: .regularExpression) != nil }
        }
    }
}
