import Foundation

/// `@Query var items: [Item]` (SwiftData, no arguments) → `@Query<Item, [Item]> var items: [Item]`.
///
/// On iOS, SwiftData's `@Query` with no arguments infers its model from the property's type. A
/// Swift property wrapper cannot: `Query<Element, Result>` binds `Result` to `[Item]`, but the
/// initialisers' `where Result == [Element]` does not bind `Element` ("generic parameter 'Element'
/// could not be inferred"). Spelling the wrapper's generic arguments — valid Swift, the same
/// wrapper and initialiser — compiles the line unchanged in meaning. `@Query(sort: \Item.date)`
/// and other forms whose arguments name the model already compile and are left alone.
enum QueryWrapperRewrite {
    static let regex = try! NSRegularExpression(
        pattern: #"@Query(?:\(\s*\))?(\s+(?:(?:private|fileprivate|internal|public|package|nonisolated)(?:\(set\))?\s+)*var\s+[A-Za-z_][A-Za-z0-9_]*\s*:\s*)\[\s*([A-Za-z_][A-Za-z0-9_.]*)\s*\]"#)

    /// The line with each argument-less `@Query` over an array spelled with its generic arguments.
    static func rewrite(_ line: String) -> String {
        guard line.contains("@Query") else { return line }
        return regex.stringByReplacingMatches(in: line, range: NSRange(line.startIndex..., in: line), withTemplate: "@Query<$2, [$2]>$1[$2]")
    }
}
