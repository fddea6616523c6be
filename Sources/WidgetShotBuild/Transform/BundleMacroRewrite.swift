import Foundation

/// Foundation's `#bundle` macro (iOS 18 SDK; Apple's declaration
/// `@freestanding(expression) macro bundle() -> Bundle`, developer.apple.com/documentation/foundation/bundle()):
/// "the bundle most likely to contain resources for the calling code". No Linux toolchain has
/// Foundation's macro plug-in, so the transform writes its expansion in place, on the same line.
///
/// swift-foundation's `BundleMacro` expands to a closure deciding by two conditions SwiftPM
/// defines (`-D`) for every package target:
///
/// - `SWIFT_MODULE_RESOURCE_BUNDLE_AVAILABLE` (the target has resources) → `Bundle.module`;
/// - `SWIFT_MODULE_RESOURCE_BUNDLE_UNAVAILABLE` (no resources) → a compile error, "No resource
///   bundle is available for this module…";
/// - neither (an Xcode target: app, extension, framework) → `Bundle(_dsoHandle: #dsohandle) ?? .main`,
///   the bundle of the binary the code is linked into. WidgetShot links every module of a widget
///   extension into one executable whose bundle is the `.appex` (``ExtensionBundle``; `Bundle(for:)`
///   is the main bundle too), so that is `Bundle.main`.
///
/// The extension build gives a package target's ``ModulePlan`` the condition SwiftPM will define
/// (``conditions(hasResources:)``), so the transform knows which case applies.
enum BundleMacroRewrite {
    /// The condition SwiftPM defines for a package target with a resource bundle.
    static let available = "SWIFT_MODULE_RESOURCE_BUNDLE_AVAILABLE"
    /// The condition SwiftPM defines for a package target without one.
    static let unavailable = "SWIFT_MODULE_RESOURCE_BUNDLE_UNAVAILABLE"
    /// Apple's error for `#bundle` in a package target without resources (swift-foundation's BundleMacro).
    static let unavailableMessage = "No resource bundle is available for this module. If resources are included elsewhere, specify the bundle manually."

    /// The condition a package target gets, as SwiftPM defines it.
    static func conditions(hasResources: Bool) -> [String] { [hasResources ? available : unavailable] }

    /// What `#bundle` becomes in a module with these conditions: nil where Apple's expansion is an error.
    static func expansion(definedConditions: Set<String>) -> String? {
        if definedConditions.contains(available) { return "Bundle.module" }
        if definedConditions.contains(unavailable) { return nil }
        return "Bundle.main"
    }

    static let regex = try! NSRegularExpression(pattern: #"#bundle(?![\w])"#)

    /// Whether the line's code (not its strings or comments) uses `#bundle`.
    static func uses(_ line: String) -> Bool {
        guard line.contains("#bundle") else { return false }
        return LocaleRewrites.segments(of: line).contains { segment, isCode in
            isCode && regex.firstMatch(in: String(segment), range: NSRange(location: 0, length: (String(segment) as NSString).length)) != nil
        }
    }

    /// The line with every `#bundle` in its code replaced by `expansion`.
    static func rewrite(_ line: String, expansion: String) -> String {
        guard line.contains("#bundle") else { return line }
        var out = ""
        for (segment, isCode) in LocaleRewrites.segments(of: line) {
            guard isCode else { out += segment; continue }
            let code = String(segment)
            out += regex.stringByReplacingMatches(in: code, range: NSRange(location: 0, length: (code as NSString).length),
                                                  withTemplate: NSRegularExpression.escapedTemplate(for: expansion))
        }
        return out
    }
}
