import Foundation

/// SwiftData's `@ModelActor` macro, rewritten on the lines it spans (no macro plug-in on Linux):
/// the attribute is removed, the actor gets the `ModelActor` conformance, and right after its
/// opening brace, on the same line, the members the macro synthesises (Apple's expansion: the two
/// `public nonisolated let`s and `public init(modelContainer:)` making a
/// `DefaultSerialModelExecutor` over a new `ModelContext`). They are `public` as Apple writes them,
/// so a `public actor` in a package satisfies the public `ModelActor` protocol (RitualistCore's
/// data sources); in an internal actor `public` changes nothing.
///
/// ```swift
/// @ModelActor actor Store {     →   actor Store: ModelActor { public nonisolated let modelExecutor: … public init(modelContainer: ModelContainer) { … };
/// ```
struct ModelActorRewrite {
    /// Where the rewrite is: nothing pending, `@ModelActor` seen (waiting for `actor Name`), or the
    /// declaration seen (waiting for its `{`).
    enum State { case idle, attributeSeen, declarationSeen }
    var state = State.idle

    static let members = " public nonisolated let modelExecutor: any ModelExecutor; public nonisolated let modelContainer: ModelContainer; "
        + "public init(modelContainer: ModelContainer) { let modelContext = ModelContext(modelContainer); "
        + "self.modelExecutor = DefaultSerialModelExecutor(modelContext: modelContext); self.modelContainer = modelContainer };"

    mutating func rewrite(_ line: String) -> String {
        var out = line
        // Only the attribute in code: a comment that names the macro ("no DI in a @ModelActor")
        // must not turn the next actor into a model actor (RitualistCore's DebugLogger).
        if String(LexicalState.codeCharacters(of: out)).range(of: #"@ModelActor\b"#, options: .regularExpression) != nil,
           let attribute = out.range(of: #"@ModelActor\b"#, options: .regularExpression) {
            out.removeSubrange(attribute)
            state = .attributeSeen
        }
        if state == .attributeSeen, let declaration = out.range(of: #"\bactor\s+[A-Za-z_][A-Za-z0-9_]*"#, options: .regularExpression) {
            let rest = out[declaration.upperBound...]
            if rest.drop(while: { $0 == " " }).hasPrefix(":") {
                let colon = rest.firstIndex(of: ":")!
                out.replaceSubrange(colon...colon, with: ": ModelActor,")
            } else {
                out.insert(contentsOf: ": ModelActor", at: declaration.upperBound)
            }
            state = .declarationSeen
        }
        if state == .declarationSeen, let brace = out.firstIndex(of: "{") {
            out.insert(contentsOf: Self.members, at: out.index(after: brace))
            state = .idle
        }
        return out
    }
}
