import Foundation

/// Overrides of a method that the module's extension adds to a class of *another* module — a
/// framework class the module cannot move the method into. Kingfisher 7 (compiled from an
/// `--override-package` checkout) declares
///
/// ```swift
/// extension KFCrossPlatformImageView {                        // UIKit's UIImageView
///     @objc func shouldPreloadAllAnimation() -> Bool { return true }
/// }
/// open class AnimatedImageView: KFCrossPlatformImageView {
///     override func shouldPreloadAllAnimation() -> Bool { return false }
/// }
/// ```
///
/// and calls `base.shouldPreloadAllAnimation()` on any image view, reaching the subclass's
/// override through the Objective-C runtime. Without it, the extension's method dispatches
/// statically and Swift refuses the override. Within the module the same dispatch is rebuilt:
///
/// - each class of the module that overrides the method first in its line of superclasses (a
///   "root" overrider) declares it as `_widgetShotOverride_<name>` (no longer an override);
///   its subclasses in the module override that name;
/// - the extension's method keeps its body as `_widgetShot<Type>_<name>` and becomes a
///   dispatcher: `if let o = self as? AnimatedImageView { return o._widgetShotOverride_…(…) }`
///   for each root overrider, else the body;
/// - `super.<name>(` in a root overrider calls the extension's body (the inherited
///   implementation), in a deeper one the parent's override.
///
/// The result is Objective-C's: the most derived override runs for every call, through the
/// framework class's type or the subclass's. Only what is sure is rewritten: `@objc`/`dynamic`
/// methods (the ones iOS lets a subclass override), not generic ones, overriders that are neither
/// generic nor private and whose superclass line reaches the extended type by the name the
/// extension writes (`KFCrossPlatformImageView` in both places). Subclasses in *other* modules
/// stay the Linux limit (their module cannot see the dispatcher's cast).
struct ForeignExtensionOverride: Equatable {
    /// The extended (other module's) type, as the extension names it.
    var type: String
    var member: ExtensionMember
    /// The module's classes overriding it first in their line of superclasses.
    var roots: [String]
    /// The module's classes overriding it below a root.
    var deeper: [String]

    /// The key of a method: its name and argument labels (`f(_:with:)`).
    static func key(_ member: ExtensionMember) -> String {
        let labels = ExtensionMember.topLevelParameters(member.parameters).map { param -> String in
            let names = param[..<(param.firstIndex(of: ":") ?? param.endIndex)].split(separator: " ")
            return names.first.map(String.init) ?? "_"
        }
        return member.name + "(" + labels.map { $0 + ":" }.joined() + ")"
    }

    func overrideName() -> String { "_widgetShotOverride_\(member.name)" }

    /// The extension's line: the dispatcher, then the member renamed to its body.
    func dispatchingLine(_ line: String) -> String {
        let indent = String(line.prefix { $0 == " " || $0 == "\t" })
        let arguments = ExtensionMember.arguments(member.parameters)
        let effects = member.effects.isEmpty ? "" : " " + member.effects
        let call = (member.effects.contains("throws") ? "try " : "") + (member.effects.contains("async") ? "await " : "")
        var body = ""
        for root in roots { body += "if let o = self as? \(root) { return \(call)o.\(overrideName())(\(arguments)) }; " }
        body += "return \(call)\(member.bodyName(in: type))(\(arguments))"
        let head = (member.discardableResult ? "@discardableResult " : "") + member.access
        let renamed = member.renamedLine(line, in: type)
        return indent + "\(head)func \(member.name)(\(member.parameters))\(effects) { \(body) }; " + renamed.dropFirst(indent.count)
    }

    /// An overriding class's line: the override renamed, `super.<name>(` redirected.
    func overridingLine(_ line: String, root: Bool, declares: Bool) -> String {
        var out = line
        if declares {
            out = out.replacingOccurrences(of: #"\bfunc\s+\#(member.name)\s*\("#, with: "func \(overrideName())(", options: .regularExpression)
            if root, let f = out.range(of: #"\bfunc\s"#, options: .regularExpression) {
                out = out[..<f.lowerBound].replacingOccurrences(of: #"\boverride\s+"#, with: "", options: .regularExpression) + out[f.lowerBound...]
            }
        }
        let target = root ? member.bodyName(in: type) : overrideName()
        return out.replacingOccurrences(of: #"\bsuper\.\#(member.name)\s*\("#, with: "super.\(target)(", options: .regularExpression)
    }
}
