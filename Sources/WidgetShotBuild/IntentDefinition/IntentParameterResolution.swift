import Foundation

/// The per-parameter resolution results Xcode generates for a parameter with unsupported reasons
/// (the definition's `INIntentParameterUnsupportedReasons`). For `tags` (a list of strings) of
/// `AddTagToTransaction` with the custom reason `tooManyTags` (themuzzleflare/Provenance):
///
/// ```swift
/// public enum AddTagToTransactionTagsUnsupportedReason: Int { case tooManyTags = 1 }
/// public class AddTagToTransactionTagsResolutionResult: INStringResolutionResult {
///     public class func unsupported(forReason reason: AddTagToTransactionTagsUnsupportedReason) -> Self { … }
/// }
/// ```
///
/// The class is named `<intent name><Parameter>` (the definition's `INIntentName`, not the custom
/// class), subclasses the parameter type's own result (`INStringResolutionResult`,
/// `<Type>ResolutionResult` for a custom type, `<Enum>ResolutionResult` for an enum), and is what
/// the handling protocol's `resolve<Parameter>` returns. Reasons count from 1, in the
/// definition's order. This is the shape of Xcode's generated Swift (public generated sources:
/// `…ProductoUnsupportedReason: Int { case noEncontrado = 1 }`, `class …ProductoResolutionResult:
/// INStringResolutionResult { class func unsupported(forReason:) -> Self { __unsupported(withReason: reason.rawValue) } }`),
/// without `@objc`.
extension IntentDefinitionSwiftWriter {
    static let reasonAvailable = "@available(iOS 13.0, macOS 11.0, watchOS 6.0, *) @available(tvOS, unavailable)"

    /// The generated class of `p`'s resolution, when it has one.
    func parameterResolutionResult(_ i: M.Intent, _ p: M.Parameter) -> String? {
        p.unsupportedReasons.isEmpty ? nil : "\(i.name)\(capitalized(p.name))ResolutionResult"
    }

    /// The reason enum and the resolution class of `p` ("" when it has no unsupported reasons).
    func parameterResolutionSource(_ i: M.Intent, _ p: M.Parameter) -> String {
        guard let cls = parameterResolutionResult(i, p) else { return "" }
        let reason = "\(i.name)\(capitalized(p.name))UnsupportedReason"
        var s = "\(Self.reasonAvailable)\npublic enum \(reason): Int {\n"
        for (n, code) in p.unsupportedReasons.enumerated() { s += "    case `\(code)` = \(n + 1)\n" }
        s += "}\n\n"
        s += """
        \(Self.reasonAvailable)
        public class \(cls): \(resolutionResult(p.type)) {
            public class func unsupported(forReason reason: \(reason)) -> Self {
                __unsupported(withReason: reason.rawValue)
            }
        }

        """
        return s
    }
}
