import Foundation

/// Rewrites of attributes that need the Objective-C runtime or Apple's macro plug-ins, which no
/// Linux build has, into the WidgetShot equivalents — on one line, keeping its line number:
///
/// - `@NSManaged var x` → `@NSManagedProperty var x` (Core Data accessors, WidgetShotCoreData);
/// - `@objc`, `@objc(Name)`, `@objcMembers` → removed (Objective-C interop is off on Linux);
/// - `@Model class Trip {` → `class Trip: PersistentModel {` (SwiftData's macro; the conformance
///   is what WidgetShotSwiftData needs), and `@Attribute(…)`, `@Relationship(…)`, `@Transient`
///   → removed;
/// - `os.Logger` → `Logger` (there is no `os` module to qualify with);
/// - a name qualified with a stood-in Apple module (`SwiftUICore.Color`, `SwiftUI.Text`,
///   `WidgetKit.WidgetFamily`) → qualified with the umbrella (`WidgetShot.Color`), which re-exports them.
struct RuntimeRewrites {
    /// `@Model` seen on a line of its own: the next type declaration gets the conformance.
    var pendingModel = false

    mutating func rewrite(_ line: String) -> String {
        var out = line
        if out.contains("@NSManaged") { out = replace(#"@NSManaged\b(?!Property)"#, in: out, with: "@NSManagedProperty") }
        if out.contains("@objc") { out = replace(#"@objc(Members)?(\([^)]*\))?"#, in: out, with: "") }
        if out.contains("@Attribute") || out.contains("@Relationship") {
            out = replace(#"@(Attribute|Relationship)(\((?:[^()]|\([^()]*\))*\))?"#, in: out, with: "")
        }
        if out.contains("@Transient") { out = replace(#"@Transient\b"#, in: out, with: "") }
        if out.contains("os.Logger") { out = replace(#"\bos\.Logger\b"#, in: out, with: "Logger") }
        if ["SwiftUI", "WidgetKit.", "ActivityKit.", "AppIntents.", "UIKit."].contains(where: out.contains) {
            out = replace(#"(?<![\w.])(?:SwiftUICore|SwiftUI|WidgetKit|ActivityKit|AppIntents|UIKit)\.(?=[A-Z_])"#, in: out, with: "WidgetShot.")
        }
        if out.contains("@Model") {
            out = replace(#"@Model\b"#, in: out, with: "")
            pendingModel = true
        }
        if pendingModel, let declaration = out.range(of: #"\bclass\s+[A-Za-z_][A-Za-z0-9_]*"#, options: .regularExpression) {
            pendingModel = false
            let rest = out[declaration.upperBound...]
            let trimmed = rest.drop { $0 == " " }
            if trimmed.hasPrefix(":") {
                let colon = out.index(out.startIndex, offsetBy: out.distance(from: out.startIndex, to: trimmed.startIndex))
                out.replaceSubrange(colon...colon, with: ": PersistentModel,")
            } else {
                out.insert(contentsOf: ": PersistentModel", at: declaration.upperBound)
            }
        }
        return out
    }

    func replace(_ pattern: String, in text: String, with template: String) -> String {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return text }
        return regex.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text), withTemplate: template)
    }
}
