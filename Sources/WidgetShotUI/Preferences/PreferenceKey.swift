import Foundation

/// A named value produced by a view — SwiftUI's `PreferenceKey`.
///
/// Views set a preference with `.preference(key:value:)`; ancestors read the values their subtree
/// set, combined in view order with `reduce`, through `overlayPreferenceValue`,
/// `backgroundPreferenceValue` or `onPreferenceChange`.
///
/// ```swift
/// struct MaxWidthKey: PreferenceKey {
///     static var defaultValue: CGFloat = 0
///     static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
/// }
/// ```
public protocol PreferenceKey {
    /// The type of value produced by this preference.
    associatedtype Value
    /// The value of the preference when no view sets it.
    static var defaultValue: Value { get }
    /// Combines a sequence of values by modifying the previously-accumulated value with the result
    /// of a closure that provides the next value.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

/// One write of a preference, kept on the layout node of the view it modifies and applied,
/// innermost modifier first, to the value its subtree produced (`nil`: the subtree set none).
struct PreferenceWriter {
    let key: ObjectIdentifier
    let apply: (inout Any?) -> Void
}

/// Reads preferences out of a resolved (and, for anchors, placed) node tree, as SwiftUI
/// propagates them: a node's value is its children's values reduced in order, then its own
/// writers; nodes that set nothing for the key contribute nothing to `reduce`.
enum PreferenceCollector {
    /// The value of `K` that `nodes` produce together (`K.defaultValue` when none sets it).
    static func value<K: PreferenceKey>(_ key: K.Type, in nodes: [LayoutNode]) -> K.Value {
        reduced(K.self, nodes) ?? K.defaultValue
    }

    private static func reduced<K: PreferenceKey>(_ key: K.Type, _ nodes: [LayoutNode]) -> K.Value? {
        var result: K.Value?
        for node in nodes {
            guard let next = collect(K.self, node) else { continue }
            if result == nil { result = K.defaultValue }
            K.reduce(value: &result!, nextValue: { next })
        }
        return result
    }

    private static func collect<K: PreferenceKey>(_ key: K.Type, _ node: LayoutNode) -> K.Value? {
        guard !node.isExcluded else { return nil }
        let fromChildren = reduced(K.self, node.children)
        let id = ObjectIdentifier(K.self)
        guard node.preferenceWriters.contains(where: { $0.key == id }) else { return fromChildren }
        var value: Any? = fromChildren
        for writer in node.preferenceWriters where writer.key == id { writer.apply(&value) }
        return value as? K.Value
    }
}
