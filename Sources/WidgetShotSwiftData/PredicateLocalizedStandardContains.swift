import Foundation

// `#Predicate { $0.name.localizedStandardContains(query) }`: Foundation's predicate macro expands
// the call to `PredicateExpressions.build_localizedStandardContains`, which Apple's Foundation
// has (iOS 17, https://developer.apple.com/documentation/foundation/predicateexpressions/stringlocalizedstandardcontains)
// and swift-foundation on Linux compiles only into Apple's build. Here it is, for the files that
// import SwiftData (where `#Predicate` meets a `FetchDescriptor`): case- and diacritic-insensitive,
// as `localizedStandardContains` is.

extension PredicateExpressions {
    /// Whether a string contains another, ignoring case and diacritics — Foundation's
    /// `PredicateExpressions.StringLocalizedStandardContains`.
    public struct StringLocalizedStandardContains<Root: PredicateExpression, Other: PredicateExpression>: PredicateExpression
    where Root.Output: StringProtocol, Other.Output: StringProtocol {
        /// A Boolean.
        public typealias Output = Bool
        /// The string searched.
        public let root: Root
        /// The string searched for.
        public let other: Other

        /// An expression testing whether `root` contains `other`.
        public init(root: Root, other: Other) {
            self.root = root
            self.other = other
        }

        /// `root.localizedStandardContains(other)` (false for an empty `other`, as on iOS).
        public func evaluate(_ bindings: PredicateBindings) throws -> Bool {
            try root.evaluate(bindings).localizedStandardContains(other.evaluate(bindings))
        }
    }

    /// What `#Predicate` builds for `a.localizedStandardContains(b)`.
    public static func build_localizedStandardContains<Root, Other>(_ root: Root, _ other: Other) -> StringLocalizedStandardContains<Root, Other> {
        StringLocalizedStandardContains(root: root, other: other)
    }
}

extension PredicateExpressions.StringLocalizedStandardContains: Codable where Root: Codable, Other: Codable {}
extension PredicateExpressions.StringLocalizedStandardContains: Sendable where Root: Sendable, Other: Sendable {}
extension PredicateExpressions.StringLocalizedStandardContains: StandardPredicateExpression
where Root: StandardPredicateExpression, Other: StandardPredicateExpression {}
